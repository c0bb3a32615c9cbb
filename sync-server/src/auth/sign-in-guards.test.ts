/**
 * The sign-in guards of docs/decisions.md, Sign-in, replaying the security review's reproductions
 * (H1, M1, L2, L3) over real HTTP: the account's budget of wrong codes across codes, the mailed
 * single-use link (which still signs in while codes are locked), the limits per address kept in the
 * database across a restart, the pending sign-in behind resend-otp, and the devices list.
 */
import {
  OTP_MAX_WRONG_PER_WINDOW,
  SIGNIN_CODES_PER_WINDOW,
  type AuthSession,
  type PublicSession,
  type User,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_AUTH_LIMITS } from "../config.ts";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { missingRedis, SHARED_REDIS_URL, testKeyPrefix } from "../test/redis.ts";
import { createSession, errorOf, must, uniqueEmail } from "../test/seed.ts";

const noRedis = await missingRedis();

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const person = (label = "guard") => ({
  firstName: "Grace",
  lastName: "Hopper",
  email: uniqueEmail(label),
});

async function register(
  client: TestClient,
  who: ReturnType<typeof person> & { language?: string } = person(),
) {
  const since = Date.now();
  const res = must(
    await client.post<{ userId: number }>("/api/auth/register", who),
    201,
    "register",
  );
  return { ...who, userId: res.userId, since };
}

async function signedIn(): Promise<{ client: TestClient; userId: number; email: string }> {
  const client = server.client();
  const who = await register(client);
  const code = await server.mail.waitForCode(who.email, who.since);
  must(
    await client.post("/api/auth/verify-otp", { userId: who.userId, otpCode: code }),
    200,
    "verify",
  );
  return { client, userId: who.userId, email: who.email };
}

const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");
const mailsTo = (email: string) => server.mail.messages.filter((m) => m.to.includes(email));

describe("the account's budget of wrong codes (H1, M1)", () => {
  it("30 wrong codes over 6 fresh codes: at most 10 are compared, the right code at try 11 is refused, the owner is mailed once", async () => {
    const owner = server.client();
    const attacker = server.client();
    const who = await register(owner);
    let since = who.since;
    let compared = 0;
    let rightCodeRefused = 0;
    for (let cycle = 0; cycle < 6; cycle++) {
      if (cycle > 0) {
        since = Date.now();
        must(await attacker.post("/api/auth/signin", { email: who.email }), 200, "new code");
      }
      const code = await server.mail.waitForCode(who.email, since);
      for (let guess = 0; guess < 5; guess++) {
        // From the 11th guess on, the guess is the right code: still refused, unseen.
        const tries = cycle * 5 + guess + 1;
        const otpCode = tries > OTP_MAX_WRONG_PER_WINDOW ? code : otherThan(code);
        const res = await attacker.post("/api/auth/verify-otp", { userId: who.userId, otpCode });
        expect(res.status, JSON.stringify(res.body)).not.toBe(200);
        if (res.status === 400) compared++;
        if (tries === OTP_MAX_WRONG_PER_WINDOW) {
          expect(res.status).toBe(429);
          compared++;
        }
        if (tries > OTP_MAX_WRONG_PER_WINDOW) {
          expect(res.status).toBe(429);
          expect(errorOf(res).code).toBe("otp_locked");
          expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
          rightCodeRefused++;
        }
      }
    }
    expect(compared).toBe(OTP_MAX_WRONG_PER_WINDOW);
    expect(rightCodeRefused).toBe(30 - OTP_MAX_WRONG_PER_WINDOW);
    expect((await attacker.get("/api/auth/me")).status).toBe(401);

    await expect
      .poll(() => mailsTo(who.email).filter((m) => /too many wrong codes/i.test(m.subject)).length)
      .toBe(1);
    const notice = mailsTo(who.email).find((m) => /too many wrong codes/i.test(m.subject))!;
    expect(notice.text).toMatch(/link in your sign-in e-mail/);

    // The link of the last mail still signs the owner in.
    const token = await server.mail.waitForLinkToken(who.email, since);
    const viaLink = await owner.post<{ user: User }>("/api/auth/verify-link", { token });
    expect(viaLink.status).toBe(200);
    expect(viaLink.body.user.id).toBe(who.userId);
    expect((await owner.get("/api/auth/me")).status).toBe(200);
  });

  it("a locked account is told so in the owner's language", async () => {
    const client = server.client();
    const who = await register(client, { ...person("locale"), language: "de" });
    const code = await server.mail.waitForCode(who.email, who.since);
    for (let i = 0; i < OTP_MAX_WRONG_PER_WINDOW; i++)
      await client.post("/api/auth/verify-otp", { userId: who.userId, otpCode: otherThan(code) });
    await expect
      .poll(() => mailsTo(who.email).filter((m) => !/\d{6}/.test(m.subject)).length)
      .toBe(1);
    const notice = mailsTo(who.email).find((m) => !/\d{6}/.test(m.subject))!;
    expect(notice.subject).toMatch(/Lectern-Konto/);
  });

  it("deletion codes have a budget of their own: a stranger spending the sign-in codes does not block deletion", async () => {
    const { client, email, userId } = await signedIn();
    const stranger = server.client();
    for (let i = 0; i < SIGNIN_CODES_PER_WINDOW; i++)
      must(await stranger.post("/api/auth/signin", { email }), 200, "sign-in code");
    expect((await stranger.post("/api/auth/signin", { email })).status).toBe(429);
    const since = Date.now();
    must(await client.post(`/api/users/${userId}/deletion-code`), 200, "deletion code");
    const token = await server.mail.waitForLinkToken(email, since);
    // A sign-in link never deletes, and a deletion link never signs in.
    expect(errorOf(await server.client().post("/api/auth/verify-link", { token })).code).toBe(
      "link_invalid",
    );
    must(await client.delete(`/api/users/${userId}`, { body: { token } }), 200, "delete by link");
    expect((await client.get("/api/auth/me")).status).toBe(401);
  });
});

