/**
 * One-time sign-in codes (docs/decisions.md, Sign-in): 6 digits from crypto random, stored only as
 * an HMAC-SHA-256 under a per-server secret, valid 10 minutes, void after 5 wrong tries, and a new
 * code voids every older one of the same user.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { OTP_LENGTH, OTP_LIFETIME_MS, OTP_MAX_WRONG_TRIES } from "@lectern/shared";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { CodePurpose } from "../db/schema.ts";
import { nowIso } from "../db/database.ts";
import { forUpdate } from "../db/locks.ts";
import { DomainError } from "../domain-error.ts";

export const CODE_MESSAGES = {
  noCode: "There is no active code for this account. Please request a new code.",
  expired: "This code has expired. Please request a new code.",
  voided: "Too many wrong codes. Please request a new code.",
  wrong: (triesLeft: number) =>
    `That code is not correct. ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`,
} as const;

/**
 * The secret code hashes are made under. Several instances are given the same one in CODE_SECRET,
 * so a code mailed by one is accepted by another (docs/decisions.md, Sign-in); it is not kept in the
 * database, so a copy of the database alone cannot be used to recover live codes. Without it, a
 * random secret is kept in DATA_DIR (owner-only) so codes survive a restart; instances starting at
 * once on one DATA_DIR all take the first one written.
 */
export function loadCodeSecret(config: Pick<Config, "dataDir" | "codeSecret">): Buffer {
  if (config.codeSecret) return crypto.createHash("sha256").update(config.codeSecret).digest();
  const file = path.join(config.dataDir, "code-secret");
  try {
    const existing = fs.readFileSync(file);
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  // Written whole under another name, then linked into place: a second instance either wins the
  // link or reads the first one's complete secret, never half of it.
  const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  fs.writeFileSync(draft, crypto.randomBytes(32), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return fs.readFileSync(file);
}

export function newCode(): string {
  return crypto
    .randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, "0");
}

function hashCode(secret: Buffer, userId: number, code: string, purpose: CodePurpose): string {
  // Sign-in codes keep their first form, so codes mailed before purposes existed still work.
  const input = purpose === "signin" ? `${userId}:${code}` : `${purpose}:${userId}:${code}`;
  return crypto.createHmac("sha256", secret).update(input).digest("hex");
}

/**
 * Makes a new code for the user, voiding every older one of the same purpose, and returns it (to
 * be mailed). A deletion code (docs/product.md, Speaker profile) follows the same rules as a
 * sign-in code but is kept apart: neither voids nor opens the other.
 */
export async function issueCode(
  db: Db,
  secret: Buffer,
  userId: number,
  purpose: CodePurpose = "signin",
): Promise<string> {
  const code = newCode();
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("authCodes")
      .where("userId", "=", userId)
      .where("purpose", "=", purpose)
      .execute();
    await trx
      .insertInto("authCodes")
      .values({
        userId,
        purpose,
        codeHash: hashCode(secret, userId, code, purpose),
        expiresAt: new Date(now + OTP_LIFETIME_MS).toISOString(),
        createdAt: new Date(now).toISOString(),
      })
      .execute();
  });
  return code;
}

/**
 * Checks a code. A right code is used up; a wrong one counts a try and the fifth wrong try voids
 * the code (kept, so later tries still hear why). Every refusal has its own code (otp_missing,
 * otp_expired, otp_locked, otp_invalid with the tries left) and a message that says what to do next.
 */
export async function consumeCode(
  db: Db,
  secret: Buffer,
  userId: number,
  code: string,
  purpose: CodePurpose = "signin",
): Promise<void> {
  const refusal = await db.transaction().execute(async (trx): Promise<DomainError | null> => {
    // Locked, so wrong tries sent to several instances at once are each counted.
    const row = await forUpdate(
      trx,
      trx
        .selectFrom("authCodes")
        .selectAll()
        .where("userId", "=", userId)
        .where("purpose", "=", purpose)
        .orderBy("id", "desc"),
    ).executeTakeFirst();
    if (!row) return new DomainError("otp_missing", CODE_MESSAGES.noCode);
    if (row.expiresAt <= nowIso()) {
      await trx.deleteFrom("authCodes").where("id", "=", row.id).execute();
      return new DomainError("otp_expired", CODE_MESSAGES.expired);
    }
    if (row.wrongTries >= OTP_MAX_WRONG_TRIES)
      return new DomainError("otp_locked", CODE_MESSAGES.voided);
    const given = Buffer.from(hashCode(secret, userId, code, purpose), "hex");
    const stored = Buffer.from(row.codeHash, "hex");
    if (given.length === stored.length && crypto.timingSafeEqual(given, stored)) {
      await trx
        .deleteFrom("authCodes")
        .where("userId", "=", userId)
        .where("purpose", "=", purpose)
        .execute();
      return null;
    }
    const wrongTries = row.wrongTries + 1;
    await trx.updateTable("authCodes").set({ wrongTries }).where("id", "=", row.id).execute();
    const triesLeft = OTP_MAX_WRONG_TRIES - wrongTries;
    return triesLeft <= 0
      ? new DomainError("otp_locked", CODE_MESSAGES.voided)
      : new DomainError("otp_invalid", CODE_MESSAGES.wrong(triesLeft), { triesLeft });
  });
  if (refusal) throw refusal;
}
