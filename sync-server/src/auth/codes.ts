/**
 * One-time sign-in codes (docs/decisions.md, Sign-in): 6 digits from crypto random, stored only as
 * an HMAC-SHA-256 under a per-server secret, valid 10 minutes; the newest few of one purpose stay
 * valid at once. Wrong codes are counted per account and purpose across codes: after
 * OTP_MAX_WRONG_PER_WINDOW in OTP_WRONG_WINDOW_MS every check is refused (otp_locked) until the
 * window ends, whoever sent them, and no new code resets the count. A stranger can therefore spend
 * the budget but never void the code the user holds; the mailed link (links.ts) still signs in.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  OTP_CODES_VALID_AT_ONCE,
  OTP_LENGTH,
  OTP_LIFETIME_MS,
  OTP_MAX_WRONG_PER_WINDOW,
  OTP_WRONG_WINDOW_MS,
  DomainError,
} from "@lectern/shared";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { CodePurpose } from "../db/schema.ts";
import { forUpdate } from "../db/locks.ts";

export const CODE_MESSAGES = {
  noCode: "There is no active code for this account. Please request a new code.",
  expired: "This code has expired. Please request a new code.",
  locked:
    "Too many wrong codes for this account. Use the link in your e-mail to sign in, or try again later.",
  wrong: (triesLeft: number) =>
    `That code is not correct. ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`,
} as const;

/**
 * The secret code hashes are made under, when it is not in the database (auth/shared-secret.ts):
 * CODE_SECRET when the host gave one, so every instance hashes alike (docs/decisions.md, Sign-in);
 * without it, on SQLite, a random secret kept in DATA_DIR (owner-only) beside the database file, so
 * codes survive a restart; instances starting at once on one DATA_DIR all take the first one written.
 */
export function loadCodeSecret(config: Pick<Config, "dataDir" | "codeSecret">): Buffer {
  if (config.codeSecret) return crypto.createHash("sha256").update(config.codeSecret).digest();
  const file = codeSecretFile(config.dataDir);
  const existing = readKeptCodeSecret(config.dataDir);
  if (existing) return existing;
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

const codeSecretFile = (dataDir: string) => path.join(dataDir, "code-secret");

/** The secret kept in DATA_DIR/code-secret, or null when there is none (yet). */
export function readKeptCodeSecret(dataDir: string): Buffer | null {
  try {
    const existing = fs.readFileSync(codeSecretFile(dataDir));
    return existing.length >= 32 ? existing : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return null;
  }
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
 * Makes a new code for the user and returns it (to be mailed). The newest OTP_CODES_VALID_AT_ONCE
 * codes of the purpose stay valid, so a code someone else asked for does not void the one the user
 * is typing; older and expired ones are deleted. A deletion code (docs/product.md, Speaker
 * profile) follows the same rules as a sign-in code but is kept apart: neither voids nor opens the
 * other, and each purpose has its own budget of wrong codes.
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
      .insertInto("authCodes")
      .values({
        userId,
        purpose,
        codeHash: hashCode(secret, userId, code, purpose),
        expiresAt: new Date(now + OTP_LIFETIME_MS).toISOString(),
        createdAt: new Date(now).toISOString(),
      })
      .execute();
    const kept = await trx
      .selectFrom("authCodes")
      .select("id")
      .where("userId", "=", userId)
      .where("purpose", "=", purpose)
      .where("expiresAt", ">", new Date(now).toISOString())
      .orderBy("id", "desc")
      .limit(OTP_CODES_VALID_AT_ONCE)
      .execute();
    await trx
      .deleteFrom("authCodes")
      .where("userId", "=", userId)
      .where("purpose", "=", purpose)
      .where(
        "id",
        "not in",
        kept.map((row) => row.id),
      )
      .execute();
  });
  return code;
}

/** What a code check came to: a refusal also says whether this very check locked the account. */
export type CodeCheck = { ok: true } | { ok: false; refusal: DomainError; lockedNow: boolean };

