/**
 * Turns session rows into the shared shapes: the owner's `Session` (with lead count) and the
 * public page (without owner-only counts, with the speaker's public fields only, and the question
 * pinned as "Now answering").
 */
import {
  roleCan,
  type PublicSession,
  type PublicSpeaker,
  type Question,
  type Session,
  type SessionEvent,
  type SessionRole,
} from "@lectern/shared";
import type { ResourceRow, SessionRow, UserRow } from "../db/schema.ts";
import { reactionsOf } from "../reactions/repo.ts";
import { toResources } from "../resources/presenter.ts";

export function toSession(
  row: SessionRow,
  resources: readonly ResourceRow[],
  leadCount: number,
  hasDeck: boolean,
): Session {
  return {
    id: row.id,
    userId: row.userId,
    eventName: row.eventName,
    title: row.title,
    description: row.description,
    qaEnabled: row.qaEnabled === 1,
    questionReview: row.questionReview === 1,
    profanityFilter: row.profanityFilter === 1,
    confirmEmail: row.confirmEmail === 1,
    language: row.language,
    createdAt: row.createdAt,
    leadCount,
    resources: toResources(resources, "owner"),
    hasPresenterLink: row.presenterKeyHash !== null,
    hasDeck,
    reactions: reactionsOf(row),
  };
}

export function toPublicSpeaker(user: UserRow): PublicSpeaker {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    designation: user.designation,
    company: user.company,
    bio: user.bio,
    profilePicture: user.profilePicture,
    linkedinUrl: user.linkedinUrl,
    consentText: user.consentText,
    privacyUrl: user.privacyUrl,
  };
}

export function toPublicSession(
  row: SessionRow,
  resources: readonly ResourceRow[],
  speaker: UserRow,
  pinnedQuestion: Question | null,
  role: SessionRole | null,
  hasDeck: boolean,
  event: SessionEvent | null,
): PublicSession {
  const {
    leadCount: _leadCount,
    userId: _userId,
    ...session
  } = toSession(row, resources, 0, hasDeck);
  return {
    ...session,
    resources: toResources(resources, "public"),
    user: toPublicSpeaker(speaker),
    pinnedQuestion,
    owned: role === "owner",
    role,
    event,
    hasPresenterLink: roleCan(role, "present") && session.hasPresenterLink,
  };
}
