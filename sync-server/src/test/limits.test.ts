/**
 * Every limit of docs/product.md (Validation, Limits) and docs/decisions.md, enforced by the
 * server: each is refused with the right status and a message a user can read, and a refusal
 * changes nothing: no row, no stored file.
 */
import {
  ATTACHMENT_MAX_BYTES,
  CHOICE_COLORS,
  MESSAGES,
  OTP_MAX_WRONG_PER_WINDOW,
  PROFILE_PICTURE_MAX_BYTES,
  type Question,
  type User,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startTestServer,
  storedFileCount,
  type TestClient,
  type TestResponse,
  type TestServer,
} from "./harness.ts";
import {
  createPoll,
  createSession,
  errorOf,
  fileForm,
  type Fixture,
  must,
  seed,
  signUpSpeaker,
  tableContents,
  TINY_PDF,
  uniqueEmail,
  visitor,
  type VoteResponse,
} from "./seed.ts";

let server: TestServer;
let fx: Fixture;

beforeAll(async () => {
  server = await startTestServer();
  fx = await seed(server);
});

afterAll(async () => {
  await server.close();
});

const storedFiles = () => storedFileCount(server);

/** Runs a request that must be refused; checks the status, a readable message, and that nothing changed. */
async function refused(
  send: () => Promise<TestResponse>,
  status: number,
  message?: string | RegExp,
): Promise<TestResponse> {
  const rows = await tableContents(server);
  const files = await storedFiles();
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(errorOf(res).message.length).toBeGreaterThan(0);
  if (typeof message === "string") expect(errorOf(res).message).toContain(message);
  else if (message) expect(errorOf(res).message).toMatch(message);
  expect(await tableContents(server)).toEqual(rows);
  expect(await storedFiles()).toBe(files);
  return res;
}

/** The palette's ten colours and one more, for the 11 choices of the too-many-choices case. */
const colors = [...CHOICE_COLORS, "#111111"];
const choices = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ text: `Choice ${i + 1}`, color: colors[i]!, order: i }));

describe("polls", () => {
  it("a 4th poll in a session is refused with 409 and the documented message", async () => {
    await refused(
      () =>
        fx.owner.post(`/api/sessions/${fx.session.id}/polls`, {
          title: "Fourth",
          question: "One too many?",
          state: "open",
          choices: choices(2),
        }),
      409,
      MESSAGES.maxPolls.replace("{count}", "3"),
    );
  });

  it("a poll with 1 or 11 choices is refused with 400; 2 and 10 are fine", async () => {
    const session = await createSession(fx.owner, { title: "Choice limits" });
    const body = (n: number) => ({
      title: "Count",
      question: "How many?",
      state: "draft",
      choices: choices(n),
    });
    await refused(
      () => fx.owner.post(`/api/sessions/${session.id}/polls`, body(1)),
      400,
      MESSAGES.choiceCount,
    );
    await refused(
      () => fx.owner.post(`/api/sessions/${session.id}/polls`, body(11)),
      400,
      MESSAGES.choiceCount,
    );
    expect((await fx.owner.post(`/api/sessions/${session.id}/polls`, body(2))).status).toBe(201);
    expect((await fx.owner.post(`/api/sessions/${session.id}/polls`, body(10))).status).toBe(201);
  });

  it("an 11th choice added later and removing below 2 are refused", async () => {
    const session = await createSession(fx.owner, { title: "Choice edits" });
    const full = await createPoll(
      fx.owner,
      session.id,
      "draft",
      choices(10).map((c) => c.text),
    );
    await refused(
      () =>
        fx.owner.post(`/api/polls/${full.id}/choices`, {
          text: "Eleven",
          color: "#111111",
          order: 10,
        }),
      409,
    );
    const pair = await createPoll(fx.owner, session.id, "draft");
    await refused(() => fx.owner.delete(`/api/poll-choices/${pair.choices[0]!.id}`), 409);
  });

  it("votes: a closed poll is 409 poll_closed, a second vote 409 'already voted', the owner 403", async () => {
    const voter = fx.visitors[0]!;
    const closed = await refused(
      () =>
        voter.post(`/api/polls/${fx.polls.closed.id}/vote`, {
          choiceId: fx.polls.closed.choices[0]!.id,
        }),
      409,
    );
    expect(errorOf(closed).code).toBe("poll_closed");
    expect(errorOf(closed).message).toBe(MESSAGES.pollClosed);
    must(
      await voter.post<VoteResponse>(`/api/polls/${fx.polls.open.id}/vote`, {
        choiceId: fx.polls.open.choices[0]!.id,
      }),
      201,
      "first vote",
    );
    await refused(
      () =>
        voter.post(`/api/polls/${fx.polls.open.id}/vote`, {
          choiceId: fx.polls.open.choices[1]!.id,
        }),
      409,
      "already voted",
    );
    await refused(
      () =>
        fx.owner.post(`/api/polls/${fx.polls.open.id}/vote`, {
          choiceId: fx.polls.open.choices[0]!.id,
        }),
      403,
    );
    await refused(
      () =>
        fx.visitors[1]!.post(`/api/polls/${fx.polls.open.id}/vote`, {
          choiceId: fx.polls.closed.choices[0]!.id,
        }),
      400,
    );
  });
});

