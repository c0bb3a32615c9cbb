/**
 * The agenda's pre-rendered first screen: what it shows for the server's clock, safely written.
 * Read back with the DOM's own parser.
 *
 * @vitest-environment jsdom
 */
import { describe, expect, it } from "vitest";
import { createTranslator } from "../i18n/translate.ts";
import type { PublicEvent } from "../schemas/event.ts";
import { PRERENDERED_EVENT_ELEMENT_ID } from "./agenda.ts";
import { prerenderEventPage } from "./event-page-html.ts";

const HALL = { slug: "hall-a", name: "Hall A" };
const ATTIC = { slug: "attic", name: "Attic" };

function testEvent(fields: Partial<PublicEvent> = {}): PublicEvent {
  return {
    id: 1,
    slug: "jsconf",
    name: "JSConf",
    startsOn: "2026-05-04",
    endsOn: "2026-05-05",
    timezone: "Europe/Berlin",
    venue: "Kulturbrauerei",
    description: null,
    rooms: [HALL, ATTIC],
    tracks: ["Web"],
    talks: [
      {
        sessionId: 11,
        title: "Opening",
        startsAt: "2026-05-04T07:00:00Z",
        endsAt: "2026-05-04T08:00:00Z",
        room: HALL,
        track: null,
        speakers: ["Ada Lovelace"],
      },
      {
        sessionId: 12,
        title: "Attic talk",
        startsAt: "2026-05-04T07:30:00Z",
        endsAt: "2026-05-04T08:30:00Z",
        room: ATTIC,
        track: "Web",
        speakers: [],
      },
      {
        sessionId: 13,
        title: "Second",
        startsAt: "2026-05-04T09:00:00Z",
        endsAt: "2026-05-04T10:00:00Z",
        room: HALL,
        track: null,
        speakers: [],
      },
    ],
    ...fields,
  };
}

const en = createTranslator("en", {});
const AT_0740 = Date.parse("2026-05-04T07:40:00Z");

/** The page's HTML as a document, its sections found by their headings. */
function render(event: PublicEvent, nowMs = AT_0740, room: string | null = null) {
  const page = prerenderEventPage(event, en, nowMs, room);
  const doc = new DOMParser().parseFromString(`<body>${page.root}</body>`, "text/html");
  const titles = (id: string) =>
    [...doc.querySelectorAll(`section[aria-labelledby="${id}"] h3`)].map((h) => h.textContent);
  return { page, doc, titles };
}

describe("the agenda's first screen", () => {
  it("shows what is on now and next for the server's clock, linking to each talk", () => {
    const { doc, titles } = render(testEvent());
    expect(titles("agenda-now")).toEqual(["Opening", "Attic talk"]);
    expect(titles("agenda-next")).toEqual(["Second"]);
    const link = doc.querySelector<HTMLAnchorElement>('section[aria-labelledby="agenda-now"] a');
    expect(link?.getAttribute("href")).toBe("/session/11?from=event");
    const times = [...doc.querySelectorAll("section[aria-labelledby=agenda-now] time")];
    expect(times.map((time) => [time.getAttribute("datetime"), time.textContent])).toEqual([
      ["2026-05-04T07:00:00Z", "9:00 AM"],
      ["2026-05-04T08:00:00Z", "10:00 AM"],
      ["2026-05-04T07:30:00Z", "9:30 AM"],
      ["2026-05-04T08:30:00Z", "10:30 AM"],
    ]);
  });

  it("says when nothing is on and when nothing follows", () => {
    const { doc } = render(testEvent(), Date.parse("2026-05-04T09:30:00Z"));
    const text = (id: string) =>
      doc.querySelector(`section[aria-labelledby="${id}"] p`)?.textContent;
    expect(text("agenda-next")).toBe("No more talks to come.");
    expect(render(testEvent(), Date.parse("2026-05-04T06:00:00Z")).titles("agenda-now")).toEqual(
      [],
    );
  });

  it("filters to the room of ?room=, chosen in its select, and ignores a room the event lacks", () => {
    const { doc, titles } = render(testEvent(), AT_0740, "attic");
    expect(titles("agenda-now")).toEqual(["Attic talk"]);
    expect(titles("agenda-next")).toEqual([]);
    expect(doc.querySelector<HTMLSelectElement>("#agenda-room")?.value).toBe("attic");
    expect(render(testEvent(), AT_0740, "nowhere").titles("agenda-now")).toEqual([
      "Opening",
      "Attic talk",
    ]);
  });

  it("escapes what organisers wrote, and no text can close its data block", () => {
    const name = `<img src=x onerror="alert(1)"></script>`;
    const event = testEvent({
      name,
      venue: "A & B",
      description: "</script><script>alert(2)</script>",
      talks: [{ ...testEvent().talks[0]!, title: `"><b>bold</b>`, speakers: ["<i>Eve</i>"] }],
    });
    const { page, doc } = render(event);
    expect(page.title).toBe(
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;/script&gt; · Lectern",
    );
    expect(doc.querySelector("img, b, i, script:not([type='application/json'])")).toBeNull();
    expect(doc.querySelector("h1")?.textContent).toBe(name);
    expect(doc.querySelector("h3")?.textContent).toBe(`"><b>bold</b>`);
    const blocks = doc.querySelectorAll("script");
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.id).toBe(PRERENDERED_EVENT_ELEMENT_ID);
    expect(JSON.parse(blocks[0]!.textContent ?? "")).toEqual(event);
  });

  it("is written in the visitor's language", () => {
    const de = createTranslator("de", { Now: "Jetzt", "Up next": "Als Nächstes" });
    const page = prerenderEventPage(testEvent(), de, AT_0740, null);
    expect(page.locale).toBe("de");
    expect(page.root).toContain(">Jetzt</h2>");
    expect(page.root).toContain('<time datetime="2026-05-04T07:00:00Z">9:00</time>');
  });

  it("says when the event has no talks yet", () => {
    const { doc } = render(testEvent({ talks: [] }));
    expect(doc.querySelector("main")?.textContent).toContain("No talks yet.");
    expect(doc.querySelector("#agenda-now")).toBeNull();
  });
});
