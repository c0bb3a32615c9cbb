/**
 * Webhooks (docs/product.md, Webhooks) over real HTTP, to real local receivers: the speaker's
 * CRUD, a lead delivered once through failures, a restart and the retries' backoff (the clock
 * moved by the harness's `clock`, passes run by runNow()), signed as Standard Webhooks says and
 * checked with the `standardwebhooks` package, in order per webhook; every event where it happens;
 * a private address refused when saved and at delivery; a webhook turned off after a day of
 * failures, with one e-mail; and, on PostgreSQL, two real instances delivering each event once, and
 * a lead delivered once when its instance is killed between two attempts.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  WEBHOOK_EVENTS,
  type CreatedWebhook,
  type Poll,
  type Webhook as WebhookBody,
  type WebhookDeliveriesResponse,
  type WebhookDelivery,
  type WebhooksResponse,
} from "@lectern/shared";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clusterUnavailable, startCluster, type Cluster } from "../test/cluster.ts";
import type { LecternEndpoint } from "../test/client.ts";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { emitEvent, pollClosedEventId } from "./repo.ts";
import {
  askQuestion,
  createPoll,
  createSession,
  errorOf,
  must,
  signedInSpeaker,
  signUpSpeaker,
  uniqueEmail,
  visitor,
} from "../test/seed.ts";

/** One request a receiver got. */
interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A real local HTTP receiver answering the statuses it is given in turn, then 200. */
interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** TCP connections it accepted, requests or not. */
  connections: number;
  answers: number[];
  close(): Promise<void>;
}

