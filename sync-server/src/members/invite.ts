/**
 * Inviting an address to a session's team (docs/product.md, Team), as the Team tab does and as an
 * event does for a talk's speakers: within the inviter's hourly budget, logged, mailed in the
 * inviter's language (the member is kept whatever the mail does), and told to the live hub.
 */
import { DomainError, localeOf, type MemberRole } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { SessionRow, UserRow } from "../db/schema.ts";
import { recordActivity } from "./activity.ts";
import { invitationLink, invitationMail } from "./mail.ts";
import { inviteMember, memberByEmail, type MemberWithName } from "./repo.ts";

const MEMBER_IS_OWNER = "This is the session's owner";
const TOO_MANY_INVITATIONS = "You're sending many invitations. Please wait a while and try again.";
/** Invitations one owner may send an hour, so Lectern cannot be used to flood inboxes. */
export const INVITATIONS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

export const nameOf = (user: Pick<UserRow, "firstName" | "lastName">) =>
  `${user.firstName} ${user.lastName}`.trim();

/** Invites `email` as `role`; an address already on the team answers its member as it is. */
export async function inviteToSession(
  ctx: AppContext,
  session: Pick<SessionRow, "id" | "title" | "userId">,
  inviter: UserRow,
  email: string,
  role: MemberRole,
): Promise<{ member: MemberWithName; created: boolean }> {
  const { db } = ctx;
  if (email === inviter.email && inviter.id === session.userId)
    throw new DomainError("member_is_owner", MEMBER_IS_OWNER);
  const known = await memberByEmail(db, session.id, email);
  if (known) return { member: known, created: false };
  await ctx.limiter.hit(
    `invite:${inviter.id}`,
    ctx.config.invitationsPerHour ?? INVITATIONS_PER_HOUR,
    HOUR_MS,
    TOO_MANY_INVITATIONS,
  );
  const invited = await inviteMember(db, session.id, email, role);
  if (!invited.created) return invited;
  await recordActivity(db, session.id, inviter, "member_added", email, role);
  const account = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  const mail = invitationMail(
    nameOf(inviter),
    session.title,
    role,
    invitationLink(ctx.config.publicUrl, email, account !== undefined),
    localeOf(inviter.language) ?? "en",
  );
  await ctx.mailer
    .sendText(email, mail.subject, mail.text)
    .catch((error: unknown) =>
      ctx.log.error(`invitation mail for session ${session.id} failed`, error),
    );
  ctx.hub.publishMembers(session.id);
  return invited;
}
