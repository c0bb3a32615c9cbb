/**
 * Which reads of this page the server answered with the owner's view (X-Lectern-View: owner), so
 * the page never hands them to the service worker to keep (offline/keep-first-reads.ts;
 * docs/decisions.md, Authorization).
 */
import { OWNER_VIEW_HEADER, OWNER_VIEW_VALUE } from "@lectern/shared";

const ownerAnswers = new Set<string>();

/** Notes whether the answer to `path` was the owner's view (its latest answer counts). */
export function noteOwnerAnswer(path: string, response: Response): void {
  if (response.headers.get(OWNER_VIEW_HEADER) === OWNER_VIEW_VALUE) ownerAnswers.add(path);
  else ownerAnswers.delete(path);
}

export function wasOwnerAnswer(path: string): boolean {
  return ownerAnswers.has(path);
}