describe("files", () => {
  it("a 21 MB attachment is refused with 413 and the documented message", async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, 0x20);
    TINY_PDF.copy(big);
    expect(big.length).toBeGreaterThan(ATTACHMENT_MAX_BYTES);
    await refused(
      () =>
        fx.owner.request("POST", "/api/upload", {
          form: fileForm(
            { sessionId: fx.session.id, type: "presentation", title: "Huge deck" },
            { bytes: big, name: "huge.pdf", type: "application/pdf" },
          ),
        }),
      413,
      MESSAGES.attachmentTooLarge,
    );
  });

  it("a 6 MB profile picture is refused with 413 and the documented message", async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 0);
    Buffer.from("89504e470d0a1a0a", "hex").copy(big);
    expect(big.length).toBeGreaterThan(PROFILE_PICTURE_MAX_BYTES);
    await refused(
      () =>
        fx.owner.request("POST", "/api/upload-profile", {
          form: fileForm({ type: "profile" }, { bytes: big, name: "me.png", type: "image/png" }),
        }),
      413,
      MESSAGES.profilePictureTooLarge,
    );
  });

  it("a text file named .pdf is refused with 415, whatever type the browser claims", async () => {
    const text = Buffer.from("just some notes, not a PDF at all\n");
    await refused(
      () =>
        fx.owner.request("POST", "/api/upload", {
          form: fileForm(
            { sessionId: fx.session.id, type: "handout", title: "Notes" },
            { bytes: text, name: "notes.pdf", type: "application/pdf" },
          ),
        }),
      415,
      MESSAGES.fileTypeNotAllowed,
    );
  });

  it("a PDF or a text file as a profile picture is refused with 415", async () => {
    await refused(
      () =>
        fx.owner.request("POST", "/api/upload-profile", {
          form: fileForm(
            { type: "profile" },
            { bytes: TINY_PDF, name: "me.png", type: "image/png" },
          ),
        }),
      415,
    );
    await refused(
      () =>
        fx.owner.request("POST", "/api/upload-profile", {
          form: fileForm(
            { type: "profile" },
            { bytes: Buffer.from("<svg onload=alert(1)>"), name: "me.png", type: "image/png" },
          ),
        }),
      415,
    );
  });

  it("an upload without a file or without a title is refused with 400", async () => {
    await refused(
      () =>
        fx.owner.request("POST", "/api/upload", {
          form: fileForm({ sessionId: fx.session.id, type: "handout", title: "No file" }),
        }),
      400,
    );
    await refused(
      () =>
        fx.owner.request("POST", "/api/upload", {
          form: fileForm(
            { sessionId: fx.session.id, type: "handout", title: "  " },
            { bytes: TINY_PDF, name: "a.pdf", type: "application/pdf" },
          ),
        }),
      400,
      MESSAGES.fileTitleRequired,
    );
  });
});

