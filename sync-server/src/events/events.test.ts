/**
 * Events through the real server (docs/product.md, Events): a room's link that opens the talk on
 * now, or the next one, as the server's clock moves; organisers who edit every talk, speakers who
 * edit their own, viewers who read; talks made with their speakers invited, and sessions attached
 * by their owners; the event's leads and dashboard; the public agenda without an address; and the
 * agenda's first screen pre-rendered for the clock. Who may call each route is also the permission
 * matrix's (test/permissions.test.ts); importing schedules is events-import.test.ts's.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  PRERENDERED_EVENT_ELEMENT_ID,
  eventDashboardSchema,
  eventSchema,
  eventsResponseSchema,
  membersResponseSchema,
  publicEventSchema,
  talksResponseSchema,
  type Analytics,
  type EventDashboard,
  type LecternEvent,
  type PublicEvent,
  type PublicSession,
  type Talk,
  type User,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startTestServer,
  type TestClient,
  type TestResponse,
  type TestServer,
} from "../test/harness.ts";
import {
  addEventMember,
  addLink,
  addMember,
  addTalk,
  askQuestion,
  createEvent,
  createPoll,
  createSession,
  errorOf,
  minutesFromNow,
  must,
  signUpSpeaker,
  uniqueEmail,
  visitor,
} from "../test/seed.ts";

/** The server's clock (Config.clock): the tests move it. */
let clockMs = Date.now();
let server: TestServer;
let creator: TestClient;

beforeAll(async () => {
  // Every talk here invites its speakers from the same few organisers.
  server = await startTestServer({ clock: () => clockMs, invitationsPerHour: 1_000 });
  creator = await speaker("Clara", "Creator").then((s) => s.client);
});

afterAll(async () => {
  await server?.close();
});

async function speaker(firstName: string, lastName: string, email = uniqueEmail(firstName)) {
  const client = server.client();
  const user = await signUpSpeaker(server, client, { firstName, lastName, email });
  return { client, user };
}

async function talksOf(client: TestClient, eventId: number): Promise<Talk[]> {
  return talksResponseSchema.parse(
    must(await client.get(`/api/events/${eventId}/talks`), 200, "list talks"),
  );
}

async function publicEvent(slug: string): Promise<{ event: PublicEvent; text: string }> {
  const res = await server.client().get(`/api/events/${slug}/public`);
  const event = publicEventSchema.parse(must(res, 200, "public agenda"));
  return { event, text: JSON.stringify(res.body) };
}

/** A refusal's status and code, to compare whole. */
const code = (res: TestResponse) => ({ status: res.status, code: errorOf(res).code });