async function startReceiver(answers: number[] = []): Promise<Receiver> {
  const receiver: Receiver = {
    url: "",
    port: 0,
    received: [],
    connections: 0,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      receiver.received.push({
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      res.statusCode = receiver.answers.shift() ?? 200;
      // A redirect points back here: a client that followed it would be seen twice.
      if (res.statusCode >= 300 && res.statusCode < 400) res.setHeader("location", "/followed");
      res.end("x".repeat(5000));
    });
  });
  server.on("connection", () => receiver.connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks/lectern`;
  return receiver;
}

const signing = (received: Received) => ({
  "webhook-id": received.headers["webhook-id"]!,
  "webhook-timestamp": received.headers["webhook-timestamp"]!,
  "webhook-signature": received.headers["webhook-signature"]!,
});

interface Sent {
  version: number;
  type: string;
  timestamp: string;
  data: Record<string, unknown> & { sessionId: number };
}

function deliveriesOf(client: TestClient, webhookId: number): Promise<WebhookDelivery[]> {
  return client
    .get<WebhookDeliveriesResponse>(`/api/webhooks/${webhookId}/deliveries`)
    .then((res) => must(res, 200, "deliveries").deliveries);
}

async function giveLead(server: LecternEndpoint, sessionId: number, email: string) {
  const attendee = await visitor(server);
  must(await attendee.post(`/api/sessions/${sessionId}/capture-email`, { email }), 200, "lead");
}

describe("webhooks on one server", () => {
  let server: TestServer;
  let owner: TestClient;
  let sessionId: number;
  /** How far the server's clock is ahead of the real one. */
  let ahead = 0;
  const receivers: Receiver[] = [];
  const receiver = async (answers: number[] = []) => {
    const started = await startReceiver(answers);
    receivers.push(started);
    return started;
  };

  beforeAll(async () => {
    server = await startTestServer({
      webhooksAllowPrivate: true,
      clock: () => Date.now() + ahead,
    });
    owner = await signedInSpeaker(server, { firstName: "Wanda", lastName: "Hooks" });
    sessionId = (await createSession(owner, { title: "Webhooks live" })).id;
  });

  afterEach(() => {
    ahead = 0;
  });

  afterAll(async () => {
    await server.close();
    for (const started of receivers) await started.close();
  });

  async function addWebhook(url: string, events: string[], onSession = true) {
    return must(
      await owner.post<CreatedWebhook>("/api/webhooks", {
        url,
        events,
        ...(onSession ? { sessionId } : {}),
      }),
      201,
      "webhook",
    );
  }

  it("is made, listed, read, changed and removed by its speaker alone", async () => {
    const made = await addWebhook("https://hooks.example.com/catch/1", ["lead.created"]);
    expect(made).toEqual({
      id: expect.any(Number) as number,
      url: "https://hooks.example.com/catch/1",
      events: ["lead.created"],
      sessionId,
      enabled: true,
      createdAt: expect.any(String) as string,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]+=*$/) as string,
    });
    const { secret: _secret, ...shown } = made;
    const listed = must(await owner.get<WebhooksResponse>("/api/webhooks"), 200, "list");
    expect(listed.webhooks).toContainEqual(shown);
    expect(JSON.stringify(listed)).not.toContain("whsec_");
    expect(must(await owner.get<WebhookBody>(`/api/webhooks/${made.id}`), 200, "read")).toEqual(
      shown,
    );

    const changed = must(
      await owner.patch<WebhookBody>(`/api/webhooks/${made.id}`, {
        events: ["poll.closed", "session.ended"],
        enabled: false,
      }),
      200,
      "change",
    );
    expect(changed).toMatchObject({ events: ["poll.closed", "session.ended"], enabled: false });

    const stranger = await signedInSpeaker(server, { firstName: "Sam", lastName: "Stranger" });
    expect((await stranger.get(`/api/webhooks/${made.id}`)).status).toBe(404);
    expect((await stranger.patch(`/api/webhooks/${made.id}`, { enabled: true })).status).toBe(404);
    expect((await stranger.delete(`/api/webhooks/${made.id}`)).status).toBe(404);
    expect((await stranger.post(`/api/webhooks/${made.id}/test`)).status).toBe(404);
    expect((await stranger.get(`/api/webhooks/${made.id}/deliveries`)).status).toBe(404);
    const onOthers = await stranger.post("/api/webhooks", {
      url: "https://hooks.example.com/catch/2",
      events: ["lead.created"],
      sessionId,
    });
    expect(onOthers.status).toBe(403);
    expect(must(await stranger.get<WebhooksResponse>("/api/webhooks"), 200, "list")).toEqual({
      webhooks: [],
    });

    expect((await owner.post("/api/webhooks", { url: made.url, events: ["vote"] })).status).toBe(
      400,
    );
    expect((await owner.delete(`/api/webhooks/${made.id}`)).status).toBe(204);
    expect((await owner.get(`/api/webhooks/${made.id}`)).status).toBe(404);
  });

  it("delivers a lead once, signed, through two failures and a restart, in order", async () => {
    const hooks = await receiver([500, 503]);
    const made = await addWebhook(hooks.url, ["lead.created"]);
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await giveLead(server, sessionId, first);
    await giveLead(server, sessionId, second);

    expect(await server.lectern.webhooks.runNow()).toBe(1);
    expect(hooks.received).toHaveLength(1);
    let [later, earlier] = await deliveriesOf(owner, made.id);
    expect(earlier).toMatchObject({
      event: "lead.created",
      status: "pending",
      attempts: 1,
      responseStatus: 500,
    });
    expect(Date.parse(earlier!.nextAttemptAt!) - Date.parse(earlier!.lastAttemptAt!)).toBe(5_000);
    // The second lead waits for the first: one delivery at a time per webhook.
    expect(later).toMatchObject({ status: "pending", attempts: 0, lastAttemptAt: null });

    // Stopped between two attempts, a new server on the same database takes the queue up.
    await server.restart();
    expect(await server.lectern.webhooks.runNow()).toBe(0);
    ahead = 5_000;
    expect(await server.lectern.webhooks.runNow()).toBe(1);
    ahead = 5_000 + 30_000;
    expect(await server.lectern.webhooks.runNow()).toBe(2);
    await server.restart();
    ahead = 60 * 60 * 1000;
    expect(await server.lectern.webhooks.runNow()).toBe(0);

    expect(hooks.received.map((got) => got.headers["webhook-id"])).toEqual([
      earlier!.eventId,
      earlier!.eventId,
      earlier!.eventId,
      later!.eventId,
    ]);
    const verifier = new Webhook(made.secret);
    const bodies = hooks.received.map((got) => verifier.verify(got.body, signing(got)) as Sent);
    expect(new Set(hooks.received.map((got) => got.body)).size).toBe(2);
    expect(bodies[0]).toEqual({
      version: 1,
      type: "lead.created",
      timestamp: earlier!.createdAt,
      data: {
        sessionId,
        lead: { id: expect.any(Number) as number, email: first, createdAt: earlier!.createdAt },
      },
    });
    expect(bodies[3]!.data).toMatchObject({ lead: { email: second } });
    expect(() =>
      new Webhook(`whsec_${"A".repeat(44)}`).verify(
        hooks.received[0]!.body,
        signing(hooks.received[0]!),
      ),
    ).toThrow();
    expect(hooks.received[0]!.headers["content-type"]).toBe("application/json");

    [later, earlier] = await deliveriesOf(owner, made.id);
    expect(earlier).toMatchObject({
      status: "delivered",
      attempts: 3,
      responseStatus: 200,
      nextAttemptAt: null,
    });
    expect(later).toMatchObject({ status: "delivered", attempts: 1, responseStatus: 200 });
    const kept = await server.lectern.ctx.db
      .selectFrom("webhookDeliveries")
      .select("responseBody")
      .where("id", "=", earlier!.id)
      .executeTakeFirstOrThrow();
    expect(kept.responseBody).toHaveLength(1024);
  });

  it("queues a test delivery, and sends each event where it happens", async () => {
    const hooks = await receiver();
    // Made 45 minutes ago, before the audience below was last counted.
    ahead = -45 * 60 * 1000;
    const made = await addWebhook(hooks.url, [...WEBHOOK_EVENTS], false);
    ahead = 0;
    const queued = must(
      await owner.post<WebhookDelivery>(`/api/webhooks/${made.id}/test`),
      202,
      "test",
    );
    expect(queued).toMatchObject({ event: "webhook.test", status: "pending", attempts: 0 });

    const attendee = await visitor(server);
    const asked = await askQuestion(attendee, sessionId, "Are the webhooks signed?", "Ada");
    const poll = await createPoll(owner, sessionId, "open");
    // A close after reopening is another event, with an id of its own.
    must(await owner.put<Poll>(`/api/polls/${poll.id}`, { state: "closed" }), 200, "close");
    must(await owner.put<Poll>(`/api/polls/${poll.id}`, { state: "open" }), 200, "reopen");
    must(await owner.put<Poll>(`/api/polls/${poll.id}`, { state: "closed" }), 200, "close again");
    must(await owner.put(`/api/sessions/${sessionId}/feedback/state`, { open: true }), 200, "open");
    must(await attendee.post(`/api/sessions/${sessionId}/feedback`, { rating: 4 }), 201, "rate");
    must(await attendee.post(`/api/sessions/${sessionId}/feedback`, { rating: 5 }), 200, "again");
    // An audience last counted 40 minutes ago, quiet since: the session has ended.
    const heard = new Date(Math.floor((Date.now() - 40 * 60_000) / 60_000) * 60_000);
    await server.lectern.ctx.db
      .insertInto("audienceMinutes")
      .values({ sessionId, minute: heard.toISOString(), count: 40 })
      .execute();

    await server.lectern.webhooks.runNow();
    await server.lectern.webhooks.runNow();
    const verifier = new Webhook(made.secret);
    const sent = hooks.received.map((got) => verifier.verify(got.body, signing(got)) as Sent);
    expect(sent.map((body) => body.type)).toEqual([
      "webhook.test",
      "question.created",
      "poll.closed",
      "poll.closed",
      "feedback.created",
      "session.ended",
    ]);
    expect(sent[0]!.data).toEqual({ webhookId: made.id });
    expect(sent[1]!.data).toEqual({
      sessionId,
      question: {
        id: asked.id,
        questionText: "Are the webhooks signed?",
        authorName: "Ada",
        status: "approved",
      },
    });
    const closed = sent[2]!.data as unknown as { poll: Poll };
    expect(closed.poll).toMatchObject({ id: poll.id, state: "closed" });
    expect(closed.poll.results).toBeDefined();
    expect(hooks.received[2]!.headers["webhook-id"]).not.toBe(
      hooks.received[3]!.headers["webhook-id"],
    );
    expect(sent[4]!.data).toMatchObject({ sessionId, feedback: { rating: 4 } });
    expect(sent[5]!.data).toEqual({
      sessionId,
      title: "Webhooks live",
      endedAt: heard.toISOString(),
    });
    must(await owner.delete(`/api/webhooks/${made.id}`), 204, "remove");
  });

  it("follows no redirect: a 302 is a failed attempt, tried again later", async () => {
    const hooks = await receiver([302]);
    const made = await addWebhook(hooks.url, ["lead.created"]);
    must(await owner.post(`/api/webhooks/${made.id}/test`), 202, "test");
    expect(await server.lectern.webhooks.runNow()).toBe(1);
    expect(hooks.received).toHaveLength(1);
    const [delivery] = await deliveriesOf(owner, made.id);
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, responseStatus: 302 });
    must(await owner.delete(`/api/webhooks/${made.id}`), 204, "remove");
  });

  it("queues one poll.closed for two requests that closed the same opening", async () => {
    const hooks = await receiver();
    const made = await addWebhook(hooks.url, ["poll.closed"]);
    const poll = await createPoll(owner, sessionId, "open");
    const { db } = server.lectern.ctx;
    // What each of two racing requests read before either closed it: the same open poll.
    const read = await db
      .selectFrom("polls")
      .select(["id", "openedAt"])
      .where("id", "=", poll.id)
      .executeTakeFirstOrThrow();
    const session = await db
      .selectFrom("sessions")
      .select(["id", "userId"])
      .where("id", "=", sessionId)
      .executeTakeFirstOrThrow();
    for (let request = 0; request < 2; request++)
      await emitEvent(db, session, "poll.closed", { poll }, Date.now(), pollClosedEventId(read));
    expect(await deliveriesOf(owner, made.id)).toHaveLength(1);
    must(await owner.delete(`/api/webhooks/${made.id}`), 204, "remove");
  });

  it("is turned off after 24 hours of failures, and its speaker gets one e-mail", async () => {
    const failing = await receiver(Array<number>(100).fill(500));
    const email = uniqueEmail("fay");
    const speaker = server.client();
    await signUpSpeaker(server, speaker, { firstName: "Fay", lastName: "Failing", email });
    const made = must(
      await speaker.post<CreatedWebhook>("/api/webhooks", {
        url: failing.url,
        events: ["lead.created"],
      }),
      201,
      "webhook",
    );
    must(await speaker.post(`/api/webhooks/${made.id}/test`), 202, "test");
    must(await speaker.post(`/api/webhooks/${made.id}/test`), 202, "second test");
    const since = Date.now();
    let delivery: WebhookDelivery | undefined;
    for (let pass = 0; pass < 40; pass++) {
      await server.lectern.webhooks.runNow();
      delivery = (await deliveriesOf(speaker, made.id)).at(-1);
      if (delivery?.status !== "pending") break;
      ahead = Date.parse(delivery.nextAttemptAt!) - Date.now();
    }
    expect(delivery).toMatchObject({ status: "failed", nextAttemptAt: null });
    const spent = Date.parse(delivery!.lastAttemptAt!) - Date.parse(delivery!.createdAt);
    expect(spent).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
    expect(spent).toBeLessThan(26 * 60 * 60 * 1000);
    // 5 s, 30 s, 2 min, 10 min, 1 h, then every hour until a day has passed.
    expect(delivery!.attempts).toBe(29);
    expect(failing.received).toHaveLength(29);
    expect((await deliveriesOf(speaker, made.id))[0]).toMatchObject({ status: "failed" });
    expect(
      must(await speaker.get<WebhookBody>(`/api/webhooks/${made.id}`), 200, "read"),
    ).toMatchObject({ enabled: false });

    const mail = await server.mail.waitFor(email, since);
    expect(mail.subject).toBe("Your Lectern webhook was turned off");
    expect(mail.text).toContain(failing.url);
    expect(mail.text).toContain(`${server.lectern.ctx.config.publicUrl}/integrations`);
    ahead += 2 * 60 * 60 * 1000;
    await server.lectern.webhooks.runNow();
    expect(failing.received).toHaveLength(29);
    const turnedOff = server.mail.messages.filter(
      (sent) => sent.to.includes(email.toLowerCase()) && sent.subject === mail.subject,
    );
    expect(turnedOff).toEqual([mail]);
  });
});

describe("webhooks to private addresses", () => {
  let server: TestServer;
  let owner: TestClient;
  let local: Receiver;
  /** What the server's resolver answers for each name; a name not here does not resolve. */
  const dns = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestServer({
      webhookResolve: (hostname) => {
        const address = dns.get(hostname);
        if (!address) return Promise.reject(new Error(`ENOTFOUND ${hostname}`));
        return Promise.resolve([{ address, family: address.includes(":") ? 6 : 4 }]);
      },
    });
    owner = await signedInSpeaker(server, { firstName: "Pia", lastName: "Private" });
    local = await startReceiver();
  });

  afterAll(async () => {
    await server.close();
    await local.close();
  });

  it("are refused when saved, and at delivery when the name's answer changes to one", async () => {
    dns.set("intranet.example.com", "192.168.1.20");
    dns.set("hooks.example.com", "93.184.215.14");
    for (const url of [
      "https://127.0.0.1/hook",
      "https://[::1]/hook",
      "https://10.1.2.3/hook",
      "https://169.254.169.254/latest",
      "https://intranet.example.com/hook",
      "http://hooks.example.com/catch",
    ]) {
      const refused = await owner.post("/api/webhooks", { url, events: ["lead.created"] });
      expect(refused.status, url).toBe(400);
      expect(errorOf(refused).code, url).toBe("webhook_url_refused");
    }
    const made = must(
      await owner.post<CreatedWebhook>("/api/webhooks", {
        url: `https://hooks.example.com:${local.port}/catch`,
        events: ["lead.created"],
      }),
      201,
      "public webhook",
    );
    const moved = await owner.patch(`/api/webhooks/${made.id}`, { url: "https://10.0.0.7/" });
    expect(errorOf(moved).code).toBe("webhook_url_refused");
    const renamed = await owner.patch(`/api/webhooks/${made.id}`, {
      url: "https://intranet.example.com/hook",
    });
    expect(errorOf(renamed).code).toBe("webhook_url_refused");

    // The name now answers the loopback address: the delivery does not connect.
    dns.set("hooks.example.com", "127.0.0.1");
    must(await owner.post(`/api/webhooks/${made.id}/test`), 202, "test");
    expect(await server.lectern.webhooks.runNow()).toBe(1);
    const [delivery] = await deliveriesOf(owner, made.id);
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, responseStatus: null });
    expect(local.connections).toBe(0);
    const kept = must(await owner.get<WebhookBody>(`/api/webhooks/${made.id}`), 200, "kept");
    expect(kept.url).toBe(`https://hooks.example.com:${local.port}/catch`);
  });

  it("keeps a name that does not resolve yet; its deliveries wait for it", async () => {
    const made = must(
      await owner.post<CreatedWebhook>("/api/webhooks", {
        url: "https://not-yet.example.com/hook",
        events: ["lead.created"],
      }),
      201,
      "unresolved webhook",
    );
    expect(made.enabled).toBe(true);
  });
});

