/**
 * The members of a session (docs/product.md, Team): inviting an address (once: the same address
 * again answers the member as it is), changing a role, removing, the account an address signs in
 * with making its invitations active, the sessions shared with an account, and handing a session
 * to a member, all in SQL both engines run.
 */
import type { Member, MemberRole } from "@lectern/shared";
import { nowIso, type Db } from "../db/database.ts";
import type { MemberRow, UserRow } from "../db/schema.ts";

/** A member with the name of its account, once active. */
export type MemberWithName = MemberRow & { firstName: string | null; lastName: string | null };

function membersQuery(db: Db) {
  return db
    .selectFrom("sessionMembers as m")
    .leftJoin("users as u", "u.id", "m.userId")
    .selectAll("m")
    .select(["u.firstName", "u.lastName"]);
}

export function toMember(row: MemberWithName): Member {
  const name = row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ""}`.trim();
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.userId === null ? "invited" : "active",
    name: row.userId === null ? null : name,
    invitedAt: row.createdAt,
    speaker: row.speaker === 1,
  };
}

export async function listMembers(db: Db, sessionId: number): Promise<MemberWithName[]> {
  return membersQuery(db).where("m.sessionId", "=", sessionId).orderBy("m.id").execute();
}

export async function findMember(
  db: Db,
  sessionId: number,
  memberId: number,
): Promise<MemberWithName | undefined> {
  return membersQuery(db)
    .where("m.sessionId", "=", sessionId)
    .where("m.id", "=", memberId)
    .executeTakeFirst();
}

export async function memberByEmail(
  db: Db,
  sessionId: number,
  email: string,
): Promise<MemberWithName | undefined> {
  return membersQuery(db)
    .where("m.sessionId", "=", sessionId)
    .where("m.email", "=", email)
    .executeTakeFirst();
}

/** Invites `email` as `role`; an address already invited keeps its member as it is. */
export async function inviteMember(
  db: Db,
  sessionId: number,
  email: string,
  role: MemberRole,
): Promise<{ member: MemberWithName; created: boolean }> {
  const inserted = await db
    .insertInto("sessionMembers")
    .values({ sessionId, email, role, userId: null, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(["sessionId", "email"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  const member = await memberByEmail(db, sessionId, email);
  return { member: member!, created: inserted !== undefined };
}

export async function changeRole(db: Db, memberId: number, role: MemberRole): Promise<void> {
  await db.updateTable("sessionMembers").set({ role }).where("id", "=", memberId).execute();
}

export async function removeMember(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom("sessionMembers").where("id", "=", memberId).execute();
}

/**
 * The account now signed in with `user.email` makes that address's invitations active; answers
 * the sessions whose members changed so.
 */
export async function activateInvitations(
  db: Db,
  user: Pick<UserRow, "id" | "email">,
): Promise<number[]> {
  const rows = await db
    .updateTable("sessionMembers")
    .set({ userId: user.id })
    .where("email", "=", user.email)
    .where("userId", "is", null)
    .returning("sessionId")
    .execute();
  return rows.map((row) => row.sessionId);
}

/** The sessions shared with the account, with its role in each. */
export async function sharedSessionIds(
  db: Db,
  user: Pick<UserRow, "email">,
): Promise<{ sessionId: number; role: MemberRole }[]> {
  return db
    .selectFrom("sessionMembers")
    .select(["sessionId", "role"])
    .where("email", "=", user.email)
    .orderBy("sessionId", "desc")
    .execute();
}

/**
 * The member's account becomes the session's owner, and the owner a co-host: in one transaction, so
 * the session never has two owners nor none. Leads, resources, the deck and polls belong to the
 * session, so they move with it.
 */
export async function transferSession(
  db: Db,
  sessionId: number,
  member: Pick<MemberRow, "id" | "userId">,
  owner: Pick<UserRow, "id" | "email">,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("sessionMembers").where("id", "=", member.id).execute();
    await trx
      .updateTable("sessions")
      .set({ userId: member.userId! })
      .where("id", "=", sessionId)
      .execute();
    await trx
      .insertInto("sessionMembers")
      .values({
        sessionId,
        email: owner.email,
        role: "cohost",
        userId: owner.id,
        createdAt: nowIso(),
      })
      .onConflict((oc) => oc.columns(["sessionId", "email"]).doUpdateSet({ role: "cohost" }))
      .execute();
  });
}
