/**
 * Importing a schedule (docs/product.md, Events): a pretalx or frab schedule.json or a Sessionize
 * "All data" JSON, uploaded or fetched from its public address. Talks are matched by their id in
 * that schedule, so importing again updates times, rooms, tracks, titles and speakers and never
 * duplicates; talks gone from the schedule are listed, not deleted. A malformed file is refused
 * whole (events/schedule/), and the whole import is one transaction.
 */
import fs from "node:fs/promises";
import express, { type Request, type Router } from "express";
import {
  DomainError,
  EVENT_LIMITS,
  importUrlBodySchema,
  PROFANITY_FILTER_DEFAULT,
  QA_ENABLED_DEFAULT,
  QUESTION_REVIEW_DEFAULT,
  type ImportResult,
} from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import type { EventRow, UserRow } from "../db/schema.ts";
import { discardUpload, fileReceiver } from "../files/receive-file.ts";
import { fetchPublic } from "../http/public-fetch.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { insertSession } from "../sessions/repo.ts";
import { requireEventAbility } from "./access.ts";
import { ensureRoom, insertTalk, updateTalk } from "./repo.ts";
import {
  parseSchedule,
  type ParsedSchedule,
  type ScheduleTalk,
} from "./schedule/parse-schedule.ts";

const FILE_TOO_LARGE = `A schedule file may be at most ${EVENT_LIMITS.importBytes / 1024 / 1024} MB`;
const FETCH_FAILED = "The schedule could not be fetched from that address";
const NO_FILE = "Choose a schedule file, or give its address";
const DUPLICATE_ID = "Another talk of this schedule has the same id";
const TOO_MANY_TALKS = `The event has ${EVENT_LIMITS.talks} talks, its limit`;

/** The schedule's text: the uploaded file, or the body fetched from the address given. */
async function scheduleText(ctx: AppContext, req: Request): Promise<string> {
  if (req.is("multipart/form-data")) {
    await fileReceiver(ctx.config.dataDir, {
      maxBytes: EVENT_LIMITS.importBytes,
      tooLarge: { code: "file_too_large", message: FILE_TOO_LARGE },
    })(req, req.res!);
    try {
      if (!req.file) throw new DomainError("file_required", NO_FILE);
      return await fs.readFile(req.file.path, "utf8");
    } finally {
      await discardUpload(req);
    }
  }
  const { url } = parseBody(req, importUrlBodySchema);
  try {
    const bytes = await fetchPublic(url, {
      accept: "application/json",
      maxBytes: EVENT_LIMITS.importBytes,
    });
    return bytes.toString("utf8");
  } catch (error) {
    ctx.log.info(`schedule fetch from ${url} failed: ${String(error)}`);
    throw new DomainError("import_fetch_failed", FETCH_FAILED);
  }
}

interface KnownTalk {
  sessionId: number;
  scheduleId: string;
  title: string;
  startsAt: string;
  endsAt: string;
  roomId: number;
  track: string | null;
  speakerNames: string;
}

async function importedTalks(db: Db, eventId: number): Promise<Map<string, KnownTalk>> {
  const rows = await db
    .selectFrom("eventTalks as t")
    .innerJoin("sessions as s", "s.id", "t.sessionId")
    .select([
      "t.sessionId",
      "t.scheduleId",
      "s.title",
      "t.startsAt",
      "t.endsAt",
      "t.roomId",
      "t.track",
      "t.speakerNames",
    ])
    .where("t.eventId", "=", eventId)
    .where("t.scheduleId", "is not", null)
    .execute();
  return new Map(rows.map((row) => [row.scheduleId!, { ...row, scheduleId: row.scheduleId! }]));
}

async function talkCount(db: Db, eventId: number): Promise<number> {
  const row = await db
    .selectFrom("eventTalks")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("eventId", "=", eventId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Creates, updates or leaves each talk of the schedule, in one transaction. */
export async function applySchedule(
  db: Db,
  event: EventRow,
  organiser: Pick<UserRow, "id">,
  schedule: ParsedSchedule,
): Promise<ImportResult> {
  return db.transaction().execute(async (trx) => {
    const known = await importedTalks(trx, event.id);
    let count = await talkCount(trx, event.id);
    const result: ImportResult = {
      format: schedule.format,
      created: 0,
      updated: 0,
      unchanged: 0,
      removedFromSchedule: [],
      skipped: [...schedule.skipped],
    };
    const seen = new Set<string>();
    for (const talk of schedule.talks) {
      if (seen.has(talk.id)) {
        result.skipped.push({ id: talk.id, reason: DUPLICATE_ID });
        continue;
      }
      seen.add(talk.id);
      const room = await ensureRoom(trx, event.id, talk.room);
      const before = known.get(talk.id);
      if (before) {
        if (await updateImported(trx, before, talk, room.id)) result.updated++;
        else result.unchanged++;
        continue;
      }
      if (count >= EVENT_LIMITS.talks) {
        result.skipped.push({ id: talk.id, reason: TOO_MANY_TALKS });
        continue;
      }
      await createImported(trx, event, organiser, talk, room.id);
      count++;
      result.created++;
    }
    for (const gone of known.values())
      if (!seen.has(gone.scheduleId))
        result.removedFromSchedule.push({
          id: gone.scheduleId,
          sessionId: gone.sessionId,
          title: gone.title,
        });
    return result;
  });
}

async function createImported(
  db: Db,
  event: EventRow,
  organiser: Pick<UserRow, "id">,
  talk: ScheduleTalk,
  roomId: number,
): Promise<void> {
  const session = await insertSession(db, {
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
  await insertTalk(db, {
    sessionId: session.id,
    eventId: event.id,
    roomId,
    track: talk.track,
    startsAt: talk.startsAt,
    endsAt: talk.endsAt,
    scheduleId: talk.id,
    speakerNames: talk.speakers,
  });
}

/** Brings a talk imported before up to the schedule; false when nothing differed. */
async function updateImported(
  db: Db,
  before: KnownTalk,
  talk: ScheduleTalk,
  roomId: number,
): Promise<boolean> {
  const speakerNames = JSON.stringify(talk.speakers);
  const placeChanged =
    before.startsAt !== talk.startsAt ||
    before.endsAt !== talk.endsAt ||
    before.roomId !== roomId ||
    before.track !== talk.track ||
    before.speakerNames !== speakerNames;
  const titleChanged = before.title !== talk.title;
  if (placeChanged)
    await updateTalk(db, before.sessionId, {
      startsAt: talk.startsAt,
      endsAt: talk.endsAt,
      roomId,
      track: talk.track,
      speakerNames: talk.speakers,
    });
  if (titleChanged)
    await db
      .updateTable("sessions")
      .set({ title: talk.title })
      .where("id", "=", before.sessionId)
      .execute();
  return placeChanged || titleChanged;
}

export function eventImportRoutes(ctx: AppContext): Router {
  const router = express.Router();
  router.post("/events/:id/import", async (req, res) => {
    const { event, user } = await requireEventAbility(ctx.db, req, parseId(req), "edit");
    const schedule = parseSchedule(await scheduleText(ctx, req), event.timezone);
    res.json(await applySchedule(ctx.db, event, user, schedule));
  });
  return router;
}