describe("a room's link", () => {
  const base = Date.now();
  const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
  let event: LecternEvent;
  let onNow: Talk;
  let soon: Talk;
  let later: Talk;
  let otherRoom: Talk;

  beforeAll(async () => {
    event = await createEvent(creator, { name: "Room Link Days" });
    const inSud = { room: "Saal Süd" };
    onNow = await addTalk(creator, event.id, {
      ...inSud,
      title: "On now",
      startsAt: at(-10),
      endsAt: at(15),
    });
    soon = await addTalk(creator, event.id, {
      ...inSud,
      title: "In twenty minutes",
      startsAt: at(20),
      endsAt: at(60),
    });
    later = await addTalk(creator, event.id, {
      ...inSud,
      title: "In two hours",
      startsAt: at(120),
      endsAt: at(165),
    });
    otherRoom = await addTalk(creator, event.id, {
      room: "Room B",
      title: "Across the hall",
      startsAt: at(-30),
      endsAt: at(30),
    });
  });

  async function follow(roomSlug: string, minutes: number, eventSlug = event.slug) {
    clockMs = base + minutes * 60_000;
    const res = await server.client().get(`/r/${eventSlug}/${roomSlug}`);
    return { status: res.status, location: res.headers.get("location"), res };
  }

  it("each room of the event has its link and QR code, the link absolute", async () => {
    const rooms = must(
      await creator.get<{ slug: string; name: string; link: string; qrCode: string }[]>(
        `/api/events/${event.id}/rooms`,
      ),
      200,
      "rooms",
    );
    expect(rooms.map(({ slug, name, link }) => ({ slug, name, link }))).toEqual([
      { slug: "room-b", name: "Room B", link: `${server.baseUrl}/r/${event.slug}/room-b` },
      { slug: "saal-sud", name: "Saal Süd", link: `${server.baseUrl}/r/${event.slug}/saal-sud` },
    ]);
    for (const room of rooms) expect(room.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]/);
  });

  it("redirects 302 to the talk on now in that room, never cached, the other room to its own", async () => {
    const here = await follow("saal-sud", 0);
    expect(here.status).toBe(302);
    expect(here.location).toBe(`/session/${onNow.sessionId}`);
    expect(here.res.headers.get("cache-control")).toBe("no-store");
    expect((await follow("room-b", 0)).location).toBe(`/session/${otherRoom.sessionId}`);
  });

  it("moves on with the clock: to the talk starting within 30 minutes, then the one on", async () => {
    // The first talk ended at +15; the next starts at +20.
    expect((await follow("saal-sud", 16)).location).toBe(`/session/${soon.sessionId}`);
    expect((await follow("saal-sud", 30)).location).toBe(`/session/${soon.sessionId}`);
    // At +95 the last one starts in 25 minutes.
    expect((await follow("saal-sud", 95)).location).toBe(`/session/${later.sessionId}`);
    expect((await follow("saal-sud", 130)).location).toBe(`/session/${later.sessionId}`);
  });

  it("with nothing on and nothing within 30 minutes, goes to the agenda filtered to the room", async () => {
    // From +60 the next talk is an hour away; after +165 there is none.
    for (const minutes of [61, 89, 200]) {
      const gap = await follow("saal-sud", minutes);
      expect(gap.status).toBe(302);
      expect(gap.location).toBe(`/event/${event.slug}?room=saal-sud`);
    }
    expect((await follow("room-b", 31)).location).toBe(`/event/${event.slug}?room=room-b`);
  });

  it("an unknown room goes to the whole agenda; an unknown event is not found", async () => {
    const room = await follow("no-such-room", 0);
    expect(room.status).toBe(302);
    expect(room.location).toBe(`/event/${event.slug}`);
    expect((await follow("saal-sud", 0, "no-such-event")).status).toBe(404);
  });

  it("follows a talk moved to another time or room", async () => {
    must(
      await creator.patch(`/api/events/${event.id}/talks/${later.sessionId}`, {
        startsAt: at(-5),
        endsAt: at(40),
        room: "Room B",
      }),
      200,
      "move the talk",
    );
    // Two talks on in Room B: the one that started last.
    expect((await follow("room-b", 0)).location).toBe(`/session/${later.sessionId}`);
    expect((await follow("saal-sud", 95)).location).toBe(`/event/${event.slug}?room=saal-sud`);
  });
});

