/**
 * The status bar and the refused-actions list as an attendee sees them, on the page's real outbox
 * (IndexedDB through fake-indexeddb): waiting actions counted while offline, a refusal shown with
 * its reason until discarded.
 */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTranslator, loadTranslator, MESSAGES } from "@lectern/shared";
import { submit } from "./outbox.ts";
import { db } from "./outbox-runtime.ts";
import { OutboxStatusBar } from "./outbox-status-bar.tsx";
import { statusText } from "./outbox-status-line.tsx";

function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

beforeEach(async () => {
  await db.outbox.clear();
});

afterEach(() => {
  cleanup();
  setOnline(true);
});

describe("OutboxStatusBar", () => {
  it("counts the actions taken offline", async () => {
    setOnline(false);
    render(<OutboxStatusBar sessionId={4} />);
    expect(await screen.findByText("Offline - nothing waiting to be sent")).toBeInTheDocument();
    expect(await submit({ kind: "vote", sessionId: 4, pollId: 1, choiceId: 2 })).toEqual({
      status: "queued",
    });
    expect(await screen.findByText("Offline - 1 action waiting to be sent")).toBeInTheDocument();
    await submit({ kind: "upvote", sessionId: 4, questionId: 8 });
    expect(await screen.findByText("Offline - 2 actions waiting to be sent")).toBeInTheDocument();
  });

  it("shows a refused action with the server's reason until the person discards it", async () => {
    await db.outbox.add({
      id: "refused-vote-1",
      sessionId: 4,
      action: { kind: "vote", sessionId: 4, pollId: 1, choiceId: 2 },
      status: "failed",
      attempts: 0,
      createdAt: Date.now(),
      error: MESSAGES.pollClosed,
    });
    render(<OutboxStatusBar sessionId={4} />);
    expect(await screen.findByText(`Not sent: ${MESSAGES.pollClosed}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Discard Poll vote" }));
    await waitFor(() =>
      expect(screen.queryByText(`Not sent: ${MESSAGES.pollClosed}`)).not.toBeInTheDocument(),
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it("lists an action that got no answer for too long as maybe sent, with Discard", async () => {
    await db.outbox.add({
      id: "unanswered-question-1",
      sessionId: 4,
      action: { kind: "ask", sessionId: 4, body: { questionText: "Lost?", isAnonymous: true } },
      status: "failed",
      attempts: 1,
      createdAt: Date.now(),
      error: "No answer came for 28 days, so it may have arrived. Check before doing it again.",
      mayHaveArrived: true,
    });
    render(<OutboxStatusBar sessionId={4} />);
    expect(
      await screen.findByText(
        "May not have been sent: No answer came for 28 days, so it may have arrived. Check before doing it again.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Not sent/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: 'Discard Question: "Lost?"' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it("words each state of the connection and the queue", () => {
    const en = createTranslator("en", {});
    expect(statusText(en, false, 5, false)).toBe("Offline - 5 actions waiting to be sent");
    expect(statusText(en, false, 1, false)).toBe("Offline - 1 action waiting to be sent");
    expect(statusText(en, true, 5, true)).toBe("Sending...");
    expect(statusText(en, true, 2, false)).toBe("2 actions waiting to be sent");
    expect(statusText(en, true, 0, false)).toBe("All caught up");
  });

  it("counts in the visitor's language, with its plural forms and digits", async () => {
    const de = await loadTranslator("de");
    expect(statusText(de, true, 1, false)).toBe("1 Aktion wartet auf Senden");
    expect(statusText(de, true, 1200, false)).toBe("1.200 Aktionen warten auf Senden");
    const ja = await loadTranslator("ja");
    expect(statusText(ja, true, 0, false)).toBe("すべて送信済みです");
  });
});