describe("the mailed link", () => {
  it("signs in once, with the same cookie and body as a code", async () => {
    const client = server.client();
    const who = await register(client);
    const mail = await server.mail.waitFor(who.email, who.since);
    expect(mail.text).toMatch(/\/signin\/link#[A-Za-z0-9_-]{22}/);
    const token = await server.mail.waitForLinkToken(who.email, who.since);
    const stored = await server.lectern.ctx.db
      .selectFrom("authLinks")
      .selectAll()
      .where("userId", "=", who.userId)
      .execute();
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const res = await client.post<{ user: User }>("/api/auth/verify-link", { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["user"]);
    expect(res.body.user.id).toBe(who.userId);
    expect(res.headers.getSetCookie().some((c) => /lectern_session=.+HttpOnly/i.test(c))).toBe(
      true,
    );
    const again = await server.client().post("/api/auth/verify-link", { token });
    expect(again.status).toBe(400);
    expect(errorOf(again).code).toBe("link_invalid");
  });

  it("refuses an expired link and an unknown one", async () => {
    const who = await register(server.client());
    const token = await server.mail.waitForLinkToken(who.email, who.since);
    await server.lectern.ctx.db
      .updateTable("authLinks")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("userId", "=", who.userId)
      .execute();
    const expired = await server.client().post("/api/auth/verify-link", { token });
    expect(expired.status).toBe(400);
    expect(errorOf(expired).code).toBe("link_expired");
    const unknown = await server.client().post("/api/auth/verify-link", { token: "B".repeat(22) });
    expect(errorOf(unknown).code).toBe("link_invalid");
  });
});

describe("enumeration and mail to anyone (L2)", () => {
  it("the first mail to an address carries none of the sender's text", async () => {
    const who = { ...person("phish"), firstName: "Your account is blocked, call +1 555 0100" };
    const { since } = await register(server.client(), who);
    const mail = await server.mail.waitFor(who.email, since);
    expect(mail.text).not.toContain("blocked");
    expect(mail.text).toMatch(/^Hello,/);
  });

  it("resend-otp mails only the browser that started the sign-in", async () => {
    const client = server.client();
    const who = await register(client);
    await server.mail.waitFor(who.email, who.since);
    const before = mailsTo(who.email).length;
    const stranger = await server.client().post("/api/auth/resend-otp", { userId: who.userId });
    expect(stranger.status).toBe(403);
    expect(mailsTo(who.email)).toHaveLength(before);
    must(await client.post("/api/auth/resend-otp", { userId: who.userId }), 200, "own resend");
  });

  it("the public session names no account id", async () => {
    const { client } = await signedIn();
    const session = await createSession(client, { title: "Who owns me?" });
    const page = must(
      await server.client().get<PublicSession>(`/api/sessions/${session.id}/public`),
      200,
      "public page",
    );
    expect(page).not.toHaveProperty("userId");
    expect(page.owned).toBe(false);
    const own = must(
      await client.get<PublicSession>(`/api/sessions/${session.id}/public`),
      200,
      "own page",
    );
    expect(own.owned).toBe(true);
  });
});

describe("limits per address, kept in the database", () => {
  it("'no account' answers are limited per address, and the limits survive a restart", async () => {
    const limited = await startTestServer({ authLimits: DEFAULT_AUTH_LIMITS });
    try {
      const client = limited.client();
      for (let i = 0; i < DEFAULT_AUTH_LIMITS.verifyPerWindow - 1; i++)
        expect(
          (await client.post("/api/auth/verify-otp", { userId: 999_999, otpCode: "123456" }))
            .status,
        ).toBe(404);
      await limited.restart();
      expect(
        (await client.post("/api/auth/verify-otp", { userId: 999_999, otpCode: "123456" })).status,
      ).toBe(404);
      const cut = await client.post("/api/auth/verify-otp", { userId: 999_999, otpCode: "123456" });
      expect(cut.status).toBe(429);
      expect(Number(cut.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await client.post("/api/auth/verify-link", { token: "C".repeat(22) })).status).toBe(
        429,
      );

      for (let i = 0; i < DEFAULT_AUTH_LIMITS.lookupsPerHour; i++)
        expect(
          (await client.post("/api/auth/signin", { email: uniqueEmail("nobody") })).status,
        ).toBe(404);
      const probing = await client.post("/api/auth/signin", { email: uniqueEmail("nobody") });
      expect(probing.status).toBe(429);
      expect(errorOf(probing).code).toBe("rate_limited");
    } finally {
      await limited.close();
    }
  });
});

describe.skipIf(noRedis !== null)(
  `limits per address in Redis${noRedis ? ` (skipped: ${noRedis})` : ""}`,
  () => {
    it("are counted in Redis when REDIS_URL is set, across a restart, none in the database", async () => {
      const shared = await startTestServer({
        authLimits: DEFAULT_AUTH_LIMITS,
        redisUrl: SHARED_REDIS_URL,
        redisKeyPrefix: testKeyPrefix(),
      });
      try {
        const client = shared.client();
        const check = () =>
          client.post("/api/auth/verify-otp", { userId: 999_999, otpCode: "123456" });
        for (let i = 0; i < DEFAULT_AUTH_LIMITS.verifyPerWindow - 1; i++)
          expect((await check()).status).toBe(404);
        await shared.restart();
        expect((await check()).status).toBe(404);
        expect((await check()).status).toBe(429);
        const rows = await shared.lectern.ctx.db.selectFrom("rateLimits").selectAll().execute();
        expect(rows).toEqual([]);
      } finally {
        await shared.close();
      }
    });
  },
);

describe("signed-in devices (L3)", () => {
  it("lists each sign-in, ends one, and signs out everywhere", async () => {
    const { client: laptop, email, userId } = await signedIn();
    const phone = server.client();
    const since = Date.now();
    must(await phone.post("/api/auth/signin", { email }), 200, "sign in");
    const code = await server.mail.waitForCode(email, since);
    must(
      await phone.request("POST", "/api/auth/verify-otp", {
        body: { userId, otpCode: code },
        headers: {
          "user-agent":
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
        },
      }),
      200,
      "verify on the phone",
    );

    const list = must(await laptop.get<AuthSession[]>("/api/auth/sessions"), 200, "list");
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const phoneRow = list.find((s) => !s.current)!;
    expect(phoneRow.device).toBe("Safari on iOS");

    const stranger = await signedIn();
    expect((await stranger.client.delete(`/api/auth/sessions/${phoneRow.id}`)).status).toBe(404);
    expect((await phone.get("/api/auth/me")).status).toBe(200);
    must(await laptop.delete(`/api/auth/sessions/${phoneRow.id}`), 200, "end the phone's");
    expect((await phone.get("/api/auth/me")).status).toBe(401);
    expect((await laptop.get("/api/auth/me")).status).toBe(200);

    must(await laptop.post("/api/auth/signout-everywhere"), 200, "everywhere");
    expect((await laptop.get("/api/auth/me")).status).toBe(401);
    const rows = await server.lectern.ctx.db
      .selectFrom("authSessions")
      .select("id")
      .where("userId", "=", userId)
      .execute();
    expect(rows).toEqual([]);
  });

  it("a sign-in unused for 14 days ends; each use moves its end", async () => {
    const { client, userId } = await signedIn();
    const db = server.lectern.ctx.db;
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    const soon = new Date(Date.now() + 60 * 1000).toISOString();
    await db
      .updateTable("authSessions")
      .set({ lastSeenAt: longAgo, expiresAt: soon })
      .where("userId", "=", userId)
      .execute();
    expect((await client.get("/api/auth/me")).status).toBe(200);
    const moved = await db
      .selectFrom("authSessions")
      .selectAll()
      .where("userId", "=", userId)
      .executeTakeFirstOrThrow();
    expect(moved.expiresAt > soon).toBe(true);
    expect(moved.lastSeenAt > longAgo).toBe(true);

    await db
      .updateTable("authSessions")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("userId", "=", userId)
      .execute();
    expect((await client.get("/api/auth/me")).status).toBe(401);
  });
});