describe("the event's team", () => {
  let event: LecternEvent;
  let organiser: Awaited<ReturnType<typeof addEventMember>>;
  let secondOrganiser: Awaited<ReturnType<typeof addEventMember>>;
  let viewer: Awaited<ReturnType<typeof addEventMember>>;
  let outsider: TestClient;
  let byOrganiser: Talk;
  let spoken: Talk;
  let speakerClient: TestClient;

  beforeAll(async () => {
    event = await createEvent(creator, { name: "Team Conf" });
    organiser = await addEventMember(server, creator, event.id, "organizer");
    secondOrganiser = await addEventMember(server, creator, event.id, "organizer");
    viewer = await addEventMember(server, creator, event.id, "viewer");
    outsider = (await speaker("Olaf", "Outsider")).client;
    byOrganiser = await addTalk(secondOrganiser.client, event.id, { title: "The second's talk" });
    const speakerEmail = uniqueEmail("speaker");
    spoken = await addTalk(creator, event.id, {
      title: "A spoken talk",
      speakers: [speakerEmail],
    });
    speakerClient = (await speaker("Sia", "Speaker", speakerEmail)).client;
  });

  it("lists the event to each member with their role, and not to anyone else", async () => {
    const roleIn = async (client: TestClient) =>
      eventsResponseSchema
        .parse(must(await client.get("/api/events"), 200, "events"))
        .find((one) => one.id === event.id)?.role;
    expect(await roleIn(creator)).toBe("owner");
    expect(await roleIn(organiser.client)).toBe("organizer");
    expect(await roleIn(viewer.client)).toBe("viewer");
    expect(await roleIn(outsider)).toBeUndefined();
    expect(await roleIn(speakerClient)).toBeUndefined();
    const read = eventSchema.parse(
      must(await viewer.client.get(`/api/events/${event.id}`), 200, "read"),
    );
    expect(read).toMatchObject({ name: "Team Conf", role: "viewer" });
  });

  it("an organiser edits a talk another organiser made, on its page and on the agenda", async () => {
    must(
      await organiser.client.patch(`/api/sessions/${byOrganiser.sessionId}`, {
        title: "Renamed by the first",
      }),
      200,
      "edit the talk's page",
    );
    const moved = must(
      await organiser.client.patch<Talk>(`/api/events/${event.id}/talks/${byOrganiser.sessionId}`, {
        room: "Hörsaal 2",
        track: "Web",
      }),
      200,
      "move the talk",
    );
    expect(moved).toMatchObject({
      title: "Renamed by the first",
      room: { slug: "horsaal-2", name: "Hörsaal 2" },
      track: "Web",
    });
    const listed = (await talksOf(creator, event.id)).find(
      (talk) => talk.sessionId === byOrganiser.sessionId,
    );
    expect(listed).toMatchObject({ title: "Renamed by the first", room: { name: "Hörsaal 2" } });
    // The organiser is a co-host on it, as the talk's page says.
    const page = must(
      await organiser.client.get<PublicSession>(`/api/sessions/${byOrganiser.sessionId}/public`),
      200,
      "the talk's page",
    );
    expect(page.role).toBe("cohost");
  });

  it("a speaker edits their own talk's page, not another talk, and not the agenda", async () => {
    must(
      await speakerClient.patch(`/api/sessions/${spoken.sessionId}`, {
        description: "Written by its speaker",
      }),
      200,
      "edit their own talk",
    );
    const other = await speakerClient.patch(`/api/sessions/${byOrganiser.sessionId}`, {
      description: "Not mine",
    });
    expect(code(other)).toEqual({ status: 403, code: "not_owner" });
    const place = await speakerClient.patch(`/api/events/${event.id}/talks/${spoken.sessionId}`, {
      track: "Mine",
    });
    expect(code(place)).toEqual({ status: 403, code: "not_event_member" });
    const page = must(
      await server.client().get<PublicSession>(`/api/sessions/${byOrganiser.sessionId}/public`),
      200,
      "page",
    );
    expect(page.description).not.toBe("Not mine");
  });

  it("a viewer reads the event, its talks, team and dashboard, and edits nothing", async () => {
    const reads = [
      `/api/events/${event.id}`,
      `/api/events/${event.id}/talks`,
      `/api/events/${event.id}/members`,
      `/api/events/${event.id}/rooms`,
      `/api/events/${event.id}/dashboard`,
      `/api/sessions/${spoken.sessionId}/analytics`,
    ];
    for (const url of reads) must(await viewer.client.get(url), 200, `read ${url}`);
    const tries = [
      viewer.client.patch(`/api/events/${event.id}`, { venue: "Elsewhere" }),
      viewer.client.post(`/api/events/${event.id}/talks`, {
        title: "Sneaked in",
        startsAt: minutesFromNow(300),
        endsAt: minutesFromNow(330),
        room: "Main Hall",
      }),
      viewer.client.patch(`/api/events/${event.id}/talks/${spoken.sessionId}`, { track: "X" }),
      viewer.client.delete(`/api/events/${event.id}/talks/${spoken.sessionId}`),
      viewer.client.post(`/api/events/${event.id}/members`, {
        email: uniqueEmail("friend"),
        role: "organizer",
      }),
      viewer.client.post(`/api/events/${event.id}/import`, { url: "https://example.com/s.json" }),
      viewer.client.get(`/api/events/${event.id}/leads.csv`),
      viewer.client.delete(`/api/events/${event.id}`),
      viewer.client.patch(`/api/sessions/${spoken.sessionId}`, { title: "Viewer's" }),
      viewer.client.delete(`/api/sessions/${spoken.sessionId}`),
    ];
    for (const res of await Promise.all(tries))
      expect(code(res)).toEqual({ status: 403, code: "role_forbidden" });
    const talks = await talksOf(creator, event.id);
    expect(talks.map((talk) => talk.title)).not.toContain("Sneaked in");
    expect(talks.find((talk) => talk.sessionId === spoken.sessionId)?.title).toBe("A spoken talk");
  });

  it("a talk's speaker reads its leads; a plain co-host and the organisers do not", async () => {
    const cohost = await addMember(server, creator, spoken.sessionId, "cohost");
    must(await speakerClient.get(`/api/sessions/${spoken.sessionId}/leads`), 200, "speaker");
    for (const client of [cohost.client, organiser.client])
      expect(code(await client.get(`/api/sessions/${spoken.sessionId}/leads`))).toEqual({
        status: 403,
        code: "role_forbidden",
      });
  });

  it("anyone off the team is told so on every event route", async () => {
    for (const url of [
      `/api/events/${event.id}`,
      `/api/events/${event.id}/talks`,
      `/api/events/${event.id}/dashboard`,
    ])
      expect(code(await outsider.get(url))).toEqual({ status: 403, code: "not_event_member" });
    expect(code(await outsider.patch(`/api/events/${event.id}`, { venue: "Mine" }))).toEqual({
      status: 403,
      code: "not_event_member",
    });
    expect(code(await outsider.get("/api/events/999999"))).toEqual({
      status: 404,
      code: "event_not_found",
    });
  });

  it("a member's role changed or removed holds at their next request", async () => {
    const member = await addEventMember(server, creator, event.id, "viewer");
    must(
      await organiser.client.patch(`/api/events/${event.id}/members/${member.memberId}`, {
        role: "organizer",
      }),
      200,
      "promote",
    );
    must(
      await member.client.patch(`/api/events/${event.id}`, { venue: "Messe Nord" }),
      200,
      "edit as an organiser",
    );
    must(
      await organiser.client.delete(`/api/events/${event.id}/members/${member.memberId}`),
      200,
      "remove",
    );
    expect(code(await member.client.get(`/api/events/${event.id}`))).toEqual({
      status: 403,
      code: "not_event_member",
    });
  });

  it("only its creator deletes the event; its talks' sessions stay, out of any event", async () => {
    const doomed = await createEvent(creator, { name: "Doomed Conf" });
    const member = await addEventMember(server, creator, doomed.id, "organizer");
    const talk = await addTalk(member.client, doomed.id, { title: "Survives its event" });
    expect(code(await member.client.delete(`/api/events/${doomed.id}`))).toEqual({
      status: 403,
      code: "role_forbidden",
    });
    must(await creator.delete(`/api/events/${doomed.id}`), 200, "delete the event");
    expect(code(await creator.get(`/api/events/${doomed.id}`))).toEqual({
      status: 404,
      code: "event_not_found",
    });
    const page = must(
      await member.client.get<PublicSession>(`/api/sessions/${talk.sessionId}/public`),
      200,
      "the session",
    );
    expect(page).toMatchObject({ title: "Survives its event", event: null, role: "owner" });
  });

  it("a talk taken off the agenda keeps its session and owner", async () => {
    const talk = await addTalk(creator, event.id, { title: "Off the agenda" });
    must(
      await organiser.client.delete(`/api/events/${event.id}/talks/${talk.sessionId}`),
      200,
      "take off",
    );
    expect((await talksOf(creator, event.id)).map((one) => one.sessionId)).not.toContain(
      talk.sessionId,
    );
    const page = must(
      await creator.get<PublicSession>(`/api/sessions/${talk.sessionId}/public`),
      200,
      "the session",
    );
    expect(page).toMatchObject({ event: null, role: "owner" });
    expect(
      code(await creator.patch(`/api/events/${event.id}/talks/${talk.sessionId}`, { track: "X" })),
    ).toEqual({ status: 404, code: "talk_not_found" });
  });
});

