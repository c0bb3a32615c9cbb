/**
 * Test data the component tests share: a speaker as the browser keeps them, their session's public
 * view, a question in it and an open poll of it.
 */
import type { Poll, PublicSession, Question } from "@lectern/shared";
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

export function testQuestion(id: number, text: string, fields: Partial<Question> = {}): Question {
  return {
    id,
    sessionId: 7,
    questionText: text,
    authorName: null,
    authorEmail: null,
    isAnonymous: true,
    isAnswered: false,
    status: "approved",
    isEdited: false,
    reply: null,
    askerBlocked: false,
    upvotes: 2,
    hasUpvoted: false,
    createdAt: "2026-01-10T09:00:00.000Z",
    ...fields,
  };
}

/** An open single-choice poll with two choices and three votes. */
export function testOpenPoll(id: number): Poll {
  const choices = [
    { id: id * 10 + 1, text: "This", color: "#2563eb", order: 0 },
    { id: id * 10 + 2, text: "That", color: "#16a34a", order: 1 },
  ];
  return {
    id,
    sessionId: 7,
    kind: "single",
    title: `Poll ${id}`,
    question: "Which one?",
    state: "open",
    order: id,
    choices,
    maxChoices: null,
    maxEntries: null,
    scale: null,
    lowLabel: null,
    highLabel: null,
    revealed: false,
    totalVotes: 3,
    results: {
      pollId: id,
      state: "open",
      kind: "single",
      totalVotes: 3,
      totalVoters: 3,
      choices: choices.map((choice, i) => ({ ...choice, votes: 2 - i, percentage: 67 - i * 34 })),
    },
  };
}
