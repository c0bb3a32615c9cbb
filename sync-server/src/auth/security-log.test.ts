/**
 * The real entry point's log and start checks (docs/decisions.md, Security log;
 * docs/configuration.md): a lockout writes one JSON security line with neither the code nor the
 * e-mail, and an https PUBLIC_URL without SMTP_URL stops the start unless MAIL_TO_LOG=1 says the
 * log is meant (the review's L4 and M7).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { OTP_MAX_WRONG_PER_WINDOW } from "@lectern/shared";
import { afterEach, describe, expect, it } from "vitest";
import { startEntryPoint, type EntryPoint } from "../test/entry-point.ts";
import { startMailSink, type MailSink } from "../test/mail-sink.ts";
import { TestClient } from "../test/client.ts";
import { uniqueEmail } from "../test/seed.ts";
import { emailHash } from "../log.ts";

const cleanup: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-log-"));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function started(settings: Record<string, string>): Promise<EntryPoint> {
  const lectern = await startEntryPoint(tempDir(), settings);
  cleanup.push(async () => {
    lectern.child.kill("SIGTERM");
    await lectern.exited;
  });
  return lectern;
}

describe("the security log", () => {
  it("writes a JSON lockout line with the account's hash, never the code or the e-mail", async () => {
    const mail: MailSink = await startMailSink();
    cleanup.push(() => mail.close());
    const lectern = await started({ SMTP_URL: mail.url, LOG_FORMAT: "json" });
    const client = new TestClient(lectern.baseUrl);
    const email = uniqueEmail("logged");
    const since = Date.now();
    const registered = await client.post<{ userId: number }>("/api/auth/register", {
      firstName: "Lou",
      lastName: "Logged",
      email,
    });
    expect(registered.status).toBe(201);
    const code = await mail.waitForCode(email, since);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < OTP_MAX_WRONG_PER_WINDOW; i++)
      await client.post("/api/auth/verify-otp", { userId: registered.body.userId, otpCode: wrong });
    const locked = await client.post("/api/auth/verify-otp", {
      userId: registered.body.userId,
      otpCode: code,
    });
    expect(locked.status).toBe(429);

    await expect.poll(() => lectern.log().includes('"event":"otp_locked"')).toBe(true);
    const lines = lectern
      .log()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const lockout = lines.filter((line) => line.event === "otp_locked");
    expect(lockout).toHaveLength(1);
    expect(lockout[0]).toMatchObject({
      security: true,
      userId: registered.body.userId,
      emailHash: emailHash(email),
      code: "otp_locked",
      route: "POST /api/auth/verify-otp",
    });
    expect(lines.filter((line) => line.event === "signin_failed")).toHaveLength(
      OTP_MAX_WRONG_PER_WINDOW - 1,
    );
    expect(lines.some((line) => line.event === "rate_limited" && line.code === "otp_locked")).toBe(
      true,
    );
    const securityLines = lines
      .filter((line) => line.security === true)
      .map((l) => JSON.stringify(l));
    for (const line of securityLines) {
      expect(line).not.toContain(code);
      expect(line).not.toContain(wrong);
      expect(line).not.toContain(email);
    }
  });
});

describe("mail on an https server", () => {
  it("refuses to start without SMTP_URL and says why", async () => {
    await expect(
      startEntryPoint(tempDir(), { PUBLIC_URL: "https://lectern.example" }),
    ).rejects.toThrow(/SMTP_URL is not set.*MAIL_TO_LOG=1/s);
  });

  it("starts with MAIL_TO_LOG=1, warning that mail goes to the log", async () => {
    const lectern = await started({ PUBLIC_URL: "https://lectern.example", MAIL_TO_LOG: "1" });
    await expect.poll(() => /SMTP_URL is not set/.test(lectern.log())).toBe(true);
  });
});