describe("a talk made with its speakers", () => {
  it("mails each an invitation, lists them on the Team as speakers, and makes them its speakers once signed up", async () => {
    const event = await createEvent(creator, { name: "Speaker Summit" });
    const [first, second] = [uniqueEmail("first"), uniqueEmail("second")];
    const since = Date.now();
    const talk = await addTalk(creator, event.id, {
      title: "Two voices",
      speakers: [first, second],
    });
    expect([...talk.speakerEmails].sort()).toEqual([first, second].sort());
    for (const email of [first, second]) {
      const mail = await server.mail.waitFor(email, since);
      expect(mail.text).toContain("Two voices");
    }
    const team = membersResponseSchema.parse(
      must(await creator.get(`/api/sessions/${talk.sessionId}/members`), 200, "team"),
    );
    expect(
      team
        .map(({ email, role, status, speaker }) => ({ email, role, status, speaker }))
        .sort((a, b) => a.email.localeCompare(b.email)),
    ).toEqual(
      [first, second]
        .sort()
        .map((email) => ({ email, role: "cohost", status: "invited", speaker: true })),
    );

    const signedUp = await speaker("Zoë", "Ångström", first);
    const page = must(
      await signedUp.client.get<PublicSession>(`/api/sessions/${talk.sessionId}/public`),
      200,
      "the talk's page",
    );
    expect(page.role).toBe("speaker");
    expect(page.event).toMatchObject({ slug: event.slug, name: "Speaker Summit" });
    // The agenda names the speaker who signed up, and not the one still invited.
    const { event: agenda } = await publicEvent(event.slug);
    expect(agenda.talks.find((one) => one.sessionId === talk.sessionId)?.speakers).toEqual([
      "Zoë Ångström",
    ]);
  });
});

