/**
 * A session's team through the real server (docs/product.md, Team): an invitation mailed in the
 * owner's language, made active by signing in; a role change or a removal holding at the member's
 * next request; the session handed to a member with a code mailed to the owner; the activity log,
 * newest first, 50 a page; memberships gone with the account or the session; and on the live
 * channel, a member's console told access_changed and closed when the team changes, while a viewer
 * reads a hidden poll's results whole. Who may call which route is the permission matrix's
 * (test/permissions.test.ts), not this file's.
 */
import {
  ACTIVITY_PAGE_SIZE,
  PRESENTER_KEY_HEADER,
  activityPageSchema,
  dashboardSchema,
  membersResponseSchema,
  type ActivityPage,
  type Dashboard,
  type Member,
  type MemberRole,
  type MeResponse,
  type Poll,
  type PollResults,
  type PresenterLink,
  type ServerMessage,
  type User,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startTestServer,
  type TestClient,
  type TestResponse,
  type TestServer,
} from "../test/harness.ts";
import { openLive, type LiveClient } from "../test/live-client.ts";
import {
  askQuestion,
  choicesOf,
  createKindPoll,
  createPoll,
  createSession,
  errorOf,
  must,
  signUpSpeaker,
  uniqueEmail,
  uploadPdf,
  visitor,
} from "../test/seed.ts";
import { INVITATIONS_PER_HOUR } from "./invite.ts";

let server: TestServer;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const socket of sockets) await socket.close();
  await server?.close();
});

interface Speaker {
  client: TestClient;
  user: User;
}

/** A new speaker, signed in; `language` sets the language of their e-mails. */
async function speaker(firstName: string, lastName: string, language?: string): Promise<Speaker> {
  const client = server.client();
  let user = await signUpSpeaker(server, client, {
    firstName,
    lastName,
    email: uniqueEmail(firstName.toLowerCase()),
  });
  if (language)
    user = must(await client.put<User>(`/api/users/${user.id}`, { language }), 200, "language");
  return { client, user };
}

function invite(owner: Speaker, sessionId: number, email: string, role: MemberRole) {
  return owner.client.post<Member>(`/api/sessions/${sessionId}/members`, { email, role });
}

/** A member who signed up with the invited address: their client, account and member id. */
async function teamMate(
  owner: Speaker,
  sessionId: number,
  role: MemberRole,
  firstName: string,
  lastName: string,
): Promise<Speaker & { memberId: number }> {
  const email = uniqueEmail(role);
  const member = must(await invite(owner, sessionId, email, role), 201, `invite a ${role}`);
  const client = server.client();
  const user = await signUpSpeaker(server, client, { firstName, lastName, email });
  return { client, user, memberId: member.id };
}

async function membersOf(client: TestClient, sessionId: number): Promise<Member[]> {
  return membersResponseSchema.parse(
    must(await client.get(`/api/sessions/${sessionId}/members`), 200, "members"),
  );
}

async function dashboardOf(who: Speaker): Promise<Dashboard> {
  return dashboardSchema.parse(
    must(await who.client.get(`/api/users/${who.user.id}/dashboard`), 200, "dashboard"),
  );
}

async function activityOf(
  client: TestClient,
  sessionId: number,
  before?: number,
): Promise<ActivityPage> {
  const query = before === undefined ? "" : `?before=${before}`;
  return activityPageSchema.parse(
    must(await client.get(`/api/sessions/${sessionId}/activity${query}`), 200, "activity"),
  );
}

/** The status and error code of a refused request, for one comparison. */
function refusal(res: TestResponse): [number, string | undefined] {
  return [res.status, errorOf(res).code];
}

const mailsTo = (email: string) => server.mail.messages.filter((m) => m.to.includes(email));

