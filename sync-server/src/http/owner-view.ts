/**
 * Marks an answer as the owner's view of a read anyone may make (docs/decisions.md, Authorization):
 * no cache may keep it, and the service worker, which ignores Cache-Control, refuses answers with
 * OWNER_VIEW_HEADER, so an owner's e-mails and pending questions never outlive the sign-in on a
 * shared device.
 */
import type { Response } from "express";
import { OWNER_VIEW_HEADER, OWNER_VIEW_VALUE } from "@lectern/shared";

export function markOwnerView(res: Response): void {
  res.set({ "Cache-Control": "private, no-store", [OWNER_VIEW_HEADER]: OWNER_VIEW_VALUE });
}