/**
 * Checks a code against the account's valid codes of `purpose`. A right code is used up with every
 * other of its purpose. A wrong one is counted against the account's budget: the check that spends
 * it answers otp_locked with lockedNow (the caller mails the owner once), and every later check in
 * the window is refused unseen, so at most OTP_MAX_WRONG_PER_WINDOW codes are ever compared. The
 * user's row is locked (FOR UPDATE on PostgreSQL) so wrong codes sent to several instances at once
 * are each counted; a check that compares nothing writes nothing. Refusals: otp_missing, otp_expired (neither counts, nothing was compared),
 * otp_invalid with the tries left, otp_locked with Retry-After.
 */
export async function consumeCode(
  db: Db,
  secret: Buffer,
  userId: number,
  code: string,
  purpose: CodePurpose = "signin",
): Promise<CodeCheck> {
  return db.transaction().execute(async (trx): Promise<CodeCheck> => {
    const now = Date.now();
    const nowText = new Date(now).toISOString();
    // The user's row is locked first, so checks of one account run one after another on every
    // instance and each wrong code is counted.
    await forUpdate(trx, trx.selectFrom("users").select("id").where("id", "=", userId)).execute();
    const budget = (await trx
      .selectFrom("authCodeBudgets")
      .selectAll()
      .where("userId", "=", userId)
      .where("purpose", "=", purpose)
      .executeTakeFirst()) ?? { windowStartedAt: nowText, failures: 0, fresh: true };
    const windowOver = now - Date.parse(budget.windowStartedAt) >= OTP_WRONG_WINDOW_MS;
    const windowStartedAt = windowOver ? nowText : budget.windowStartedAt;
    const failures = windowOver ? 0 : budget.failures;
    const locked = (lockedNow: boolean): CodeCheck => ({
      ok: false,
      lockedNow,
      refusal: new DomainError("otp_locked", CODE_MESSAGES.locked, {
        retryAfterSeconds: (Date.parse(windowStartedAt) + OTP_WRONG_WINDOW_MS - now) / 1000,
      }),
    });
    if (failures >= OTP_MAX_WRONG_PER_WINDOW) return locked(false);

    const codes = await trx
      .selectFrom("authCodes")
      .selectAll()
      .where("userId", "=", userId)
      .where("purpose", "=", purpose)
      .execute();
    const live = codes.filter((row) => row.expiresAt > nowText);
    if (live.length === 0) {
      if (codes.length === 0)
        return {
          ok: false,
          lockedNow: false,
          refusal: new DomainError("otp_missing", CODE_MESSAGES.noCode),
        };
      await trx
        .deleteFrom("authCodes")
        .where("userId", "=", userId)
        .where("purpose", "=", purpose)
        .execute();
      return {
        ok: false,
        lockedNow: false,
        refusal: new DomainError("otp_expired", CODE_MESSAGES.expired),
      };
    }
    const given = Buffer.from(hashCode(secret, userId, code, purpose), "hex");
    // Every live code is compared, so the time taken does not tell which one matched.
    const matched = live
      .map((row) => Buffer.from(row.codeHash, "hex"))
      .map((stored) => stored.length === given.length && crypto.timingSafeEqual(given, stored))
      .includes(true);
    if (matched) {
      await trx
        .deleteFrom("authCodes")
        .where("userId", "=", userId)
        .where("purpose", "=", purpose)
        .execute();
      return { ok: true };
    }
    const spent = failures + 1;
    if ("fresh" in budget)
      await trx
        .insertInto("authCodeBudgets")
        .values({ userId, purpose, windowStartedAt, failures: spent })
        .execute();
    else
      await trx
        .updateTable("authCodeBudgets")
        .set({ failures: spent, windowStartedAt })
        .where("userId", "=", userId)
        .where("purpose", "=", purpose)
        .execute();
    const triesLeft = OTP_MAX_WRONG_PER_WINDOW - spent;
    if (triesLeft <= 0) return locked(true);
    return {
      ok: false,
      lockedNow: false,
      refusal: new DomainError("otp_invalid", CODE_MESSAGES.wrong(triesLeft), { triesLeft }),
    };
  });
}
