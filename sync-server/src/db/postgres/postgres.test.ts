/**
 * PostgreSQL's store itself (docs/decisions.md, Databases): instances starting at once on an empty
 * database apply each migration once, counts come back as numbers, and a unique index's refusal is
 * recognised. Runs in the "server-pg" project only.
 */
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import type { OpenDatabase } from "../database.ts";
import { isUniqueViolation } from "../errors.ts";
import { openPostgres } from "./open.ts";

const databases: TestDatabase[] = [];
const opened: OpenDatabase[] = [];
afterEach(async () => {
  for (const { db } of opened.splice(0)) await db.destroy();
  for (const database of databases.splice(0)) await database.drop();
});

async function emptyDatabase(): Promise<string> {
  const database = await createTestDatabase(`postgres-store-${databases.length}-${Date.now()}`);
  databases.push(database);
  return database.url!;
}

describe("the PostgreSQL store", () => {
  it("applies each migration once when three instances start at once on an empty database", async () => {
    const url = await emptyDatabase();
    opened.push(...(await Promise.all([openPostgres(url), openPostgres(url), openPostgres(url)])));
    const { rows } = await sql<{
      name: string;
      times: number;
    }>`SELECT name, count(*) AS times FROM kysely_migration GROUP BY name`.execute(opened[0]!.db);
    expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: "001-baseline", times: 1 },
      { name: "002-file-chunks", times: 1 },
      { name: "003-user-language", times: 1 },
    ]);
  });

  it("reads counts and sums as numbers, and knows a unique violation", async () => {
    const url = await emptyDatabase();
    const store = await openPostgres(url);
    opened.push(store);
    const { db } = store;
    await db
      .insertInto("visitors")
      .values({ id: "v1", createdAt: "2026-01-01T00:00:00.000Z" })
      .execute();
    const { count } = await db
      .selectFrom("visitors")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(count).toBe(1);
    const refused = await db
      .insertInto("visitors")
      .values({ id: "v1", createdAt: "2026-01-01T00:00:00.000Z" })
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(refused)).toBe(true);
  });
});
