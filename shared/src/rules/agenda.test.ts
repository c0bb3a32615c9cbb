/** The agenda's rules: days in the event's time zone, what is on now and next, search and filters. */
import { describe, expect, it } from "vitest";
import { createTranslator } from "../i18n/translate.ts";
import type { PublicEvent, PublicTalk } from "../schemas/event.ts";
import {
  agendaDays,
  dayHeading,
  dayInZone,
  eventDates,
  filterTalks,
  knownRoom,
  NO_FILTER,
  nowAndNext,
  talkTimeSegments,
} from "./agenda.ts";

const HALL = { slug: "hall-a", name: "Hall A" };
const SALLE = { slug: "salle-b", name: "Salle Bêta" };

function talk(
  sessionId: number,
  startsAt: string,
  endsAt: string,
  fields: Partial<PublicTalk> = {},
) {
  return {
    sessionId,
    title: `Talk ${sessionId}`,
    startsAt,
    endsAt,
    room: HALL,
    track: null,
    speakers: [],
    ...fields,
  } satisfies PublicTalk;
}

const event = (talks: PublicTalk[]): Pick<PublicEvent, "talks" | "rooms"> => ({
  talks,
  rooms: [HALL, SALLE],
});

const en = createTranslator("en", {});

describe("agenda days", () => {
  it("puts a talk on the day it starts in the event's zone, even when it runs past midnight", () => {
    const late = talk(1, "2026-05-04T21:30:00Z", "2026-05-04T23:30:00Z"); // 23:30-01:30 in Berlin
    const early = talk(2, "2026-05-04T22:30:00Z", "2026-05-04T23:00:00Z"); // 00:30 on the 5th
    const days = agendaDays([early, late], "Europe/Berlin");
    expect(days.map((d) => [d.day, d.talks.map((t) => t.sessionId)])).toEqual([
      ["2026-05-04", [1]],
      ["2026-05-05", [2]],
    ]);
    // In UTC both start on the 4th.
    expect(agendaDays([early, late], "UTC").map((d) => d.day)).toEqual(["2026-05-04"]);
  });

  it("follows the zone's clock across the change to summer time", () => {
    // Berlin moves from UTC+1 to UTC+2 at 01:00 UTC on 29 March 2026.
    expect(dayInZone("2026-03-28T23:30:00Z", "Europe/Berlin")).toBe("2026-03-29"); // 00:30 CET
    expect(dayInZone("2026-03-29T21:30:00Z", "Europe/Berlin")).toBe("2026-03-29"); // 23:30 CEST
    expect(dayInZone("2026-03-29T22:30:00Z", "Europe/Berlin")).toBe("2026-03-30"); // 00:30 CEST
    const times = talkTimeSegments(
      talk(1, "2026-03-29T00:30:00Z", "2026-03-29T01:30:00Z"),
      "Europe/Berlin",
      createTranslator("de", {}),
    );
    expect(times.map((s) => s.text).join("")).toBe("1:30 – 3:30");
  });

  it("writes each time in a segment of its own, with its instant", () => {
    const segments = talkTimeSegments(
      talk(1, "2026-05-04T07:30:00Z", "2026-05-04T08:15:00Z"),
      "Europe/Berlin",
      createTranslator("ja", { "{start} – {end}": "{start}～{end}" }),
    );
    expect(segments).toEqual([
      { text: "9:30", dateTime: "2026-05-04T07:30:00Z" },
      { text: "～" },
      { text: "10:15", dateTime: "2026-05-04T08:15:00Z" },
    ]);
  });

  it("names days and the event's dates in the visitor's language", () => {
    expect(dayHeading("2026-05-04", createTranslator("fr", {}))).toBe("lundi 4 mai");
    // Intl puts thin spaces around the range's dash.
    const dates = (startsOn: string, endsOn: string) =>
      eventDates({ startsOn, endsOn }, en).replace(/\s/g, " ");
    expect(dates("2026-05-04", "2026-05-06")).toBe("May 4 – 6, 2026");
    expect(dates("2026-05-04", "2026-05-04")).toBe("May 4, 2026");
  });
});