const skipped = await clusterUnavailable();
const title = (name: string) => (skipped ? `${name} (skipped: ${skipped})` : name);

/**
 * Real instances looking for due deliveries every second, and a local receiver answering
 * `answers` first; both made before the describe's tests and closed after them.
 */
function hookCluster(instances: number, answers: number[] = []) {
  const made: { cluster?: Cluster; hooks?: Receiver } = {};
  beforeAll(async () => {
    made.hooks = await startReceiver(answers);
    made.cluster = await startCluster({
      instances,
      env: { WEBHOOK_POLL_SECONDS: "1", WEBHOOKS_ALLOW_PRIVATE: "1" },
    });
  }, 120_000);
  afterAll(async () => {
    await made.cluster?.close();
    await made.hooks?.close();
  });
  return {
    get cluster() {
      return made.cluster!;
    },
    get hooks() {
      return made.hooks!;
    },
  };
}

describe.skipIf(skipped !== null)(title("webhooks on two real instances"), () => {
  const setup = hookCluster(2);

  it("deliver each event once", async () => {
    const { cluster, hooks } = setup;
    const owner = await signedInSpeaker(cluster, { firstName: "Cleo", lastName: "Cluster" });
    const session = await createSession(owner, { title: "Two instances" });
    const made = must(
      await owner.post<CreatedWebhook>("/api/webhooks", {
        url: hooks.url,
        events: ["lead.created"],
      }),
      201,
      "webhook",
    );
    const emails = Array.from({ length: 6 }, (_, i) => uniqueEmail(`lead${i}`));
    for (const email of emails) await giveLead(cluster, session.id, email);

    const deadline = Date.now() + 20_000;
    while (hooks.received.length < emails.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    // Both instances have looked twice more since: neither sends anything again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const verifier = new Webhook(made.secret);
    const sent = hooks.received.map((got) => verifier.verify(got.body, signing(got)) as Sent);
    expect(sent.map((body) => (body.data.lead as { email: string }).email)).toEqual(emails);
    expect(new Set(hooks.received.map((got) => got.headers["webhook-id"])).size).toBe(6);

    const rows = await cluster.query<{ status: string; attempts: number }>(
      "select status, attempts from webhook_deliveries where webhook_id = $1 order by id",
      [made.id],
    );
    expect(rows).toEqual(emails.map(() => ({ status: "delivered", attempts: 1 })));
  });
});

describe.skipIf(skipped !== null)(title("a webhook's instance killed between attempts"), () => {
  const setup = hookCluster(1, [500]);

  it("delivers the lead once, with the same webhook-id, from the instance started instead", async () => {
    const { cluster, hooks } = setup;
    const [first] = cluster.instances;
    const owner = await signedInSpeaker(first!, { firstName: "Kai", lastName: "Killed" });
    const session = await createSession(owner, { title: "Killed between attempts" });
    const made = must(
      await owner.post<CreatedWebhook>("/api/webhooks", {
        url: hooks.url,
        events: ["lead.created"],
      }),
      201,
      "webhook",
    );
    const email = uniqueEmail("survivor");
    await giveLead(first!, session.id, email);
    const waitFor = async (count: number) => {
      const deadline = Date.now() + 30_000;
      while (hooks.received.length < count && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
    };
    await waitFor(1);
    // The first attempt failed and its next is 5 s away: the instance dies without a word.
    first!.child.kill("SIGKILL");
    await first!.exited;
    await cluster.startInstance("B");
    await waitFor(2);
    // Two more looks of the new instance after the delivery: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    expect(hooks.received).toHaveLength(2);
    const ids = hooks.received.map((got) => got.headers["webhook-id"]);
    expect(ids[1]).toBe(ids[0]);
    const verifier = new Webhook(made.secret);
    const sent = verifier.verify(hooks.received[1]!.body, signing(hooks.received[1]!)) as Sent;
    expect(sent.data.lead).toMatchObject({ email });
    const rows = await cluster.query<{ status: string; attempts: number; response_status: number }>(
      "select status, attempts, response_status from webhook_deliveries where webhook_id = $1",
      [made.id],
    );
    expect(rows).toEqual([{ status: "delivered", attempts: 2, response_status: 200 }]);
  }, 60_000);
});
