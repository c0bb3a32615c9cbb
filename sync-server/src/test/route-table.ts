/**
 * Every API route with its access rule (docs/decisions.md, Authorization), what each kind of caller
 * must get, how to make one valid call, and the shape of its body. The permission matrix and the
 * bad-input sweep both read this one table, so a route added here is covered by both.
 */
import fs from "node:fs";
import {
  CHOICE_COLORS,
  type CreatedToken,
  type CreatedWebhook,
  type CreateEventBody,
  type CreatePollBody,
  type EventMember,
  type LecternEvent,
  type PollKind,
  type PollResults,
  type SessionAbility,
  type Talk,
} from "@lectern/shared";
import { type TestClient } from "./harness.ts";
import {
  addLink,
  addMember,
  addTalk,
  askQuestion,
  createEvent,
  createKindPoll,
  createPoll,
  createSession,
  fileForm,
  type Fixture,
  minutesFromNow,
  must,
  signUpSpeaker,
  TINY_PDF,
  TINY_PNG,
  uniqueEmail,
  visitor,
  type VoteResponse,
} from "./seed.ts";
import { markShown } from "../deck/repo.ts";
import type { EventAbility } from "../events/access.ts";
import type { DeckResponse } from "@lectern/shared";

/** A new webhook of the fixture's owner, on every session of theirs. */
async function ownerWebhook(fx: Fixture): Promise<CreatedWebhook> {
  return must(
    await fx.owner.post<CreatedWebhook>("/api/webhooks", {
      url: "https://hooks.example.com/catch",
      events: ["lead.created", "question.created"],
    }),
    201,
    "webhook",
  );
}

/** The kinds of caller outside a session's team, each route's `expect` names. */
export const OUTSIDERS = ["signedOut", "visitor", "otherSpeaker", "owner"] as const;
/**
 * The session's team (docs/product.md, Team): a member of each role, and a speaker whose
 * invitation was removed. Their expectations follow from the route's ability unless it says.
 */
export const MEMBERS = ["cohost", "moderator", "viewer", "removedMember"] as const;
/**
 * The event's side (docs/product.md, Events): an organiser and a viewer of the matrix's event
 * (matrixEvent below), and the speaker of one of its talks, who is on that talk's team but not on
 * the event's. Their expectations on an event route follow from its event ability unless it says;
 * anywhere else they are outsiders, like another speaker, unless the route says.
 */
export const EVENT_TEAM = ["organizer", "eventViewer", "talkSpeaker"] as const;
/** Every kind of caller of the permission matrix. */
export const ACTORS = [...OUTSIDERS, ...MEMBERS, ...EVENT_TEAM] as const;
export type Actor = (typeof ACTORS)[number];
export type Outsider = (typeof OUTSIDERS)[number];
type Member = (typeof MEMBERS)[number];
export type EventTeamMember = (typeof EVENT_TEAM)[number];

/** An exact status, any 2xx, a status with the body's `code`, or any one of several of those. */
export type Expectation = number | "2xx" | { status: number; code: string } | Expectation[];

/** What a JSON body field holds, so the sweep knows which values are certainly wrong for it. */
export type FieldKind =
  | "text" // required text (trimmed, not blank, bounded, no control characters)
  | "optText" // optional text: blank is fine, wrong types and control characters are not
  | "ignoredText" // a text the server reads but neither stores nor shows: only type and length are checked
  | "email"
  | "id"
  | "bool"
  | "enum"
  | "url"
  | "otp"
  | "color"
  | "order"
  | "choices"
  | "ids" // a list of ids (a multiple vote's choiceIds)
  | "words" // a word cloud vote's entries
  | "rating" // a rating vote's score
  | "day" // a calendar day, YYYY-MM-DD
  | "instant" // a date and time with its offset
  | "timezone" // an IANA time zone
  | "emails" // a list of e-mail addresses (a talk's speakers)
  | "labels"; // a list of short texts, each once (feedback chips)

export interface PreparedCall {
  /** Path parameters, by the names used in `path`; `query`, if given, is the query string. */
  params: Record<string, string | number>;
  body?: unknown;
  form?: () => FormData;
}

export interface RouteCase {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Express-style template, e.g. /api/polls/:id/vote. */
  path: string;
  /** A short variant label when one route appears twice (e.g. on a draft poll). */
  variant?: string;
  access: "anyone" | "signed-in" | "self" | "owner" | "audience" | "owner-of-draft" | "event";
  /**
   * For an "owner" or "owner-of-draft" route, what a member's role must allow (roleCan): members
   * whose role does get what the owner gets, the others `role_forbidden`.
   */
  ability?: SessionAbility;
  /**
   * For an "event" route (whose "owner" is the event's creator), what an event role must allow:
   * the organiser and the event's viewer get what the creator gets when theirs does, else
   * `role_forbidden`.
   */
  eventAbility?: EventAbility;
  expect: Record<Outsider, Expectation> & Partial<Record<Member | EventTeamMember, Expectation>>;
  body: "none" | "json" | "multipart" | "optional-json";
  /** JSON fields the route reads, for the bad-input sweep. */
  fields?: Record<string, FieldKind>;
  /** Fields the route requires (a body missing one of them is refused). */
  required?: string[];
  /** The caller who would succeed: the bad-input sweep sends its broken calls as this one. */
  sweepAs: Outsider;
  /** An attendee action the offline outbox replays: it honours an Idempotency-Key. */
  replayable?: true;
  /** The call signs a client in or out: the matrix gives it a throwaway client. */
  changesIdentity?: boolean;
  /**
   * Makes one valid call for `actor`, creating any row the call consumes. A call that needs no new
   * row is built on the spot; one that creates a row returns a promise. Callers always await it.
   */
  prepare(fx: Fixture, actor: Actor): PreparedCall | Promise<PreparedCall>;
}

export const OWNER_ONLY: Record<Outsider, Expectation> = {
  signedOut: 401,
  visitor: 401,
  otherSpeaker: 403,
  owner: "2xx",
};
const SELF_ONLY = OWNER_ONLY;
const ANYONE: Record<Outsider, Expectation> = {
  signedOut: "2xx",
  visitor: "2xx",
  otherSpeaker: "2xx",
  owner: "2xx",
};
const SIGNED_IN: Record<Outsider, Expectation> = {
  signedOut: 401,
  visitor: 401,
  otherSpeaker: "2xx",
  owner: "2xx",
};
/** Attendee actions the owner may not make (vote, ask): docs/product.md, Who may do what. */
const AUDIENCE: Record<Outsider, Expectation> = {
  signedOut: "2xx",
  visitor: "2xx",
  otherSpeaker: "2xx",
  owner: 403,
};
const DRAFT = { status: 403, code: "poll_draft" } as const;
const DRAFT_HIDDEN: Record<Outsider, Expectation> = {
  signedOut: DRAFT,
  visitor: DRAFT,
  otherSpeaker: DRAFT,
  owner: "2xx",
};

const ROLE_FORBIDDEN = { status: 403, code: "role_forbidden" } as const;
const NOT_EVENT_MEMBER = { status: 403, code: "not_event_member" } as const;
/** An event route: its team only; another speaker is told they are not on it. */
const EVENT_TEAM_ONLY: Record<Outsider, Expectation> = {
  signedOut: 401,
  visitor: 401,
  otherSpeaker: NOT_EVENT_MEMBER,
  owner: "2xx",
};
const NOT_ON_THE_TALK = { status: 403, code: "not_owner" } as const;
/**
 * A session route on the matrix event's talk: the fixture's session team is not on it; its
 * creator owns it, its organiser is a co-host, its viewer a viewer, its speaker a speaker.
 */
const ON_THE_TALK = {
  cohost: NOT_ON_THE_TALK,
  moderator: NOT_ON_THE_TALK,
  viewer: NOT_ON_THE_TALK,
} as const;

/**
 * A client of its own, registered but not verified, whose code and link token (read from the sink)
 * are returned.
 */
async function registerFresh(
  fx: Fixture,
): Promise<{ userId: number; email: string; code: string; token: string }> {
  const email = uniqueEmail("fresh");
  const since = Date.now();
  const res = await fx.server.client().post<{ userId: number }>("/api/auth/register", {
    firstName: "Fresh",
    lastName: "Person",
    email,
  });
  const { userId } = must(res, 201, "register fresh user");
  const code = await fx.server.mail.waitForCode(email, since);
  const token = await fx.server.mail.waitForLinkToken(email, since);
  return { userId, email, code, token };
}

