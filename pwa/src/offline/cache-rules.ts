/**
 * What the service worker keeps and where, shared by the worker and the page (save for offline,
 * offline copy notice): cache names, the app routes that get the app shell, and which API reads
 * are kept as a last copy.
 */
import { MAX_DECK_PAGES } from "@lectern/shared";

export const API_CACHE = "lectern-api";
/** Speaker-only reads (the signed-in user, dashboard): emptied on sign-out. */
export const SPEAKER_CACHE = "lectern-speaker";
export const FILES_CACHE = "lectern-files";
/** The deck's page images attendees have seen or fetched ahead (docs/product.md, The deck). */
export const DECK_CACHE = "lectern-deck";

/**
 * The caches a signed-in browser writes its reads into (docs/decisions.md, Authorization). Owner
 * answers are never kept, but a speaker's other reads are theirs (how they voted, their own pending
 * questions elsewhere), so both are deleted when the sign-in ends: sign-out, account deletion, a
 * 401 from /api/auth/me or another speaker call. An attendee's files saved for offline stay.
 */
export const SIGNED_IN_CACHES = [API_CACHE, SPEAKER_CACHE];

/** Deletes SIGNED_IN_CACHES; does nothing where there is no Cache Storage. */
export async function forgetSignedInCopies(): Promise<void> {
  if (typeof caches === "undefined") return;
  await Promise.all(SIGNED_IN_CACHES.map((name) => caches.delete(name)));
}

/** Seconds a read waits for the network before the last copy is used instead. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/**
 * Navigations the app shell answers offline: the routes of docs/product.md, Routes, nothing else.
 * Not the embed: the shell carries the headers that forbid framing, and the embed lives in other
 * sites' frames (online: docs/decisions.md, Offline-first), so its document always comes from the
 * server.
 */
export const APP_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/(signin|signup|verify-otp|onboarding|dashboard|create-session|speaker-profile)\/?$/,
  /^\/edit-session\/[^/]+\/?$/,
  /^\/session\/[^/]+(\/leads)?\/?$/,
  /^\/event\/[^/]+\/?$/,
];

/** Pages that never register the service worker: an embed has no offline use inside another site. */
export const NO_WORKER_ROUTES: RegExp[] = [/^\/embed\//];

/**
 * Public reads of a session page (session, polls, results, questions, the deck's pages so far, the
 * feedback card's state with the visitor's own feedback) and of an event's agenda: network first,
 * last copy.
 */
export const PUBLIC_API_READS: RegExp[] = [
  /^\/api\/sessions\/\d+\/(public|public-polls|questions|deck|feedback\/state)$/,
  /^\/api\/polls\/\d+\/(results|vote-status|embed)$/,
  /^\/api\/events\/[a-z0-9-]+\/public$/,
];

/**
 * The signed-in speaker's own reads (profile, dashboard, a session's full poll list with drafts,
 * its QR code). Leads and analytics (personal data) are never kept.
 */
export const SPEAKER_API_READS: RegExp[] = [
  /^\/api\/auth\/me$/,
  /^\/api\/users\/\d+(\/dashboard)?$/,
  /^\/api\/sessions\/\d+\/(polls|qr)$/,
];

/** Uploaded files: previews (/api/files/...) and resource downloads; cache first once fetched. */
export const FILE_READS: RegExp[] = [/^\/api\/files\/[^/]+$/, /^\/api\/resources\/\d+\/file$/];

/**
 * A deck's page images: their path carries the image's content hash, so a kept copy is never stale;
 * cache first, every page seen kept.
 */
export const DECK_PAGE_READS: RegExp[] = [
  /^\/api\/sessions\/\d+\/deck\/pages\/\d+\/[A-Za-z0-9_-]+\.webp$/,
];

/** Enough page images for the largest deck (MAX_DECK_PAGES) at both widths. */
export const DECK_CACHE_MAX_ENTRIES = 2 * MAX_DECK_PAGES;

export function matchesAny(patterns: RegExp[], pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

/** The URL a resource's file is downloaded from (what Save for offline keeps). */
export function resourceFileUrl(resourceId: number): string {
  return `/api/resources/${resourceId}/file`;
}

/** The API reads behind a session page, whose last copies the offline notice dates. */
export function sessionReadPaths(sessionId: number): string[] {
  return [
    `/api/sessions/${sessionId}/public`,
    `/api/sessions/${sessionId}/public-polls`,
    `/api/sessions/${sessionId}/questions`,
  ];
}

/** The reads a talk's page opens with, which the agenda's Save for offline keeps for every talk. */
export function talkPageReadPaths(sessionId: number): string[] {
  return sessionReadPaths(sessionId).slice(0, 2);
}

/** Messages the service worker posts to the page about where an API answer came from. */
export type SwMessage =
  | { type: "lectern:offline-copy"; path: string; savedAt: string | null }
  | { type: "lectern:fresh"; path: string };
