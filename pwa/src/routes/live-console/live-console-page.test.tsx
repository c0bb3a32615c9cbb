/**
 * The live console for each role of a session's team (docs/product.md, The room and Team): a
 * moderator runs the stage and moderates questions but has no poll controls; a viewer is told the
 * console is not in their role; access taken away while the console is open (a call refused 403
 * `not_owner`, or `access_changed` on the live channel and a read of the session with no role)
 * replaces the console with "You no longer have access to this session", said as an alert; a role
 * changed to viewer gives way to the viewer's message. Only fetch (the server) and the live socket
 * are faked.
 */
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ServerMessage, SessionRole } from "@lectern/shared";
import type { LiveSubscriber } from "../../attendee/live-socket.ts";
import { setCurrentUser } from "../../auth/current-user.ts";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { testPoll, testQuestion, testSession, testSpeaker } from "../../test-fixtures.ts";
import LiveConsolePage from "./live-console-page.tsx";

const socket = vi.hoisted(() => ({ subscribers: new Set<LiveSubscriber>() }));

vi.mock("../../attendee/live-socket.ts", () => ({
  liveSocket: {
    subscribe(subscriber: LiveSubscriber) {
      socket.subscribers.add(subscriber);
      return () => socket.subscribers.delete(subscriber);
    },
  },
}));

/** A message of the server to every subscription of the page, as the live channel delivers it. */
function push(message: ServerMessage) {
  act(() => {
    for (const subscriber of [...socket.subscribers]) subscriber.onMessage(message);
  });
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const poll = testPoll({ state: "open" });

/** The server: the reader's role is `server.role`, read afresh by each read of the session. */
const server = { role: null as SessionRole | null, stageAnswer: 200 };

function fakeServer() {
  const calls: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = input as string;
    const method = init?.method ?? "GET";
    calls.push(`${method} ${url}`);
    if (url === "/api/sessions/7/public")
      return Promise.resolve(reply(200, testSession({ role: server.role, owned: false })));
    if (server.role === null)
      return Promise.resolve(reply(403, { code: "not_owner", message: "Not a member" }));
    if (url === "/api/sessions/7/polls") return Promise.resolve(reply(200, [poll]));
    if (url === "/api/polls/31/results") return Promise.resolve(reply(200, poll.results));
    if (url === "/api/sessions/7/questions")
      return Promise.resolve(reply(200, [testQuestion(4, "Why engines?")]));
    if (url === "/api/sessions/7/blocked-askers") return Promise.resolve(reply(200, []));
    if (url === "/api/sessions/7/deck")
      return Promise.resolve(reply(404, { code: "deck_not_found", message: "No deck" }));
    if (url === "/api/sessions/7/stage" && method === "PUT")
      return Promise.resolve(
        server.stageAnswer === 200
          ? reply(200, { panel: "join" })
          : reply(403, { code: "not_owner", message: "Not a member" }),
      );
    return Promise.resolve(reply(404, { message: "Not found" }));
  });
  return calls;
}

const renderConsole = () =>
  renderWithProviders(<LiveConsolePage />, {
    path: "/session/:id/live",
    url: "/session/7/live",
  });

beforeEach(() => {
  setCurrentUser(testSpeaker());
  server.role = "moderator";
  server.stageAnswer = 200;
});

afterEach(() => {
  vi.restoreAllMocks();
  socket.subscribers.clear();
  localStorage.clear();
});

describe("the live console of a moderator", () => {
  it("runs the stage and moderates questions, without opening or closing polls", async () => {
    fakeServer();
    renderConsole();

    const pollCard = within(await screen.findByRole("article", { name: "Mood" }));
    expect(pollCard.getByRole("button", { name: "Show on screen: Mood" })).toBeInTheDocument();
    expect(pollCard.queryByRole("button", { name: /^(Open|Close) poll/ })).toBeNull();
    const question = within(await screen.findByRole("article", { name: "Why engines?" }));
    expect(
      question.getByRole("button", { name: "Mark Answered: Why engines?" }),
    ).toBeInTheDocument();
    expect(question.getByRole("button", { name: "Dismiss: Why engines?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Get presenter link" })).toBeInTheDocument();
  });
});

describe("the live console of a co-host", () => {
  it("opens and closes polls too", async () => {
    server.role = "cohost";
    fakeServer();
    renderConsole();

    const pollCard = within(await screen.findByRole("article", { name: "Mood" }));
    expect(pollCard.getByRole("button", { name: "Close poll: Mood" })).toBeInTheDocument();
  });
});

describe("the live console of a viewer", () => {
  it("says the console is not in their role, with a way back", async () => {
    server.role = "viewer";
    fakeServer();
    renderConsole();

    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByRole("heading", {
        name: "Your role doesn't include running the live console",
      }),
    ).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Back to the session" })).toHaveAttribute(
      "href",
      "/edit-session/7",
    );
    expect(screen.queryByRole("region", { name: "Polls" })).toBeNull();
  });
});

describe("access lost while the console is open", () => {
  it("shows You no longer have access to this session after a call is refused 403", async () => {
    const calls = fakeServer();
    renderConsole();

    const join = await screen.findByRole("button", { name: "Show on screen: Join panel" });
    server.stageAnswer = 403;
    await userEvent.click(join);

    const alert = await screen.findByRole("alert", {}, { timeout: 2000 });
    expect(
      within(alert).getByRole("heading", { name: "You no longer have access to this session" }),
    ).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(screen.queryByRole("region", { name: "Polls" })).toBeNull();
    expect(calls).toContain("PUT /api/sessions/7/stage");
  });

  it("reads the session again on access_changed and shows the loss when it has no role", async () => {
    const calls = fakeServer();
    renderConsole();
    await screen.findByRole("article", { name: "Mood" });
    const reads = () => calls.filter((call) => call === "GET /api/sessions/7/public").length;
    const before = reads();

    server.role = null;
    push({ type: "access_changed", sessionId: 7 });

    expect(
      await screen.findByRole("heading", { name: "You no longer have access to this session" }),
    ).toBeInTheDocument();
    expect(reads()).toBeGreaterThan(before);
  });

  it("follows a role changed to viewer with the viewer's message", async () => {
    fakeServer();
    renderConsole();
    await screen.findByRole("article", { name: "Mood" });

    server.role = "viewer";
    push({ type: "access_changed", sessionId: 7 });

    expect(
      await screen.findByRole("heading", {
        name: "Your role doesn't include running the live console",
      }),
    ).toBeInTheDocument();
  });

  it("keeps the console for another session's access_changed", async () => {
    const calls = fakeServer();
    renderConsole();
    await screen.findByRole("article", { name: "Mood" });
    const before = calls.length;

    server.role = null;
    push({ type: "access_changed", sessionId: 8 });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.length).toBe(before);
    expect(screen.getByRole("article", { name: "Mood" })).toBeInTheDocument();
  });
});
