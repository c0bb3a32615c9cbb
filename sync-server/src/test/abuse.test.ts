/**
 * Abuse limits (docs/decisions.md, Security): sign-in, register and resend are limited per e-mail
 * and per network address; questions and upvotes per visitor. A flood is answered 429 with
 * Retry-After and a message, sends no mail and stores nothing, while other visitors and other
 * addresses carry on. Different addresses are real: requests leave from 127.0.0.x source addresses
 * over loopback.
 */
import { type Question, SIGNIN_CODES_PER_WINDOW } from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_AUTH_LIMITS } from "../config.ts";
import { QUESTIONS_PER_MINUTE, UPVOTES_PER_MINUTE } from "../questions/routes.ts";
import { startTestServer, type TestClient, type TestServer } from "./harness.ts";
import { type AddressedAnswer, postFrom as postFromAddress } from "./loopback.ts";
import {
  askQuestion,
  createSession,
  errorOf,
  must,
  newKey,
  signedInSpeaker,
  tableContents,
  uniqueEmail,
  visitor,
} from "./seed.ts";
import { AUTH_MESSAGES } from "../auth/messages.ts";

let server: TestServer;
let owner: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInSpeaker(server, { firstName: "Olivia", lastName: "Owner" });
});

afterAll(async () => {
  await server.close();
});

type Answer = AddressedAnswer;

/** POSTs JSON from a given source address on the loopback network, as a different machine would. */
const postFrom = (
  sourceIp: string,
  urlPath: string,
  body: unknown,
  headers: Record<string, string> = {},
) => postFromAddress(server.baseUrl, sourceIp, urlPath, body, headers);

const mailsTo = (email: string) => server.mail.messages.filter((m) => m.to.includes(email)).length;

function expectLimited(answer: Answer, message?: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(answer.body.code).toBe("rate_limited");
  if (message) expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toEqual(expect.any(String));
}

/** An account registered (and its mail received) from an address of its own. */
async function registered(sourceIp: string): Promise<{ email: string; userId: number }> {
  const email = uniqueEmail("abuse");
  const since = Date.now();
  const res = await postFrom(sourceIp, "/api/auth/register", {
    firstName: "Abe",
    lastName: "User",
    email,
  });
  expect(res.status).toBe(201);
  await server.mail.waitFor(email, since);
  return { email, userId: res.body.userId! };
}

describe("per network address", () => {
  it("register: a burst from one address is cut off with 429 and creates no account; another address still registers", async () => {
    const taken = (await registered("127.0.0.20")).email;
    const attempts = await Promise.all(
      Array.from({ length: DEFAULT_AUTH_LIMITS.codeRequestsPerWindow + 20 }, () =>
        postFrom("127.0.0.21", "/api/auth/register", {
          firstName: "Bot",
          lastName: "Net",
          email: taken,
        }),
      ),
    );
    // The one successful registration of this test came from another address, so every attempt here
    // is either an "already registered" or a cut-off.
    const statuses = attempts.map((a) => a.status);
    expect(statuses.filter((s) => s === 409)).toHaveLength(
      DEFAULT_AUTH_LIMITS.codeRequestsPerWindow,
    );
    const limited = attempts.filter((a) => a.status === 429);
    expect(limited).toHaveLength(20);
    for (const answer of limited) expectLimited(answer, AUTH_MESSAGES.tooManyFromHere);

    const rows = await tableContents(server);
    const fresh = uniqueEmail("blocked");
    expectLimited(
      await postFrom("127.0.0.21", "/api/auth/register", {
        firstName: "Real",
        lastName: "Person",
        email: fresh,
      }),
    );
    expect(await tableContents(server)).toEqual(rows);
    expect(mailsTo(fresh)).toBe(0);

    await registered("127.0.0.22");
  });

  it("a made-up X-Forwarded-For does not escape the limit", async () => {
    for (let i = 0; i < DEFAULT_AUTH_LIMITS.codeRequestsPerWindow; i++) {
      const res = await postFrom(
        "127.0.0.23",
        "/api/auth/signin",
        { email: uniqueEmail("nobody") },
        { "X-Forwarded-For": `10.0.${i}.1` },
      );
      expect(res.status).toBe(404);
    }
    expectLimited(
      await postFrom(
        "127.0.0.23",
        "/api/auth/signin",
        { email: uniqueEmail("nobody") },
        { "X-Forwarded-For": "10.9.9.9" },
      ),
    );
  });

  it("sign-in and resend share one budget per address: once it is spent neither sends mail; other addresses still sign in", async () => {
    const person = await registered("127.0.0.30");
    for (let i = 0; i < DEFAULT_AUTH_LIMITS.codeRequestsPerWindow / 2; i++) {
      expect(
        (await postFrom("127.0.0.31", "/api/auth/signin", { email: uniqueEmail("nobody") })).status,
      ).toBe(404);
      expect(
        (await postFrom("127.0.0.31", "/api/auth/resend-otp", { userId: 999_000 + i })).status,
      ).toBe(404);
    }
    const mails = mailsTo(person.email);
    expectLimited(
      await postFrom("127.0.0.31", "/api/auth/signin", { email: person.email }),
      AUTH_MESSAGES.tooManyFromHere,
    );
    expectLimited(
      await postFrom("127.0.0.31", "/api/auth/resend-otp", { userId: person.userId }),
      AUTH_MESSAGES.tooManyFromHere,
    );
    expect(mailsTo(person.email)).toBe(mails);

    const since = Date.now();
    expect((await postFrom("127.0.0.32", "/api/auth/signin", { email: person.email })).status).toBe(
      200,
    );
    await server.mail.waitForCode(person.email, since);
  });
});

