/**
 * The permission matrix (docs/product.md, Who may do what; Team; Events): every route of
 * route-table.ts called signed out, as a visitor, as another speaker, as the owner, as a co-host, a
 * moderator and a viewer of the session, as a speaker whose membership was removed, and as an
 * organiser, a viewer and a talk's speaker of the owner's event, against a real server. Owner-only
 * routes refuse the others (401 signed out, 403 another speaker or a removed member, 403
 * role_forbidden a member whose role lacks the route's ability, 403 not_event_member anyone off
 * an event's team) and change nothing when they do; drafts, the dashboard and the full poll list
 * never reach anyone outside the team, and leads nobody but the owner and a talk's speakers.
 */
import { type Poll, type PollResults, type PublicSession } from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_AUTH_LIMITS, type TestClient, type TestServer } from "./harness.ts";
import { openLive } from "./live-client.ts";
import {
  ACTORS,
  MEMBERS,
  ROUTES,
  expectationOf,
  matrixEvent,
  mismatch,
  routeName,
  send,
  type Actor,
  type Expectation,
  type RouteCase,
} from "./route-table.ts";
import {
  changedTables,
  choicesOf,
  type CreatedSession,
  type Fixture,
  isErrorBody,
  must,
  newKey,
  seed,
  signUpSpeaker,
  tableContents,
  uniqueEmail,
  visitor as newVisitor,
  type VoteResponse,
} from "./seed.ts";

let server: TestServer;
let fx: Fixture;
let team: Record<(typeof MEMBERS)[number], { client: TestClient; email: string }>;

/**
 * The team joins every session: the fixture's, and each one the owner makes while routes prepare
 * their calls, so a route's session always has a co-host, a moderator, a viewer and a removed
 * member.
 */
async function addTeam(sessionId: number): Promise<void> {
  for (const role of ["cohost", "moderator", "viewer"] as const)
    must(
      await ownerRequest("POST", `/api/sessions/${sessionId}/members`, {
        body: { email: team[role].email, role },
      }),
      201,
      `invite the ${role}`,
    );
  const removed = must(
    await ownerRequest<{ id: number }>("POST", `/api/sessions/${sessionId}/members`, {
      body: { email: team.removedMember.email, role: "cohost" },
    }),
    201,
    "invite the member to remove",
  );
  must(
    await ownerRequest("DELETE", `/api/sessions/${sessionId}/members/${removed.id}`),
    200,
    "remove the member",
  );
}

let ownerRequest: TestClient["request"];

beforeAll(async () => {
  // Every session the matrix makes invites the same four addresses.
  // Each of the matrix's callers signs up, for every route: far more codes than one network's
  // default allowance.
  server = await startTestServer({
    invitationsPerHour: 10_000,
    authLimits: { ...TEST_AUTH_LIMITS, codeRequestsPerWindow: 100_000 },
  });
  fx = await seed(server);
  const speaker = async (label: string) => {
    const email = uniqueEmail(label);
    const client = server.client();
    await signUpSpeaker(server, client, { firstName: "Tim", lastName: label, email });
    return { client, email };
  };
  team = {
    cohost: await speaker("cohost"),
    moderator: await speaker("moderator"),
    viewer: await speaker("viewer"),
    removedMember: await speaker("removed"),
  };
  ownerRequest = fx.owner.request.bind(fx.owner);
  fx.owner.request = async <T>(...args: Parameters<TestClient["request"]>) => {
    const res = await ownerRequest<T>(...args);
    const [method, path] = args;
    if (method === "POST" && path === "/api/sessions" && res.status === 201)
      await addTeam((res.body as { id: number }).id);
    return res;
  };
  await addTeam(fx.session.id);
}, 120_000);

afterAll(async () => {
  await server.close();
});

async function freshSpeaker(): Promise<TestClient> {
  const client = server.client();
  await signUpSpeaker(server, client, {
    firstName: "Tess",
    lastName: "Throwaway",
    email: uniqueEmail("throwaway"),
  });
  return client;
}

