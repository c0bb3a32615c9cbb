/**
 * Events (docs/product.md, Events): an event, its team of organisers and viewers, and its talks,
 * each a session in a room at a time. A new talk is a session the organiser owns, with its
 * speakers invited as co-hosts who also get its leads; a speaker's own session may be attached by
 * its owner. The public agenda reads the same talks without addresses.
 */
import express, { type Request, type Router } from "express";
import {
  addEventMemberBodySchema,
  attachTalkBodySchema,
  createEventBodySchema,
  newTalkBodySchema,
  updateEventBodySchema,
  updateEventMemberBodySchema,
  updateTalkBodySchema,
  DomainError,
  PROFANITY_FILTER_DEFAULT,
  QA_ENABLED_DEFAULT,
  QUESTION_REVIEW_DEFAULT,
  EVENT_LIMITS,
} from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { EventRow, UserRow } from "../db/schema.ts";
import { requireUser } from "../http/request-context.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { inviteToSession } from "../members/invite.ts";
import { requireSession } from "../sessions/access.ts";
import { insertSession } from "../sessions/repo.ts";
import {
  EVENT_NOT_FOUND,
  EVENT_ROLE_FORBIDDEN,
  NOT_EVENT_MEMBER,
  eventRoleOf,
  requireEvent,
  requireEventAbility,
} from "./access.ts";
import { toEvent, toEventMember, toPublicEvent } from "./presenter.ts";
import {
  addEventMember,
  changeEventRole,
  deleteEvent,
  ensureRoom,
  eventBySlug,
  eventsOfUser,
  findEventMember,
  findTalk,
  insertEvent,
  insertTalk,
  listEventMembers,
  listTalks,
  markSpeaker,
  removeEventMember,
  removeTalk,
  roomsOf,
  talkOfSession,
  updateEvent,
  updateTalk,
} from "./repo.ts";

const EVENT_MEMBER_NOT_FOUND = "This person is no longer on the event's team";
const TALK_NOT_FOUND = "This talk is not on the event's agenda";
const TALK_IN_OTHER_EVENT = "This session is already a talk of another event";
const NOT_SESSION_OWNER = "Only the session's owner can add it to an event";
const TOO_MANY_TALKS = `An event has at most ${EVENT_LIMITS.talks} talks`;

