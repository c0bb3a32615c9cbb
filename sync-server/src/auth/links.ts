/**
 * Single-use links mailed beside every code (docs/decisions.md, Sign-in): 128 random bits, valid
 * SIGNIN_LINK_LIFETIME_MS, of which only the sha256 is kept. A link is not a guess target (2^128),
 * so it has no wrong-try budget and works while the account's codes are locked: a stranger who
 * spends the code budget cannot lock the owner out. The token travels in the URL fragment, so it
 * never reaches a server log or a Referer.
 */
import crypto from "node:crypto";
import { SIGNIN_LINK_LIFETIME_MS, DomainError } from "@lectern/shared";
import type { Db } from "../db/database.ts";
import type { LinkPurpose } from "../db/schema.ts";
import { forUpdate } from "../db/locks.ts";

export const LINK_MESSAGES = {
  invalid: "This link is not valid or was already used. Please ask for a new e-mail.",
  expired: "This link has expired. Please ask for a new e-mail.",
} as const;

/** The page each purpose's link opens, the token after the #. */
export const LINK_PATHS: Record<LinkPurpose, string> = {
  signin: "/signin/link",
  deletion: "/speaker-profile/delete",
};

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** Makes a link token for the user and purpose and returns it (to be mailed); drops expired ones. */
export async function issueLink(db: Db, userId: number, purpose: LinkPurpose): Promise<string> {
  const token = crypto.randomBytes(16).toString("base64url");
  const now = Date.now();
  await db.deleteFrom("authLinks").where("expiresAt", "<=", new Date(now).toISOString()).execute();
  await db
    .insertInto("authLinks")
    .values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now + SIGNIN_LINK_LIFETIME_MS).toISOString(),
      createdAt: new Date(now).toISOString(),
    })
    .execute();
  return token;
}

/**
 * Uses up a link: the id of the user it was mailed to. Unknown, used or for another purpose (or,
 * with `userId`, for another user): link_invalid; past its time: link_expired. Locked while read,
 * so two uses at once cannot both succeed.
 */
export async function consumeLink(
  db: Db,
  token: string,
  purpose: LinkPurpose,
  userId?: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await forUpdate(
      trx,
      trx.selectFrom("authLinks").selectAll().where("tokenHash", "=", hashToken(token)),
    ).executeTakeFirst();
    if (!row || row.purpose !== purpose || (userId !== undefined && row.userId !== userId))
      throw new DomainError("link_invalid", LINK_MESSAGES.invalid);
    await trx.deleteFrom("authLinks").where("id", "=", row.id).execute();
    if (row.expiresAt <= new Date().toISOString())
      throw new DomainError("link_expired", LINK_MESSAGES.expired);
    return row.userId;
  });
}

/** The link a mail carries: the public URL, the purpose's page, the token in the fragment. */
export function linkUrl(publicUrl: string, purpose: LinkPurpose, token: string): string {
  return `${publicUrl}${LINK_PATHS[purpose]}#${token}`;
}