/** A lead of its own on the fixture's session, left by a visitor of its own; its id. */
async function freshLead(fx: Fixture): Promise<number> {
  const email = uniqueEmail("lead");
  const res = await (
    await visitor(fx.server)
  ).post(`/api/sessions/${fx.session.id}/capture-email`, {
    email,
  });
  must(res, 200, "capture an e-mail");
  const analytics = must(
    await fx.owner.get<{ leads: { id: number; email: string }[] }>(
      `/api/sessions/${fx.session.id}/analytics`,
    ),
    200,
    "read the analytics",
  );
  return analytics.leads.find((lead) => lead.email === email)!.id;
}

/**
 * A session of its own whose one-page deck is rendered and shown on stage up to its page; the
 * page image's URL. The fixture's own session keeps whatever deck the matrix uploads to it. The
 * calls that use it only read, so one deck per fixture serves every caller: rendering one takes a
 * worker thread's start, several seconds on a loaded machine.
 */
function shownDeck(fx: Fixture): Promise<{ sessionId: number; image: string }> {
  let deck = shownDecks.get(fx);
  if (!deck) {
    deck = renderShownDeck(fx);
    shownDecks.set(fx, deck);
  }
  return deck;
}
const shownDecks = new WeakMap<Fixture, Promise<{ sessionId: number; image: string }>>();

async function renderShownDeck(fx: Fixture): Promise<{ sessionId: number; image: string }> {
  const session = await createSession(fx.owner, { title: "A talk with slides" });
  const form = fileForm({}, { bytes: TINY_PDF, name: "deck.pdf", type: "application/pdf" });
  must(
    await fx.owner.request("POST", `/api/sessions/${session.id}/deck`, { form }),
    202,
    "upload a deck",
  );
  await fx.server.lectern.decks.idle();
  await markShown(fx.server.lectern.ctx.db, session.id, 1);
  const deck = must(
    await fx.owner.get<DeckResponse>(`/api/sessions/${session.id}/deck`),
    200,
    "read the deck",
  );
  return { sessionId: session.id, image: deck.pages[0]!.image };
}

/** A member of the fixture's session invited at a fresh address; its id. */
async function invitedMember(fx: Fixture): Promise<number> {
  const res = await fx.owner.post<{ id: number }>(`/api/sessions/${fx.session.id}/members`, {
    email: uniqueEmail("invitee"),
    role: "viewer",
  });
  return must(res, 201, "invite a member").id;
}

/** An open poll of `kind` in a session of its own (a session holds 3 polls at most). */
async function kindPoll(fx: Fixture, kind: PollKind, fields: Partial<CreatePollBody> = {}) {
  const session = await createSession(fx.owner, { title: `A ${kind} room` });
  return createKindPoll(fx.owner, session.id, kind, fields);
}

/** A question of its own, asked by a visitor of its own (asking is limited per visitor). */
async function freshQuestion(fx: Fixture, sessionId = fx.session.id) {
  return askQuestion(await visitor(fx.server), sessionId, "Is this one for the speaker?");
}

/** A pending question, in a session of its own with review on. */
async function pendingQuestion(fx: Fixture) {
  const session = await createSession(fx.owner, { title: "Reviewed talk", questionReview: true });
  return freshQuestion(fx, session.id);
}

/** The matrix's event: the fixture owner's, with the event's side of the matrix on it. */
export interface MatrixEvent {
  event: LecternEvent;
  /** A talk of it made by its creator, the talk speaker its speaker. */
  talk: Talk;
  team: Record<EventTeamMember, { client: TestClient; email: string }>;
}
const matrixEvents = new WeakMap<Fixture, Promise<MatrixEvent>>();

/**
 * The fixture's event, made on first use: collecting leads, with an organiser and a viewer, and a
 * talk whose speaker signed up; one per fixture, like its session.
 */
export function matrixEvent(fx: Fixture): Promise<MatrixEvent> {
  let made = matrixEvents.get(fx);
  if (!made) {
    made = makeMatrixEvent(fx);
    matrixEvents.set(fx, made);
  }
  return made;
}

async function makeMatrixEvent(fx: Fixture): Promise<MatrixEvent> {
  const signedUp = async (label: string) => {
    const email = uniqueEmail(label);
    const client = fx.server.client();
    await signUpSpeaker(fx.server, client, { firstName: "Eli", lastName: label, email });
    return { client, email };
  };
  const team = {
    organizer: await signedUp("organizer"),
    eventViewer: await signedUp("event-viewer"),
    talkSpeaker: await signedUp("talk-speaker"),
  };
  const event = await joinedEvent(fx, team, { name: "Matrix Conf", collectLeads: true });
  const talk = await addTalk(fx.owner, event.id, {
    title: "The matrix talk",
    room: "Saal Süd",
    speakers: [team.talkSpeaker.email],
  });
  return { event, talk, team };
}

/** A new event of the fixture's owner with the matrix's organiser and event viewer on its team. */
async function joinedEvent(
  fx: Fixture,
  team: MatrixEvent["team"],
  overrides: Partial<CreateEventBody> = {},
): Promise<LecternEvent> {
  const event = await createEvent(fx.owner, overrides);
  for (const [who, role] of [
    ["organizer", "organizer"],
    ["eventViewer", "viewer"],
  ] as const)
    must(
      await fx.owner.post(`/api/events/${event.id}/members`, { email: team[who].email, role }),
      201,
      `add the event's ${role}`,
    );
  return event;
}

/** A new event like the matrix's, for a call that consumes or fills one. */
async function teamEvent(fx: Fixture): Promise<LecternEvent> {
  return joinedEvent(fx, (await matrixEvent(fx)).team, { name: "Spare Conf" });
}

/** A member of the matrix's event added at a fresh address; its id. */
async function addedEventMember(fx: Fixture): Promise<{ eventId: number; memberId: number }> {
  const { event } = await matrixEvent(fx);
  const res = await fx.owner.post<EventMember>(`/api/events/${event.id}/members`, {
    email: uniqueEmail("event-invitee"),
    role: "viewer",
  });
  return { eventId: event.id, memberId: must(res, 201, "add an event member").id };
}

/**
 * A session of the caller's own to attach to the matrix's event: the organiser's, the talk
 * speaker's or another speaker's; the fixture owner's for anyone else (refused before it matters).
 */
async function ownSession(fx: Fixture, actor: Actor): Promise<number> {
  const { team } = await matrixEvent(fx);
  const client =
    actor === "organizer" || actor === "talkSpeaker"
      ? team[actor].client
      : actor === "otherSpeaker"
        ? fx.other
        : fx.owner;
  return (await createSession(client, { title: "A talk of my own" })).id;
}

/** The pretalx sample schedule (events/schedule/samples/), as an upload. */
const pretalxSample = () =>
  fileForm(
    {},
    {
      bytes: fs.readFileSync(
        new URL("../events/schedule/samples/pretalx-schedule.json", import.meta.url),
      ),
      name: "schedule.json",
      type: "application/json",
    },
  );

const talkFields: Record<string, FieldKind> = {
  startsAt: "instant",
  endsAt: "instant",
  room: "text",
  track: "optText",
};
const eventFields: Record<string, FieldKind> = {
  name: "text",
  startsOn: "day",
  endsOn: "day",
  timezone: "timezone",
  venue: "optText",
  description: "optText",
  collectLeads: "bool",
};
/** An hour's slot, a day from now: clear of the talks other routes' calls make. */
const slot = () => ({ startsAt: minutesFromNow(24 * 60), endsAt: minutesFromNow(25 * 60) });

const choice = (i: number) => ({
  text: `Choice ${i + 1}`,
  color: CHOICE_COLORS[i % CHOICE_COLORS.length]!,
  order: i,
});

