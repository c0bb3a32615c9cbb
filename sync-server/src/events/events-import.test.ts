/**
 * Importing schedules through the real server (docs/product.md, Events), on the samples written for
 * these tests (schedule/samples/: two rooms with non-ASCII names, speakers such as "Zoë Ångström"
 * and "山田 太郎", a talk crossing midnight, an item not yet scheduled): each imported twice makes
 * no duplicate, an edited time is updated, a talk gone from the file is listed and kept, and a
 * malformed file is refused whole with the line or field named.
 */
import fs from "node:fs";
import {
  importResultSchema,
  publicEventSchema,
  talksResponseSchema,
  type ImportResult,
  type LecternEvent,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { createEvent, errorOf, fileForm, must, signUpSpeaker, uniqueEmail } from "../test/seed.ts";

const sample = (name: string) =>
  fs.readFileSync(new URL(`./schedule/samples/${name}`, import.meta.url), "utf8");
const PRETALX = sample("pretalx-schedule.json");
const SESSIONIZE = sample("sessionize-all-data.json");

let server: TestServer;
let organiser: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  organiser = server.client();
  await signUpSpeaker(server, organiser, {
    firstName: "Olga",
    lastName: "Organiser",
    email: uniqueEmail("olga"),
  });
});

afterAll(async () => {
  await server?.close();
});

function upload(event: LecternEvent, text: string, name = "schedule.json") {
  const form = fileForm(
    {},
    { bytes: new TextEncoder().encode(text), name, type: "application/json" },
  );
  return organiser.request("POST", `/api/events/${event.id}/import`, { form });
}

async function imported(event: LecternEvent, text: string): Promise<ImportResult> {
  return importResultSchema.parse(must(await upload(event, text), 200, "import"));
}

async function talks(event: LecternEvent) {
  return talksResponseSchema.parse(
    must(await organiser.get(`/api/events/${event.id}/talks`), 200, "talks"),
  );
}

const berlin = { startsOn: "2027-03-27", endsOn: "2027-03-28", timezone: "Europe/Berlin" };

describe("a pretalx schedule", () => {
  it("imported twice makes each talk once; an edited time is updated, a gone talk kept", async () => {
    const event = await createEvent(organiser, { name: "Lectern Conf 2027", ...berlin });
    const first = await imported(event, PRETALX);
    expect(first).toMatchObject({ format: "pretalx", created: 6, updated: 0, unchanged: 0 });
    expect(first.skipped).toEqual([{ id: "202", reason: expect.any(String) as string }]);

    const again = await imported(event, PRETALX);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 6, removedFromSchedule: [] });
    expect(await talks(event)).toHaveLength(6);

    const edited = JSON.parse(PRETALX) as {
      schedule: {
        conference: { days: { rooms: Record<string, { id: number; date: string }[]> }[] };
      };
    };
    const hall = edited.schedule.conference.days[0]!.rooms["Saal Ü1"]!;
    hall[0]!.date = "2027-03-27T10:15:00+01:00";
    hall.splice(1, 1);
    const changed = await imported(event, JSON.stringify(edited));
    expect(changed).toMatchObject({ created: 0, updated: 1, unchanged: 4 });
    expect(changed.removedFromSchedule).toEqual([
      expect.objectContaining({ id: "102", title: "Fünf Umfragen, ein Saal" }),
    ]);

    const now = await talks(event);
    expect(now).toHaveLength(6);
    const moved = now.find((talk) => talk.scheduleId === "101")!;
    expect(moved).toMatchObject({
      startsAt: "2027-03-27T09:15:00.000Z",
      endsAt: "2027-03-27T10:00:00.000Z",
    });
    const late = now.find((talk) => talk.scheduleId === "103")!;
    expect(late).toMatchObject({
      startsAt: "2027-03-27T22:30:00.000Z",
      endsAt: "2027-03-28T00:00:00.000Z",
    });
  });

  it("keeps non-ASCII rooms and speakers' names as written, on the public agenda", async () => {
    const event = await createEvent(organiser, { name: "Konferenz Ü", ...berlin });
    await imported(event, PRETALX);
    const agenda = publicEventSchema.parse(
      must(await server.client().get(`/api/events/${event.slug}/public`), 200, "agenda"),
    );
    expect(agenda.rooms.map((room) => room.name).sort()).toEqual(["Saal Ü1", "Salle Étoile"]);
    expect(agenda.talks.find((talk) => talk.title === "Fünf Umfragen, ein Saal")?.speakers).toEqual(
      ["José Núñez", "山田 太郎"],
    );
    expect(agenda.tracks).toEqual(["Community", "Web"]);
  });
});

describe("a Sessionize export", () => {
  it("reads local times in the event's time zone, across midnight and the change of clocks", async () => {
    const event = await createEvent(organiser, { name: "Sessionize Days", ...berlin });
    const first = await imported(event, SESSIONIZE);
    expect(first).toMatchObject({ format: "sessionize", created: 5 });
    expect(first.skipped.map((item) => item.id)).toEqual(["540006"]);
    expect(await imported(event, SESSIONIZE)).toMatchObject({ created: 0, unchanged: 5 });
    const byId = new Map((await talks(event)).map((talk) => [talk.scheduleId, talk]));
    expect(byId.get("540003")).toMatchObject({
      startsAt: "2027-03-27T22:15:00.000Z",
      endsAt: "2027-03-27T23:45:00.000Z",
      speakers: ["山田 太郎"],
    });
    // After 02:00 on 28 March Berlin is UTC+2.
    expect(byId.get("540001")).toMatchObject({
      startsAt: "2027-03-28T07:00:00.000Z",
      track: "Plenum",
    });
  });
});

describe("a malformed schedule", () => {
  it("is refused whole, naming the line of broken JSON or the wrong field, importing nothing", async () => {
    const event = await createEvent(organiser, { name: "Broken Files", ...berlin });
    const truncated = await upload(event, PRETALX.slice(0, 400));
    expect(truncated.status).toBe(400);
    expect(errorOf(truncated)).toMatchObject({ code: "import_invalid" });
    expect((truncated.body as { line?: number }).line).toBeGreaterThan(1);

    const wrong = JSON.parse(PRETALX) as {
      schedule: { conference: { days: { rooms: Record<string, { duration: unknown }[]> }[] } };
    };
    wrong.schedule.conference.days[1]!.rooms["Salle Étoile"]![0]!.duration = 40;
    const refused = await upload(event, JSON.stringify(wrong));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: "import_invalid",
      field: "schedule.conference.days[1].rooms.Salle Étoile[0].duration",
    });

    const neither = await upload(event, JSON.stringify({ talks: [] }));
    expect(neither.status).toBe(400);
    expect(errorOf(neither).code).toBe("import_invalid");
    expect(await talks(event)).toEqual([]);
  });

  it("an address on this machine is never fetched", async () => {
    const event = await createEvent(organiser, { name: "Fetch Me", ...berlin });
    const res = await organiser.post(`/api/events/${event.id}/import`, {
      url: `${server.baseUrl}/api/health`,
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe("import_fetch_failed");
    expect(await talks(event)).toEqual([]);
  });
});
