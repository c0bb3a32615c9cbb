/**
 * Sends sign-in codes (docs/decisions.md, Sign-in): through nodemailer when SMTP_URL is set, else
 * into the log (code included) so a first run works without a mail server.
 */
import nodemailer from "nodemailer";
import { OTP_LIFETIME_MS, PRODUCT_NAME } from "@lectern/shared";
import type { Config } from "../config.ts";
import type { Logger } from "../log.ts";

export interface Mailer {
  sendSignInCode(to: string, firstName: string, code: string): Promise<void>;
}

export function signInCodeSubject(code: string): string {
  return `Your ${PRODUCT_NAME} code: ${code}`;
}

export function signInCodeText(firstName: string, code: string): string {
  const minutes = Math.round(OTP_LIFETIME_MS / 60_000);
  return [
    `Hello ${firstName},`,
    "",
    `Your ${PRODUCT_NAME} code: ${code}`,
    "",
    `It expires in ${minutes} minutes. If you did not ask to sign in to ${PRODUCT_NAME}, you can ignore this e-mail.`,
    "",
  ].join("\n");
}

export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom">, log: Logger): Mailer {
  if (!config.smtpUrl) {
    return {
      sendSignInCode(to, firstName, code) {
        log.info(
          `SMTP_URL is not set; sign-in mail to ${to}:\n${signInCodeSubject(code)}\n${signInCodeText(firstName, code)}`,
        );
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
    async sendSignInCode(to, firstName, code) {
      await transport.sendMail({
        from: config.mailFrom,
        to,
        subject: signInCodeSubject(code),
        text: signInCodeText(firstName, code),
      });
    },
  };
}
