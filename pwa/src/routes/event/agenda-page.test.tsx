/**
 * The agenda /event/{slug}: "Now" and "Next" for the browser's clock, moving on as it runs; the
 * room filter of ?room= (a room's QR) and the search, which says how many talks it found; Save
 * for offline keeping every talk page; and the server's pre-rendered page being the markup React
 * renders for the same read, so nothing moves when the app takes it over. Only fetch (the
 * server) and the Cache Storage jsdom lacks are faked.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadTranslator, prerenderEventPage, type PublicEvent } from "@lectern/shared";
import { Providers } from "../../app/providers.tsx";
import { createQueryClient } from "../../app/query-client.ts";
import { AppRouter, preloadScreen } from "../../app/router.tsx";
import { takePrerenderedReads } from "../../attendee/prerendered-reads.ts";
import { ANNOUNCE_GAP_MS } from "../../components/announcer.tsx";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { chooseLanguage } from "../../i18n/language.ts";
import AgendaPage from "./agenda-page.tsx";

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
    description: "Two days of JavaScript.",
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
        title: "Émile's attic talk",
        startsAt: "2026-05-04T07:30:00Z",
        endsAt: "2026-05-04T08:30:00Z",
        room: ATTIC,
        track: "Web",
        speakers: ["Émile Zola"],
      },
      {
        sessionId: 13,
        title: "Second",
        startsAt: "2026-05-04T08:00:00Z",
        endsAt: "2026-05-04T09:00:00Z",
        room: HALL,
        track: null,
        speakers: [],
      },
      {
        sessionId: 14,
        title: "Day two",
        startsAt: "2026-05-05T07:00:00Z",
        endsAt: "2026-05-05T08:00:00Z",
        room: ATTIC,
        track: null,
        speakers: [],
      },
    ],
    ...fields,
  };
}

/** The server: the agenda's read, and each talk page's reads (what Save for offline fetches). */
function serve(event: PublicEvent | null) {
  const fetched: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation((input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.origin);
    fetched.push(url.pathname);
    const reply = (status: number, body: unknown) =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { "Content-Type": "application/json" },
        }),
      );
    if (url.pathname === "/api/events/jsconf/public")
      return event ? reply(200, event) : reply(404, { code: "event_not_found", message: "No" });
    if (url.pathname.endsWith("/public-polls")) return reply(200, []);
    return reply(200, { id: Number(url.pathname.split("/")[3]) });
  });
  return fetched;
}

/** Cache Storage, which jsdom lacks: one cache, by path. */
function fakeCaches() {
  const kept = new Map<string, Response>();
  const cache = {
    match: (path: string) => Promise.resolve(kept.get(path)),
    put: (path: string, response: Response) => {
      kept.set(path, response);
      return Promise.resolve();
    },
  };
  vi.stubGlobal("caches", { open: () => Promise.resolve(cache) });
  return kept;
}

/** 09:40 in Berlin on the first day: Opening and the attic talk are on. */
const AT_0940 = new Date("2026-05-04T07:40:00Z");

function section(name: string) {
  return screen.getByRole("region", { name });
}
const titlesIn = (name: string) =>
  within(section(name))
    .queryAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: AT_0940 });
  fakeCaches();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openAgenda(url = "/event/jsconf") {
  return renderWithProviders(<AgendaPage />, { path: "/event/:slug", url });
}