export const ROUTES: RouteCase[] = [
  {
    method: "GET",
    path: "/api/health",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: () => ({ params: {} }),
  },
  // Visitor identity (docs/decisions.md, Visitor identity).
  {
    method: "GET",
    path: "/api/visitor",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: () => ({ params: {} }),
  },
  // Sign-in (docs/decisions.md, Sign-in).
  {
    method: "POST",
    path: "/api/auth/register",
    access: "anyone",
    expect: ANYONE,
    body: "json",
    fields: { firstName: "text", lastName: "text", email: "email" },
    required: ["firstName", "lastName", "email"],
    sweepAs: "visitor",
    prepare: () => ({
      params: {},
      body: { firstName: "Reg", lastName: "Ister", email: uniqueEmail("reg") },
    }),
  },
  {
    method: "POST",
    path: "/api/auth/signin",
    access: "anyone",
    expect: ANYONE,
    body: "json",
    fields: { email: "email" },
    required: ["email"],
    sweepAs: "visitor",
    prepare: async (fx) => ({ params: {}, body: { email: (await registerFresh(fx)).email } }),
  },
  {
    method: "POST",
    path: "/api/auth/verify-otp",
    access: "anyone",
    expect: ANYONE,
    body: "json",
    fields: { userId: "id", otpCode: "otp" },
    required: ["userId", "otpCode"],
    sweepAs: "visitor",
    changesIdentity: true,
    prepare: async (fx) => {
      const { userId, code } = await registerFresh(fx);
      return { params: {}, body: { userId, otpCode: code } };
    },
  },
  {
    method: "POST",
    path: "/api/auth/verify-link",
    access: "anyone",
    expect: ANYONE,
    body: "json",
    fields: { token: "ignoredText" },
    required: ["token"],
    sweepAs: "visitor",
    changesIdentity: true,
    prepare: async (fx) => ({ params: {}, body: { token: (await registerFresh(fx)).token } }),
  },
  // Only the browser that started a sign-in may ask for another code (docs/decisions.md, Sign-in);
  // the matrix's callers did not start this one.
  {
    method: "POST",
    path: "/api/auth/resend-otp",
    access: "anyone",
    expect: {
      signedOut: { status: 403, code: "forbidden" },
      visitor: { status: 403, code: "forbidden" },
      otherSpeaker: { status: 403, code: "forbidden" },
      owner: { status: 403, code: "forbidden" },
    },
    body: "json",
    fields: { userId: "id" },
    required: ["userId"],
    sweepAs: "visitor",
    prepare: async (fx) => ({ params: {}, body: { userId: (await registerFresh(fx)).userId } }),
  },
  {
    method: "POST",
    path: "/api/auth/signout",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    changesIdentity: true,
    prepare: () => ({ params: {} }),
  },
  {
    method: "GET",
    path: "/api/auth/me",
    access: "signed-in",
    expect: SIGNED_IN,
    body: "none",
    sweepAs: "owner",
    prepare: () => ({ params: {} }),
  },
  // Signed-in devices (docs/product.md, Speaker profile): a speaker sees and ends only their own.
  {
    method: "GET",
    path: "/api/auth/sessions",
    access: "signed-in",
    expect: SIGNED_IN,
    body: "none",
    sweepAs: "owner",
    prepare: () => ({ params: {} }),
  },
  {
    method: "DELETE",
    path: "/api/auth/sessions/:id",
    access: "self",
    expect: { ...SELF_ONLY, otherSpeaker: { status: 404, code: "not_found" } },
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => {
      const now = new Date().toISOString();
      const { id } = await fx.server.lectern.ctx.db
        .insertInto("authSessions")
        .values({
          tokenHash: `matrix-${uniqueEmail("device")}`,
          userId: fx.ownerUser.id,
          createdAt: now,
          expiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
          lastSeenAt: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { params: { id } };
    },
  },
  {
    method: "POST",
    path: "/api/auth/signout-everywhere",
    access: "signed-in",
    expect: SIGNED_IN,
    body: "none",
    sweepAs: "visitor",
    changesIdentity: true,
    prepare: () => ({ params: {} }),
  },
  // Users: a speaker reads and changes only themselves.
  {
    method: "GET",
    path: "/api/users/:id",
    access: "self",
    expect: SELF_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.ownerUser.id } }),
  },
  {
    method: "PUT",
    path: "/api/users/:id",
    access: "self",
    expect: SELF_ONLY,
    body: "json",
    fields: {
      firstName: "text",
      lastName: "text",
      designation: "optText",
      company: "optText",
      bio: "optText",
      linkedinUrl: "url",
      profileCompleted: "bool",
      consentText: "optText",
      privacyUrl: "url",
    },
    sweepAs: "owner",
    prepare: (fx) => ({
      params: { id: fx.ownerUser.id },
      body: {
        firstName: "Olivia",
        lastName: "Owner",
        designation: "Staff engineer",
        company: "Lectern Labs",
        bio: "Talks about offline apps.",
        profileCompleted: true,
      },
    }),
  },
  // Deleting an account (docs/product.md, Speaker profile). The owner's matrix call carries a code
  // while none is active, so it is refused (otp_missing) without deleting the fixture's owner;
  // account-deletion.test.ts deletes accounts for real.
  {
    method: "POST",
    path: "/api/users/:id/deletion-code",
    access: "self",
    expect: SELF_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.ownerUser.id } }),
  },
  {
    method: "DELETE",
    path: "/api/users/:id",
    access: "self",
    expect: { ...SELF_ONLY, owner: { status: 400, code: "otp_missing" } },
    body: "json",
    fields: { code: "otp" },
    required: ["code"],
    sweepAs: "owner",
    prepare: async (fx) => {
      await fx.server.lectern.ctx.db
        .deleteFrom("authCodes")
        .where("userId", "=", fx.ownerUser.id)
        .where("purpose", "=", "deletion")
        .execute();
      return { params: { id: fx.ownerUser.id }, body: { code: "123456" } };
    },
  },
  {
    method: "GET",
    path: "/api/users/:id/dashboard",
    access: "self",
    expect: SELF_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.ownerUser.id } }),
  },
  // "Download my data" (docs/product.md, Speaker profile); users/data-export.test.ts checks the file.
  {
    method: "GET",
    path: "/api/users/:id/export",
    access: "self",
    expect: SELF_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.ownerUser.id } }),
  },
  {
    method: "GET",
    path: "/api/users/:id/storage",
    access: "self",
    expect: SELF_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.ownerUser.id } }),
  },
  {
    method: "POST",
    path: "/api/upload-profile",
    access: "signed-in",
    expect: SIGNED_IN,
    body: "multipart",
    sweepAs: "owner",
    prepare: () => ({
      params: {},
      form: () =>
        fileForm(
          { type: "profile", title: "Me", description: "" },
          { bytes: TINY_PNG, name: "me.png", type: "image/png" },
        ),
    }),
  },
  {
    method: "POST",
    path: "/api/profile/linkedin-lookup",
    access: "signed-in",
    // The test servers have no LINKEDIN_LOOKUP_URL: signed-in callers get 503, others 401.
    expect: { signedOut: 401, visitor: 401, otherSpeaker: 503, owner: 503 },
    body: "json",
    fields: { linkedinUrl: "url" },
    required: ["linkedinUrl"],
    sweepAs: "owner",
    prepare: () => ({
      params: {},
      body: { linkedinUrl: "https://www.linkedin.com/in/olivia-owner" },
    }),
  },
  {
    method: "GET",
    path: "/api/files/:name",
    variant: "a profile picture",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: async (fx) => {
      const form = new FormData();
      form.append("file", new Blob([TINY_PNG], { type: "image/png" }), "me.png");
      const picture = must(
        await fx.owner.request<{ filePath: string }>("POST", "/api/upload-profile", { form }),
        201,
        "upload a picture",
      );
      return { params: { name: picture.filePath.replace("/api/files/", "") } };
    },
  },
  {
    // A resource's stored file: its owner's only; everyone else goes through the e-mail gate.
    method: "GET",
    path: "/api/files/:name",
    variant: "a resource's file",
    access: "owner",
    ability: "read",
    expect: {
      signedOut: { status: 404, code: "file_not_found" },
      visitor: { status: 404, code: "file_not_found" },
      otherSpeaker: { status: 404, code: "file_not_found" },
      owner: "2xx",
    },
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { name: fx.pdf.filePath!.replace("/api/files/", "") } }),
  },
  // Sessions.
  {
    method: "POST",
    path: "/api/sessions",
    access: "signed-in",
    expect: SIGNED_IN,
    body: "json",
    fields: {
      eventName: "text",
      title: "text",
      description: "text",
      qaEnabled: "bool",
      questionReview: "bool",
      profanityFilter: "bool",
      confirmEmail: "bool",
    },
    required: ["eventName", "title", "description"],
    sweepAs: "owner",
    prepare: () => ({
      params: {},
      body: { eventName: "Conf", title: "A talk", description: "About things", qaEnabled: true },
    }),
  },
  {
    method: "GET",
    path: "/api/sessions/:id/public",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  {
    method: "PATCH",
    path: "/api/sessions/:id",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "json",
    fields: {
      eventName: "text",
      title: "text",
      description: "text",
      qaEnabled: "bool",
      questionReview: "bool",
      profanityFilter: "bool",
      confirmEmail: "bool",
      reactions: "labels",
    },
    sweepAs: "owner",
    prepare: (fx) => ({
      params: { id: fx.session.id },
      body: { description: "Why venue Wi-Fi should never lose a question." },
    }),
  },
  {
    method: "DELETE",
    path: "/api/sessions/:id",
    access: "owner",
    ability: "manage",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: { id: (await createSession(fx.owner, { title: "Doomed talk" })).id },
    }),
  },
  {
    method: "GET",
    path: "/api/sessions/:id/qr",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  {
    method: "POST",
    path: "/api/sessions/:id/track-qr",
    replayable: true,
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  {
    method: "POST",
    path: "/api/sessions/:id/capture-email",
    access: "anyone",
    expect: ANYONE,
    body: "json",
    fields: { email: "email" },
    required: ["email"],
    sweepAs: "visitor",
    prepare: (fx) => ({
      params: { id: fx.session.id },
      body: { email: uniqueEmail("capture") },
    }),
  },
  {
    // The link mailed by "Confirm e-mail before download" (leads/confirmation.ts).
    method: "POST",
    path: "/api/leads/confirm",
    access: "anyone",
    expect: ANYONE,
    body: "json",
    fields: { token: "ignoredText" },
    required: ["token"],
    sweepAs: "visitor",
    prepare: async (fx) => {
      const session = await createSession(fx.owner);
      must(
        await fx.owner.patch(`/api/sessions/${session.id}`, { confirmEmail: true }),
        200,
        "ask for confirmation",
      );
      const link = await addLink(fx.owner, session.id, "Confirmed link");
      const email = uniqueEmail("confirm");
      const since = Date.now();
      must(
        await fx.visitors[1]!.post(`/api/resources/${link.id}/download`, { email }),
        201,
        "download",
      );
      const mail = await fx.server.mail.waitFor(email, since);
      const token = /#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      if (!token) throw new Error("The confirmation mail carries no link");
      return { params: {}, body: { token } };
    },
  },
  {
    method: "GET",
    path: "/api/sessions/:id/leads",
    access: "owner",
    ability: "leads",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  {
    method: "DELETE",
    path: "/api/sessions/:id/leads/:leadId",
    access: "owner",
    ability: "leads",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: { id: fx.session.id, leadId: await freshLead(fx) },
    }),
  },
  {
    method: "GET",
    path: "/api/sessions/:id/analytics",
    access: "owner",
    ability: "read",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  {
    method: "GET",
    path: "/api/sessions/:id/export/polls.csv",
    access: "owner",
    ability: "read",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  {
    method: "GET",
    path: "/api/sessions/:id/export/questions.csv",
    access: "owner",
    ability: "read",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  {
    method: "GET",
    path: "/api/sessions/:id/export/feedback.csv",
    access: "owner",
    ability: "read",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  {
    method: "GET",
    path: "/api/sessions/:id/export/leads.csv",
    access: "owner",
    ability: "leads",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  // API tokens (docs/product.md, API tokens): each speaker's own.
  {
    method: "POST",
    path: "/api/tokens",
    access: "signed-in",
    expect: SIGNED_IN,
    body: "json",
    fields: { name: "text" },
    required: ["name"],
    sweepAs: "owner",
    prepare: () => ({ params: {}, body: { name: "Spreadsheet sync" } }),
  },
  {
    method: "GET",
    path: "/api/tokens",
    access: "signed-in",
    expect: SIGNED_IN,
    body: "none",
    sweepAs: "owner",
    prepare: () => ({ params: {} }),
  },
  {
    // The owner's token: another speaker has no such token.
    method: "DELETE",
    path: "/api/tokens/:id",
    access: "signed-in",
    expect: { ...OWNER_ONLY, otherSpeaker: 404 },
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: {
        id: must(
          await fx.owner.post<CreatedToken>("/api/tokens", { name: "To revoke" }),
          201,
          "token",
        ).id,
      },
    }),
  },
  // Webhooks (docs/product.md, Webhooks): each speaker's own; the one session named must be theirs.
  {
    method: "POST",
    path: "/api/webhooks",
    access: "signed-in",
    expect: OWNER_ONLY,
    body: "json",
    fields: { url: "url", events: "labels", sessionId: "id" },
    required: ["url", "events"],
    sweepAs: "owner",
    prepare: (fx) => ({
      params: {},
      body: {
        url: "https://hooks.example.com/catch",
        events: ["lead.created"],
        sessionId: fx.session.id,
      },
    }),
  },
  {
    method: "GET",
    path: "/api/webhooks",
    access: "signed-in",
    expect: SIGNED_IN,
    body: "none",
    sweepAs: "owner",
    prepare: () => ({ params: {} }),
  },
  ...(["GET", "PATCH", "DELETE"] as const).map((method): RouteCase => ({
    // The owner's webhook: another speaker has no such webhook.
    method,
    path: "/api/webhooks/:id",
    access: "signed-in",
    expect: { ...OWNER_ONLY, otherSpeaker: 404 },
    ...(method === "PATCH"
      ? { body: "json", fields: { url: "url", events: "labels", enabled: "bool" } }
      : { body: "none" }),
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: { id: (await ownerWebhook(fx)).id },
      ...(method === "PATCH" ? { body: { events: ["poll.closed"], enabled: true } } : {}),
    }),
  })),
  {
    method: "POST",
    path: "/api/webhooks/:id/test",
    access: "signed-in",
    expect: { ...OWNER_ONLY, otherSpeaker: 404 },
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({ params: { id: (await ownerWebhook(fx)).id } }),
  },
  {
    method: "GET",
    path: "/api/webhooks/:id/deliveries",
    access: "signed-in",
    expect: { ...OWNER_ONLY, otherSpeaker: 404 },
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({ params: { id: (await ownerWebhook(fx)).id } }),
  },
  // Feedback (docs/product.md, Feedback).
  {
    method: "GET",
    path: "/api/sessions/:id/feedback/state",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  {
    method: "PUT",
    path: "/api/sessions/:id/feedback/state",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "json",
    fields: { open: "bool", chips: "labels" },
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id }, body: { open: true } }),
  },
  {
    method: "POST",
    path: "/api/sessions/:id/feedback",
    replayable: true,
    access: "audience",
    expect: AUDIENCE,
    body: "json",
    fields: { rating: "rating", chips: "labels", comment: "optText" },
    required: ["rating"],
    sweepAs: "visitor",
    prepare: async (fx) => {
      must(
        await fx.owner.put(`/api/sessions/${fx.session.id}/feedback/state`, { open: true }),
        200,
        "open feedback",
      );
      return {
        params: { id: fx.session.id },
        body: { rating: 4, chips: ["Clear"], comment: "Good pace" },
      };
    },
  },
  {
    method: "GET",
    path: "/api/sessions/:id/feedback",
    access: "owner",
    ability: "read",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  // Reactions (docs/product.md, Reactions).
  {
    method: "POST",
    path: "/api/sessions/:id/reactions",
    replayable: true,
    access: "audience",
    expect: AUDIENCE,
    body: "json",
    fields: { emoji: "enum" },
    required: ["emoji"],
    sweepAs: "visitor",
    prepare: (fx) => ({ params: { id: fx.session.id }, body: { emoji: "👏" } }),
  },
  {
    method: "GET",
    path: "/api/sessions/:id/reactions",
    access: "owner",
    ability: "read",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  // Insights (docs/product.md, Insights).
  {
    method: "GET",
    path: "/api/sessions/:id/insights",
    access: "owner",
    ability: "read",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  // The report e-mail (docs/product.md, Insights, Report).
  {
    method: "GET",
    path: "/api/sessions/:id/report",
    access: "owner",
    ability: "read",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  {
    method: "PUT",
    path: "/api/sessions/:id/report/subscription",
    access: "owner",
    ability: "read",
    expect: OWNER_ONLY,
    body: "json",
    fields: { subscribed: "bool" },
    required: ["subscribed"],
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id }, body: { subscribed: true } }),
  },
  {
    // A session of its own for each caller: a second send within 5 minutes is refused 429.
    method: "POST",
    path: "/api/sessions/:id/report",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({ params: { id: (await createSession(fx.owner)).id } }),
  },
  // The quiz leaderboard (docs/product.md, Quiz leaderboard).
  {
    method: "PUT",
    path: "/api/sessions/:id/nickname",
    replayable: true,
    access: "anyone",
    expect: ANYONE,
    body: "json",
    fields: { nickname: "text" },
    required: ["nickname"],
    sweepAs: "visitor",
    prepare: (fx) => ({ params: { id: fx.session.id }, body: { nickname: "Ada" } }),
  },
  {
    method: "GET",
    path: "/api/sessions/:id/leaderboard",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  // The room (docs/product.md, The room); the presenter key's own rules are in stage/stage.test.ts.
  {
    method: "POST",
    path: "/api/sessions/:id/presenter-link",
    access: "owner",
    ability: "present",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  {
    method: "GET",
    path: "/api/sessions/:id/stage",
    access: "owner",
    ability: "present",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  {
    method: "PUT",
    path: "/api/sessions/:id/stage",
    access: "owner",
    ability: "present",
    expect: OWNER_ONLY,
    body: "json",
    fields: { panel: "enum", pollId: "id", questionId: "id" },
    required: ["panel"],
    sweepAs: "owner",
    prepare: (fx) => ({
      params: { id: fx.session.id },
      body: { panel: "question", questionId: fx.question.id },
    }),
  },
  // The team (docs/product.md, Team).
  {
    method: "POST",
    path: "/api/sessions/:id/members",
    access: "owner",
    ability: "manage",
    expect: OWNER_ONLY,
    body: "json",
    fields: { email: "email", role: "enum" },
    required: ["email", "role"],
    sweepAs: "owner",
    prepare: (fx) => ({
      params: { id: fx.session.id },
      body: { email: uniqueEmail("invitee"), role: "viewer" },
    }),
  },
  {
    method: "GET",
    path: "/api/sessions/:id/members",
    access: "owner",
    ability: "read",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  {
    method: "PATCH",
    path: "/api/sessions/:id/members/:memberId",
    access: "owner",
    ability: "manage",
    expect: OWNER_ONLY,
    body: "json",
    fields: { role: "enum" },
    required: ["role"],
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: { id: fx.session.id, memberId: await invitedMember(fx) },
      body: { role: "moderator" },
    }),
  },
  {
    method: "DELETE",
    path: "/api/sessions/:id/members/:memberId",
    access: "owner",
    ability: "manage",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: { id: fx.session.id, memberId: await invitedMember(fx) },
    }),
  },
  {
    // Without a code it mails the owner one (202); session/members tests hand a session over.
    method: "POST",
    path: "/api/sessions/:id/transfer",
    access: "owner",
    ability: "manage",
    expect: OWNER_ONLY,
    body: "json",
    fields: { memberId: "id", code: "otp" },
    required: ["memberId"],
    sweepAs: "owner",
    prepare: async (fx) => {
      const { memberId } = await addMember(fx.server, fx.owner, fx.session.id, "cohost");
      return { params: { id: fx.session.id }, body: { memberId } };
    },
  },
  {
    method: "GET",
    path: "/api/sessions/:id/activity",
    access: "owner",
    ability: "read",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  // The deck (docs/product.md, The deck).
  {
    method: "POST",
    path: "/api/sessions/:id/deck",
    variant: "an upload",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "multipart",
    sweepAs: "owner",
    prepare: (fx) => ({
      params: { id: fx.session.id },
      form: () => fileForm({}, { bytes: TINY_PDF, name: "deck.pdf", type: "application/pdf" }),
    }),
  },
  {
    method: "POST",
    path: "/api/sessions/:id/deck",
    variant: "a PDF on the page",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "json",
    fields: { resourceId: "id" },
    required: ["resourceId"],
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id }, body: { resourceId: fx.pdf.id } }),
  },
  {
    method: "GET",
    path: "/api/sessions/:id/deck",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: async (fx) => ({ params: { id: (await shownDeck(fx)).sessionId } }),
  },
  {
    method: "PATCH",
    path: "/api/sessions/:id/deck",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "json",
    fields: { followAlong: "enum", openPollsOnSlide: "bool" },
    required: ["followAlong"],
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id }, body: { followAlong: "shown" } }),
  },
  {
    method: "PUT",
    path: "/api/sessions/:id/deck/pages/:n/notes",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "json",
    fields: { text: "optText" },
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id, n: 1 }, body: { text: "Smile." } }),
  },
  {
    // A page shown on stage: anyone's; pages beyond it are the owner's (deck/deck.test.ts).
    method: "GET",
    path: "/api/sessions/:id/deck/pages/:n/:file",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: async (fx) => {
      const { sessionId, image } = await shownDeck(fx);
      return { params: { id: sessionId, n: 1, file: image.slice(image.lastIndexOf("/") + 1) } };
    },
  },
  // Resources.
  {
    method: "POST",
    path: "/api/upload",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "multipart",
    sweepAs: "owner",
    prepare: (fx) => ({
      params: {},
      form: () =>
        fileForm(
          { sessionId: fx.session.id, type: "handout", title: "Handout", description: "One page" },
          { bytes: TINY_PDF, name: "handout.pdf", type: "application/pdf" },
        ),
    }),
  },
  {
    method: "POST",
    path: "/api/resources",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "json",
    fields: {
      sessionId: "id",
      type: "enum",
      title: "text",
      description: "optText",
      url: "url",
      order: "order",
    },
    required: ["sessionId", "type", "title", "url"],
    sweepAs: "owner",
    prepare: (fx) => ({
      params: {},
      body: {
        sessionId: fx.session.id,
        type: "link",
        title: "Docs",
        url: "https://example.com/docs",
      },
    }),
  },
  {
    method: "PATCH",
    path: "/api/resources/:id",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "json",
    fields: {
      title: "text",
      description: "optText",
      url: "url",
      buttonText: "optText",
      order: "order",
    },
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.link.id }, body: { description: "Source code" } }),
  },
  {
    method: "DELETE",
    path: "/api/resources/:id",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: { id: (await addLink(fx.owner, fx.session.id, "Doomed link")).id },
    }),
  },
  {
    method: "POST",
    path: "/api/resources/:id/download",
    replayable: true,
    access: "anyone",
    expect: ANYONE,
    body: "json",
    fields: { email: "email" },
    sweepAs: "visitor",
    prepare: (fx) => ({ params: { id: fx.pdf.id }, body: { email: uniqueEmail("lead") } }),
  },
  {
    method: "GET",
    path: "/api/resources/:id/file",
    variant: "with a download token",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: async (fx) => {
      const answer = must(
        await fx.visitors[0]!.post<{ token: string }>(`/api/resources/${fx.pdf.id}/download`, {
          email: uniqueEmail("lead"),
        }),
        201,
        "download",
      );
      return { params: { id: fx.pdf.id, query: `token=${answer.token}` } };
    },
  },
  {
    method: "GET",
    path: "/api/resources/:id/file",
    variant: "without a token",
    access: "owner",
    ability: "read",
    expect: {
      signedOut: { status: 403, code: "lead_required" },
      visitor: { status: 403, code: "lead_required" },
      otherSpeaker: { status: 403, code: "lead_required" },
      owner: "2xx",
    },
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.pdf.id } }),
  },
  // Polls.
  {
    method: "POST",
    path: "/api/sessions/:id/polls",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "json",
    fields: {
      kind: "enum",
      title: "optText",
      question: "text",
      state: "enum",
      order: "order",
      choices: "choices",
    },
    required: ["question", "choices"],
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: { id: (await createSession(fx.owner, { title: "Poll room" })).id },
      body: {
        title: "Lunch",
        question: "Pizza or pasta?",
        state: "open",
        order: 0,
        choices: [choice(0), choice(1)],
      },
    }),
  },
  {
    method: "GET",
    path: "/api/sessions/:id/polls",
    access: "owner",
    ability: "read",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  {
    method: "GET",
    path: "/api/sessions/:id/public-polls",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  {
    method: "PUT",
    path: "/api/polls/:id",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "json",
    fields: { kind: "enum", title: "optText", question: "text", state: "enum", order: "order" },
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.polls.open.id }, body: { title: "Poll open" } }),
  },
  {
    method: "PUT",
    path: "/api/sessions/:id/poll-order",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "json",
    fields: { pollIds: "ids" },
    required: ["pollIds"],
    sweepAs: "owner",
    prepare: async (fx) => {
      const session = await createSession(fx.owner, { title: "Poll order" });
      const first = await createPoll(fx.owner, session.id, "open");
      const second = await createPoll(fx.owner, session.id, "draft");
      return { params: { id: session.id }, body: { pollIds: [second.id, first.id] } };
    },
  },
  {
    method: "DELETE",
    path: "/api/polls/:id",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => {
      const session = await createSession(fx.owner, { title: "Poll to delete" });
      return { params: { id: (await createPoll(fx.owner, session.id, "open")).id } };
    },
  },
  {
    method: "POST",
    path: "/api/polls/:id/choices",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "json",
    fields: { text: "text", color: "color", order: "order", correct: "bool" },
    required: ["text", "color"],
    sweepAs: "owner",
    prepare: async (fx) => {
      const session = await createSession(fx.owner, { title: "Choice room" });
      return {
        params: { id: (await createPoll(fx.owner, session.id, "draft")).id },
        body: choice(2),
      };
    },
  },
  {
    method: "PUT",
    path: "/api/poll-choices/:id",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "json",
    fields: { text: "text", color: "color", order: "order", correct: "bool" },
    required: ["text", "color"],
    sweepAs: "owner",
    prepare: (fx) => ({
      params: { id: fx.polls.open.choices[0]!.id },
      body: { text: "Yes", color: CHOICE_COLORS[0], order: 0 },
    }),
  },
  {
    method: "DELETE",
    path: "/api/poll-choices/:id",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => {
      const session = await createSession(fx.owner, { title: "Choice to delete" });
      const poll = await createPoll(fx.owner, session.id, "draft", ["A", "B", "C"]);
      return { params: { id: poll.choices[2]!.id } };
    },
  },
  {
    method: "GET",
    path: "/api/polls/:id/results",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: (fx) => ({ params: { id: fx.polls.open.id } }),
  },
  {
    method: "GET",
    path: "/api/polls/:id/vote-status",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: (fx) => ({ params: { id: fx.polls.open.id } }),
  },
  {
    method: "GET",
    path: "/api/polls/:id/embed",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: (fx) => ({ params: { id: fx.polls.open.id } }),
  },
  {
    method: "POST",
    path: "/api/polls/:id/vote",
    replayable: true,
    access: "audience",
    expect: AUDIENCE,
    body: "json",
    fields: { choiceId: "id" },
    required: ["choiceId"],
    sweepAs: "visitor",
    prepare: (fx) => ({
      params: { id: fx.polls.open.id },
      body: { choiceId: fx.polls.open.choices[0]!.id },
    }),
  },
  // The votes of the other poll kinds, each on an open poll of its own.
  {
    method: "POST",
    path: "/api/polls/:id/vote",
    variant: "multiple",
    replayable: true,
    access: "audience",
    expect: AUDIENCE,
    body: "json",
    fields: { choiceIds: "ids" },
    required: ["choiceIds"],
    sweepAs: "visitor",
    prepare: async (fx) => {
      const poll = await kindPoll(fx, "multiple");
      return { params: { id: poll.id }, body: { choiceIds: [poll.choices[0]!.id] } };
    },
  },
  {
    method: "POST",
    path: "/api/polls/:id/vote",
    variant: "wordcloud",
    replayable: true,
    access: "audience",
    expect: AUDIENCE,
    body: "json",
    fields: { words: "words" },
    required: ["words"],
    sweepAs: "visitor",
    prepare: async (fx) => ({
      params: { id: (await kindPoll(fx, "wordcloud")).id },
      body: { words: ["Keynote"] },
    }),
  },
  {
    method: "POST",
    path: "/api/polls/:id/vote",
    variant: "rating",
    replayable: true,
    access: "audience",
    expect: AUDIENCE,
    body: "json",
    fields: { rating: "rating" },
    required: ["rating"],
    sweepAs: "visitor",
    prepare: async (fx) => ({
      params: { id: (await kindPoll(fx, "rating")).id },
      body: { rating: 4 },
    }),
  },
  {
    method: "POST",
    path: "/api/polls/:id/vote",
    variant: "open",
    replayable: true,
    access: "audience",
    expect: AUDIENCE,
    body: "json",
    fields: { text: "text" },
    required: ["text"],
    sweepAs: "visitor",
    prepare: async (fx) => ({
      params: { id: (await kindPoll(fx, "open")).id },
      body: { text: "More demos, please" },
    }),
  },
  {
    method: "POST",
    path: "/api/polls/:id/vote",
    variant: "ranking",
    replayable: true,
    access: "audience",
    expect: AUDIENCE,
    body: "json",
    fields: { ranking: "ids" },
    required: ["ranking"],
    sweepAs: "visitor",
    prepare: async (fx) => {
      const poll = await kindPoll(fx, "ranking");
      return { params: { id: poll.id }, body: { ranking: poll.choices.map((c) => c.id) } };
    },
  },
  {
    method: "POST",
    path: "/api/polls/:id/reveal",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: { id: (await kindPoll(fx, "quiz", { state: "closed" })).id },
    }),
  },
  // Votes by network (docs/decisions.md, Visitor identity).
  {
    method: "GET",
    path: "/api/polls/:id/networks",
    access: "owner",
    ability: "read",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.polls.open.id } }),
  },
  {
    method: "POST",
    path: "/api/polls/:id/discard-network",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "json",
    fields: { network: "text" },
    required: ["network"],
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.polls.open.id }, body: { network: "192.0.2.0/24" } }),
  },
  {
    method: "POST",
    path: "/api/polls/:id/hidden-words",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "json",
    fields: { text: "text" },
    required: ["text"],
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: { id: (await kindPoll(fx, "wordcloud")).id },
      body: { text: "Spoiler" },
    }),
  },
  {
    method: "DELETE",
    path: "/api/polls/:id/hidden-words/:text",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => {
      const poll = await kindPoll(fx, "wordcloud");
      must(
        await fx.owner.post(`/api/polls/${poll.id}/hidden-words`, { text: "spoiler" }),
        201,
        "hide a word",
      );
      return { params: { id: poll.id, text: "spoiler" } };
    },
  },
  {
    method: "POST",
    path: "/api/polls/:id/answers/:answerId/hide",
    access: "owner",
    ability: "edit",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => {
      const poll = await kindPoll(fx, "open");
      const answer = must(
        await (
          await visitor(fx.server)
        ).post<VoteResponse>(`/api/polls/${poll.id}/vote`, {
          text: "Off topic",
        }),
        201,
        "answer",
      );
      const { answers } = answer.results as Extract<PollResults, { kind: "open" }>;
      return { params: { id: poll.id, answerId: answers[0]!.id } };
    },
  },
  // Drafts never reach the audience (docs/decisions.md, Authorization).
  {
    method: "GET",
    path: "/api/polls/:id/results",
    variant: "draft",
    access: "owner-of-draft",
    ability: "read",
    expect: DRAFT_HIDDEN,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.polls.draft.id } }),
  },
  {
    method: "GET",
    path: "/api/polls/:id/vote-status",
    variant: "draft",
    access: "owner-of-draft",
    ability: "read",
    expect: DRAFT_HIDDEN,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.polls.draft.id } }),
  },
  {
    method: "GET",
    path: "/api/polls/:id/embed",
    variant: "draft",
    access: "owner-of-draft",
    ability: "read",
    expect: DRAFT_HIDDEN,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.polls.draft.id } }),
  },
  {
    method: "POST",
    path: "/api/polls/:id/vote",
    variant: "draft",
    access: "owner-of-draft",
    ability: "read",
    // A vote on a draft is refused as the draft's other routes are, or as missing.
    expect: {
      signedOut: [DRAFT, 404],
      visitor: [DRAFT, 404],
      otherSpeaker: [DRAFT, 404],
      owner: 403,
      cohost: [DRAFT, 404],
      moderator: [DRAFT, 404],
      viewer: [DRAFT, 404],
    },
    body: "json",
    fields: { choiceId: "id" },
    required: ["choiceId"],
    sweepAs: "visitor",
    prepare: (fx) => ({
      params: { id: fx.polls.draft.id },
      body: { choiceId: fx.polls.draft.choices[0]!.id },
    }),
  },
  // Questions.
  {
    method: "GET",
    path: "/api/sessions/:id/questions",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  {
    method: "POST",
    path: "/api/sessions/:id/questions",
    replayable: true,
    access: "audience",
    expect: AUDIENCE,
    body: "json",
    fields: {
      questionText: "text",
      isAnonymous: "bool",
      authorName: "optText",
      authorEmail: "email",
    },
    required: ["questionText"],
    sweepAs: "visitor",
    prepare: (fx) => ({
      params: { id: fx.session.id },
      body: { questionText: "Will slides be shared?", isAnonymous: false, authorName: "Grace" },
    }),
  },
  {
    method: "POST",
    path: "/api/questions/:id/vote",
    replayable: true,
    access: "anyone",
    expect: ANYONE,
    body: "optional-json",
    fields: { voterEmail: "ignoredText" },
    sweepAs: "visitor",
    prepare: (fx) => ({ params: { id: fx.question.id } }),
  },
  {
    method: "DELETE",
    path: "/api/questions/:id/vote",
    replayable: true,
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: (fx) => ({ params: { id: fx.question.id } }),
  },
  {
    method: "PATCH",
    path: "/api/questions/:id/answer",
    access: "owner",
    ability: "moderate",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.question.id } }),
  },
  {
    method: "DELETE",
    path: "/api/questions/:id",
    access: "owner",
    ability: "moderate",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    // A visitor of its own for each caller: one visitor asks at most 10 questions a minute.
    prepare: async (fx) => ({
      params: { id: (await askQuestion(await visitor(fx.server), fx.session.id, "Delete me?")).id },
    }),
  },
  // Moderation (docs/product.md, Moderation): the owner's alone.
  {
    method: "POST",
    path: "/api/questions/:id/approve",
    access: "owner",
    ability: "moderate",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({ params: { id: (await pendingQuestion(fx)).id } }),
  },
  {
    method: "POST",
    path: "/api/questions/:id/dismiss",
    access: "owner",
    ability: "moderate",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({ params: { id: (await freshQuestion(fx)).id } }),
  },
  {
    method: "PATCH",
    path: "/api/questions/:id",
    access: "owner",
    ability: "moderate",
    expect: OWNER_ONLY,
    body: "json",
    fields: { text: "text" },
    required: ["text"],
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: { id: (await freshQuestion(fx)).id },
      body: { text: "Is this one for the speaker, or for the organisers?" },
    }),
  },
  {
    method: "PUT",
    path: "/api/questions/:id/reply",
    access: "owner",
    ability: "moderate",
    expect: OWNER_ONLY,
    body: "json",
    fields: { text: "text" },
    required: ["text"],
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: { id: (await freshQuestion(fx)).id },
      body: { text: "Yes: the slides are on this page after the talk." },
    }),
  },
  {
    method: "DELETE",
    path: "/api/questions/:id/reply",
    access: "owner",
    ability: "moderate",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => {
      const question = await freshQuestion(fx);
      must(
        await fx.owner.put(`/api/questions/${question.id}/reply`, { text: "Soon." }),
        200,
        "reply",
      );
      return { params: { id: question.id } };
    },
  },
  {
    method: "POST",
    path: "/api/sessions/:id/blocked-askers",
    access: "owner",
    ability: "moderate",
    expect: OWNER_ONLY,
    body: "json",
    fields: { questionId: "id" },
    required: ["questionId"],
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: { id: fx.session.id },
      body: { questionId: (await freshQuestion(fx)).id },
    }),
  },
  {
    method: "GET",
    path: "/api/sessions/:id/blocked-askers",
    access: "owner",
    ability: "moderate",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: (fx) => ({ params: { id: fx.session.id } }),
  },
  {
    method: "DELETE",
    path: "/api/sessions/:id/blocked-askers/:blockedAskerId",
    access: "owner",
    ability: "moderate",
    expect: OWNER_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => {
      const question = await freshQuestion(fx);
      const block = must(
        await fx.owner.post<{ id: number }>(`/api/sessions/${fx.session.id}/blocked-askers`, {
          questionId: question.id,
        }),
        201,
        "block",
      );
      return { params: { id: fx.session.id, blockedAskerId: block.id } };
    },
  },
  // Events (docs/product.md, Events): the "owner" is the event's creator.
  {
    method: "POST",
    path: "/api/events",
    access: "signed-in",
    expect: SIGNED_IN,
    body: "json",
    fields: eventFields,
    required: ["name", "startsOn", "endsOn", "timezone"],
    sweepAs: "owner",
    prepare: () => ({
      params: {},
      body: {
        name: "Matrix Summit",
        startsOn: "2026-05-04",
        endsOn: "2026-05-05",
        timezone: "Europe/Berlin",
        venue: "Hall 1",
      },
    }),
  },
  {
    method: "GET",
    path: "/api/events",
    access: "signed-in",
    expect: SIGNED_IN,
    body: "none",
    sweepAs: "owner",
    prepare: () => ({ params: {} }),
  },
  {
    // The agenda, by the event's slug: anyone's, without addresses (events.test.ts).
    method: "GET",
    path: "/api/events/:id/public",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: async (fx) => ({ params: { id: (await matrixEvent(fx)).event.slug } }),
  },
  {
    method: "GET",
    path: "/api/events/:id",
    access: "event",
    eventAbility: "read",
    expect: EVENT_TEAM_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({ params: { id: (await matrixEvent(fx)).event.id } }),
  },
  {
    method: "PATCH",
    path: "/api/events/:id",
    access: "event",
    eventAbility: "edit",
    expect: EVENT_TEAM_ONLY,
    body: "json",
    fields: eventFields,
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: { id: (await matrixEvent(fx)).event.id },
      body: { venue: "Congress Centre" },
    }),
  },
  {
    method: "DELETE",
    path: "/api/events/:id",
    access: "event",
    eventAbility: "manage",
    expect: EVENT_TEAM_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({ params: { id: (await teamEvent(fx)).id } }),
  },
  {
    method: "GET",
    path: "/api/events/:id/members",
    access: "event",
    eventAbility: "read",
    expect: EVENT_TEAM_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({ params: { id: (await matrixEvent(fx)).event.id } }),
  },
  {
    method: "POST",
    path: "/api/events/:id/members",
    access: "event",
    eventAbility: "edit",
    expect: EVENT_TEAM_ONLY,
    body: "json",
    fields: { email: "email", role: "enum" },
    required: ["email", "role"],
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: { id: (await matrixEvent(fx)).event.id },
      body: { email: uniqueEmail("event-invitee"), role: "viewer" },
    }),
  },
  {
    method: "PATCH",
    path: "/api/events/:id/members/:memberId",
    access: "event",
    eventAbility: "edit",
    expect: EVENT_TEAM_ONLY,
    body: "json",
    fields: { role: "enum" },
    required: ["role"],
    sweepAs: "owner",
    prepare: async (fx) => {
      const { eventId, memberId } = await addedEventMember(fx);
      return { params: { id: eventId, memberId }, body: { role: "organizer" } };
    },
  },
  {
    method: "DELETE",
    path: "/api/events/:id/members/:memberId",
    access: "event",
    eventAbility: "edit",
    expect: EVENT_TEAM_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => {
      const { eventId, memberId } = await addedEventMember(fx);
      return { params: { id: eventId, memberId } };
    },
  },
  {
    method: "GET",
    path: "/api/events/:id/talks",
    access: "event",
    eventAbility: "read",
    expect: EVENT_TEAM_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({ params: { id: (await matrixEvent(fx)).event.id } }),
  },
  {
    method: "POST",
    path: "/api/events/:id/talks",
    variant: "a new talk",
    access: "event",
    eventAbility: "edit",
    expect: EVENT_TEAM_ONLY,
    body: "json",
    fields: { title: "text", description: "optText", ...talkFields, speakers: "emails" },
    required: ["title", "startsAt", "endsAt", "room"],
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: { id: (await matrixEvent(fx)).event.id },
      body: { title: "A new talk", ...slot(), room: "Saal Süd", track: "Web" },
    }),
  },
  {
    // A speaker of one of the event's talks may attach a session of theirs too.
    method: "POST",
    path: "/api/events/:id/talks",
    variant: "a session attached",
    access: "event",
    eventAbility: "edit",
    expect: { ...EVENT_TEAM_ONLY, talkSpeaker: "2xx" },
    body: "json",
    fields: { sessionId: "id", ...talkFields },
    required: ["sessionId", "startsAt", "endsAt", "room"],
    sweepAs: "owner",
    prepare: async (fx, actor) => ({
      params: { id: (await matrixEvent(fx)).event.id },
      body: { sessionId: await ownSession(fx, actor), ...slot(), room: "Saal Nord" },
    }),
  },
  {
    method: "PATCH",
    path: "/api/events/:id/talks/:sessionId",
    access: "event",
    eventAbility: "edit",
    expect: EVENT_TEAM_ONLY,
    body: "json",
    fields: talkFields,
    sweepAs: "owner",
    prepare: async (fx) => {
      const { event, talk } = await matrixEvent(fx);
      return { params: { id: event.id, sessionId: talk.sessionId }, body: { track: "Web" } };
    },
  },
  {
    method: "DELETE",
    path: "/api/events/:id/talks/:sessionId",
    access: "event",
    eventAbility: "edit",
    expect: EVENT_TEAM_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => {
      const { event } = await matrixEvent(fx);
      const talk = await addTalk(fx.owner, event.id, { title: "Cancelled talk", ...slot() });
      return { params: { id: event.id, sessionId: talk.sessionId } };
    },
  },
  {
    method: "GET",
    path: "/api/events/:id/rooms",
    access: "event",
    eventAbility: "read",
    expect: EVENT_TEAM_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({ params: { id: (await matrixEvent(fx)).event.id } }),
  },
  {
    // A room's QR code as a PNG, for the projector of a talk in it: public like a session's.
    method: "GET",
    path: "/api/events/:slug/rooms/:roomSlug/qr",
    access: "anyone",
    expect: ANYONE,
    body: "none",
    sweepAs: "visitor",
    prepare: async (fx) => {
      const { event, talk } = await matrixEvent(fx);
      return { params: { slug: event.slug, roomSlug: talk.room.slug } };
    },
  },
  {
    method: "POST",
    path: "/api/events/:id/import",
    variant: "a file",
    access: "event",
    eventAbility: "edit",
    expect: EVENT_TEAM_ONLY,
    body: "multipart",
    sweepAs: "owner",
    prepare: async (fx) => ({ params: { id: (await teamEvent(fx)).id }, form: pretalxSample }),
  },
  {
    // The matrix's address is private, so even the team is refused: the fetch is never made.
    method: "POST",
    path: "/api/events/:id/import",
    variant: "an address",
    access: "event",
    eventAbility: "edit",
    expect: { ...EVENT_TEAM_ONLY, owner: { status: 400, code: "import_fetch_failed" } },
    body: "json",
    fields: { url: "url" },
    required: ["url"],
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: { id: (await matrixEvent(fx)).event.id },
      body: { url: "http://127.0.0.1:9/schedule.json" },
    }),
  },
  {
    method: "GET",
    path: "/api/events/:id/dashboard",
    access: "event",
    eventAbility: "read",
    expect: EVENT_TEAM_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({ params: { id: (await matrixEvent(fx)).event.id } }),
  },
  {
    method: "GET",
    path: "/api/events/:id/insights",
    access: "event",
    eventAbility: "read",
    expect: EVENT_TEAM_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({ params: { id: (await matrixEvent(fx)).event.id } }),
  },
  {
    // The event's own leads: its creator and organisers, and only while it collects them.
    method: "GET",
    path: "/api/events/:id/leads.csv",
    access: "event",
    eventAbility: "edit",
    expect: EVENT_TEAM_ONLY,
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({ params: { id: (await matrixEvent(fx)).event.id } }),
  },
  // Session routes on an event's talk: the event's side gets the roles the event gives.
  {
    method: "PATCH",
    path: "/api/sessions/:id",
    variant: "an event's talk",
    access: "owner",
    ability: "edit",
    expect: {
      ...OWNER_ONLY,
      ...ON_THE_TALK,
      organizer: "2xx",
      eventViewer: ROLE_FORBIDDEN,
      talkSpeaker: "2xx",
    },
    body: "json",
    fields: { title: "text", description: "text" },
    sweepAs: "owner",
    prepare: async (fx) => ({
      params: { id: (await matrixEvent(fx)).talk.sessionId },
      body: { description: "What the matrix checks." },
    }),
  },
  {
    method: "GET",
    path: "/api/sessions/:id/analytics",
    variant: "an event's talk",
    access: "owner",
    ability: "read",
    expect: {
      ...OWNER_ONLY,
      ...ON_THE_TALK,
      organizer: "2xx",
      eventViewer: "2xx",
      talkSpeaker: "2xx",
    },
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({ params: { id: (await matrixEvent(fx)).talk.sessionId } }),
  },
  {
    // A talk's leads go to its owner and its speakers, not to the event's organisers.
    method: "GET",
    path: "/api/sessions/:id/leads",
    variant: "an event's talk",
    access: "owner",
    ability: "leads",
    expect: {
      ...OWNER_ONLY,
      ...ON_THE_TALK,
      organizer: ROLE_FORBIDDEN,
      eventViewer: ROLE_FORBIDDEN,
      talkSpeaker: "2xx",
    },
    body: "none",
    sweepAs: "owner",
    prepare: async (fx) => ({ params: { id: (await matrixEvent(fx)).talk.sessionId } }),
  },
];