describe("attaching a session", () => {
  let event: LecternEvent;
  let speakerOf: { client: TestClient; user: User };
  let organiser: Awaited<ReturnType<typeof addEventMember>>;
  const place = () => ({
    startsAt: minutesFromNow(240),
    endsAt: minutesFromNow(285),
    room: "Saal Nord",
  });

  beforeAll(async () => {
    event = await createEvent(creator, { name: "Attach Fest" });
    organiser = await addEventMember(server, creator, event.id, "organizer");
    const email = uniqueEmail("attacher");
    await addTalk(creator, event.id, { title: "The speaker's first", speakers: [email] });
    speakerOf = await speaker("Ana", "Attacher", email);
  });

  it("a speaker of the event attaches a session of their own, which stays theirs", async () => {
    const own = await createSession(speakerOf.client, { title: "My own talk" });
    const talk = must(
      await speakerOf.client.post<Talk>(`/api/events/${event.id}/talks`, {
        sessionId: own.id,
        ...place(),
        track: "Community",
      }),
      201,
      "attach",
    );
    expect(talk).toMatchObject({
      sessionId: own.id,
      title: "My own talk",
      ownerId: speakerOf.user.id,
      room: { slug: "saal-nord", name: "Saal Nord" },
      track: "Community",
    });
    expect((await talksOf(creator, event.id)).map((one) => one.sessionId)).toContain(own.id);
    // The organisers now co-host it.
    const asOrganiser = must(
      await organiser.client.get<PublicSession>(`/api/sessions/${own.id}/public`),
      200,
      "page",
    );
    expect(asOrganiser.role).toBe("cohost");
  });

  it("an organiser attaches a session of their own", async () => {
    const own = await createSession(organiser.client, { title: "The organiser's talk" });
    must(
      await organiser.client.post(`/api/events/${event.id}/talks`, {
        sessionId: own.id,
        ...place(),
      }),
      201,
      "attach",
    );
  });

  it("nobody attaches someone else's session", async () => {
    const theirs = await createSession(organiser.client, { title: "Not the speaker's" });
    const res = await speakerOf.client.post(`/api/events/${event.id}/talks`, {
      sessionId: theirs.id,
      ...place(),
    });
    expect(code(res)).toEqual({ status: 403, code: "not_owner" });
    expect((await talksOf(creator, event.id)).map((one) => one.sessionId)).not.toContain(theirs.id);
  });

  it("a session already a talk of another event is refused 409", async () => {
    const elsewhere = await createEvent(speakerOf.client, { name: "The speaker's own meetup" });
    const own = await createSession(speakerOf.client, { title: "Given elsewhere" });
    must(
      await speakerOf.client.post(`/api/events/${elsewhere.id}/talks`, {
        sessionId: own.id,
        ...place(),
      }),
      201,
      "attach to the meetup",
    );
    const res = await speakerOf.client.post(`/api/events/${event.id}/talks`, {
      sessionId: own.id,
      ...place(),
    });
    expect(code(res)).toEqual({ status: 409, code: "talk_in_other_event" });
    expect((await talksOf(speakerOf.client, elsewhere.id)).map((one) => one.sessionId)).toEqual([
      own.id,
    ]);
  });

  it("someone who is neither on the team nor a speaker is not an event member", async () => {
    const stranger = (await speaker("Stan", "Stranger")).client;
    const own = await createSession(stranger);
    const res = await stranger.post(`/api/events/${event.id}/talks`, {
      sessionId: own.id,
      ...place(),
    });
    expect(code(res)).toEqual({ status: 403, code: "not_event_member" });
  });
});

