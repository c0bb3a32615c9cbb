/**
 * The projector's stage for a member of the session's team (docs/product.md, The room and Team):
 * opened with the member's sign-in, `access_changed` reads the stage again, and a refusal of that
 * read or of the subscription shows the screen's refusal, as a replaced presenter link does; a
 * role that still presents keeps the screen. Only fetch (the server) and the live socket are faked.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ServerMessage } from "@lectern/shared";
import { createQueryClient } from "../../app/query-client.ts";
import type { LiveSubscriber } from "../../attendee/live-socket.ts";
import { newReactions, useProjectorStage } from "./use-stage.ts";

const socket = vi.hoisted(() => ({ subscribers: new Set<LiveSubscriber>() }));

vi.mock("../../attendee/live-socket.ts", () => ({
  liveSocket: {
    subscribe(subscriber: LiveSubscriber) {
      socket.subscribers.add(subscriber);
      return () => socket.subscribers.delete(subscriber);
    },
  },
}));

function push(message: ServerMessage) {
  act(() => {
    for (const subscriber of [...socket.subscribers]) subscriber.onMessage(message);
  });
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** GET /stage answers the stage while `member.allowed`, else 403 role_forbidden. */
const member = { allowed: true };

function serveStage() {
  vi.spyOn(globalThis, "fetch").mockImplementation(() =>
    Promise.resolve(
      member.allowed
        ? reply(200, { panel: "join" })
        : reply(403, { code: "role_forbidden", message: "Your role doesn't allow this" }),
    ),
  );
}

function renderStage() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useProjectorStage(7, null), { wrapper });
}

afterEach(() => {
  vi.restoreAllMocks();
  socket.subscribers.clear();
  member.allowed = true;
});

describe("the projector of a member", () => {
  it("shows its refusal once access_changed reads the stage again and is refused", async () => {
    serveStage();
    const { result } = renderStage();
    await waitFor(() => expect(result.current.stage).toEqual({ panel: "join" }));

    member.allowed = false;
    push({ type: "access_changed", sessionId: 7 });

    await waitFor(() => expect(result.current.refusal).toBe("forbidden"));
  });

  it("keeps showing the stage when the new role still presents", async () => {
    serveStage();
    const { result } = renderStage();
    await waitFor(() => expect(result.current.stage).toEqual({ panel: "join" }));
    const reads = vi.mocked(fetch).mock.calls.length;

    push({ type: "access_changed", sessionId: 7 });

    await waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThan(reads));
    expect(result.current.refusal).toBeNull();
    expect(result.current.stage).toEqual({ panel: "join" });
  });

  it("shows its refusal when the subscription made again is refused", async () => {
    serveStage();
    const { result } = renderStage();
    await waitFor(() => expect(result.current.stage).toEqual({ panel: "join" }));

    push({ type: "error", message: "Not allowed", code: "forbidden" });

    expect(result.current.refusal).toBe("forbidden");
  });
});

describe("the audience's reactions on the projector", () => {
  it("rise only for what grew after the subscription's totals, each until its animation ends", async () => {
    serveStage();
    const { result } = renderStage();
    await waitFor(() => expect(result.current.stage).toEqual({ panel: "join" }));

    push({ type: "reactions", sessionId: 7, totals: { "👏": 40, "😂": 2 } });
    expect(result.current.reactions.shown).toEqual([]);
    push({ type: "reactions", sessionId: 7, totals: { "👏": 42, "😂": 3 } });
    expect(result.current.reactions.shown.map((r) => r.emoji).sort()).toEqual(["👏", "👏", "😂"]);
    push({ type: "reactions", sessionId: 8, totals: { "👏": 500 } });
    expect(result.current.reactions.shown).toHaveLength(3);

    const first = result.current.reactions.shown[0]!;
    act(() => result.current.reactions.done(first.id));
    expect(result.current.reactions.shown).toHaveLength(2);
  });

  it("shows a hall's burst as a shower of at most 12, in the share each emoji had", () => {
    const grown = newReactions({ "👏": 0 }, { "👏": 300, "❤️": 100 }, 12);
    expect(grown).toHaveLength(12);
    expect(grown.filter((emoji) => emoji === "👏")).toHaveLength(9);
    expect(grown.filter((emoji) => emoji === "❤️")).toHaveLength(3);
  });
});