/**
 * The roles that may do each ability, as the issue and docs/product.md (Team) give them, written
 * out here rather than read from the code under test.
 */
const ROLES_THAT_MAY: Record<SessionAbility, readonly Member[]> = {
  read: ["cohost", "moderator", "viewer"],
  present: ["cohost", "moderator"],
  moderate: ["cohost", "moderator"],
  edit: ["cohost"],
  leads: [],
  manage: [],
};

/**
 * The event roles that may do each event ability (docs/product.md, Events), written out like
 * ROLES_THAT_MAY. The talk speaker holds no event role: an event route tells them, like another
 * speaker, that they are not on the event's team.
 */
const EVENT_ROLES_THAT_MAY: Record<EventAbility, readonly EventTeamMember[]> = {
  read: ["organizer", "eventViewer"],
  edit: ["organizer"],
  manage: [],
};

const isEventTeam = (actor: Actor): actor is EventTeamMember =>
  (EVENT_TEAM as readonly string[]).includes(actor);

/**
 * What `actor` must get from the route: what it says, else for a member what its role allows of
 * the route's ability (the owner's answer, or role_forbidden), and for anyone else in the team
 * (a removed member, a member on a route of no session) what another speaker gets; the event's
 * side likewise by its event ability on an event route, as another speaker elsewhere.
 */