/** The caller of one kind; routes that sign in or out get a client of their own. */
async function clientFor(actor: Actor, route: RouteCase): Promise<TestClient> {
  if (route.changesIdentity) {
    if (actor === "visitor") return server.client();
    const client = await freshSpeaker();
    if (actor === "signedOut") must(await client.post("/api/auth/signout"), 200, "sign out");
    return client;
  }
  const { team: eventTeam } = await matrixEvent(fx);
  return {
    organizer: eventTeam.organizer.client,
    eventViewer: eventTeam.eventViewer.client,
    talkSpeaker: eventTeam.talkSpeaker.client,
    signedOut: fx.signedOut,
    visitor: fx.visitors[2]!,
    otherSpeaker: fx.other,
    owner: fx.owner,
    cohost: team.cohost.client,
    moderator: team.moderator.client,
    viewer: team.viewer.client,
    removedMember: team.removedMember.client,
  }[actor];
}

interface StackLayer {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: StackLayer[] };
}

/** Every "METHOD /path" the Express app serves, read from its router stacks. */
function servedRoutes(stack: StackLayer[], prefix = ""): string[] {
  return stack.flatMap((layer) => {
    const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
    if (layer.route)
      return Object.keys(layer.route.methods).map(
        (m) => `${m.toUpperCase()} ${prefix}${layer.route!.path}`,
      );
    return layer.handle.stack ? servedRoutes(layer.handle.stack, prefix + mount) : [];
  });
}

it("the route table lists every API route the server serves", () => {
  const app = server.lectern.app as unknown as { router: { stack: StackLayer[] } };
  const served = new Set(servedRoutes(app.router.stack).filter((r) => r.includes(" /api/")));
  const listed = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
  expect([...served].filter((r) => !listed.has(r)).sort()).toEqual([]);
  expect([...listed].filter((r) => !served.has(r)).sort()).toEqual([]);
});

/** Whether an expectation allows a refusal (a 4xx or 5xx). */
function allowsRefusal(expectation: Expectation): boolean {
  if (Array.isArray(expectation)) return expectation.some(allowsRefusal);
  if (expectation === "2xx") return false;
  return (typeof expectation === "number" ? expectation : expectation.status) >= 400;
}

