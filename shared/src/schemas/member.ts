/**
 * A talk run by a team (docs/product.md, Team): the session's members besides its owner, each with
 * a role, the one table of what each role may do (both the server's checks and the screens' buttons
 * read `roleCan`), handing the session to a member, and the session's activity log.
 */
import { z } from "zod";
import { emailSchema } from "../rules/email.ts";
import { otpCodeSchema } from "./auth.ts";
import { idSchema, isoDateSchema } from "./common.ts";

export const MEMBER_ROLES = ["cohost", "moderator", "viewer"] as const;
export const memberRoleSchema = z.enum(MEMBER_ROLES);
export type MemberRole = z.infer<typeof memberRoleSchema>;

/**
 * Who a signed-in reader is to a session: its owner, a speaker of an event's talk (a co-host who
 * also gets the talk's leads: docs/product.md, Events) or a member's role.
 */
export const sessionRoleSchema = z.enum(["owner", "speaker", ...MEMBER_ROLES]);
export type SessionRole = z.infer<typeof sessionRoleSchema>;

/** What a role may do to a session (docs/product.md, Team). */
export type SessionAbility =
  /** Read the session's screens, results, exports (polls, questions) and analytics. */
  | "read"
  /** Run the live console and the stage, open the projector. */
  | "present"
  /** Moderate Q&A: approve, dismiss, reply, mark answered, edit, delete, block an asker, pin. */
  | "moderate"
  /** Edit the page, resources, the deck and polls; open and close polls; reveal a quiz. */
  | "edit"
  /** Read and export leads. */
  | "leads"
  /** Manage members, hand the session over, delete it. */
  | "manage";

const ABILITIES: Record<SessionAbility, readonly SessionRole[]> = {
  read: ["owner", "speaker", "cohost", "moderator", "viewer"],
  present: ["owner", "speaker", "cohost", "moderator"],
  moderate: ["owner", "speaker", "cohost", "moderator"],
  edit: ["owner", "speaker", "cohost"],
  leads: ["owner", "speaker"],
  manage: ["owner"],
};

/** Whether `role` (null: no role at all) may do `ability`. */
export function roleCan(role: SessionRole | null | undefined, ability: SessionAbility): boolean {
  return role !== null && role !== undefined && ABILITIES[ability].includes(role);
}

/** `invited` until the invited address first signs in, `active` after. */
export const memberStatusSchema = z.enum(["invited", "active"]);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

/** A member as GET /api/sessions/{id}/members lists it: the name once the account is active. */
export const memberSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: memberRoleSchema,
  status: memberStatusSchema,
  name: z.string().nullable(),
  invitedAt: isoDateSchema,
  /** Invited as a speaker of the event's talk: a co-host who also gets the talk's leads. */
  speaker: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;
export const membersResponseSchema = z.array(memberSchema);

/** POST /api/sessions/{id}/members. */
export const inviteMemberBodySchema = z.object({ email: emailSchema, role: memberRoleSchema });
export type InviteMemberBody = z.input<typeof inviteMemberBodySchema>;

/** PATCH /api/sessions/{id}/members/{memberId}. */
export const updateMemberBodySchema = z.object({ role: memberRoleSchema });

/**
 * POST /api/sessions/{id}/transfer: without a code, mails the owner a fresh one (202); with it, the
 * member becomes the owner and the owner a co-host (200).
 */
export const transferBodySchema = z.object({ memberId: idSchema, code: otpCodeSchema.optional() });
export type TransferBody = z.input<typeof transferBodySchema>;
export const transferResponseSchema = z.object({ sessionId: idSchema, ownerId: idSchema });

/** What the activity log records (GET /api/sessions/{id}/activity). */
export const ACTIVITY_ACTIONS = [
  "poll_opened",
  "poll_closed",
  "question_approved",
  "question_dismissed",
  "question_answered",
  "question_replied",
  "asker_blocked",
  "stage_changed",
  "member_added",
  "member_changed",
  "member_removed",
  "page_edited",
] as const;
export const activityActionSchema = z.enum(ACTIVITY_ACTIONS);
export type ActivityAction = z.infer<typeof activityActionSchema>;

/**
 * One entry: who (null `actor` when the presenter link acted; a null id once the account is gone),
 * what, on what (`subject`: a poll's
 * question, a question's text, a member's e-mail and role, a stage's panel), and when.
 */
export const activityEntrySchema = z.object({
  id: idSchema,
  action: activityActionSchema,
  actor: z.object({ id: idSchema.nullable(), name: z.string() }).nullable(),
  subject: z.string(),
  /** The role a member was given (member_added, member_changed); null for other actions. */
  role: sessionRoleSchema.nullable(),
  at: isoDateSchema,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** Newest first, ACTIVITY_PAGE_SIZE a page; `nextBefore` asks for the page after (null: last). */
export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  nextBefore: idSchema.nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
export const ACTIVITY_PAGE_SIZE = 50;
