/** SQL for users and the files they upload (profile pictures), behind async functions. */
import type { Updateable } from "kysely";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import type { UserRow, UsersTable } from "../db/schema.ts";
import type { SniffedType } from "../files/sniff.ts";

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Updateable<UsersTable>,
): Promise<UserRow> {
  if (Object.keys(changes).length === 0) return (await findUser(db, id))!;
  return db
    .updateTable("users")
    .set(changes)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Records an upload as the user's, so only they may use it as their picture. */
export async function recordFile(
  db: Db,
  userId: number,
  storedName: string,
  type: SniffedType,
  fileSize: number,
): Promise<void> {
  await db
    .insertInto("files")
    .values({ storedName, userId, mimeType: type.mime, fileSize, createdAt: nowIso() })
    .execute();
}

/** Whether `storedName` is a profile picture upload (public on every session page of its user). */
export async function isPictureFile(db: Db, storedName: string): Promise<boolean> {
  const row = await db
    .selectFrom("files")
    .select("storedName")
    .where("storedName", "=", storedName)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isFileOf(db: Db, userId: number, storedName: string): Promise<boolean> {
  const row = await db
    .selectFrom("files")
    .select("storedName")
    .where("storedName", "=", storedName)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}
