/**
 * "Download my data" (docs/product.md, Speaker profile) through the real server: the file of a
 * seeded speaker parses with the shared schema and holds exactly what the screens' own endpoints
 * answer (the profile, sessions, resources, poll results, the owner's questions, the leads screen,
 * the Integrations screen's webhooks and tokens), nothing of another speaker and no secret, and
 * only for the speaker themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountExportSchema,
  analyticsSchema,
  type AccountExport,
  type CreatedToken,
  type CreatedWebhook,
  type Poll,
  type Question,
  type DashboardSession,
  type Session,
} from "@lectern/shared";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import {
  addLink,
  askQuestion,
  createKindPoll,
  createSession,
  must,
  newKey,
  signUpSpeaker,
  uniqueEmail,
  uploadPdf,
  visitor,
} from "../test/seed.ts";

let server: TestServer;
let owner: TestClient;
let ownerId: number;
let ownerEmail: string;
let other: TestClient;
let otherId: number;
let session: Session;
let polls: Poll[];
let question: Question;
let webhook: CreatedWebhook;
let apiToken: CreatedToken;
const leadEmail = uniqueEmail("lead");
const otherLeadEmail = uniqueEmail("otherlead");

function replay() {
  return { headers: { "Idempotency-Key": newKey() } };
}

beforeAll(async () => {
  server = await startTestServer();
  owner = server.client();
  ownerEmail = uniqueEmail("owner");
  ownerId = (
    await signUpSpeaker(server, owner, {
      firstName: "Olivia",
      lastName: "Owner",
      email: ownerEmail,
    })
  ).id;
  other = server.client();
  otherId = (
    await signUpSpeaker(server, other, {
      firstName: "Oscar",
      lastName: "Other",
      email: uniqueEmail("other"),
    })
  ).id;

  session = await createSession(owner, { title: "Olivia's exported talk" });
  const pdf = await uploadPdf(owner, session.id);
  await addLink(owner, session.id);
  const single = await createKindPoll(owner, session.id, "single");
  const cloud = await createKindPoll(owner, session.id, "wordcloud");
  const attendee = await visitor(server);
  must(await attendee.get(`/api/sessions/${session.id}/public`), 200, "page view");
  must(
    await attendee.post(
      `/api/polls/${single.id}/vote`,
      { choiceId: single.choices[1]!.id },
      replay(),
    ),
    201,
    "single vote",
  );
  must(
    await attendee.post(`/api/polls/${cloud.id}/vote`, { words: ["offline"] }, replay()),
    201,
    "word vote",
  );
  must(
    await attendee.post(`/api/resources/${pdf.id}/download`, { email: leadEmail }, replay()),
    201,
    "download",
  );
  const asked = await askQuestion(attendee, session.id, "Does it work without Wi-Fi?");
  question = must(
    await owner.put<{ question: Question }>(`/api/questions/${asked.id}/reply`, {
      text: "Yes, the outbox keeps it.",
    }),
    200,
    "reply",
  ).question;
  polls = must(await owner.get<Poll[]>(`/api/sessions/${session.id}/polls`), 200, "polls");

  // Another speaker's session, with a lead and a question of its own.
  const theirs = await createSession(other, { title: "Oscar's private talk" });
  const theirPdf = await uploadPdf(other, theirs.id, "Oscar's slides");
  await askQuestion(attendee, theirs.id, "A question only Oscar sees?");
  must(
    await attendee.post(
      `/api/resources/${theirPdf.id}/download`,
      { email: otherLeadEmail },
      replay(),
    ),
    201,
    "their download",
  );

  // Olivia's integrations: a webhook and an API token, whose secrets the export never holds.
  webhook = must(
    await owner.post<CreatedWebhook>("/api/webhooks", {
      url: "https://hooks.example.com/olivia",
      events: ["lead.created"],
    }),
    201,
    "webhook",
  );
  apiToken = must(
    await owner.post<CreatedToken>("/api/tokens", { name: "Olivia's CRM" }),
    201,
    "token",
  );
});
afterAll(() => server.close());

async function exportOf(client: TestClient, id: number): Promise<AccountExport> {
  const res = await client.get(`/api/users/${id}/export`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(res.headers.get("content-disposition")).toMatch(
    /^attachment; filename="lectern-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  return accountExportSchema.parse(res.body);
}

describe("GET /api/users/{id}/export", () => {
  it("holds the profile, sessions, resources, polls, questions and leads as the screens show them", async () => {
    const data = await exportOf(owner, ownerId);
    expect(Date.parse(data.exportedAt)).not.toBeNaN();
    expect(data.profile).toEqual(must(await owner.get(`/api/users/${ownerId}`), 200, "profile"));

    const dashboard = must(
      await owner.get<{ sessions: DashboardSession[] }>(`/api/users/${ownerId}/dashboard`),
      200,
      "dashboard",
    );
    // The export holds each session as its owner reads it, without the dashboard's activity counts.
    expect(data.sessions).toEqual(
      dashboard.sessions.map(
        ({ resources: _r, viewCount: _v, questionCount: _q, voteCount: _c, ...s }) => s,
      ),
    );
    expect(data.resources).toEqual(dashboard.sessions.flatMap((s) => s.resources));
    expect(data.resources.map((r) => r.type).sort()).toEqual(["link", "presentation"]);
    const file = data.resources.find((r) => r.type === "presentation")!;
    expect(file.filePath).toMatch(/^\/api\//);
    expect(JSON.stringify(data)).not.toContain("%PDF");

    expect(data.polls).toEqual(polls);
    for (const poll of data.polls) {
      const results = must(await owner.get(`/api/polls/${poll.id}/results`), 200, "results");
      expect(poll.results).toEqual(results);
    }
    expect(data.polls.map((p) => p.results.totalVoters)).toEqual([1, 1]);

    const questions = must(
      await owner.get<Question[]>(`/api/sessions/${session.id}/questions`),
      200,
      "questions",
    );
    expect(data.questions).toEqual(questions);
    expect(data.questions).toHaveLength(1);
    expect(data.questions[0]).toMatchObject({
      id: question.id,
      status: question.status,
      reply: { text: "Yes, the outbox keeps it." },
    });

    const analytics = analyticsSchema.parse(
      must(await owner.get(`/api/sessions/${session.id}/analytics`), 200, "analytics"),
    );
    expect(data.leads).toEqual(analytics.leads.map((l) => ({ ...l, sessionId: session.id })));
    expect(data.leads).toHaveLength(1);
    expect(data.leads[0]).toMatchObject({ email: leadEmail, viewCount: 1, downloadCount: 1 });
    expect(data.leads[0]!.downloads[0]!.resourceTitle).toBe("Slides");

    const { secret: _secret, ...listedWebhook } = webhook;
    expect(data.webhooks).toEqual([listedWebhook]);
    expect(data.apiTokens).toEqual([
      { id: apiToken.id, name: "Olivia's CRM", createdAt: apiToken.createdAt, lastUsedAt: null },
    ]);
  });

  it("holds nothing of another speaker, and no keys or code hashes", async () => {
    const text = JSON.stringify(await exportOf(owner, ownerId));
    for (const theirs of ["Oscar", otherLeadEmail, "A question only Oscar sees?"])
      expect(text).not.toContain(theirs);
    for (const secret of ["idempotency", "codeHash", "code_hash", "passwordHash", "tokenHash"])
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    for (const secret of [apiToken.token, webhook.secret, "whsec_", "lct_"])
      expect(text).not.toContain(secret);
    expect(text).toContain(ownerEmail);
    const theirs = await exportOf(other, otherId);
    expect(theirs.sessions.map((s) => s.title)).toEqual(["Oscar's private talk"]);
  });

  it("refuses a signed-out caller (401) and another speaker (403)", async () => {
    expect((await server.client().get(`/api/users/${ownerId}/export`)).status).toBe(401);
    expect((await other.get(`/api/users/${ownerId}/export`)).status).toBe(403);
  });
});
