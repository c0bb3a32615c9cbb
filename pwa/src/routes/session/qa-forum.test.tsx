/**
 * The Q&A forum's moderation marks (docs/product.md, Moderation) as an attendee sees them: their
 * own question waiting for review says so and cannot be upvoted, a corrected question says
 * Edited, the speaker's reply shows under its question; a question the server refuses (the asker
 * blocked) keeps the Ask Question dialog open with the reason. Offline, the forum still reads its
 * questions, so the service worker's copy is listed. Only fetch (the server) is faked.
 */
import { onlineManager } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES, type Question } from "@lectern/shared";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
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
