/**
 * Sends sign-in codes (docs/decisions.md, Sign-in) in the speaker's language: through nodemailer
 * when SMTP_URL is set, else into the log (code included) so a first run works without a mail
 * server.
 */
import nodemailer from "nodemailer";
import { OTP_LIFETIME_MS, PRODUCT_NAME, type Locale } from "@lectern/shared";
import type { Config } from "../config.ts";
import { translatorFor } from "../i18n/translators.ts";
import type { Logger } from "../log.ts";

export interface Mailer {
  sendSignInCode(to: string, firstName: string, code: string, locale: Locale): Promise<void>;
  /** The code that confirms deleting the account (docs/product.md, Speaker profile). */
  sendDeletionCode(to: string, firstName: string, code: string, locale: Locale): Promise<void>;
  /** A mail written elsewhere (the link that confirms a lead: leads/confirmation.ts). */
  sendText(to: string, subject: string, text: string): Promise<void>;
}

export function signInCodeSubject(code: string, locale: Locale): string {
  return translatorFor(locale).t("Your {product} code: {code}", { product: PRODUCT_NAME, code });
}

export function signInCodeText(firstName: string, code: string, locale: Locale): string {
  const { t, plural } = translatorFor(locale);
  const minutes = Math.round(OTP_LIFETIME_MS / 60_000);
  return [
    t("Hello {firstName},", { firstName }),
    "",
    signInCodeSubject(code, locale),
    "",
    plural(minutes, { one: "It expires in # minute.", other: "It expires in # minutes." }),
    t("If you did not ask to sign in to {product}, you can ignore this e-mail.", {
      product: PRODUCT_NAME,
    }),
    "",
  ].join("\n");
}

export function deletionCodeSubject(code: string, locale: Locale): string {
  return translatorFor(locale).t("Your {product} account deletion code: {code}", {
    product: PRODUCT_NAME,
    code,
  });
}

export function deletionCodeText(firstName: string, code: string, locale: Locale): string {
  const { t, plural } = translatorFor(locale);
  const minutes = Math.round(OTP_LIFETIME_MS / 60_000);
  return [
    t("Hello {firstName},", { firstName }),
    "",
    deletionCodeSubject(code, locale),
    "",
    t(
      "Entering this code deletes your account and everything in it: sessions, resources, polls, questions and leads. This cannot be undone.",
    ),
    plural(minutes, { one: "It expires in # minute.", other: "It expires in # minutes." }),
    t(
      "If you did not ask to delete your account, do not enter the code; you can ignore this e-mail.",
    ),
    "",
  ].join("\n");
}

export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom">, log: Logger): Mailer {
  if (!config.smtpUrl) {
    return {
      sendSignInCode(to, firstName, code, locale) {
        log.info(
          `SMTP_URL is not set; sign-in mail to ${to}:\n${signInCodeSubject(code, locale)}\n${signInCodeText(firstName, code, locale)}`,
        );
        return Promise.resolve();
      },
      sendDeletionCode(to, firstName, code, locale) {
        log.info(
          `SMTP_URL is not set; account deletion mail to ${to}:\n${deletionCodeSubject(code, locale)}\n${deletionCodeText(firstName, code, locale)}`,
        );
        return Promise.resolve();
      },
      sendText(to, subject, text) {
        log.info(`SMTP_URL is not set; mail to ${to}:\n${subject}\n${text}`);
        return Promise.resolve();
      },
    };
  }
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async sendSignInCode(to, firstName, code, locale) {
      await transport.sendMail({
        from: config.mailFrom,
        to,
        subject: signInCodeSubject(code, locale),
        text: signInCodeText(firstName, code, locale),
      });
    },
    async sendDeletionCode(to, firstName, code, locale) {
      await transport.sendMail({
        from: config.mailFrom,
        to,
        subject: deletionCodeSubject(code, locale),
        text: deletionCodeText(firstName, code, locale),
      });
    },
    async sendText(to, subject, text) {
      await transport.sendMail({ from: config.mailFrom, to, subject, text });
    },
  };
}
