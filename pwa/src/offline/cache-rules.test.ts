/** What the service worker may answer from the app shell or its caches, and what it never keeps. */
import { describe, expect, it } from "vitest";
import {
  APP_ROUTES,
  DECK_PAGE_READS,
  FILE_READS,
  matchesAny,
  PUBLIC_API_READS,
  SPEAKER_API_READS,
} from "./cache-rules.ts";

describe("service worker cache rules", () => {
  it("answers the app routes with the app shell and nothing else", () => {
    for (const path of [
      "/",
      "/dashboard",
      "/session/12",
      "/session/12/leads",
      "/edit-session/4",
      "/speaker-profile",
    ]) {
      expect(matchesAny(APP_ROUTES, path), path).toBe(true);
    }
    for (const path of [
      "/embed/poll/3",
      "/api/sessions/1/public",
      "/ws",
      "/api/files/a.pdf",
      "/uploads/a.pdf",
      "/sw.js",
      "/icons/icon-192.png",
      "/manifest.webmanifest",
    ]) {
      expect(matchesAny(APP_ROUTES, path), path).toBe(false);
    }
  });

  it("keeps a last copy of the public session reads and the speaker's own, never leads or analytics", () => {
    const kept = (path: string) =>
      matchesAny(PUBLIC_API_READS, path) || matchesAny(SPEAKER_API_READS, path);
    for (const path of [
      "/api/sessions/5/public",
      "/api/sessions/5/public-polls",
      "/api/sessions/5/questions",
      "/api/sessions/5/deck",
      "/api/sessions/5/feedback/state",
      "/api/polls/2/results",
      "/api/polls/2/vote-status",
      "/api/users/3/dashboard",
      "/api/auth/me",
    ]) {
      expect(kept(path), path).toBe(true);
    }
    for (const path of [
      "/api/sessions/5/leads",
      "/api/sessions/5/analytics",
      "/api/sessions/5/feedback",
      "/api/auth/signout",
      "/api/polls/2/vote",
    ]) {
      expect(kept(path), path).toBe(false);
    }
  });

  it("keeps uploaded files and resource downloads cache-first", () => {
    expect(matchesAny(FILE_READS, "/api/files/abc123.pdf")).toBe(true);
    expect(matchesAny(FILE_READS, "/api/resources/9/file")).toBe(true);
    expect(matchesAny(FILE_READS, "/api/resources/9/download")).toBe(false);
  });

  it("keeps the deck's page images cache-first, by their content-hashed paths only", () => {
    expect(
      matchesAny(DECK_PAGE_READS, "/api/sessions/5/deck/pages/12/AbCdEfGhIjKlMnOpQrSt_-.webp"),
    ).toBe(true);
    for (const path of [
      "/api/sessions/5/deck",
      "/api/sessions/5/deck/pages/12/notes",
      "/api/sessions/5/deck/pages/12/x.png",
    ])
      expect(matchesAny(DECK_PAGE_READS, path), path).toBe(false);
  });
});