describe("inviting", () => {
  it("answers the invited member and mails them, in the owner's language, the title and a link to sign up", async () => {
    const owner = await speaker("Olivia", "Owner", "de");
    const session = await createSession(owner.client, { title: "Offline-first im Saal" });
    const email = uniqueEmail("helper");
    const since = Date.now();

    const res = await invite(owner, session.id, email, "moderator");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, role: "moderator", status: "invited", name: null });
    expect(res.body.id).toEqual(expect.any(Number));

    const mail = await server.mail.waitFor(email, since);
    expect(mail.subject).toBe(
      "Olivia Owner hat dich zu „Offline-first im Saal“ auf Lectern eingeladen",
    );
    expect(mail.text).toContain("Hallo,");
    expect(mail.text).toContain("Als Moderator kannst du");
    expect(mail.text).toContain(`${server.baseUrl}/signup?email=${encodeURIComponent(email)}`);
    expect(mail.text).not.toContain("/signin?");
  });

  it("links an address that has an account to sign-in instead", async () => {
    const owner = await speaker("Olivia", "Owner");
    const known = await speaker("Kim", "Known");
    const session = await createSession(owner.client, { title: "Known faces" });
    const since = Date.now();
    must(await invite(owner, session.id, known.user.email, "viewer"), 201, "invite");
    const mail = await server.mail.waitFor(known.user.email, since);
    expect(mail.subject).toContain("Known faces");
    expect(mail.text).toContain(
      `${server.baseUrl}/signin?email=${encodeURIComponent(known.user.email)}`,
    );
  });

  it("answers the same member again for the same address, changing nothing and mailing nothing", async () => {
    const owner = await speaker("Olivia", "Owner");
    const session = await createSession(owner.client);
    const email = uniqueEmail("twice");
    const first = must(await invite(owner, session.id, email, "moderator"), 201, "invite");
    await server.mail.waitFor(email);

    const again = await invite(owner, session.id, email.toUpperCase(), "viewer");
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first);
    expect(await membersOf(owner.client, session.id)).toEqual([first]);
    // The answer comes after the mail is handed to the SMTP server, so a second one would be here.
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("refuses the owner's own address, however it is written", async () => {
    const owner = await speaker("Olivia", "Owner");
    const session = await createSession(owner.client);
    for (const email of [owner.user.email, owner.user.email.toUpperCase()])
      expect(refusal(await invite(owner, session.id, email, "cohost"))).toEqual([
        409,
        "member_is_owner",
      ]);
    expect(await membersOf(owner.client, session.id)).toEqual([]);
  });
  it("takes 30 invitations an hour from one owner; the 31st is refused 429, mailed to no one and listed nowhere", async () => {
    const owner = await speaker("Olivia", "Owner");
    const session = await createSession(owner.client);
    const sent = await Promise.all(
      Array.from({ length: INVITATIONS_PER_HOUR }, async (_, i) =>
        must(await invite(owner, session.id, uniqueEmail("crowd"), "viewer"), 201, `invite ${i}`),
      ),
    );
    // Asking again for an address already invited sends nothing, so it counts against nothing.
    expect((await invite(owner, session.id, sent[0]!.email, "viewer")).status).toBe(200);

    const email = uniqueEmail("one-too-many");
    const refused = await invite(owner, session.id, email, "viewer");
    expect(refusal(refused)).toEqual([429, "rate_limited"]);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(errorOf(refused).message).toBe(
      "You're sending many invitations. Please wait a while and try again.",
    );
    expect(mailsTo(email)).toEqual([]);
    expect((await membersOf(owner.client, session.id)).map((m) => m.email).sort()).toEqual(
      sent.map((m) => m.email).sort(),
    );
  });
});

describe("an invitation made active", () => {
  it("by signing up with the address: listed active with the name, and on the member's dashboard under shared", async () => {
    const owner = await speaker("Olivia", "Owner");
    const session = await createSession(owner.client, { title: "Shared talk" });
    const email = uniqueEmail("vera");
    must(await invite(owner, session.id, email, "viewer"), 201, "invite");
    expect(await membersOf(owner.client, session.id)).toMatchObject([
      { email, status: "invited", name: null },
    ]);

    const client = server.client();
    const user = await signUpSpeaker(server, client, {
      firstName: "Vera",
      lastName: "Viewer",
      email,
    });
    expect(await membersOf(owner.client, session.id)).toMatchObject([
      { email, role: "viewer", status: "active", name: "Vera Viewer" },
    ]);

    const dashboard = await dashboardOf({ client, user });
    expect(dashboard.shared).toMatchObject([
      { id: session.id, title: "Shared talk", role: "viewer", ownerName: "Olivia Owner" },
    ]);
    expect(dashboard.sessions).toEqual([]);
    expect(dashboard.analytics.totalSessions).toBe(0);
    const owners = await dashboardOf(owner);
    expect(owners.sessions.map((s) => s.id)).toEqual([session.id]);
    expect(owners.shared).toEqual([]);
  });

  it("for a speaker already signed in, at their next visit (GET /api/auth/me)", async () => {
    const owner = await speaker("Olivia", "Owner");
    const known = await speaker("Kim", "Known");
    const session = await createSession(owner.client);
    must(await invite(owner, session.id, known.user.email, "cohost"), 201, "invite");
    expect((await membersOf(owner.client, session.id))[0]!.status).toBe("invited");

    must(await known.client.get<MeResponse>("/api/auth/me"), 200, "me");
    expect(await membersOf(owner.client, session.id)).toMatchObject([
      { email: known.user.email, status: "active", name: "Kim Known" },
    ]);
    expect((await dashboardOf(known)).shared).toMatchObject([{ id: session.id, role: "cohost" }]);
  });
});

