/** Sign-in over real HTTP with a real SMTP sink: codes, limits, cookies and server-side sessions. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  OTP_LIFETIME_MS,
  OTP_CODES_VALID_AT_ONCE,
  OTP_MAX_WRONG_PER_WINDOW,
  SIGNIN_CODES_PER_WINDOW,
  type User,
} from "@lectern/shared";
import { startTestServer, TestClient, type TestServer } from "../test/harness.ts";
import { errorOf } from "../test/seed.ts";
import { createMailer } from "./mailer.ts";
import { userFromCookieHeader } from "./middleware.ts";

let server: TestServer;
let counter = 0;
const person = () => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: `ada${++counter}@example.com`,
});

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function register(client: TestClient, who = person()) {
  const since = Date.now();
  const response = await client.post<{ userId: number }>("/api/auth/register", who);
  expect(response.status).toBe(201);
  const code = await server.mail.waitForCode(who.email, since);
  return { ...who, userId: response.body.userId, code };
}

async function signIn(client: TestClient, email: string) {
  const since = Date.now();
  const response = await client.post("/api/auth/signin", { email });
  expect(response.status).toBe(200);
  return server.mail.waitForCode(email, since);
}

function sessionCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.includes("lectern_session="));
  if (!cookie) throw new Error("no session cookie set");
  return cookie;
}

describe("register and verify", () => {
  it("mails a 6-digit code that signs the new speaker in with an httpOnly cookie", async () => {
    const client = server.client();
    const since = Date.now();
    const who = person();
    const registered = await client.post<{ userId: number; message: string }>(
      "/api/auth/register",
      {
        ...who,
        email: `  ${who.email.toUpperCase()} `,
      },
    );
    expect(registered.status).toBe(201);
    expect(registered.body.message).toMatch(/check your email/i);
    const mail = await server.mail.waitFor(who.email, since);
    expect(mail.raw).toMatch(/Subject: Your Lectern code: \d{6}/);
    expect(mail.raw).toMatch(/expires in 10 minutes/);
    const code = await server.mail.waitForCode(who.email, since);

    const stored = await server.lectern.ctx.db
      .selectFrom("authCodes")
      .selectAll()
      .where("userId", "=", registered.body.userId)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.codeHash).not.toContain(code);
    expect(Date.parse(stored[0]!.expiresAt) - Date.parse(stored[0]!.createdAt)).toBe(
      OTP_LIFETIME_MS,
    );

    expect((await client.get("/api/auth/me")).status).toBe(401);
    const verified = await client.post<{ user: User }>("/api/auth/verify-otp", {
      userId: registered.body.userId,
      otpCode: code,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({
      id: registered.body.userId,
      email: who.email,
      firstName: "Ada",
      profileCompleted: false,
    });
    const cookie = sessionCookie(verified.headers);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    const token = /lectern_session=([^;]+)/.exec(cookie)![1]!;
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(32);
    const sessions = await server.lectern.ctx.db
      .selectFrom("authSessions")
      .selectAll()
      .where("userId", "=", registered.body.userId)
      .execute();
    expect(sessions.map((s) => s.tokenHash)).not.toContain(token);

    const me = await client.get<{ user: User }>("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(who.email);

    const again = await client.post("/api/auth/verify-otp", {
      userId: registered.body.userId,
      otpCode: code,
    });
    expect(again.status).toBe(400);
    expect(errorOf(again).message).toMatch(/request a new code/i);
  });

  it("refuses a second account for the same e-mail and says to sign in", async () => {
    const who = await register(server.client());
    const again = await server
      .client()
      .post("/api/auth/register", { ...who, email: who.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toMatch(/sign in/i);
  });

  it("answers bad bodies with a 400 and a message", async () => {
    const client = server.client();
    const broken = await client.request("POST", "/api/auth/register", {
      raw: { body: '{"firstName": ', contentType: "application/json" },
    });
    expect(broken.status).toBe(400);
    expect(errorOf(broken).message).toMatch(/JSON/);
    const missing = await client.post("/api/auth/register", {
      firstName: "Ada",
      email: "ada@example.com",
    });
    expect(missing.status).toBe(400);
    expect(errorOf(missing).message).toMatch(/Last name is required/);
    const badEmail = await client.post("/api/auth/signin", { email: "not-an-address" });
    expect(badEmail.status).toBe(400);
    expect(errorOf(badEmail).message).toMatch(/valid email/);
    const wrongTypes = await client.post("/api/auth/verify-otp", {
      userId: "one",
      otpCode: 123456,
    });
    expect(wrongTypes.status).toBe(400);
    const array = await client.post("/api/auth/signin", [{ email: "a@b.co" }]);
    expect(array.status).toBe(400);
  });
});

describe("sign in", () => {
  it("says to sign up for an unknown e-mail", async () => {
    const response = await server
      .client()
      .post("/api/auth/signin", { email: "nobody@example.com" });
    expect(response.status).toBe(404);
    expect(errorOf(response).message).toMatch(/sign up/i);
  });

  it("gives a new cookie token at every sign-in; signing out ends it on the server", async () => {
    const first = server.client();
    const who = await register(first);
    const verified = await first.post("/api/auth/verify-otp", {
      userId: who.userId,
      otpCode: who.code,
    });
    const firstCookie = sessionCookie(verified.headers).split(";")[0]!;

    const second = server.client();
    const code = await signIn(second, who.email);
    const again = await second.post("/api/auth/verify-otp", { userId: who.userId, otpCode: code });
    expect(again.status).toBe(200);
    const secondCookie = sessionCookie(again.headers).split(";")[0]!;
    expect(secondCookie).not.toBe(firstCookie);

    const out = await first.post("/api/auth/signout");
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expect(sessionCookie(out.headers)).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect((await first.get("/api/auth/me")).status).toBe(401);

    const replayed = await new TestClient(server.baseUrl).get("/api/auth/me", {
      headers: { cookie: firstCookie },
    });
    expect(replayed.status).toBe(401);
    const other = await new TestClient(server.baseUrl).get("/api/auth/me", {
      headers: { cookie: secondCookie },
    });
    expect(other.status).toBe(200);
    expect(await userFromCookieHeader(server.lectern.ctx, `a=b; ${secondCookie}`)).toMatchObject({
      id: who.userId,
    });
    expect(await userFromCookieHeader(server.lectern.ctx, firstCookie)).toBeNull();
    expect(await userFromCookieHeader(server.lectern.ctx, undefined)).toBeNull();
  });

  it("refuses an expired session token", async () => {
    const client = server.client();
    const who = await register(client);
    await client.post("/api/auth/verify-otp", { userId: who.userId, otpCode: who.code });
    expect((await client.get("/api/auth/me")).status).toBe(200);
    await server.lectern.ctx.db
      .updateTable("authSessions")
      .set({ expiresAt: "2000-01-01T00:00:00.000Z" })
      .where("userId", "=", who.userId)
      .execute();
    expect((await client.get("/api/auth/me")).status).toBe(401);
  });

  it("allows five codes per e-mail in the window, then 429 with Retry-After", async () => {
    const who = await register(server.client());
    const client = server.client();
    for (let i = 0; i < SIGNIN_CODES_PER_WINDOW; i++) await signIn(client, who.email);
    const sixth = await client.post("/api/auth/signin", { email: who.email });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(errorOf(sixth).message).toMatch(/try again/i);
    const otherPerson = await register(server.client());
    expect((await client.post("/api/auth/signin", { email: otherPerson.email })).status).toBe(200);
  });
});

describe("codes", () => {
  it("counts wrong codes against the account, never voiding the code its owner holds", async () => {
    const client = server.client();
    const who = await register(client);
    const wrong = who.code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 5; i++) {
      const response = await server
        .client()
        .post("/api/auth/verify-otp", { userId: who.userId, otpCode: wrong });
      expect(response.status).toBe(400);
      expect(errorOf(response).triesLeft).toBe(OTP_MAX_WRONG_PER_WINDOW - i);
    }
    const right = await client.post<{ user: User }>("/api/auth/verify-otp", {
      userId: who.userId,
      otpCode: who.code,
    });
    expect(right.status).toBe(200);
  });

  it("counts each of several wrong codes sent at once, then refuses even the right one", async () => {
    const client = server.client();
    const who = await register(client);
    const wrong = who.code === "000000" ? "111111" : "000000";
    const answers = await Promise.all(
      Array.from({ length: OTP_MAX_WRONG_PER_WINDOW }, () =>
        client.post("/api/auth/verify-otp", { userId: who.userId, otpCode: wrong }),
      ),
    );
    const triesLeft = answers.map((a) => errorOf(a).triesLeft ?? 0).sort((a, b) => a - b);
    expect(triesLeft).toEqual(Array.from({ length: OTP_MAX_WRONG_PER_WINDOW }, (_, i) => i));
    expect(answers.filter((a) => a.status === 429)).toHaveLength(1);
    const right = await client.post("/api/auth/verify-otp", {
      userId: who.userId,
      otpCode: who.code,
    });
    expect(right.status).toBe(429);
    expect(errorOf(right).code).toBe("otp_locked");
    expect(errorOf(right).message).toMatch(/link in your e-mail/i);
  });

  it("refuses an expired code", async () => {
    const client = server.client();
    const who = await register(client);
    await server.lectern.ctx.db
      .updateTable("authCodes")
      .set({ expiresAt: "2000-01-01T00:00:00.000Z" })
      .where("userId", "=", who.userId)
      .execute();
    const response = await client.post("/api/auth/verify-otp", {
      userId: who.userId,
      otpCode: who.code,
    });
    expect(response.status).toBe(400);
    expect(errorOf(response).message).toMatch(/expired/i);
  });

  it("keeps the newest three codes valid: a code someone else asks for voids none of them", async () => {
    const client = server.client();
    const who = await register(client);
    const codes = [who.code];
    for (let i = 1; i <= OTP_CODES_VALID_AT_ONCE; i++) codes.push(await signIn(client, who.email));
    // The oldest is void once three newer ones exist; each of the three newer ones signs in.
    if (!codes.slice(1).includes(codes[0]!)) {
      const oldest = await client.post("/api/auth/verify-otp", {
        userId: who.userId,
        otpCode: codes[0],
      });
      expect(oldest.status).toBe(400);
    }
    const middle = await client.post("/api/auth/verify-otp", {
      userId: who.userId,
      otpCode: codes[1],
    });
    expect(middle.status).toBe(200);
  });

  it("resends at most once per 30 seconds, answering 429 with Retry-After", async () => {
    const client = server.client();
    const who = await register(client);
    const since = Date.now();
    const resent = await client.post<{ message: string }>("/api/auth/resend-otp", {
      userId: who.userId,
    });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toMatch(/new verification code/);
    const code = await server.mail.waitForCode(who.email, since);
    const tooSoon = await client.post("/api/auth/resend-otp", { userId: who.userId });
    expect(tooSoon.status).toBe(429);
    const retryAfter = Number(tooSoon.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(
      (await client.post("/api/auth/verify-otp", { userId: who.userId, otpCode: code })).status,
    ).toBe(200);
    expect((await client.post("/api/auth/resend-otp", { userId: 999999 })).status).toBe(404);
  });
});

describe("mail delivery", () => {
  it("keeps the account when the mail server is down and says so", async () => {
    const down = await startTestServer({ smtpUrl: "smtp://127.0.0.1:1" });
    try {
      const who = person();
      const response = await down.client().post("/api/auth/register", who);
      expect(response.status).toBe(502);
      expect(errorOf(response).message).toMatch(/could not send/i);
      expect((await down.client().post("/api/auth/register", who)).status).toBe(409);
      const signin = await down.client().post("/api/auth/signin", { email: who.email });
      expect(signin.status).toBe(502);
    } finally {
      await down.close();
    }
  });

  it("logs the code when no mail server is configured", async () => {
    const lines: string[] = [];
    const log = {
      error() {},
      warn() {},
      debug() {},
      info: (message: string) => void lines.push(message),
    };
    await createMailer({ smtpUrl: null, mailFrom: "x@y.z" }, log).sendSignInCode(
      "ada@example.com",
      "Ada",
      "123456",
      "http://localhost/signin/link#AAAAAAAAAAAAAAAAAAAAAA",
      "en",
    );
    expect(lines.join("\n")).toContain("Your Lectern code: 123456");
    expect(lines.join("\n")).toContain("ada@example.com");
  });
});

describe("over https", () => {
  it("uses a __Host- cookie with Secure", async () => {
    const secure = await startTestServer({ publicUrl: "https://lectern.example" });
    try {
      const client = secure.client();
      const since = Date.now();
      const who = person();
      const registered = await client.post<{ userId: number }>("/api/auth/register", who);
      const code = await secure.mail.waitForCode(who.email, since);
      const verified = await client.post<{ user: User }>("/api/auth/verify-otp", {
        userId: registered.body.userId,
        otpCode: code,
      });
      const cookie = verified.headers
        .getSetCookie()
        .find((c) => c.startsWith("__Host-lectern_session="));
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
      expect((await client.get("/api/auth/me")).status).toBe(200);
    } finally {
      await secure.close();
    }
  });
});
