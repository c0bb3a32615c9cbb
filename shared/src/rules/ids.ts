import { SERVER_ID_MAX_DIGITS } from "../constants.ts";

/** Spec section 9: ids of 10 digits or fewer are server ids; longer ones are local, unsaved items. */
export function isServerId(id: number | string): boolean {
  return String(id).length <= SERVER_ID_MAX_DIGITS;
}

/** A local id for an item the server has not seen yet: longer than any server id. */
export function newLocalId(): number {
  return Date.now() * 1000 + Math.floor(Math.random() * 1000);
}