export function eventRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;

  async function requireTalk(eventId: number, sessionId: number) {
    const talk = await findTalk(db, eventId, sessionId);
    if (!talk) throw new DomainError("talk_not_found", TALK_NOT_FOUND);
    return talk;
  }

  async function refuseBeyondTalkLimit(eventId: number) {
    const count = await db
      .selectFrom("eventTalks")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("eventId", "=", eventId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= EVENT_LIMITS.talks)
      throw new DomainError("invalid", TOO_MANY_TALKS, {
        issues: [{ path: "sessionId", message: TOO_MANY_TALKS }],
      });
  }

  /** A new talk: a session of the organiser's, in the event, with its speakers invited. */
  async function createTalk(event: EventRow, organiser: UserRow, req: Request) {
    const talk = parseBody(req, newTalkBodySchema);
    await refuseBeyondTalkLimit(event.id);
    const room = await ensureRoom(db, event.id, talk.room);
    const session = await db.transaction().execute(async (trx) => {
      const row = await insertSession(trx, {
        userId: organiser.id,
        eventName: event.name,
        title: talk.title,
        description: talk.description ?? "",
        qaEnabled: QA_ENABLED_DEFAULT,
        questionReview: QUESTION_REVIEW_DEFAULT,
        profanityFilter: PROFANITY_FILTER_DEFAULT,
        confirmEmail: false,
        language: null,
      });
      await insertTalk(trx, {
        sessionId: row.id,
        eventId: event.id,
        roomId: room.id,
        track: talk.track,
        startsAt: talk.startsAt,
        endsAt: talk.endsAt,
      });
      return row;
    });
    for (const email of new Set(talk.speakers)) {
      if (email === organiser.email) continue;
      await inviteToSession(ctx, session, organiser, email, "cohost");
      await markSpeaker(db, session.id, email);
    }
    return session.id;
  }

  /** A speaker's own session joins the event: its owner only, and not from another event. */
  async function attachTalk(event: EventRow, user: UserRow, req: Request) {
    const talk = parseBody(req, attachTalkBodySchema);
    const session = await requireSession(db, talk.sessionId);
    if (session.userId !== user.id) throw new DomainError("not_owner", NOT_SESSION_OWNER);
    const current = await talkOfSession(db, session.id);
    if (current && current.eventId !== event.id)
      throw new DomainError("talk_in_other_event", TALK_IN_OTHER_EVENT);
    const room = await ensureRoom(db, event.id, talk.room);
    const place = {
      roomId: room.id,
      track: talk.track,
      startsAt: talk.startsAt,
      endsAt: talk.endsAt,
    };
    if (current) await updateTalk(db, session.id, place);
    else {
      await refuseBeyondTalkLimit(event.id);
      await insertTalk(db, { sessionId: session.id, eventId: event.id, ...place });
    }
    return session.id;
  }

  router.post("/events", async (req, res) => {
    const user = requireUser(req);
    const body = parseBody(req, createEventBodySchema);
    const row = await insertEvent(db, user.id, {
      ...body,
      venue: body.venue ?? null,
      description: body.description ?? null,
    });
    res.status(201).json(toEvent(row, "owner"));
  });

  router.get("/events", async (req, res) => {
    const user = requireUser(req);
    res.json((await eventsOfUser(db, user)).map(({ event, role }) => toEvent(event, role)));
  });

  router.get("/events/:id/public", async (req, res) => {
    const slug = String(req.params.id);
    const event = await eventBySlug(db, slug);
    if (!event) throw new DomainError("event_not_found", EVENT_NOT_FOUND);
    const [rooms, talks] = await Promise.all([roomsOf(db, event.id), listTalks(db, event.id)]);
    res.json(toPublicEvent(event, rooms, talks));
  });

  router.get("/events/:id", async (req, res) => {
    const { event, role } = await requireEventAbility(db, req, parseId(req), "read");
    res.json(toEvent(event, role));
  });

  router.patch("/events/:id", async (req, res) => {
    const eventId = parseId(req);
    const body = parseBody(req, updateEventBodySchema);
    const { event, role } = await requireEventAbility(db, req, eventId, "edit");
    const merged = { ...event, ...body };
    if (merged.endsOn < merged.startsOn)
      throw new DomainError("invalid", "The end must not be before the start", {
        issues: [{ path: "endsOn", message: "The end must not be before the start" }],
      });
    res.json(toEvent(await updateEvent(db, event.id, body), role));
  });

  router.delete("/events/:id", async (req, res) => {
    const { event } = await requireEventAbility(db, req, parseId(req), "manage");
    await deleteEvent(db, event.id);
    res.json({ ok: true });
  });

  router.get("/events/:id/members", async (req, res) => {
    const { event } = await requireEventAbility(db, req, parseId(req), "read");
    res.json((await listEventMembers(db, event.id)).map(toEventMember));
  });

  router.post("/events/:id/members", async (req, res) => {
    const eventId = parseId(req);
    const body = parseBody(req, addEventMemberBodySchema);
    const { event } = await requireEventAbility(db, req, eventId, "edit");
    const creator = await db
      .selectFrom("users")
      .select("email")
      .where("id", "=", event.userId)
      .executeTakeFirstOrThrow();
    if (creator.email === body.email)
      throw new DomainError("member_is_owner", "This is the event's creator");
    const { member, created } = await addEventMember(db, event.id, body.email, body.role);
    res.status(created ? 201 : 200).json(toEventMember(member));
  });

  async function requireEventMember(eventId: number, memberId: number) {
    const member = await findEventMember(db, eventId, memberId);
    if (!member) throw new DomainError("member_not_found", EVENT_MEMBER_NOT_FOUND);
    return member;
  }

  router.patch("/events/:id/members/:memberId", async (req, res) => {
    const eventId = parseId(req);
    const memberId = parseId(req, "memberId");
    const { role } = parseBody(req, updateEventMemberBodySchema);
    const { event } = await requireEventAbility(db, req, eventId, "edit");
    await requireEventMember(event.id, memberId);
    await changeEventRole(db, memberId, role);
    res.json(toEventMember(await requireEventMember(event.id, memberId)));
  });

  router.delete("/events/:id/members/:memberId", async (req, res) => {
    const eventId = parseId(req);
    const memberId = parseId(req, "memberId");
    const { event } = await requireEventAbility(db, req, eventId, "edit");
    await requireEventMember(event.id, memberId);
    await removeEventMember(db, memberId);
    res.json({ ok: true });
  });

  router.get("/events/:id/talks", async (req, res) => {
    const { event } = await requireEventAbility(db, req, parseId(req), "read");
    res.json(await listTalks(db, event.id));
  });

  router.post("/events/:id/talks", async (req, res) => {
    const user = requireUser(req);
    const eventId = parseId(req);
    const attaching = typeof req.body === "object" && req.body !== null && "sessionId" in req.body;
    const event = attaching
      ? await requireAttachable(eventId, user)
      : (await requireEventAbility(db, req, eventId, "edit")).event;
    const sessionId = attaching
      ? await attachTalk(event, user, req)
      : await createTalk(event, user, req);
    res.status(201).json(await requireTalk(event.id, sessionId));
  });

  /**
   * The event, when `user` may attach a session of theirs to it: an organiser, or a speaker of one
   * of its talks; a viewer gets role_forbidden, anyone else not_event_member.
   */
  async function requireAttachable(eventId: number, user: UserRow): Promise<EventRow> {
    const event = await requireEvent(db, eventId);
    const role = await eventRoleOf(db, user, event);
    if (role === "owner" || role === "organizer") return event;
    if (role === "viewer") throw new DomainError("role_forbidden", EVENT_ROLE_FORBIDDEN);
    const speaker = await db
      .selectFrom("eventTalks as t")
      .innerJoin("sessionMembers as m", "m.sessionId", "t.sessionId")
      .select("t.sessionId")
      .where("t.eventId", "=", eventId)
      .where("m.email", "=", user.email)
      .where("m.speaker", "=", 1)
      .executeTakeFirst();
    if (!speaker) throw new DomainError("not_event_member", NOT_EVENT_MEMBER);
    return event;
  }

  router.patch("/events/:id/talks/:sessionId", async (req, res) => {
    const eventId = parseId(req);
    const sessionId = parseId(req, "sessionId");
    const body = parseBody(req, updateTalkBodySchema);
    const { event } = await requireEventAbility(db, req, eventId, "edit");
    const talk = await requireTalk(event.id, sessionId);
    const startsAt = body.startsAt ?? talk.startsAt;
    const endsAt = body.endsAt ?? talk.endsAt;
    if (endsAt <= startsAt)
      throw new DomainError("invalid", "The end must not be before the start", {
        issues: [{ path: "endsAt", message: "The end must not be before the start" }],
      });
    const room = body.room === undefined ? undefined : await ensureRoom(db, event.id, body.room);
    await updateTalk(db, sessionId, {
      startsAt,
      endsAt,
      ...(room ? { roomId: room.id } : {}),
      ...(body.track === undefined ? {} : { track: body.track }),
    });
    res.json(await requireTalk(event.id, sessionId));
  });

  router.delete("/events/:id/talks/:sessionId", async (req, res) => {
    const eventId = parseId(req);
    const sessionId = parseId(req, "sessionId");
    const { event } = await requireEventAbility(db, req, eventId, "edit");
    await requireTalk(event.id, sessionId);
    await removeTalk(db, sessionId);
    res.json({ ok: true });
  });

  return router;
}
