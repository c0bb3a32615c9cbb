/** SQL of resources: files, links and calls to action of a session. */
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import type { NewResource, ResourceRow } from "../db/schema.ts";

export async function findResource(db: Db, id: number): Promise<ResourceRow | undefined> {
  return db.selectFrom("resources").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The resources of several sessions at once, grouped by session id. */
export async function resourcesBySession(
  db: Db,
  sessionIds: readonly number[],
): Promise<Map<number, ResourceRow[]>> {
  const grouped = new Map<number, ResourceRow[]>();
  if (sessionIds.length === 0) return grouped;
  const rows = await db
    .selectFrom("resources")
    .selectAll()
    .where("sessionId", "in", sessionIds)
    .execute();
  for (const row of rows) {
    const list = grouped.get(row.sessionId) ?? [];
    list.push(row);
    grouped.set(row.sessionId, list);
  }
  return grouped;
}

export async function insertResource(
  db: Db,
  values: Omit<NewResource, "createdAt">,
): Promise<ResourceRow> {
  return db
    .insertInto("resources")
    .values({ ...values, createdAt: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type ResourceChanges = Partial<
  Pick<ResourceRow, "title" | "description" | "url" | "buttonText" | "order">
>;

export async function updateResource(
  db: Db,
  id: number,
  changes: ResourceChanges,
): Promise<ResourceRow> {
  if (Object.keys(changes).length === 0) {
    return db.selectFrom("resources").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  }
  return db
    .updateTable("resources")
    .set(changes)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteResource(db: Db, id: number): Promise<void> {
  await db.deleteFrom("resources").where("id", "=", id).execute();
}