export function expectationOf(route: RouteCase, actor: Actor): Expectation {
  const said = route.expect[actor];
  if (said !== undefined) return said;
  if (actor === "removedMember") return route.expect.otherSpeaker;
  if (isEventTeam(actor)) {
    if (route.access !== "event") return route.expect.otherSpeaker;
    if (!route.eventAbility) throw new Error(`${routeName(route)} names no event ability`);
    return EVENT_ROLES_THAT_MAY[route.eventAbility].includes(actor)
      ? route.expect.owner
      : actor === "talkSpeaker"
        ? route.expect.otherSpeaker
        : ROLE_FORBIDDEN;
  }
  if (route.access !== "owner" && route.access !== "owner-of-draft")
    return route.expect.otherSpeaker;
  if (!route.ability) throw new Error(`${routeName(route)} names no ability for its team`);
  const member = actor as Member;
  return ROLES_THAT_MAY[route.ability].includes(member) ? route.expect.owner : ROLE_FORBIDDEN;
}

export function routeName(route: RouteCase): string {
  return `${route.method} ${route.path}${route.variant ? ` (${route.variant})` : ""}`;
}

export function fillPath(template: string, params: Record<string, string | number>): string {
  const path = template.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${template}`);
    return String(value);
  });
  // `query` (a download token, say) is the query string, not a path parameter.
  return params.query === undefined ? path : `${path}?${params.query}`;
}

/** The names of a template's path parameters. */
export function pathParams(template: string): string[] {
  return [...template.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
}

/** Sends a prepared call as `client`. */
export function send(client: TestClient, route: RouteCase, call: PreparedCall) {
  const url = fillPath(route.path, call.params);
  if (call.form) return client.request(route.method, url, { form: call.form() });
  return client.request(route.method, url, call.body === undefined ? {} : { body: call.body });
}

/** Checks a status and body against an expectation; returns a description of the mismatch, or null. */
export function mismatch(expectation: Expectation, status: number, body: unknown): string | null {
  if (Array.isArray(expectation)) {
    if (expectation.some((one) => mismatch(one, status, body) === null)) return null;
    return `expected one of ${JSON.stringify(expectation)}, got ${status} ${JSON.stringify(body)}`;
  }
  const code = (body as { code?: unknown } | null)?.code;
  if (expectation === "2xx")
    return status >= 200 && status < 300
      ? null
      : `expected 2xx, got ${status} ${JSON.stringify(body)}`;
  if (typeof expectation === "number")
    return status === expectation
      ? null
      : `expected ${expectation}, got ${status} ${JSON.stringify(body)}`;
  if (status !== expectation.status || code !== expectation.code) {
    return `expected ${expectation.status} code ${expectation.code}, got ${status} ${JSON.stringify(body)}`;
  }
  return null;
}
