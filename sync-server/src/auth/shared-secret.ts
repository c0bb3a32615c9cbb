/**
 * The one secret of a deployment (docs/decisions.md, Sign-in): sign-in codes are hashed under it
 * and visitor ids signed with a key derived from it (http/visitor.ts), so every instance must hold
 * the same one, or one refuses the codes and ids another gave out. It exists because instances on
 * one PostgreSQL database without CODE_SECRET each made their own in their DATA_DIR and then
 * refused each other's codes ("That code is not correct").
 *
 * CODE_SECRET, when the host gives it, is the secret. Without it, on PostgreSQL, the first instance
 * to start writes a random one into the database (server_secrets) and every instance reads that
 * row; on SQLite, whose database is a file in DATA_DIR, it stays in DATA_DIR/code-secret beside it.
 */
import crypto from "node:crypto";
import type { Config } from "../config.ts";
import { nowIso, type Db } from "../db/database.ts";
import { loadCodeSecret, readKeptCodeSecret } from "./codes.ts";

/** The row of server_secrets that holds the code secret. */
export const CODE_SECRET_ROW = "code-secret";

export async function sharedCodeSecret(
  config: Pick<Config, "dataDir" | "codeSecret" | "databaseUrl">,
  db: Db,
): Promise<Buffer> {
  if (config.codeSecret || !config.databaseUrl) return loadCodeSecret(config);
  // Instances starting at once each offer one; the first insert wins and the others do nothing, so
  // the read after it gives all of them the winner's. An instance that kept a secret in DATA_DIR
  // before the database held one offers that, so codes and visitor ids it gave out stay valid.
  await db
    .insertInto("serverSecrets")
    .values({
      name: CODE_SECRET_ROW,
      value: readKeptCodeSecret(config.dataDir) ?? crypto.randomBytes(32),
      createdAt: nowIso(),
    })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const { value } = await db
    .selectFrom("serverSecrets")
    .select("value")
    .where("name", "=", CODE_SECRET_ROW)
    .executeTakeFirstOrThrow();
  return value;
}
