/**
 * A real SMTP server on loopback that keeps every message it receives, so tests read sign-in
 * codes exactly as a speaker's inbox would get them.
 */
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  from: string;
  raw: string;
  /** The subject and plain text as a mail client shows them (MIME decoded). */
  subject: string;
  text: string;
  /** The HTML part, if the mail has one. */
  html: string | null;
  /** Its attached files, inline images among them (by `cid`). */
  attachments: { filename: string; contentType: string; cid: string | null; size: number }[];
  receivedAt: number;
}

export interface MailSink {
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the next message to `to` received after `since` (ms epoch), or rejects after `timeoutMs`. */
  waitFor(to: string, since?: number, timeoutMs?: number): Promise<ReceivedMail>;
  /** The newest 6-digit sign-in code sent to `to` after `since`: the one in its subject, in every language. */
  waitForCode(to: string, since?: number, timeoutMs?: number): Promise<string>;
  /** The token of the newest mailed link (sign-in or deletion) sent to `to` after `since`. */
  waitForLinkToken(to: string, since?: number, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        // cid: links kept as sent, not turned into data: addresses.
        simpleParser(raw, { keepCidLinks: true }).then(
          (parsed) => {
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              raw: raw.toString("utf8"),
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: parsed.html || null,
              attachments: parsed.attachments.map((file) => ({
                filename: file.filename ?? "",
                contentType: file.contentType,
                cid: file.cid ?? null,
                size: file.size,
              })),
              receivedAt: Date.now(),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  async function waitFor(to: string, since = 0, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages
        .filter((m) => m.receivedAt >= since && m.to.includes(to.toLowerCase()))
        .at(-1);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    async waitForCode(to, since, timeoutMs) {
      const mail = await waitFor(to, since, timeoutMs);
      const match = /(?<!\d)(\d{6})(?!\d)/.exec(mail.subject);
      if (!match?.[1]) throw new Error(`Mail to ${to} carries no 6-digit code`);
      return match[1];
    },
    async waitForLinkToken(to, since, timeoutMs) {
      const mail = await waitFor(to, since, timeoutMs);
      const match =
        /\/(?:signin\/link|speaker-profile\/delete)#([A-Za-z0-9_-]{22})(?![A-Za-z0-9_-])/.exec(
          mail.text,
        );
      if (!match?.[1]) throw new Error(`Mail to ${to} carries no link`);
      return match[1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