describe("per e-mail", () => {
  it("after five sign-in codes a sign-in is 429 and sends nothing; a stranger's resend is refused", async () => {
    const person = await registered("127.0.0.40");
    for (let i = 0; i < SIGNIN_CODES_PER_WINDOW; i++) {
      expect(
        (await postFrom(`127.0.0.${41 + i}`, "/api/auth/signin", { email: person.email })).status,
      ).toBe(200);
    }
    await expect.poll(() => mailsTo(person.email)).toBe(SIGNIN_CODES_PER_WINDOW + 1);
    const resend = await postFrom("127.0.0.50", "/api/auth/resend-otp", { userId: person.userId });
    expect(resend.status).toBe(403);
    expectLimited(
      await postFrom("127.0.0.51", "/api/auth/signin", { email: person.email }),
      AUTH_MESSAGES.tooManyCodes,
    );
    expect(mailsTo(person.email)).toBe(SIGNIN_CODES_PER_WINDOW + 1);
  });
});

describe("per visitor", () => {
  it("a question flood from one visitor: exactly the allowance is stored, the rest 429; a neighbour asks meanwhile", async () => {
    const session = await createSession(owner, { title: "Flooded Q&A" });
    const flooder = await visitor(server);
    const neighbour = await visitor(server);
    const flood = Array.from({ length: QUESTIONS_PER_MINUTE * 3 }, (_, i) =>
      flooder.post(
        `/api/sessions/${session.id}/questions`,
        { questionText: `Spam ${i}`, isAnonymous: true },
        { headers: { "Idempotency-Key": newKey() } },
      ),
    );
    const neighbourAsks = neighbour.post(`/api/sessions/${session.id}/questions`, {
      questionText: "A real question",
      isAnonymous: false,
      authorName: "Nell",
    });
    const answers = await Promise.all(flood);
    expect((await neighbourAsks).status).toBe(201);

    expect(answers.filter((a) => a.status === 201)).toHaveLength(QUESTIONS_PER_MINUTE);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(QUESTIONS_PER_MINUTE * 2);
    for (const a of limited) {
      expect(Number(a.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(a.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(errorOf(a).message).toMatch(/wait a moment/);
    }
    const list = must(
      await owner.get<Question[]>(`/api/sessions/${session.id}/questions`),
      200,
      "questions",
    ) as { id: number; questionText: string }[];
    expect(list).toHaveLength(QUESTIONS_PER_MINUTE + 1);
    expect(list.map((q) => q.questionText)).toContain("A real question");
    // The flooder may still upvote: each limit covers one kind of action.
    expect((await flooder.post(`/api/questions/${list[0]!.id}/vote`, {})).status).toBe(201);
  });

  it("an upvote flood from one visitor: exactly the allowance counts, the rest 429; another visitor upvotes meanwhile", async () => {
    const session = await createSession(owner, { title: "Upvote flood" });
    const askers = await Promise.all(
      Array.from({ length: Math.ceil((UPVOTES_PER_MINUTE + 10) / QUESTIONS_PER_MINUTE) }, () =>
        visitor(server),
      ),
    );
    const ids: number[] = [];
    for (const asker of askers) {
      for (let i = 0; i < QUESTIONS_PER_MINUTE && ids.length < UPVOTES_PER_MINUTE + 10; i++)
        ids.push((await askQuestion(asker, session.id, `Question ${ids.length}`)).id);
    }
    const flooder = await visitor(server);
    const other = await visitor(server);
    const flood = ids.map((id) =>
      flooder.post(`/api/questions/${id}/vote`, {}, { headers: { "Idempotency-Key": newKey() } }),
    );
    const otherVotes = other.post(`/api/questions/${ids[0]!}/vote`, {});
    const answers = await Promise.all(flood);
    expect((await otherVotes).status).toBe(201);

    expect(answers.filter((a) => a.status === 201)).toHaveLength(UPVOTES_PER_MINUTE);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(10);
    for (const a of limited) expect(Number(a.headers.get("retry-after"))).toBeGreaterThan(0);
    const list = must(
      await owner.get<Question[]>(`/api/sessions/${session.id}/questions`),
      200,
      "questions",
    ) as { upvotes: number }[];
    expect(list.reduce((sum, q) => sum + q.upvotes, 0)).toBe(UPVOTES_PER_MINUTE + 1);
  });
});
