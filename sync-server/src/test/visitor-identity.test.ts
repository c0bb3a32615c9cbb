/**
 * Signed visitor ids and per-network limits (docs/decisions.md, Visitor identity): the review's
 * stuffing reproductions (made-up ids, no id at all) are refused `visitor_invalid` and change no
 * result; an id the server issued works; a network past its ceiling gets 429 with Retry-After while
 * another network carries on. Requests from other networks leave from 127.0.x.y over loopback.
 */
import crypto from "node:crypto";
import {
  VISITOR_ID_COOKIE,
  VISITOR_ID_PATTERN,
  type PollResults,
  type Question,
  type VisitorResponse,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TestClient, type TestServer } from "./harness.ts";
import { postFrom } from "./loopback.ts";
import {
  addLink,
  askQuestion,
  createKindPoll,
  createPoll,
  createSession,
  must,
  signedInSpeaker,
  visitor,
} from "./seed.ts";

let server: TestServer;
let owner: TestClient;
let sessionId: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInSpeaker(server, { firstName: "Olivia", lastName: "Owner" });
  sessionId = (await createSession(owner)).id;
});

afterAll(async () => {
  await server.close();
});

const madeUpId = () => crypto.randomBytes(16).toString("base64url");

async function totalVotes(pollId: number): Promise<number> {
  return must(await owner.get<PollResults>(`/api/polls/${pollId}/results`), 200, "results")
    .totalVotes;
}

describe("an attendee action without an id the server issued", () => {
  it("50 votes with made-up ids count none; 20 without any id are refused", async () => {
    const poll = await createPoll(owner, sessionId, "open", ["Right", "Wrong"]);
    const choiceId = poll.choices[1]!.id;
    const before = await totalVotes(poll.id);
    for (let i = 0; i < 50; i++) {
      const id = i % 2 === 0 ? madeUpId() : `${madeUpId().slice(0, 22)}.${madeUpId().slice(0, 22)}`;
      const res = await server
        .client()
        .post(`/api/polls/${poll.id}/vote`, { choiceId }, { headers: { "X-Visitor-Id": id } });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "visitor_invalid" });
    }
    for (let i = 0; i < 20; i++) {
      const res = await server.client().post(`/api/polls/${poll.id}/vote`, { choiceId });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "visitor_invalid" });
    }
    expect(await totalVotes(poll.id)).toBe(before);

    const attendee = server.client();
    const { visitorId } = must(
      await attendee.get<VisitorResponse>("/api/visitor"),
      200,
      "visitor id",
    );
    expect(visitorId).toMatch(VISITOR_ID_PATTERN);
    expect(attendee.visitorId).toBe(visitorId);
    must(await attendee.post(`/api/polls/${poll.id}/vote`, { choiceId }), 201, "signed vote");
    expect(await totalVotes(poll.id)).toBe(before + 1);
  });

  it("questions, upvotes, words and downloads are refused the same way", async () => {
    const cloud = await createKindPoll(owner, sessionId, "wordcloud");
    const link = await addLink(owner, sessionId);
    const question = await askQuestion(await visitor(server), sessionId, "Signed?");
    const forged = { headers: { "X-Visitor-Id": madeUpId() } };
    const refusals = [
      await server
        .client()
        .post(`/api/sessions/${sessionId}/questions`, { questionText: "Spam", isAnonymous: true }),
      await server.client().post(`/api/questions/${question.id}/vote`, {}, forged),
      await server.client().post(`/api/polls/${cloud.id}/vote`, { words: ["crypto"] }, forged),
      await server.client().post(`/api/resources/${link.id}/download`, {}, forged),
    ];
    expect(refusals.map((r) => [r.status, (r.body as { code: string }).code])).toEqual(
      Array(4).fill([403, "visitor_invalid"]),
    );
  });

  it("an old unsigned id in the cookie is replaced by a signed one on the next read", async () => {
    const old = madeUpId();
    const browser = new TestClient(server.baseUrl, `${VISITOR_ID_COOKIE}=${old}`);
    const page = await browser.get(`/api/sessions/${sessionId}/public`);
    expect(page.status).toBe(200);
    expect(browser.visitorId).toMatch(VISITOR_ID_PATTERN);
    expect(page.headers.get("x-visitor-id")).toBe(browser.visitorId);
  });

  it("an id keeps its identity: a blocked asker stays blocked under it", async () => {
    const asker = await visitor(server);
    const question = await askQuestion(asker, sessionId, "Block me");
    must(
      await owner.post(`/api/sessions/${sessionId}/blocked-askers`, { questionId: question.id }),
      201,
      "block",
    );
    const again = await asker.post<Question>(`/api/sessions/${sessionId}/questions`, {
      questionText: "Still me",
      isAnonymous: true,
    });
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ code: "asker_blocked" });
  });
});

