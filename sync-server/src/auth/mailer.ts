/**
 * Sends sign-in mail (docs/decisions.md, Sign-in) in the speaker's language: the code with its
 * single-use link, the deletion code with its link, and the one notice that an account's codes are
 * locked; and mails written elsewhere, plain or HTML with inline images. Through nodemailer when
 * SMTP_URL is set, else into the log (codes and links included) so a first run works without a
 * mail server; an https server refuses to start that way unless MAIL_TO_LOG=1 (config.ts,
 * configRefusal).
 */
import nodemailer from "nodemailer";
import {
  OTP_LIFETIME_MS,
  PRODUCT_NAME,
  SIGNIN_LINK_LIFETIME_MS,
  type Locale,
} from "@lectern/shared";
import type { Config } from "../config.ts";
import { translatorFor } from "../i18n/translators.ts";
import type { Logger } from "../log.ts";

export interface Mailer {
  /**
   * The sign-in code and link. `firstName` is null for the first mail to an address nobody has
   * confirmed yet (register), so a stranger's text never reaches someone else's inbox.
   */
  sendSignInCode(
    to: string,
    firstName: string | null,
    code: string,
    link: string,
    locale: Locale,
  ): Promise<void>;
  /** The code and link that confirm deleting the account (docs/product.md, Speaker profile). */
  sendDeletionCode(
    to: string,
    firstName: string,
    code: string,
    link: string,
    locale: Locale,
  ): Promise<void>;
  /** The one notice that too many wrong codes locked the account's codes for a while. */
  sendCodesLocked(to: string, firstName: string, locale: Locale): Promise<void>;
  /** A mail written elsewhere (the link that confirms a lead: leads/confirmation.ts). */
  sendText(to: string, subject: string, text: string): Promise<void>;
  /** A mail written elsewhere with an HTML part and inline images (the report: report/mail.ts). */
  sendHtml(to: string, mail: HtmlMail): Promise<void>;
}

interface Mail {
  subject: string;
  text: string;
}

/** A file an HTML mail shows inline, as `<img src="cid:{cid}">`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid: string;
}

/** A mail read as HTML, with the same content as plain text for clients that show no HTML. */
export interface HtmlMail extends Mail {
  html: string;
  attachments: MailAttachment[];
}

function greeting(firstName: string | null, locale: Locale): string {
  const { t } = translatorFor(locale);
  return firstName === null ? t("Hello,") : t("Hello {firstName},", { firstName });
}

export function signInCodeSubject(code: string, locale: Locale): string {
  return translatorFor(locale).t("Your {product} code: {code}", { product: PRODUCT_NAME, code });
}

export function signInMail(
  firstName: string | null,
  code: string,
  link: string,
  locale: Locale,
): Mail {
  const { t, plural } = translatorFor(locale);
  const minutes = Math.round(OTP_LIFETIME_MS / 60_000);
  const linkMinutes = Math.round(SIGNIN_LINK_LIFETIME_MS / 60_000);
  const subject = signInCodeSubject(code, locale);
  const text = [
    greeting(firstName, locale),
    "",
    subject,
    plural(minutes, { one: "It expires in # minute.", other: "It expires in # minutes." }),
    "",
    plural(linkMinutes, {
      one: "Or sign in with this link, valid for # minute and only once:",
      other: "Or sign in with this link, valid for # minutes and only once:",
    }),
    link,
    "",
    t("If you did not ask to sign in to {product}, you can ignore this e-mail.", {
      product: PRODUCT_NAME,
    }),
    "",
  ].join("\n");
  return { subject, text };
}

export function deletionMail(firstName: string, code: string, link: string, locale: Locale): Mail {
  const { t, plural } = translatorFor(locale);
  const minutes = Math.round(OTP_LIFETIME_MS / 60_000);
  const linkMinutes = Math.round(SIGNIN_LINK_LIFETIME_MS / 60_000);
  const subject = t("Your {product} account deletion code: {code}", {
    product: PRODUCT_NAME,
    code,
  });
  const text = [
    greeting(firstName, locale),
    "",
    subject,
    "",
    t(
      "Entering this code deletes your account and everything in it: sessions, resources, polls, questions and leads. This cannot be undone.",
    ),
    plural(minutes, { one: "It expires in # minute.", other: "It expires in # minutes." }),
    "",
    plural(linkMinutes, {
      one: "Or confirm the deletion with this link, valid for # minute and only once:",
      other: "Or confirm the deletion with this link, valid for # minutes and only once:",
    }),
    link,
    "",
    t(
      "If you did not ask to delete your account, do not enter the code; you can ignore this e-mail.",
    ),
    "",
  ].join("\n");
  return { subject, text };
}

export function codesLockedMail(firstName: string, locale: Locale): Mail {
  const { t } = translatorFor(locale);
  const product = { product: PRODUCT_NAME };
  return {
    subject: t("Too many wrong codes for your {product} account", product),
    text: [
      greeting(firstName, locale),
      "",
      t(
        "Too many wrong codes were entered for your {product} account, so its codes are refused for the next 24 hours.",
        product,
      ),
      t(
        "You can still sign in with the link in your sign-in e-mail. If this was not you, nobody got in and you need not do anything.",
      ),
      "",
    ].join("\n"),
  };
}

export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom">, log: Logger): Mailer {
  let send: (to: string, mail: Mail | HtmlMail) => Promise<void>;
  if (!config.smtpUrl) {
    // An HTML mail's plain-text part says all its HTML does.
    send = (to, mail) => {
      log.info(`SMTP_URL is not set; mail to ${to}:\n${mail.subject}\n${mail.text}`);
      return Promise.resolve();
    };
  } else {
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    send = async (to, mail) => {
      await transport.sendMail({ from: config.mailFrom, to, ...mail });
    };
  }
  return {
    sendSignInCode: (to, firstName, code, link, locale) =>
      send(to, signInMail(firstName, code, link, locale)),
    sendDeletionCode: (to, firstName, code, link, locale) =>
      send(to, deletionMail(firstName, code, link, locale)),
    sendCodesLocked: (to, firstName, locale) => send(to, codesLockedMail(firstName, locale)),
    sendText: (to, subject, text) => send(to, { subject, text }),
    sendHtml: (to, mail) => send(to, mail),
  };
}
