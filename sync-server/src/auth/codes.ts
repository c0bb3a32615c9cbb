/**
 * One-time sign-in codes (decisions.md "Sign-in"): 6 digits from crypto random, stored only as an
 * HMAC-SHA-256 under a per-server secret, valid 10 minutes, void after 5 wrong tries, and a new
 * code voids every older one of the same user.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { OTP_LENGTH, OTP_LIFETIME_MS, OTP_MAX_WRONG_TRIES } from "@lectern/shared";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import { HttpError } from "../http/errors.ts";

export const CODE_MESSAGES = {
  noCode: "There is no active code for this account. Please request a new code.",
  expired: "This code has expired. Please request a new code.",
  voided: "Too many wrong codes. Please request a new code.",
  wrong: (triesLeft: number) =>
    `That code is not correct. ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`,
} as const;

/**
 * The server's secret for code hashes, kept in DATA_DIR so codes survive a restart. Created on
 * first start with owner-only permissions.
 */
export function loadCodeSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, "code-secret");
  try {
    const existing = fs.readFileSync(file);
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = crypto.randomBytes(32);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function newCode(): string {
  return crypto
    .randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, "0");
}

function hashCode(secret: Buffer, userId: number, code: string): string {
  return crypto.createHmac("sha256", secret).update(`${userId}:${code}`).digest("hex");
}

/** Makes a new code for the user, voiding every older one, and returns it (to be mailed). */
export async function issueCode(db: Db, secret: Buffer, userId: number): Promise<string> {
  const code = newCode();
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("authCodes").where("userId", "=", userId).execute();
    await trx
      .insertInto("authCodes")
      .values({
        userId,
        codeHash: hashCode(secret, userId, code),
        expiresAt: new Date(now + OTP_LIFETIME_MS).toISOString(),
        createdAt: new Date(now).toISOString(),
      })
      .execute();
  });
  return code;
}

/**
 * Checks a code. A right code is used up; a wrong one counts a try and the fifth wrong try voids
 * the code (kept, so later tries still hear why). Every refusal is a 400 whose message says what to do next.
 */
export async function consumeCode(
  db: Db,
  secret: Buffer,
  userId: number,
  code: string,
): Promise<void> {
  const refusal = await db.transaction().execute(async (trx): Promise<string | null> => {
    const row = await trx
      .selectFrom("authCodes")
      .selectAll()
      .where("userId", "=", userId)
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (!row) return CODE_MESSAGES.noCode;
    if (row.expiresAt <= nowIso()) {
      await trx.deleteFrom("authCodes").where("id", "=", row.id).execute();
      return CODE_MESSAGES.expired;
    }
    if (row.wrongTries >= OTP_MAX_WRONG_TRIES) return CODE_MESSAGES.voided;
    const given = Buffer.from(hashCode(secret, userId, code), "hex");
    const stored = Buffer.from(row.codeHash, "hex");
    if (given.length === stored.length && crypto.timingSafeEqual(given, stored)) {
      await trx.deleteFrom("authCodes").where("userId", "=", userId).execute();
      return null;
    }
    const wrongTries = row.wrongTries + 1;
    await trx.updateTable("authCodes").set({ wrongTries }).where("id", "=", row.id).execute();
    return wrongTries >= OTP_MAX_WRONG_TRIES
      ? CODE_MESSAGES.voided
      : CODE_MESSAGES.wrong(OTP_MAX_WRONG_TRIES - wrongTries);
  });
  if (refusal) throw new HttpError(400, refusal, "invalid_code");
}