describe("required fields", () => {
  it("a session without a description is refused with the documented message", async () => {
    await refused(
      () =>
        fx.owner.post("/api/sessions", { eventName: "Conf", title: "Talk", description: "   " }),
      400,
      MESSAGES.sessionRequired,
    );
    await refused(
      () => fx.owner.post("/api/sessions", { title: "Talk", description: "About" }),
      400,
      MESSAGES.sessionRequired,
    );
  });

  it("completing a profile takes names alone; designation and company are optional", async () => {
    const speaker = server.client();
    const user = await signUpSpeaker(server, speaker, {
      firstName: "Nina",
      lastName: "Noprofile",
      email: uniqueEmail("noprofile"),
    });
    const done = await speaker.put<User>(`/api/users/${user.id}`, {
      firstName: "Nina",
      lastName: "Noprofile",
      profileCompleted: true,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ profileCompleted: true, designation: null, company: null });
  });

  it("a LinkedIn URL without the profile marker is refused with the documented message", async () => {
    await refused(
      () =>
        fx.owner.put(`/api/users/${fx.ownerUser.id}`, {
          linkedinUrl: "https://example.com/olivia",
        }),
      400,
      MESSAGES.linkedinInvalid,
    );
  });

  it("links need a title and a URL; a CTA also needs button text and a description", async () => {
    await refused(
      () =>
        fx.owner.post("/api/resources", {
          sessionId: fx.session.id,
          type: "link",
          title: "No URL",
        }),
      400,
    );
    await refused(
      () =>
        fx.owner.post("/api/resources", {
          sessionId: fx.session.id,
          type: "link",
          url: "https://example.com",
        }),
      400,
    );
    await refused(
      () =>
        fx.owner.post("/api/resources", {
          sessionId: fx.session.id,
          type: "cta",
          title: "No description",
          buttonText: "Go",
          url: "https://example.com",
        }),
      400,
    );
  });

  it("a poll needs a question; its title is optional", async () => {
    const session = await createSession(fx.owner, { title: "Poll fields" });
    await refused(
      () => fx.owner.post(`/api/sessions/${session.id}/polls`, { title: "T", choices: choices(2) }),
      400,
    );
    await refused(
      () =>
        fx.owner.post(`/api/sessions/${session.id}/polls`, {
          title: "T",
          question: " ",
          choices: choices(2),
        }),
      400,
    );
  });

  it("questions: empty text and a missing name when not anonymous get the documented messages; the owner may not ask", async () => {
    const asker = fx.visitors[1]!;
    await refused(
      () =>
        asker.post(`/api/sessions/${fx.session.id}/questions`, {
          questionText: "   ",
          isAnonymous: true,
        }),
      400,
      MESSAGES.questionRequired,
    );
    await refused(
      () =>
        asker.post(`/api/sessions/${fx.session.id}/questions`, {
          questionText: "Why?",
          isAnonymous: false,
          authorName: " ",
        }),
      400,
      MESSAGES.nameRequired,
    );
    await refused(
      () =>
        fx.owner.post(`/api/sessions/${fx.session.id}/questions`, {
          questionText: "Me?",
          isAnonymous: true,
        }),
      403,
    );
  });

  it("a second upvote of the same question is refused with 'already voted'", async () => {
    const voter = fx.visitors[2]!;
    must(
      await voter.post<{ question: Question }>(`/api/questions/${fx.question.id}/vote`, {}),
      201,
      "first upvote",
    );
    await refused(
      () => voter.post(`/api/questions/${fx.question.id}/vote`, {}),
      409,
      "already voted",
    );
  });

  it("a download needs an e-mail until the visitor is a lead; a bad one gets the documented message", async () => {
    const stranger = await visitor(server);
    await refused(
      () => stranger.post(`/api/resources/${fx.pdf.id}/download`, {}),
      400,
      MESSAGES.downloadEmailRequired,
    );
    await refused(
      () => stranger.post(`/api/resources/${fx.pdf.id}/download`, { email: "no-at-sign" }),
      400,
      MESSAGES.downloadEmailInvalid,
    );
    expect(
      (await stranger.post(`/api/resources/${fx.pdf.id}/download`, { email: uniqueEmail("lead") }))
        .status,
    ).toBe(201);
    expect((await stranger.post(`/api/resources/${fx.link.id}/download`, {})).status).toBe(201);
  });
});

describe("sign-in codes", () => {
  async function registered(client: TestClient) {
    const email = uniqueEmail("limits");
    const res = await client.post<{ userId: number }>("/api/auth/register", {
      firstName: "Lim",
      lastName: "Its",
      email,
    });
    return { email, userId: must(res, 201, "register").userId };
  }

  it("sign-in allows at least 5 codes per e-mail in 15 minutes, then answers 429 with Retry-After and sends no more mail", async () => {
    const client = server.client();
    const { email } = await registered(client);
    const statuses: number[] = [];
    let limitedAt = -1;
    for (let i = 0; i < 10 && limitedAt < 0; i++) {
      const res = await client.post("/api/auth/signin", { email });
      statuses.push(res.status);
      if (res.status === 429) {
        limitedAt = i;
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(typeof errorOf(res).message).toBe("string");
      }
    }
    // The registration code plus the sign-ins that went through: at least 5 codes before the limit.
    expect(limitedAt, `statuses ${statuses.join(",")}`).toBeGreaterThanOrEqual(4);
    expect(statuses.slice(0, limitedAt).every((s) => s === 200)).toBe(true);
    const mailsBefore = server.mail.messages.filter((m) => m.to.includes(email)).length;
    expect((await client.post("/api/auth/signin", { email })).status).toBe(429);
    expect(server.mail.messages.filter((m) => m.to.includes(email)).length).toBe(mailsBefore);
  });

  it("a resend within 30 s of the last resend is 429 with Retry-After", async () => {
    const client = server.client();
    const { userId } = await registered(client);
    expect((await client.post("/api/auth/resend-otp", { userId })).status).toBe(200);
    const again = await client.post("/api/auth/resend-otp", { userId });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(typeof errorOf(again).message).toBe("string");
  });

  it("the account's wrong codes run out across codes: then even the right one is refused", async () => {
    const client = server.client();
    const since = Date.now();
    const { email, userId } = await registered(client);
    const code = await server.mail.waitForCode(email, since);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < OTP_MAX_WRONG_PER_WINDOW; i++) {
      const res = await client.post("/api/auth/verify-otp", { userId, otpCode: wrong });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const right = await client.post("/api/auth/verify-otp", { userId, otpCode: code });
    expect(right.status).toBe(429);
    expect(errorOf(right).code).toBe("otp_locked");
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await client.get("/api/auth/me")).status).toBe(401);
  });
});
