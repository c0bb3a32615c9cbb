/**
 * "Confirm e-mail before download" (docs/product.md, Download dialog): in a session that asks for
 * it, a download by a lead not yet confirmed mails the address a link instead of opening; the
 * link's page posts its token to POST /api/leads/confirm, which marks the lead confirmed and
 * answers the download. An address planted by someone else therefore stays unconfirmed. The token
 * is 144 random bits in the link's fragment (never sent to a server by the browser, so never in a
 * log), kept as its SHA-256, valid LEAD_CONFIRM_LIFETIME_MS.
 */
import {
  LEAD_CONFIRM_LIFETIME_MS,
  MESSAGES,
  type ConfirmLeadResponse,
  type DownloadResponse,
  type Locale,
  DomainError,
} from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import type { ResourceRow } from "../db/schema.ts";
import { translatorFor } from "../i18n/translators.ts";
import {
  hashToken,
  issueDownloadToken,
  newToken,
  tokenFileUrl,
} from "../resources/download-token.ts";

/** Confirmation mails one lead may be sent per hour, so the gate cannot be used to flood an inbox. */
export const CONFIRM_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export interface ConfirmMail {
  to: string;
  subject: string;
  text: string;
}

/** The page the mailed link opens, with the token in its fragment. */
export function confirmLink(publicUrl: string, token: string): string {
  return `${publicUrl}/confirm-download#token=${token}`;
}

export function confirmMail(
  to: string,
  link: string,
  resourceTitle: string,
  speakerName: string,
  locale: Locale,
): ConfirmMail {
  const { t, plural } = translatorFor(locale);
  const hours = Math.round(LEAD_CONFIRM_LIFETIME_MS / HOUR_MS);
  return {
    to,
    subject: t('Confirm your e-mail to get "{title}"', { title: resourceTitle }),
    text: [
      t('You asked for "{title}" from {speaker}.', { title: resourceTitle, speaker: speakerName }),
      t("Open this link to confirm your e-mail address and get it:"),
      "",
      link,
      "",
      plural(hours, { one: "The link works for # hour.", other: "The link works for # hours." }),
      t("If you did not ask for it, ignore this e-mail: your address stays unconfirmed."),
      "",
    ].join("\n"),
  };
}

/**
 * Records a confirmation link for `leadId` and `resource` and returns the mail to send once the
 * transaction is committed; refused (429) past CONFIRM_MAILS_PER_HOUR for the lead.
 */
export async function prepareConfirmation(
  ctx: AppContext,
  trx: Db,
  lead: { id: number; email: string },
  resource: ResourceRow,
  speakerName: string,
  locale: Locale,
): Promise<ConfirmMail> {
  await ctx.limiter.hit(
    `lead-confirm:${lead.id}`,
    CONFIRM_MAILS_PER_HOUR,
    HOUR_MS,
    "Too many confirmation e-mails for this address. Please check your inbox.",
  );
  const token = newToken();
  await trx
    .insertInto("leadConfirmations")
    .values({
      tokenHash: hashToken(token),
      leadId: lead.id,
      resourceId: resource.id,
      expiresAt: new Date(Date.now() + LEAD_CONFIRM_LIFETIME_MS).toISOString(),
    })
    .execute();
  return confirmMail(
    lead.email,
    confirmLink(ctx.config.publicUrl, token),
    resource.title,
    speakerName,
    locale,
  );
}

/** Sends a prepared mail after the commit; a failure is logged, the attendee can ask again. */
export function sendConfirmation(ctx: AppContext, mail: ConfirmMail): void {
  ctx.mailer
    .sendText(mail.to, mail.subject, mail.text)
    .catch((error: unknown) => ctx.log.error("confirmation mail failed", error));
}

/** What a download answers for a resource the caller may now have: a file with a token, or the link. */
export async function downloadAnswer(db: Db, resource: ResourceRow): Promise<DownloadResponse> {
  if (!resource.storedName)
    return { resourceId: resource.id, url: resource.url ?? "", kind: "link" };
  const token = await issueDownloadToken(db, resource.id);
  return { resourceId: resource.id, url: tokenFileUrl(resource.id, token), kind: "file", token };
}

/**
 * The link's token: marks its lead confirmed and answers the download it was for; refused with
 * confirm_link_invalid when unknown or expired, or when the resource or lead is gone.
 */
export async function confirmLead(
  db: Db,
  token: string,
): Promise<ConfirmLeadResponse & { leadId: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("leadConfirmations")
      .innerJoin("resources", "resources.id", "leadConfirmations.resourceId")
      .select(["leadConfirmations.leadId", "leadConfirmations.expiresAt", "resources.id"])
      .where("leadConfirmations.tokenHash", "=", hashToken(token))
      .executeTakeFirst();
    if (!row || row.expiresAt <= new Date().toISOString())
      throw new DomainError("confirm_link_invalid", MESSAGES.confirmLinkInvalid);
    await trx.updateTable("leads").set({ confirmed: 1 }).where("id", "=", row.leadId).execute();
    const resource = await trx
      .selectFrom("resources")
      .selectAll()
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    return {
      leadId: row.leadId,
      sessionId: resource.sessionId,
      resourceTitle: resource.title,
      download: await downloadAnswer(trx, resource),
    };
  });
}