describe("leads and the dashboard", () => {
  async function leadOn(sessionId: number): Promise<string> {
    const email = uniqueEmail("lead");
    must(
      await (await visitor(server)).post(`/api/sessions/${sessionId}/capture-email`, { email }),
      200,
      "give an e-mail",
    );
    return email;
  }

  async function consentOf(sessionId: number, email: string): Promise<string | null> {
    const analytics = must(
      await creator.get<Analytics>(`/api/sessions/${sessionId}/analytics`),
      200,
      "analytics",
    );
    return analytics.leads.find((lead) => lead.email === email)?.consentText ?? null;
  }

  it("an event collecting leads has them in its CSV, the consent naming the event", async () => {
    const event = await createEvent(creator, { name: "Lead Gen Live", collectLeads: true });
    const talk = await addTalk(creator, event.id, { title: "Collected" });
    const email = await leadOn(talk.sessionId);
    const consent = await consentOf(talk.sessionId, email);
    expect(consent).toContain("Clara Creator");
    expect(consent).toContain("Lead Gen Live");
    const csv = await creator.get(`/api/events/${event.id}/leads.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const line = String(csv.body)
      .split(/\r?\n/)
      .find((row) => row.includes(email));
    expect(line).toContain("Collected");
    expect(line).toContain("Lead Gen Live");
    const dashboard = eventDashboardSchema.parse(
      must(await creator.get(`/api/events/${event.id}/dashboard`), 200, "dashboard"),
    );
    expect(dashboard.eventLeads).toBe(1);
  });

  it("an event not collecting refuses its CSV, and the consent names no event", async () => {
    const event = await createEvent(creator, { name: "Quiet Conf" });
    const talk = await addTalk(creator, event.id, { title: "Not collected" });
    const email = await leadOn(talk.sessionId);
    const consent = await consentOf(talk.sessionId, email);
    expect(consent).toContain("Clara Creator");
    expect(consent).not.toContain("Quiet Conf");
    expect(code(await creator.get(`/api/events/${event.id}/leads.csv`))).toEqual({
      status: 403,
      code: "forbidden",
    });
    // Turned on, the event collects the leads given from then on.
    must(await creator.patch(`/api/events/${event.id}`, { collectLeads: true }), 200, "turn on");
    const later = await leadOn(talk.sessionId);
    const csv = String(
      must(await creator.get(`/api/events/${event.id}/leads.csv`), 200, "the CSV now"),
    );
    expect(csv).toContain(later);
    expect(csv).not.toContain(email);
  });

  it("the dashboard's figures per talk and its totals add up after visitors view, vote, ask and download", async () => {
    const event = await createEvent(creator, { name: "Busy Conf" });
    const busy = await addTalk(creator, event.id, { title: "Busy", startsAt: minutesFromNow(30) });
    const quiet = await addTalk(creator, event.id, {
      title: "Quiet",
      startsAt: minutesFromNow(90),
    });
    const poll = await createPoll(creator, busy.sessionId, "open");
    const link = await addLink(creator, busy.sessionId);

    const first = await visitor(server);
    must(await first.get(`/api/sessions/${busy.sessionId}/public`), 200, "view");
    must(
      await first.post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[0]!.id }),
      201,
      "vote",
    );
    await askQuestion(first, busy.sessionId, "Where are the slides?");
    must(
      await first.post(`/api/resources/${link.id}/download`, { email: uniqueEmail("reader") }),
      201,
      "download",
    );
    const second = await visitor(server);
    for (const sessionId of [busy.sessionId, quiet.sessionId])
      must(await second.get(`/api/sessions/${sessionId}/public`), 200, "view");
    must(
      await second.post(`/api/polls/${poll.id}/vote`, { choiceId: poll.choices[1]!.id }),
      201,
      "vote",
    );
    await askQuestion(second, quiet.sessionId, "Is this recorded?");
    // The team's own reads are no views.
    must(await creator.get(`/api/sessions/${busy.sessionId}/public`), 200, "the owner's read");

    const dashboard: EventDashboard = eventDashboardSchema.parse(
      must(await creator.get(`/api/events/${event.id}/dashboard`), 200, "dashboard"),
    );
    const figures = dashboard.talks.map(({ title, views, downloads, leads, votes, questions }) => ({
      title,
      views,
      downloads,
      leads,
      votes,
      questions,
    }));
    expect(figures).toEqual([
      { title: "Busy", views: 2, downloads: 1, leads: 1, votes: 2, questions: 1 },
      { title: "Quiet", views: 1, downloads: 0, leads: 0, votes: 0, questions: 1 },
    ]);
    expect(dashboard.totals).toEqual({
      views: 3,
      downloads: 1,
      leads: 1,
      votes: 2,
      questions: 2,
    });
    expect(dashboard.eventLeads).toBe(0);
  });
});

describe("the public agenda", () => {
  let event: LecternEvent;
  let emails: string[];

  beforeAll(async () => {
    event = await createEvent(creator, {
      name: "Agenda Days",
      venue: "Kongresshaus Zürich",
      description: "Two days of talks.",
    });
    emails = [uniqueEmail("agenda-speaker"), uniqueEmail("agenda-other")];
    // Made out of order: the agenda sorts them by start.
    await addTalk(creator, event.id, {
      title: "Late",
      room: "Ärztesaal",
      track: "Web",
      startsAt: minutesFromNow(180),
      speakers: [emails[0]!],
    });
    await addTalk(creator, event.id, {
      title: "Early",
      room: "Zimmer 東",
      track: "Data",
      startsAt: minutesFromNow(60),
      speakers: [emails[1]!],
    });
    await addTalk(creator, event.id, {
      title: "Middle",
      room: "Ärztesaal",
      startsAt: minutesFromNow(120),
    });
    await speaker("Jürgen", "Øster", emails[0]);
  });

  it("has rooms, tracks and talks sorted by start, names as written", async () => {
    const { event: agenda } = await publicEvent(event.slug);
    expect(agenda).toMatchObject({
      name: "Agenda Days",
      venue: "Kongresshaus Zürich",
      timezone: "Europe/Berlin",
    });
    expect(agenda.talks.map((talk) => talk.title)).toEqual(["Early", "Middle", "Late"]);
    expect(agenda.rooms.map((room) => room.name).sort()).toEqual(["Zimmer 東", "Ärztesaal"].sort());
    expect(agenda.tracks).toEqual(["Data", "Web"]);
    expect(agenda.talks.find((talk) => talk.title === "Late")?.speakers).toEqual(["Jürgen Øster"]);
  });

  it("carries no e-mail address anywhere", async () => {
    const { text } = await publicEvent(event.slug);
    expect(text).not.toMatch(/[^\s"@]+@[^\s"@]+\.[a-z]{2,}/i);
    for (const email of emails) expect(text).not.toContain(email);
  });

  it("an unknown event is not found", async () => {
    const res = await server.client().get("/api/events/no-such-event/public");
    expect(code(res)).toEqual({ status: 404, code: "event_not_found" });
  });
});

describe("the agenda's first screen", () => {
  const SHELL = fs.readFileSync(
    path.resolve(import.meta.dirname, "../../../pwa/index.html"),
    "utf8",
  );
  let distDir: string;
  let pwa: TestServer;
  let slug: string;
  let pwaClock = Date.now();

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-dist-"));
    fs.writeFileSync(path.join(distDir, "index.html"), SHELL);
    pwa = await startTestServer({ pwaDistDir: distDir, clock: () => pwaClock });
    const organiser = pwa.client();
    await signUpSpeaker(pwa, organiser, {
      firstName: "Pia",
      lastName: "Prerender",
      email: uniqueEmail("prerender"),
    });
    const event = await createEvent(organiser, { name: "Prerendered Conf" });
    slug = event.slug;
    const at = (minutes: number) => new Date(pwaClock + minutes * 60_000).toISOString();
    await addTalk(organiser, event.id, {
      title: "On in Saal 1",
      room: "Saal 1",
      startsAt: at(-10),
      endsAt: at(20),
    });
    await addTalk(organiser, event.id, {
      title: "Next in Saal 1",
      room: "Saal 1",
      startsAt: at(30),
      endsAt: at(60),
    });
    await addTalk(organiser, event.id, {
      title: "On in Saal 2",
      room: "Saal 2",
      startsAt: at(-5),
      endsAt: at(25),
    });
  });

  afterAll(async () => {
    await pwa?.close();
    if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
  });

  async function page(query = "") {
    const res = await fetch(`${pwa.baseUrl}/event/${slug}${query}`, {
      headers: { accept: "text/html" },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    const titles = (id: string) => {
      const section = new RegExp(
        `<section aria-labelledby="${id}"[^>]*>([\\s\\S]*?)</section>`,
      ).exec(html)?.[1];
      return [...(section ?? "").matchAll(/<h3[^>]*><a[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
    };
    return { html, titles };
  }

  it("shows Now and Next for the server's clock, with the agenda's data", async () => {
    const { html, titles } = await page();
    expect(html).toContain("<title>Prerendered Conf · Lectern</title>");
    expect(titles("agenda-now")).toEqual(["On in Saal 1", "On in Saal 2"]);
    expect(titles("agenda-next")).toEqual(["Next in Saal 1"]);
    const block = new RegExp(
      `<script type="application/json" id="${PRERENDERED_EVENT_ELEMENT_ID}">([\\s\\S]*?)</script>`,
    ).exec(html)?.[1];
    const api = must(await pwa.client().get(`/api/events/${slug}/public`), 200, "public");
    expect(JSON.parse(block!)).toEqual(api);
  });

  it("moves with the clock, and a room link's fallback shows that room alone", async () => {
    pwaClock += 35 * 60_000;
    const { titles } = await page();
    expect(titles("agenda-now")).toEqual(["Next in Saal 1"]);
    const inRoom = await page("?room=saal-2");
    expect(inRoom.titles("agenda-now")).toEqual([]);
    expect(inRoom.titles("agenda-next")).toEqual([]);
    pwaClock -= 35 * 60_000;
    expect((await page("?room=saal-2")).titles("agenda-now")).toEqual(["On in Saal 2"]);
  });

  it("an unknown event gets the plain shell", async () => {
    const res = await fetch(`${pwa.baseUrl}/event/no-such-event`, {
      headers: { accept: "text/html" },
    });
    const html = await res.text();
    expect(html).not.toContain(`id="${PRERENDERED_EVENT_ELEMENT_ID}"`);
  });
});
