/** Test data the component tests share: a speaker as the browser keeps them, and their session's public view. */
import type { PublicSession } from "@lectern/shared";
import type { CurrentUser } from "./auth/current-user.ts";

export function testSpeaker(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 3,
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    designation: "Engineer",
    company: "Analytical Engines",
    bio: null,
    linkedinUrl: null,
    profilePicture: null,
    profileCompleted: true,
    language: "en",
    createdAt: "2026-01-01T09:00:00.000Z",
    ...overrides,
  };
}

export function testSession(overrides: Partial<PublicSession> = {}): PublicSession {
  return {
    id: 7,
    userId: 3,
    eventName: "PyCon 2026",
    title: "Engines of Thought",
    description: "Machines and music.",
    qaEnabled: true,
    questionReview: false,
    profanityFilter: true,
    createdAt: "2026-01-10T09:00:00.000Z",
    resources: [],
    user: {
      firstName: "Ada",
      lastName: "Lovelace",
      designation: null,
      company: null,
      bio: null,
      profilePicture: null,
      linkedinUrl: null,
    },
    pinnedQuestion: null,
    ...overrides,
  };
}