describe("a role changed or taken away", () => {
  it("holds at the member's next request", async () => {
    const owner = await speaker("Olivia", "Owner");
    const session = await createSession(owner.client, { questionReview: true });
    const poll = await createPoll(owner.client, session.id, "draft");
    const mod = await teamMate(owner, session.id, "moderator", "Mia", "Moderator");
    const attendee = await visitor(server);
    const first = await askQuestion(attendee, session.id, "Is the console shared?");
    const second = await askQuestion(attendee, session.id, "Who may edit the polls?");
    const rename = (title: string) => mod.client.put<Poll>(`/api/polls/${poll.id}`, { title });

    expect((await mod.client.post(`/api/questions/${first.id}/approve`)).status).toBe(200);
    expect(refusal(await rename("By the moderator"))).toEqual([403, "role_forbidden"]);

    const changed = await owner.client.patch<Member>(
      `/api/sessions/${session.id}/members/${mod.memberId}`,
      { role: "cohost" },
    );
    expect(must(changed, 200, "to cohost")).toMatchObject({ id: mod.memberId, role: "cohost" });
    const renamed = await rename("By the co-host");
    expect(renamed.status).toBe(200);
    expect(renamed.body.title).toBe("By the co-host");

    must(
      await owner.client.delete(`/api/sessions/${session.id}/members/${mod.memberId}`),
      200,
      "remove",
    );
    expect(refusal(await rename("By nobody"))).toEqual([403, "not_owner"]);
    expect(refusal(await mod.client.post(`/api/questions/${second.id}/approve`))).toEqual([
      403,
      "not_owner",
    ]);
    expect((await dashboardOf(mod)).shared).toEqual([]);
    expect(await membersOf(owner.client, session.id)).toEqual([]);
  });
  it("only through the member's own session: another session's member is not found", async () => {
    const owner = await speaker("Olivia", "Owner");
    const session = await createSession(owner.client);
    const mate = await teamMate(owner, session.id, "viewer", "Vera", "Viewer");
    const stranger = await speaker("Sam", "Stranger");
    const theirs = await createSession(stranger.client);
    const path = `/api/sessions/${theirs.id}/members/${mate.memberId}`;

    expect(refusal(await stranger.client.patch(path, { role: "cohost" }))).toEqual([
      404,
      "member_not_found",
    ]);
    expect(refusal(await stranger.client.delete(path))).toEqual([404, "member_not_found"]);
    expect(
      refusal(
        await stranger.client.post(`/api/sessions/${theirs.id}/transfer`, {
          memberId: mate.memberId,
        }),
      ),
    ).toEqual([404, "member_not_found"]);
    expect(await membersOf(owner.client, session.id)).toMatchObject([
      { id: mate.memberId, role: "viewer", status: "active" },
    ]);
  });
});

