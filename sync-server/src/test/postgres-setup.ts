/**
 * Global setup of the "server-pg" Vitest project: checks that the local PostgreSQL answers before
 * any test runs. Missing with CI=true fails the run; elsewhere every test of the project is skipped
 * with the reason (postgres-skip.ts), never counted as passed. At the end it drops any database of
 * this run that a failed test left behind.
 */
import crypto from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { admin, TEST_POSTGRES_URL } from "./test-database.ts";

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const runId = crypto.randomBytes(4).toString("hex");
  project.provide("postgresRunId", runId);
  const client = new pg.Client({
    connectionString: `${TEST_POSTGRES_URL}/postgres`,
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.query("SELECT 1");
    project.provide("postgresUnavailable", "");
  } catch (error) {
    const reason = `PostgreSQL at ${TEST_POSTGRES_URL} is not reachable (${String(error)})`;
    if (process.env.CI === "true") throw new Error(`${reason}; CI needs it`);
    process.stderr.write(`server-pg: ${reason}; its tests are skipped.\n`);
    project.provide("postgresUnavailable", reason);
    return;
  } finally {
    await client.end().catch(() => undefined);
  }
  return () =>
    admin(async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE $1",
        [`lectern_test_${runId}_%`],
      );
      for (const { datname } of rows)
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    });
}
