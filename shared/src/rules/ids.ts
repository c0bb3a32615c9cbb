import { MAX_SERVER_ID, SERVER_ID_MAX_DIGITS } from "../constants.ts";

/**
 * Ids of 10 digits or fewer are server ids; longer ones are local, unsaved items
 * (docs/product.md, Limits).
 */
export function isServerId(id: number | string): boolean {
  return String(id).length <= SERVER_ID_MAX_DIGITS;
}

/** A route's :id as a server id (the rule of idParamSchema, without zod), or null when it is not one. */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_SERVER_ID ? id : null;
}

/** The session of a /session/{id} page (not its leads), or null for any other path. */
export function sessionPageId(pathname: string): number | null {
  return parseRouteId(/^\/session\/([^/]+)\/?$/.exec(pathname)?.[1]);
}

/** The poll of an /embed/poll/{id} page, or null for any other path. */
export function embedPollId(pathname: string): number | null {
  return parseRouteId(/^\/embed\/poll\/([^/]+)\/?$/.exec(pathname)?.[1]);
}

/** A local id for an item the server has not seen yet: longer than any server id. */
export function newLocalId(): number {
  return Date.now() * 1000 + Math.floor(Math.random() * 1000);
}