describe("permission matrix", () => {
  for (const route of ROUTES) {
    it(routeName(route), async () => {
      const problems: string[] = [];
      for (const actor of ACTORS) {
        const client = await clientFor(actor, route);
        const call = await route.prepare(fx, actor);
        const expectation = expectationOf(route, actor);
        // Reading every table twice is most of the matrix's time: only a refusal it expects
        // is checked for changing nothing (an unexpected one is a mismatch already).
        const before = allowsRefusal(expectation) ? await tableContents(server) : null;
        const res = await send(client, route, call);
        const problem = mismatch(expectation, res.status, res.body);
        if (problem) problems.push(`${actor}: ${problem}`);
        if (res.status >= 400) {
          if (!isErrorBody(res.body))
            problems.push(`${actor}: refusal ${res.status} has no JSON message`);
          const changed = before ? changedTables(before, await tableContents(server)) : [];
          if (changed.length > 0)
            problems.push(
              `${actor}: refused with ${res.status} but changed rows of ${changed.join(", ")}`,
            );
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe("what only the owner sees", () => {
  it("public-polls never lists a draft, for any caller, the owner included", async () => {
    for (const client of [fx.signedOut, fx.visitors[0]!, fx.other, fx.owner]) {
      const res = await client.get(`/api/sessions/${fx.session.id}/public-polls`);
      expect(res.status).toBe(200);
      const ids = (res.body as { id: number; state: string }[]).map((p) => p.id).sort();
      expect(ids).toEqual([fx.polls.open.id, fx.polls.closed.id].sort());
      expect((res.body as { state: string }[]).every((p) => p.state !== "draft")).toBe(true);
    }
  });

  it("the owner's full poll list has the draft", async () => {
    const res = await fx.owner.get(`/api/sessions/${fx.session.id}/polls`);
    expect(res.status).toBe(200);
    expect((res.body as { id: number }[]).map((p) => p.id)).toContain(fx.polls.draft.id);
  });

  it("a draft subscribed to over /ws sends nothing of itself, even when the owner edits it", async () => {
    const live = await openLive(server, fx.visitors[0]);
    try {
      // A sentinel first: an open poll's update, pushed after the draft edits, arrives after
      // anything those edits could have pushed.
      live.send({ type: "subscribe_poll", pollId: fx.polls.open.id });
      await live.waitFor((m) => m.type === "poll_update" && m.pollId === fx.polls.open.id);
      live.send({ type: "subscribe_poll", pollId: fx.polls.draft.id });
      await live.waitFor((m) => m.type === "error");
      must(
        await fx.owner.put<Poll>(`/api/polls/${fx.polls.draft.id}`, {
          question: "Still a secret?",
        }),
        200,
        "edit draft",
      );
      must(
        await fx.owner.post(`/api/polls/${fx.polls.draft.id}/choices`, {
          text: "Secret",
          color: "#10B981",
          order: 5,
        }),
        201,
        "add choice to draft",
      );
      const voter = await newVisitor(server);
      const vote = must(
        await voter.post<VoteResponse>(`/api/polls/${fx.polls.open.id}/vote`, {
          choiceId: fx.polls.open.choices[1]!.id,
        }),
        201,
        "sentinel vote",
      );
      await live.waitFor(
        (m) =>
          m.type === "poll_update" &&
          m.pollId === fx.polls.open.id &&
          m.data.totalVotes === vote.results.totalVotes,
      );
      const leaked = live.messages.filter(
        (m) => m.type === "poll_update" && m.pollId === fx.polls.draft.id,
      );
      expect(leaked).toEqual([]);
      expect(JSON.stringify(live.messages)).not.toContain("Still a secret?");
    } finally {
      await live.close();
    }
  });

  it("the public session page carries no owner-only data (lead count, speaker e-mail)", async () => {
    const res = await fx.visitors[0]!.get<PublicSession>(`/api/sessions/${fx.session.id}/public`);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty("leadCount");
    expect(res.body.user).not.toHaveProperty("email");
    expect(JSON.stringify(res.body)).not.toContain(fx.ownerUser.email);
  });

  it("a question's author e-mail reaches the owner only", async () => {
    const asker = await newVisitor(server);
    const email = uniqueEmail("asker");
    const asked = await asker.post(
      `/api/sessions/${fx.session.id}/questions`,
      {
        questionText: "Where are the slides?",
        isAnonymous: false,
        authorName: "Linus",
        authorEmail: email,
      },
      { headers: { "Idempotency-Key": newKey() } },
    );
    expect(asked.status).toBe(201);
    for (const client of [fx.visitors[1]!, fx.other, fx.signedOut]) {
      const list = await client.get(`/api/sessions/${fx.session.id}/questions`);
      expect(list.status).toBe(200);
      expect(JSON.stringify(list.body)).not.toContain(email);
    }
    const ownerList = await fx.owner.get(`/api/sessions/${fx.session.id}/questions`);
    expect(JSON.stringify(ownerList.body)).toContain(email);
  });

  it("another speaker cannot move a resource or poll into their own session by id tricks", async () => {
    const theirs = must(
      await fx.other.post<CreatedSession>("/api/sessions", {
        eventName: "Other conf",
        title: "Other talk",
        description: "Theirs",
      }),
      201,
      "other's session",
    );
    const choiceToSteal = fx.polls.open.choices[0]!.id;
    const res = await fx.other.put(`/api/poll-choices/${choiceToSteal}`, {
      text: "Hijacked",
      color: "#000000",
      order: 0,
    });
    expect(res.status).toBe(403);
    const res2 = await fx.other.post("/api/resources", {
      sessionId: fx.session.id,
      type: "link",
      title: "Spam",
      url: "https://spam.example",
    });
    expect(res2.status).toBe(403);
    const results = await fx.visitors[0]!.get<PollResults>(
      `/api/polls/${fx.polls.open.id}/results`,
    );
    expect(choicesOf(results.body).map((c) => c.text)).not.toContain("Hijacked");
    const ownSession = await fx.other.get(`/api/sessions/${theirs.id}/polls`);
    expect(ownSession.status).toBe(200);
  });

  it("a signed-out cookie is void on the server, not only dropped by the client", async () => {
    const email = uniqueEmail("cookie");
    const since = Date.now();
    const registered = must(
      await server.client().post<{ userId: number }>("/api/auth/register", {
        firstName: "Cora",
        lastName: "Cookie",
        email,
      }),
      201,
      "register",
    );
    const code = await server.mail.waitForCode(email, since);
    const verify = await fetch(`${server.baseUrl}/api/auth/verify-otp`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userId: registered.userId, otpCode: code }),
    });
    expect(verify.status).toBe(200);
    const cookie = verify.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .join("; ");
    const me = await fetch(`${server.baseUrl}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    const out = await fetch(`${server.baseUrl}/api/auth/signout`, {
      method: "POST",
      headers: { cookie },
    });
    expect(out.status).toBe(200);
    const after = await fetch(`${server.baseUrl}/api/auth/me`, { headers: { cookie } });
    expect(after.status).toBe(401);
  });
});
