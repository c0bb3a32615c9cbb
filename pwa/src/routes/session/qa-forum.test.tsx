/**
 * The Q&A forum's moderation marks (docs/product.md, Moderation) as an attendee sees them: their
 * own question waiting for review says so and cannot be upvoted, a corrected question says
 * Edited, the speaker's reply shows under its question; a question the server refuses (the asker
 * blocked) keeps the Ask Question dialog open with the reason. Offline, the forum still reads its
 * questions, so the service worker's copy is listed, and a question queued in the outbox shows
 * "Pending sync" even when the questions could not be read. The dialog is anonymous unless a name
 * is given; a question says how long ago it was asked. Only fetch (the server) is faked.
 */
import { onlineManager } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES, type Question } from "@lectern/shared";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { db } from "../../offline/outbox-runtime.ts";
import AskQuestionDialog from "./ask-question-dialog.tsx";
import { QaForum } from "./qa-forum.tsx";
import { testQuestion } from "../../test-fixtures.ts";

function serveQuestions(questions: Question[]) {
  vi.spyOn(globalThis, "fetch").mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify(questions), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    ),
  );
}

const card = (text: string) => within(screen.getByText(text).closest("li") as HTMLElement);

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe("the forum's questions under moderation", () => {
  it("marks the visitor's own waiting question, without an upvote, and shows edits and replies", async () => {
    serveQuestions([
      testQuestion(1, "Mine, still waiting?", { status: "pending", upvotes: 0 }),
      testQuestion(2, "Is it fast?", {
        isEdited: true,
        reply: { text: "Faster than the Wi-Fi.", updatedAt: "2026-01-10T09:30:00.000Z" },
      }),
    ]);
    renderWithProviders(<QaForum sessionId={7} isOwner={false} />);

    await screen.findByText("Mine, still waiting?");
    const mine = card("Mine, still waiting?");
    expect(mine.getByText("Waiting for the speaker's approval")).toBeInTheDocument();
    expect(mine.getByRole("button", { name: /^Upvote/ })).toBeDisabled();

    const replied = card("Is it fast?");
    expect(replied.getByText("Edited")).toBeInTheDocument();
    expect(replied.getByText("Reply from the speaker")).toBeInTheDocument();
    expect(replied.getByText("Faster than the Wi-Fi.")).toBeInTheDocument();
    expect(replied.getByRole("button", { name: /^Upvote/ })).toBeEnabled();
    expect(replied.queryByText("Waiting for the speaker's approval")).not.toBeInTheDocument();
  });

  it("shows the owner only what the hall sees; moderation is on the live console", async () => {
    serveQuestions([
      testQuestion(1, "Waiting for review", { status: "pending" }),
      testQuestion(2, "Dismissed one", { status: "dismissed" }),
      testQuestion(3, "Approved one"),
    ]);
    renderWithProviders(<QaForum sessionId={7} isOwner />);
    expect(await screen.findByText("Approved one")).toBeInTheDocument();
    expect(screen.queryByText("Waiting for review")).not.toBeInTheDocument();
    expect(screen.queryByText("Dismissed one")).not.toBeInTheDocument();
  });
});

describe("the forum on a page that lost the network", () => {
  it("reads the questions all the same and lists the copy the service worker answers with", async () => {
    onlineManager.setOnline(false);
    serveQuestions([testQuestion(1, "Does it work on the train?")]);
    renderWithProviders(<QaForum sessionId={7} isOwner={false} />);
    expect(await screen.findByText("Does it work on the train?")).toBeInTheDocument();
    expect(
      card("Does it work on the train?").getByRole("button", { name: /^Upvote/ }),
    ).toBeEnabled();
    expect(screen.queryByText("Loading questions...")).not.toBeInTheDocument();
  });
});

describe("asking while blocked", () => {
  it("keeps the dialog open with the server's reason", async () => {
    const onSubmit = vi.fn(() => Promise.resolve(MESSAGES.askerBlocked));
    renderWithProviders(
      <AskQuestionDialog
        initial={{ authorName: "", isAnonymous: true }}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    const dialog = within(screen.getByRole("dialog", { name: "Ask Question" }));
    await userEvent.type(dialog.getByLabelText("Your Question"), "Again?");
    await userEvent.click(dialog.getByRole("button", { name: "Post Question" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Failed to post question You can't post questions in this session",
    );
    expect(onSubmit).toHaveBeenCalledWith({
      isAnonymous: true,
      authorName: "",
      questionText: "Again?",
    });
  });
});

describe("asking with or without a name", () => {
  it("is anonymous unless a name is given, and starts from the name given last time", async () => {
    const onSubmit = vi.fn(() => Promise.resolve(null));
    const { unmount } = renderWithProviders(
      <AskQuestionDialog
        initial={{ authorName: "", isAnonymous: false }}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    let dialog = within(screen.getByRole("dialog", { name: "Ask Question" }));
    expect(dialog.getByLabelText("Your name (optional)")).toHaveValue("");
    await userEvent.type(dialog.getByLabelText("Your Question"), "Slides?");
    await userEvent.click(dialog.getByRole("button", { name: "Post Question" }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      isAnonymous: true,
      authorName: "",
      questionText: "Slides?",
    });
    unmount();

    renderWithProviders(
      <AskQuestionDialog
        initial={{ authorName: "Ada", isAnonymous: false }}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    );
    dialog = within(screen.getByRole("dialog", { name: "Ask Question" }));
    expect(dialog.getByLabelText("Your name (optional)")).toHaveValue("Ada");
    await userEvent.type(dialog.getByLabelText("Your Question"), "Recording?");
    await userEvent.click(dialog.getByRole("button", { name: "Post Question" }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      isAnonymous: false,
      authorName: "Ada",
      questionText: "Recording?",
    });
  });
});

describe("a question listed with how long ago it was asked", () => {
  it("says so in words, with the full date as its title, and Unanswered counts it", async () => {
    serveQuestions([
      testQuestion(1, "Asked a while ago?", {
        createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      }),
    ]);
    renderWithProviders(<QaForum sessionId={7} isOwner={false} />);
    const asked = await screen.findByText("5 minutes ago");
    expect(asked.tagName).toBe("TIME");
    expect(asked.getAttribute("title")).not.toBe("");
    expect(screen.getByRole("tab", { name: /^Unanswered/ })).toHaveTextContent("1");
  });
});

describe("a question waiting in the outbox", () => {
  it("is listed with Pending sync even when the questions could not be read", async () => {
    localStorage.setItem("lectern.outboxUsed", "1");
    await db.outbox.add({
      id: "queued-question-1",
      sessionId: 7,
      action: {
        kind: "ask",
        sessionId: 7,
        body: { questionText: "Asked in the tunnel?", isAnonymous: true },
      },
      status: "queued",
      attempts: 0,
      createdAt: Date.now(),
      error: null,
    });
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    renderWithProviders(<QaForum sessionId={7} isOwner={false} />);
    expect(await screen.findByText("Failed to load questions")).toBeInTheDocument();
    expect(await screen.findByText("Asked in the tunnel?")).toBeInTheDocument();
    expect(card("Asked in the tunnel?").getByText("Pending sync")).toBeInTheDocument();
    await db.outbox.clear();
    localStorage.removeItem("lectern.outboxUsed");
  });
});