describe("handing the session over", () => {
  it("needs an active member, then the code mailed to the owner; the member gets the leads and the owner becomes a co-host", async () => {
    const owner = await speaker("Olivia", "Owner");
    const session = await createSession(owner.client, { title: "Passing the mic" });
    const pdf = await uploadPdf(owner.client, session.id);
    const leadEmail = uniqueEmail("lead");
    must(
      await (await visitor(server)).post(`/api/resources/${pdf.id}/download`, { email: leadEmail }),
      201,
      "a download with an e-mail",
    );
    const transfer = (body: { memberId: number; code?: string }) =>
      owner.client.post(`/api/sessions/${session.id}/transfer`, body);

    const invited = must(
      await invite(owner, session.id, uniqueEmail("later"), "viewer"),
      201,
      "invite",
    );
    expect(refusal(await transfer({ memberId: invited.id }))).toEqual([409, "member_not_active"]);

    const heir = await teamMate(owner, session.id, "cohost", "Hugo", "Heir");
    const since = Date.now();
    expect((await transfer({ memberId: heir.memberId })).status).toBe(202);
    const mail = await server.mail.waitFor(owner.user.email, since);
    expect(mail.subject).toContain("hand over a session");
    expect(mail.text).toContain("Hugo Heir");
    const code = await server.mail.waitForCode(owner.user.email, since);

    const wrong = code === "000000" ? "000001" : "000000";
    expect(refusal(await transfer({ memberId: heir.memberId, code: wrong }))).toEqual([
      400,
      "otp_invalid",
    ]);
    expect((await owner.client.get(`/api/sessions/${session.id}/leads`)).status).toBe(200);
    expect(refusal(await heir.client.get(`/api/sessions/${session.id}/leads`))).toEqual([
      403,
      "role_forbidden",
    ]);
    expect((await membersOf(owner.client, session.id)).map((m) => m.id)).toContain(heir.memberId);

    const done = await transfer({ memberId: heir.memberId, code });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ sessionId: session.id, ownerId: heir.user.id });

    const leads = await heir.client.get<{ email: string }[]>(`/api/sessions/${session.id}/leads`);
    expect(leads.status).toBe(200);
    expect(leads.body.map((l) => l.email)).toEqual([leadEmail]);
    const team = await membersOf(heir.client, session.id);
    expect(team.find((m) => m.email === owner.user.email)).toMatchObject({
      role: "cohost",
      status: "active",
      name: "Olivia Owner",
    });
    expect(team.map((m) => m.email)).not.toContain(heir.user.email);
    expect(refusal(await owner.client.get(`/api/sessions/${session.id}/leads`))).toEqual([
      403,
      "role_forbidden",
    ]);
    expect(refusal(await owner.client.delete(`/api/sessions/${session.id}`))).toEqual([
      403,
      "role_forbidden",
    ]);
    expect((await dashboardOf(heir)).sessions.map((s) => s.id)).toEqual([session.id]);
    expect((await dashboardOf(owner)).shared).toMatchObject([
      { id: session.id, role: "cohost", ownerName: "Hugo Heir" },
    ]);
  });
});

