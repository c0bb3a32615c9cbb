/**
 * What the create flow saves once POST /api/sessions has succeeded (docs/product.md, Create
 * session): files upload one after another with the simulated progress (every 200 ms by 20 up to
 * 80, then 100; back to 0 on failure), then links, calls to action and polls are saved in sequence;
 * a failed save after creation is only logged and the rest still goes out. Only fetch (the server)
 * is faked.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { newLinkItem } from "../../components/session-model.ts";
import { emptyPoll, type FileDraft, type PollDraft } from "./wizard-model.ts";
import { saveSessionContents } from "./save-session.ts";

interface FakeRequest {
  method: string;
  url: string;
  body: Record<string, unknown>;
  respond(status: number, json?: unknown): void;
}

/** A fake server: every request waits until the test answers it (or `auto` answers it a moment later). */
function fakeServer(auto?: (request: FakeRequest) => number) {
  const requests: FakeRequest[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let inFlight = 0;
  let mostInFlight = 0;
  vi.spyOn(globalThis, "fetch").mockImplementation(
    (input, init) =>
      new Promise<Response>((resolve) => {
        const raw = init?.body;
        const body =
          raw instanceof FormData
            ? Object.fromEntries(
                [...raw.entries()].map(([key, value]) => [
                  key,
                  value instanceof File ? `file:${value.name}` : value,
                ]),
              )
            : raw
              ? (JSON.parse(raw as string) as Record<string, unknown>)
              : {};
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        const request: FakeRequest = {
          method: init?.method ?? "GET",
          url: input as string,
          body,
          respond(status, json = { id: requests.length }) {
            inFlight -= 1;
            const text = JSON.stringify(status < 400 ? json : { message: "Server error" });
            resolve({
              ok: status < 400,
              status,
              statusText: "",
              headers: new Headers(),
              text: () => Promise.resolve(text),
            } as Response);
          },
        };
        requests.push(request);
        for (const waiter of waiters.filter((w) => requests.length >= w.count)) waiter.resolve();
        if (auto) setTimeout(() => request.respond(auto(request)), 0);
      }),
  );
  return {
    requests,
    mostInFlight: () => mostInFlight,
    /** Resolves once `count` requests have been made. */
    until: (count: number) =>
      new Promise<void>((resolve) => {
        if (requests.length >= count) resolve();
        else waiters.push({ count, resolve });
      }),
  };
}

const pdf = (name: string) => new File(["%PDF-1.4"], name, { type: "application/pdf" });

function fileDraft(key: string, type: FileDraft["type"], name: string): FileDraft {
  return {
    key,
    file: pdf(name),
    type,
    title: name.replace(/\.pdf$/, ""),
    description: "",
    buttonText: "",
    status: "attached",
    progress: 0,
  };
}

function poll(title: string, question: string, choices: string[]): PollDraft {
  const draft = emptyPoll();
  return {
    ...draft,
    title,
    question,
    choices: choices.map((text, index) => ({
      ...(draft.choices[index] ?? draft.choices[0]!),
      id: index + 1,
      text,
    })),
  };
}

/** The patches each file received, in order. */
function fileLog() {
  const log = new Map<string, Array<Partial<FileDraft>>>();
  const onFile = (key: string, patch: Partial<FileDraft>) =>
    log.set(key, [...(log.get(key) ?? []), patch]);
  const progressOf = (key: string) =>
    (log.get(key) ?? []).filter((p) => p.progress !== undefined).map((p) => p.progress);
  const last = (key: string) => Object.assign({}, ...(log.get(key) ?? [])) as Partial<FileDraft>;
  return { onFile, progressOf, last };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("saving a new session's contents", () => {
  it("uploads the files, then saves links, calls to action and polls, one request at a time", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const server = fakeServer((request) =>
      request.body.title === "Docs" || request.body.title === "Warm-up" ? 500 : 201,
    );
    const { onFile, last } = fileLog();

    const result = await saveSessionContents(
      7,
      {
        files: [
          fileDraft("a", "presentation", "slides.pdf"),
          fileDraft("b", "handout", "sheet.pdf"),
          fileDraft("c", "presentation", "appendix.pdf"),
        ],
        links: [
          { ...newLinkItem("link"), title: "Docs", url: "docs.example.com" },
          { ...newLinkItem("link"), title: "No url" },
          { ...newLinkItem("link"), title: "Blog", url: "https://blog.example.com" },
          {
            ...newLinkItem("cta"),
            title: "Book a call",
            description: "Thirty minutes",
            url: "cal.example.com",
            buttonText: "Book",
          },
        ],
        polls: [
          poll("Warm-up", "Coffee?", ["Yes", "No"]),
          poll("", "No title?", ["A", "B"]),
          poll("No question", "", ["A", "B"]),
          poll("Music", "Can machines compose?", ["Yes", "No"]),
        ],
      },
      onFile,
    );

    expect(
      server.requests.map((r) =>
        `${r.method} ${r.url} ${(r.body.type as string | undefined) ?? ""} ${String(r.body.title)}`.replace(
          /\s+/g,
          " ",
        ),
      ),
    ).toEqual([
      "POST /api/upload presentation slides",
      "POST /api/upload handout sheet",
      "POST /api/upload presentation appendix",
      "POST /api/resources link Docs",
      "POST /api/resources link Blog",
      "POST /api/resources cta Book a call",
      "POST /api/sessions/7/polls Warm-up",
      "POST /api/sessions/7/polls ",
      "POST /api/sessions/7/polls Music",
    ]);
    // In sequence: never two requests at once.
    expect(server.mostInFlight()).toBe(1);
    // Each file keeps its place within its group, and the file itself is sent.
    expect(
      server.requests.slice(0, 3).map((r) => [r.body.sessionId, r.body.order, r.body.file]),
    ).toEqual([
      ["7", "0", "file:slides.pdf"],
      ["7", "0", "file:sheet.pdf"],
      ["7", "1", "file:appendix.pdf"],
    ]);
    expect(server.requests[3]?.body).toMatchObject({
      sessionId: 7,
      url: "https://docs.example.com",
    });
    expect(server.requests[6]?.body).toMatchObject({
      state: "open",
      choices: [{ text: "Yes" }, { text: "No" }],
    });

    // The failed link and poll were logged only; everything after them was still saved.
    expect(result).toEqual({ uploaded: 3, failed: 0 });
    expect(errors).toHaveBeenCalledTimes(2);
    expect(String(errors.mock.calls[0]?.[0])).toContain("Docs");
    expect(String(errors.mock.calls[1]?.[0])).toContain("Warm-up");
    for (const key of ["a", "b", "c"])
      expect(last(key)).toMatchObject({ status: "uploaded", progress: 100 });
  });

  it("shows simulated progress every 200 ms by 20 up to 80, then 100 on success and 0 on failure", async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const server = fakeServer();
    const { onFile, progressOf, last } = fileLog();

    const done = saveSessionContents(
      7,
      {
        files: [
          fileDraft("a", "presentation", "slides.pdf"),
          fileDraft("b", "handout", "sheet.pdf"),
        ],
        links: [],
        polls: [],
      },
      onFile,
    );
    await server.until(1);
    expect(last("a")).toMatchObject({ status: "uploading", progress: 0 });
    expect(progressOf("b")).toEqual([]);

    vi.advanceTimersByTime(199);
    expect(progressOf("a")).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(progressOf("a")).toEqual([0, 20]);
    vi.advanceTimersByTime(600);
    expect(progressOf("a")).toEqual([0, 20, 40, 60, 80]);
    // It waits at 80 for the server, however long it takes.
    vi.advanceTimersByTime(5000);
    expect(progressOf("a")).toEqual([0, 20, 40, 60, 80]);

    server.requests[0]?.respond(201);
    await server.until(2);
    expect(last("a")).toMatchObject({ status: "uploaded", progress: 100 });
    expect(progressOf("a")).toEqual([0, 20, 40, 60, 80, 100]);

    vi.advanceTimersByTime(400);
    expect(progressOf("b")).toEqual([0, 20, 40]);
    server.requests[1]?.respond(500);
    expect(await done).toEqual({ uploaded: 1, failed: 1 });
    expect(last("b")).toMatchObject({ status: "failed", progress: 0 });
    // The ticking stopped with the failure.
    vi.advanceTimersByTime(1000);
    expect(progressOf("b")).toEqual([0, 20, 40, 0]);
    expect(progressOf("a")).toEqual([0, 20, 40, 60, 80, 100]);
    expect(errors).toHaveBeenCalledTimes(1);
  });
});