describe("the agenda", () => {
  it("shows what is on now and next for the browser's clock, and moves on as it runs", async () => {
    serve(testEvent());
    openAgenda();
    expect(await screen.findByRole("heading", { level: 1, name: "JSConf" })).toBeInTheDocument();
    expect(titlesIn("Now")).toEqual(["Opening", "Émile's attic talk"]);
    expect(titlesIn("Up next")).toEqual(["Second", "Day two"]);
    const times = within(section("Now")).getAllByText("9:00 AM");
    expect(times[0]).toHaveAttribute("datetime", "2026-05-04T07:00:00Z");
    expect(within(section("Now")).getByRole("link", { name: "Opening" })).toHaveAttribute(
      "href",
      "/session/11?from=event",
    );

    // 10:05 in Berlin: the opening is over, the second talk has begun.
    await act(() => vi.advanceTimersByTimeAsync(25 * 60_000));
    expect(titlesIn("Now")).toEqual(["Émile's attic talk", "Second"]);
    expect(titlesIn("Up next")).toEqual(["Day two"]);
  });

  it("lists the talks by day in the event's time zone", async () => {
    serve(testEvent());
    openAgenda();
    const all = await screen.findByRole("region", { name: "All talks" });
    const days = within(all)
      .getAllByRole("heading", { level: 2 })
      .filter((heading) => heading.textContent !== "All talks");
    expect(days.map((heading) => heading.textContent)).toEqual(["Monday, May 4", "Tuesday, May 5"]);
    expect(within(section("Tuesday, May 5")).getAllByRole("listitem")).toHaveLength(1);
  });

  it("opens filtered to the room of ?room=, and shows every room once the filter is cleared", async () => {
    serve(testEvent());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = openAgenda("/event/jsconf?room=attic");
    await screen.findByRole("heading", { level: 1, name: "JSConf" });
    expect(screen.getByRole("combobox", { name: "Room" })).toHaveValue("attic");
    expect(titlesIn("Now")).toEqual(["Émile's attic talk"]);
    expect(titlesIn("Up next")).toEqual(["Day two"]);
    expect(titlesIn("Monday, May 4")).toEqual(["Émile's attic talk"]);

    await user.selectOptions(screen.getByRole("combobox", { name: "Room" }), "All rooms");
    expect(router.state.location.search).toBe("");
    expect(titlesIn("Now")).toEqual(["Opening", "Émile's attic talk"]);
  });

  it("searches without case or accents and says how many talks it found", async () => {
    serve(testEvent());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openAgenda();
    const search = await screen.findByRole("searchbox", { name: "Search talks" });
    await user.type(search, "EMILE");
    expect(titlesIn("Monday, May 4")).toEqual(["Émile's attic talk"]);
    expect(screen.queryByRole("region", { name: "Tuesday, May 5" })).toBeNull();
    // Said politely: what the typing changed meanwhile is said at the end of the announcer's gap.
    await act(() => vi.advanceTimersByTimeAsync(ANNOUNCE_GAP_MS));
    const statuses = screen.getAllByRole("status").map((status) => status.textContent);
    expect(statuses).toContain("1 talk found");

    await user.clear(search);
    await user.type(search, "zzz");
    expect(screen.getByText("No talks match your search.")).toBeInTheDocument();
  });

  it("keeps every talk page for offline use and says how many", async () => {
    const fetched = serve(testEvent());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openAgenda();
    const save = await screen.findByRole("button", { name: "Save for offline" });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText("4 talk pages saved")).toHaveAttribute("role", "status");
    expect(screen.getByRole("button", { name: "Saved for offline" })).toBeDisabled();
    expect(fetched).toContain("/api/sessions/14/public");
    expect(fetched).toContain("/api/sessions/14/public-polls");
  });

  it("says when the event has no talks yet", async () => {
    serve(testEvent({ talks: [] }));
    openAgenda();
    expect(await screen.findByText(/No talks yet/)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Now" })).toBeNull();
  });

  it("says the event is not found", async () => {
    serve(null);
    openAgenda();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Event Not Found" }),
    ).toBeInTheDocument();
  });
});

describe("the pre-rendered agenda", () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = "";
  });

  it("is the markup React renders for the same read, and hydrates in place", async () => {
    vi.stubGlobal("IS_REACT_ACT_ENVIRONMENT", true);
    const event = testEvent();
    serve(event);
    await chooseLanguage("de");
    const path = "/event/jsconf";
    window.history.replaceState(null, "", `${path}?room=attic`);
    const page = prerenderEventPage(event, await loadTranslator("de"), AT_0940.getTime(), "attic");
    const container = document.createElement("div");
    container.id = "root";
    container.innerHTML = page.root;
    document.body.append(container);
    expect(takePrerenderedReads()).toBe("event");
    await preloadScreen(path);
    const app = (
      <Providers client={createQueryClient()}>
        <AppRouter />
      </Providers>
    );
    // React's first render takes the data block, as the app's does.
    const rendered = renderToString(app);
    expect(container.querySelector("script")).toBeNull();
    expect(shape(container.innerHTML)).toEqual(shape(rendered));

    const before = [...container.querySelectorAll("*")];
    const errors: unknown[] = [];
    act(() => {
      root = hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(before.every((element) => element.isConnected)).toBe(true);
    expect(container.querySelector("#agenda-search")).toBeEnabled();
  });
});

/** Elements, attributes (in any order), text nodes and comments, one line each. */
function shape(html: string): string[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  const lines: string[] = [];
  const walk = (node: Node, depth: number) => {
    const indent = "  ".repeat(depth);
    if (node instanceof Element) {
      const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort();
      lines.push(`${indent}<${node.localName} ${attributes.join(" ")}>`);
    } else if (node instanceof Text) lines.push(`${indent}${JSON.stringify(node.data)}`);
    else if (node instanceof Comment) lines.push(`${indent}<!--${node.data}-->`);
    node.childNodes.forEach((child) => walk(child, depth + 1));
  };
  template.content.childNodes.forEach((child) => walk(child, 0));
  return lines;
}