describe("per-network limits", () => {
  let limited: TestServer;
  let speaker: TestClient;
  let session: number;

  beforeAll(async () => {
    limited = await startTestServer({
      networkLimits: {
        visitorIdsPerHour: 8,
        votesPerPollPerMinute: 3,
        questionsPerMinute: 2,
        upvotesPerMinute: 2,
        nicknamesPerMinute: 2,
      },
    });
    speaker = await signedInSpeaker(limited, { firstName: "Lima", lastName: "Limit" });
    session = (await createSession(speaker)).id;
  });

  afterAll(async () => {
    await limited.close();
  });

  it("votes on one poll past the network's ceiling get 429; another network carries on", async () => {
    const poll = await createPoll(speaker, session, "open", ["A", "B"]);
    const choiceId = poll.choices[0]!.id;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await limited.client().get<VisitorResponse>("/api/visitor");
      if (res.status === 200) ids.push(res.body.visitorId);
    }
    const answers = [];
    for (const id of ids.slice(0, 4))
      answers.push(
        await postFrom(
          limited.baseUrl,
          "127.0.0.1",
          `/api/polls/${poll.id}/vote`,
          { choiceId },
          { "X-Visitor-Id": id },
        ),
      );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429]);
    expect(answers[3]!.body.code).toBe("rate_limited");
    expect(Number(answers[3]!.retryAfter)).toBeGreaterThan(0);
    const elsewhere = await postFrom(
      limited.baseUrl,
      "127.0.1.7",
      `/api/polls/${poll.id}/vote`,
      { choiceId },
      { "X-Visitor-Id": ids[4]! },
    );
    expect(elsewhere.status).toBe(201);
    expect(
      must(await speaker.get<PollResults>(`/api/polls/${poll.id}/results`), 200, "results")
        .totalVotes,
    ).toBe(4);
  });

  it("questions and upvotes past the network's ceiling get 429", async () => {
    const asker = await signedInSpeaker(limited, { firstName: "Ada", lastName: "Asker" });
    const asked = [];
    for (let i = 0; i < 3; i++)
      asked.push(
        await asker.post<Question>(`/api/sessions/${session}/questions`, {
          questionText: `Question ${i}`,
          isAnonymous: true,
        }),
      );
    expect(asked.map((r) => r.status)).toEqual([201, 201, 429]);
    expect(asked[2]!.body).toMatchObject({ code: "rate_limited" });
    const upvotes = [];
    for (const answer of asked.slice(0, 2))
      upvotes.push(await speaker.post(`/api/questions/${answer.body.id}/vote`, {}));
    upvotes.push(await speaker.post(`/api/questions/${asked[0]!.body.id}/vote`, {}));
    expect(upvotes.map((r) => r.status)).toEqual([201, 201, 429]);
  });

  it("quiz nicknames past the network's ceiling get 429, the third one not stored", async () => {
    const answers = [];
    for (const name of ["Nia", "Noor", "Nell"]) {
      const attendee = await signedInSpeaker(limited, { firstName: name, lastName: "Nick" });
      answers.push(await attendee.put(`/api/sessions/${session}/nickname`, { nickname: name }));
    }
    expect(answers.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(answers[2]!.body).toMatchObject({ code: "rate_limited" });
  });

  it("ids handed out past the network's ceiling get 429", async () => {
    let last = 200;
    for (let i = 0; i < 8 && last === 200; i++)
      last = (await limited.client().get("/api/visitor")).status;
    const refused = await limited.client().get("/api/visitor");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