describe("the activity log", () => {
  it("lists what the team did, newest first, with who did it", async () => {
    const owner = await speaker("Olivia", "Owner");
    const session = await createSession(owner.client, { questionReview: true });
    const poll = await createPoll(owner.client, session.id, "draft", ["Yes", "No"], "Ready?");
    const mod = await teamMate(owner, session.id, "moderator", "Mia", "Moderator");
    const question = await askQuestion(await visitor(server), session.id, "Can we see the log?");
    const other = uniqueEmail("guest");

    must(await owner.client.put(`/api/polls/${poll.id}`, { state: "open" }), 200, "open poll");
    must(await mod.client.post(`/api/questions/${question.id}/approve`), 200, "approve");
    must(
      await mod.client.put(`/api/sessions/${session.id}/stage`, { panel: "questions" }),
      200,
      "stage",
    );
    const added = must(await invite(owner, session.id, other, "viewer"), 201, "invite");
    const path = `/api/sessions/${session.id}/members/${added.id}`;
    must(await owner.client.patch(path, { role: "cohost" }), 200, "change");
    must(await owner.client.delete(path), 200, "remove");
    must(
      await owner.client.patch(`/api/sessions/${session.id}`, { title: "The log, live" }),
      200,
      "edit the page",
    );
    const link = must(
      await owner.client.post<PresenterLink>(`/api/sessions/${session.id}/presenter-link`),
      201,
      "presenter link",
    );
    const key = new URL(link.url).hash.replace("#key=", "");
    must(
      await server
        .client()
        .put(
          `/api/sessions/${session.id}/stage`,
          { panel: "join" },
          { headers: { [PRESENTER_KEY_HEADER]: key } },
        ),
      200,
      "stage by the presenter link",
    );

    const page = await activityOf(mod.client, session.id);
    expect(page.nextBefore).toBeNull();
    expect(page.entries.map((e) => [e.action, e.actor?.name, e.subject, e.role])).toEqual([
      // The presenter link is no one: its entry has no actor.
      ["stage_changed", undefined, "join", null],
      ["page_edited", "Olivia Owner", "The log, live", null],
      ["member_removed", "Olivia Owner", other, null],
      ["member_changed", "Olivia Owner", other, "cohost"],
      ["member_added", "Olivia Owner", other, "viewer"],
      ["stage_changed", "Mia Moderator", "questions", null],
      ["question_approved", "Mia Moderator", "Can we see the log?", null],
      ["poll_opened", "Olivia Owner", "Ready?", null],
      ["member_added", "Olivia Owner", mod.user.email, "moderator"],
    ]);
    expect(page.entries[0]!.actor).toBeNull();
    expect(page.entries.slice(1).map((e) => e.actor?.id)).toEqual([
      ...Array<number>(4).fill(owner.user.id),
      mod.user.id,
      mod.user.id,
      owner.user.id,
      owner.user.id,
    ]);
  });

  it("pages past 50 entries with nextBefore and ?before=", async () => {
    const owner = await speaker("Olivia", "Owner");
    const session = await createSession(owner.client);
    const changes = ACTIVITY_PAGE_SIZE + 5;
    for (let i = 0; i < changes; i++)
      must(
        await owner.client.put(`/api/sessions/${session.id}/stage`, {
          panel: i % 2 === 0 ? "questions" : "join",
        }),
        200,
        `stage ${i}`,
      );

    const first = await activityOf(owner.client, session.id);
    expect(first.entries).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(first.nextBefore).toBe(first.entries.at(-1)!.id);
    // The newest first: the last change showed the questions (an even index, 54).
    expect(first.entries[0]!.subject).toBe("questions");
    const rest = await activityOf(owner.client, session.id, first.nextBefore!);
    expect(rest.entries).toHaveLength(changes - ACTIVITY_PAGE_SIZE);
    expect(rest.nextBefore).toBeNull();
    const ids = [...first.entries, ...rest.entries].map((e) => e.id);
    expect(new Set(ids).size).toBe(changes);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe("memberships go", () => {
  it("with the member's account, invited or active, and do not come back when the address signs up again", async () => {
    const owner = await speaker("Olivia", "Owner");
    const active = await createSession(owner.client, { title: "Active there" });
    const pending = await createSession(owner.client, { title: "Invited there" });
    const leaving = await teamMate(owner, active.id, "moderator", "Lea", "Leaving");
    must(await invite(owner, pending.id, leaving.user.email, "viewer"), 201, "second invite");
    const keeper = await teamMate(owner, active.id, "viewer", "Kai", "Keeper");
    must(
      await leaving.client.put(`/api/sessions/${active.id}/stage`, { panel: "questions" }),
      200,
      "a change the log keeps",
    );

    const since = Date.now();
    must(
      await leaving.client.post(`/api/users/${leaving.user.id}/deletion-code`),
      200,
      "deletion code",
    );
    const code = await server.mail.waitForCode(leaving.user.email, since);
    must(
      await leaving.client.delete(`/api/users/${leaving.user.id}`, { body: { code } }),
      200,
      "delete account",
    );

    expect((await membersOf(owner.client, active.id)).map((m) => m.id)).toEqual([keeper.memberId]);
    expect(await membersOf(owner.client, pending.id)).toEqual([]);
    // The log keeps what was done, without the name of who did it.
    const [change] = (await activityOf(owner.client, active.id)).entries.filter(
      (e) => e.action === "stage_changed",
    );
    expect(change!.actor?.id).toBeNull();
    expect(change!.actor?.name).not.toContain("Lea");

    const again = server.client();
    const user = await signUpSpeaker(server, again, {
      firstName: "Lea",
      lastName: "Again",
      email: leaving.user.email,
    });
    expect((await dashboardOf({ client: again, user })).shared).toEqual([]);
    expect(refusal(await again.get(`/api/sessions/${active.id}/members`))).toEqual([
      403,
      "not_owner",
    ]);
  });

  it("with the session: its members' dashboards no longer list it", async () => {
    const owner = await speaker("Olivia", "Owner");
    const doomed = await createSession(owner.client, { title: "Doomed" });
    const kept = await createSession(owner.client, { title: "Kept" });
    const mate = await teamMate(owner, doomed.id, "cohost", "Cleo", "Cohost");
    must(await invite(owner, kept.id, mate.user.email, "viewer"), 201, "invite to the other");
    expect((await dashboardOf(mate)).shared.map((s) => s.title).sort()).toEqual(["Doomed", "Kept"]);

    must(await owner.client.delete(`/api/sessions/${doomed.id}`), 200, "delete session");
    expect((await dashboardOf(mate)).shared.map((s) => s.title)).toEqual(["Kept"]);
    expect(refusal(await mate.client.get(`/api/sessions/${doomed.id}/members`))).toEqual([
      404,
      "session_not_found",
    ]);
  });
});

describe("the live channel", () => {
  async function live(as?: TestClient): Promise<LiveClient> {
    const socket = await openLive(server, as);
    sockets.push(socket);
    return socket;
  }

  const stageOf = (sessionId: number, panel?: string) => (m: ServerMessage) =>
    m.type === "stage_update" && m.sessionId === sessionId && (!panel || m.stage.panel === panel);

  async function following(sessionId: number, as: TestClient): Promise<LiveClient> {
    const socket = await live(as);
    socket.send({ type: "subscribe_stage", sessionId });
    await socket.waitFor(stageOf(sessionId));
    return socket;
  }

  const refused = (m: ServerMessage) => m.type === "error" && m.code === "forbidden";

  it("a moderator's console follows the stage until the owner removes them, then is told and closed", async () => {
    const owner = await speaker("Olivia", "Owner");
    const session = await createSession(owner.client);
    const mod = await teamMate(owner, session.id, "moderator", "Mia", "Moderator");
    const modConsole = await following(session.id, mod.client);
    const ownerConsole = await following(session.id, owner.client);

    const stage = (panel: string) =>
      owner.client.put(`/api/sessions/${session.id}/stage`, { panel });
    must(await stage("questions"), 200, "stage");
    await modConsole.waitFor(stageOf(session.id, "questions"));

    must(
      await owner.client.delete(`/api/sessions/${session.id}/members/${mod.memberId}`),
      200,
      "remove",
    );
    await modConsole.waitFor((m) => m.type === "access_changed" && m.sessionId === session.id);
    expect(await modConsole.closed()).toBe(4403);

    const fresh = await live(mod.client);
    fresh.send({ type: "subscribe_stage", sessionId: session.id });
    await fresh.waitFor(refused);
    expect(fresh.messages.some(stageOf(session.id))).toBe(false);

    // The owner's console was never the team's to take away: it follows the next change.
    must(await stage("join"), 200, "stage again");
    await ownerConsole.waitFor(stageOf(session.id, "join"));
    expect(ownerConsole.isOpen()).toBe(true);
    expect(ownerConsole.messages.some((m) => m.type === "access_changed")).toBe(false);
  });

  it("a viewer may not follow the stage, but reads a hidden poll's results whole, until removed", async () => {
    const owner = await speaker("Olivia", "Owner");
    const session = await createSession(owner.client);
    const viewer = await teamMate(owner, session.id, "viewer", "Vera", "Viewer");
    const poll = await createKindPoll(owner.client, session.id, "single", {
      hideResultsUntilClosed: true,
    });
    must(
      await (
        await visitor(server)
      ).post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[1]!.id }),
      201,
      "vote",
    );

    const stageSocket = await live(viewer.client);
    stageSocket.send({ type: "subscribe_stage", sessionId: session.id });
    await stageSocket.waitFor(refused);

    const update = (socket: LiveClient) =>
      socket.waitFor((m) => m.type === "poll_update" && m.pollId === poll.id) as Promise<
        Extract<ServerMessage, { type: "poll_update" }>
      >;
    const votes = (results: PollResults) => choicesOf(results).map((c) => c.votes);
    const audience = await live(await visitor(server));
    audience.send({ type: "subscribe_poll", pollId: poll.id });
    const seen = (await update(audience)).data;
    expect(seen).toMatchObject({ hidden: true, totalVotes: 1 });
    expect(votes(seen)).toEqual([0, 0, 0]);

    const viewerPoll = await live(viewer.client);
    viewerPoll.send({ type: "subscribe_poll", pollId: poll.id });
    const whole = (await update(viewerPoll)).data;
    expect(whole).toMatchObject({ hidden: true, totalVotes: 1 });
    expect(votes(whole)).toEqual([0, 1, 0]);

    must(
      await owner.client.delete(`/api/sessions/${session.id}/members/${viewer.memberId}`),
      200,
      "remove",
    );
    await viewerPoll.waitFor((m) => m.type === "access_changed" && m.sessionId === session.id);
    expect(await viewerPoll.closed()).toBe(4403);
    expect(audience.isOpen()).toBe(true);
  });
});