describe("now and next", () => {
  const talks = [
    talk(1, "2026-05-04T09:00:00Z", "2026-05-04T10:00:00Z"),
    talk(2, "2026-05-04T10:00:00Z", "2026-05-04T11:00:00Z"),
    talk(3, "2026-05-04T12:00:00Z", "2026-05-04T13:00:00Z"),
    talk(4, "2026-05-04T09:30:00Z", "2026-05-04T10:30:00Z", { room: SALLE }),
    talk(5, "2026-05-04T11:00:00Z", "2026-05-04T12:00:00Z", { room: SALLE }),
  ];
  const at = (time: string) => {
    const { now, next } = nowAndNext(event(talks), Date.parse(`2026-05-04T${time}Z`));
    return { now: now.map((t) => t.sessionId), next: next.map((t) => t.sessionId) };
  };

  it("lists the talks on now and the next one of each room", () => {
    expect(at("09:45:00")).toEqual({ now: [1, 4], next: [2, 5] });
  });

  it("counts a talk on from its first minute and off at its end", () => {
    expect(at("10:00:00")).toEqual({ now: [4, 2], next: [5, 3] });
    expect(at("10:30:00")).toEqual({ now: [2], next: [5, 3] });
  });

  it("has nothing next once a room's last talk has started, and nothing at all after the event", () => {
    expect(at("12:30:00")).toEqual({ now: [3], next: [] });
    expect(at("18:00:00")).toEqual({ now: [], next: [] });
    expect(at("06:00:00")).toEqual({ now: [], next: [1, 4] });
  });
});

describe("search and filters", () => {
  const talks = [
    talk(1, "2026-05-04T09:00:00Z", "2026-05-04T10:00:00Z", {
      title: "Économie des données",
      speakers: ["Zoë Müller"],
      track: "Société",
    }),
    talk(2, "2026-05-04T09:00:00Z", "2026-05-04T10:00:00Z", {
      title: "型システム入門",
      speakers: ["山田 太郎"],
      room: SALLE,
    }),
    talk(3, "2026-05-04T11:00:00Z", "2026-05-04T12:00:00Z", {
      title: "ＡＰＩ design",
      speakers: ["Ada Lovelace"],
      room: SALLE,
      track: "Web",
    }),
  ];
  const search = (query: string) =>
    filterTalks(talks, { ...NO_FILTER, query }).map((t) => t.sessionId);

  it("ignores case and accents in titles, speakers, rooms and tracks", () => {
    expect(search("economie")).toEqual([1]);
    expect(search("ZOE muller")).toEqual([1]);
    expect(search("societe")).toEqual([1]);
    expect(search("salle beta")).toEqual([2, 3]);
  });

  it("finds Japanese text and full-width letters", () => {
    expect(search("システム")).toEqual([2]);
    expect(search("山田")).toEqual([2]);
    expect(search("api")).toEqual([3]);
  });

  it("needs every word and shows everything for an empty query", () => {
    expect(search("ada web")).toEqual([3]);
    expect(search("ada société")).toEqual([]);
    expect(search("   ")).toEqual([1, 2, 3]);
  });

  it("filters by room slug and by track, with the search", () => {
    const ids = (filter: Partial<typeof NO_FILTER>) =>
      filterTalks(talks, { ...NO_FILTER, ...filter }).map((t) => t.sessionId);
    expect(ids({ room: "salle-b" })).toEqual([2, 3]);
    expect(ids({ room: "salle-b", track: "Web" })).toEqual([3]);
    expect(ids({ room: "hall-a", query: "ada" })).toEqual([]);
  });

  it("drops a room the event does not have", () => {
    expect(knownRoom(event([]), "salle-b")).toBe("salle-b");
    expect(knownRoom(event([]), "gone")).toBeNull();
    expect(knownRoom(event([]), null)).toBeNull();
  });
});
