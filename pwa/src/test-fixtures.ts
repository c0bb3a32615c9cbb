/**
 * Test data the component tests share: a speaker as the browser keeps them, their session's public
 * view, a question in it and a poll of it.
 */
import { DEFAULT_REACTIONS } from "@lectern/shared";
import type { Poll, PollResults, PublicSession, Question } from "@lectern/shared";
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
    consentText: null,
    privacyUrl: null,
    createdAt: "2026-01-01T09:00:00.000Z",
    ...overrides,
  };
}

export function testSession(overrides: Partial<PublicSession> = {}): PublicSession {
  return {
    id: 7,
    owned: false,
    event: null,
    eventName: "PyCon 2026",
    title: "Engines of Thought",
    description: "Machines and music.",
    qaEnabled: true,
    questionReview: false,
    profanityFilter: true,
    confirmEmail: false,
    language: null,
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
      consentText: null,
      privacyUrl: null,
    },
    pinnedQuestion: null,
    hasPresenterLink: false,
    hasDeck: false,
    reactions: [...DEFAULT_REACTIONS],
    role: "owner",
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

/** A poll (by default open, single choice, two choices, no votes) with results of its kind. */
export function testPoll(fields: Partial<Poll>, results: Partial<PollResults> = {}): Poll {
  const poll = {
    id: 31,
    sessionId: 7,
    kind: "single",
    title: "Mood",
    question: "How is the talk?",
    state: "open",
    order: 0,
    choices: [
      { id: 1, text: "Great", color: "#3B82F6", order: 0 },
      { id: 2, text: "Fine", color: "#EF4444", order: 1 },
    ],
    maxChoices: null,
    maxEntries: null,
    scale: null,
    lowLabel: null,
    highLabel: null,
    revealed: false,
    hideResultsUntilClosed: false,
    slidePage: null,
    totalVotes: 0,
    ...fields,
  } as Omit<Poll, "results">;
  const base = {
    pollId: poll.id,
    state: poll.state,
    totalVotes: poll.totalVotes,
    totalVoters: poll.totalVotes,
    choices: poll.choices.map((c) => ({ ...c, votes: 0, percentage: 0 })),
  };
  return { ...poll, results: { ...base, kind: poll.kind, ...results } as PollResults };
}
