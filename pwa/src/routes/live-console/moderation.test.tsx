/**
 * The live console's moderation (docs/product.md, Moderation) as the owner uses it: the review
 * queue's Approve and Dismiss, the Dismissed list, a reply with its character count, a corrected
 * text marked Edited, and Block asker with its confirmation and the Blocked list's Unblock. Only
 * fetch (the server) is faked: a small in-memory API that answers the contract's routes.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BlockedAsker, Question } from "@lectern/shared";
import { useQuestions } from "../../attendee/queries.ts";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import {
  BlockedAskers,
  DismissedQuestions,
  QuestionModeration,
  ReviewQueue,
} from "./moderation.tsx";

function question(id: number, text: string, fields: Partial<Question> = {}): Question {
  return {
    id,
    sessionId: 7,
    questionText: text,
    authorName: "Grace",
    authorEmail: null,
    isAnonymous: false,
    isAnswered: false,
    status: "approved",
    isEdited: false,
    reply: null,
    askerBlocked: false,
    upvotes: 0,
    hasUpvoted: false,
    createdAt: `2026-01-10T09:0${id}:00.000Z`,
    ...fields,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The owner's API for session 7, kept in memory; answers what the contract says. */
function fakeServer(questions: Question[]) {
  const calls: Call[] = [];
  let blocked: BlockedAsker[] = [];
  const change = (id: number, patch: Partial<Question>) => {
    const index = questions.findIndex((q) => q.id === id);
    questions[index] = { ...questions[index]!, ...patch };
    return json(200, { question: questions[index] });
  };
  const answer = (method: string, url: string, body: { text?: string; questionId?: number }) => {
    if (url === "/api/sessions/7/questions") return json(200, questions);
    if (url === "/api/sessions/7/blocked-askers" && method === "GET") return json(200, blocked);
    if (url === "/api/sessions/7/blocked-askers" && method === "POST") {
      const asked = questions.find((q) => q.id === body.questionId)!;
      change(asked.id, { askerBlocked: true });
      const entry: BlockedAsker = {
        id: 90,
        sessionId: 7,
        questionId: asked.id,
        questionText: asked.questionText,
        authorName: asked.authorName,
        createdAt: "2026-01-10T10:00:00.000Z",
      };
      blocked = [entry];
      return json(201, entry);
    }
    if (url === "/api/sessions/7/blocked-askers/90" && method === "DELETE") {
      blocked = [];
      questions.forEach((q, i) => (questions[i] = { ...q, askerBlocked: false }));
      return json(200, { ok: true });
    }
    const match = /^\/api\/questions\/(\d+)(?:\/(\w+))?$/.exec(url);
    const id = Number(match?.[1]);
    switch (`${method} ${match?.[2] ?? ""}`) {
      case "POST approve":
        return change(id, { status: "approved" });
      case "POST dismiss":
        return change(id, { status: "dismissed" });
      case "PUT reply":
        return change(id, { reply: { text: body.text!, updatedAt: "2026-01-10T10:00:00.000Z" } });
      case "DELETE reply":
        return change(id, { reply: null });
      case "PATCH ":
        return change(id, { questionText: body.text!, isEdited: true });
      default:
        return json(404, { code: "not_found", message: "Not found" });
    }
  };
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as object) : {};
    const url = input as string;
    calls.push({ method, url, body });
    return Promise.resolve(answer(method, url, body));
  });
  return calls;
}

/** The console's moderation pieces over the session's questions, as the console lays them out. */
function Moderation() {
  const questions = useQuestions(7).data ?? [];
  return (
    <>
      <ReviewQueue sessionId={7} questions={questions} />
      <ul aria-label="Approved">
        {questions
          .filter((q) => q.status === "approved")
          .map((q) => (
            <li key={q.id}>
              <article aria-label={q.questionText}>
                <p>{q.questionText}</p>
                <QuestionModeration question={q} />
              </article>
            </li>
          ))}
      </ul>
      <DismissedQuestions sessionId={7} questions={questions} />
      <BlockedAskers sessionId={7} />
    </>
  );
}

const approved = () => screen.getByRole("list", { name: "Approved" });

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("the review queue", () => {
  it("counts what waits; Approve shows a question, Dismiss moves it to Dismissed and back", async () => {
    const calls = fakeServer([
      question(1, "Is it fast?", { status: "pending" }),
      question(2, "Is it safe?", { status: "pending" }),
    ]);
    renderWithProviders(<Moderation />);
    const queue = await screen.findByRole("region", { name: "Waiting for review (2)" });

    const first = within(queue).getByRole("article", { name: "Is it fast?" });
    await userEvent.click(within(first).getByRole("button", { name: "Approve" }));
    await screen.findByRole("region", { name: "Waiting for review (1)" });
    expect(within(approved()).getByRole("article", { name: "Is it fast?" })).toBeInTheDocument();

    const second = screen.getByRole("article", { name: "Is it safe?" });
    await userEvent.click(within(second).getByRole("button", { name: /^Dismiss: / }));
    const dismissed = await screen.findByRole("region", { name: "Dismissed (1)" });
    expect(screen.getByText("No questions are waiting for review.")).toBeInTheDocument();
    await userEvent.click(within(dismissed).getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(within(approved()).getByRole("article", { name: "Is it safe?" })).toBeInTheDocument(),
    );
    expect(screen.queryByRole("region", { name: /^Dismissed/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual([
      "/api/questions/1/approve",
      "/api/questions/2/dismiss",
      "/api/questions/2/approve",
    ]);
  });
});

describe("a question's reply and text", () => {
  it("writes a reply of up to 500 characters, shows it as the speaker's, and removes it", async () => {
    const calls = fakeServer([question(1, "Is it fast?")]);
    renderWithProviders(<Moderation />);
    const card = within(await screen.findByRole("article", { name: "Is it fast?" }));
    await userEvent.click(card.getByRole("button", { name: "Reply" }));
    const field = card.getByLabelText("Your reply");
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute("maxLength", "500");
    await userEvent.type(field, "Very.");
    expect(card.getByText("5 of 500 characters")).toBeInTheDocument();
    await userEvent.click(card.getByRole("button", { name: "Save reply" }));

    expect(await card.findByText("Reply from the speaker")).toBeInTheDocument();
    expect(card.getByText("Very.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PUT")).toEqual({
      method: "PUT",
      url: "/api/questions/1/reply",
      body: { text: "Very." },
    });

    await userEvent.click(card.getByRole("button", { name: "Edit reply" }));
    await userEvent.click(card.getByRole("button", { name: "Remove reply" }));
    await waitFor(() => expect(card.queryByText("Reply from the speaker")).not.toBeInTheDocument());
    expect(card.getByRole("button", { name: "Reply" })).toBeInTheDocument();
  });

  it("corrects the text in place", async () => {
    const calls = fakeServer([question(1, "Is it fsat?")]);
    renderWithProviders(<Moderation />);
    const card = within(await screen.findByRole("article", { name: "Is it fsat?" }));
    await userEvent.click(card.getByRole("button", { name: "Edit text" }));
    const field = card.getByLabelText("Question text");
    expect(field).toHaveValue("Is it fsat?");
    await userEvent.clear(field);
    await userEvent.type(field, "Is it fast?");
    await userEvent.click(card.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("article", { name: "Is it fast?" })).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ text: "Is it fast?" });
  });
});

describe("dismissing an approved question", () => {
  it("takes it out of the questions into the Dismissed list", async () => {
    const calls = fakeServer([question(1, "Off topic?")]);
    renderWithProviders(<Moderation />);
    const card = within(await screen.findByRole("article", { name: "Off topic?" }));
    await userEvent.click(card.getByRole("button", { name: /^Dismiss: / }));
    const dismissed = await screen.findByRole("region", { name: "Dismissed (1)" });
    expect(within(dismissed).getByText("Off topic?")).toBeInTheDocument();
    expect(within(approved()).queryByText("Off topic?")).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.url).toBe("/api/questions/1/dismiss");
  });
});

describe("blocking an asker", () => {
  it("asks first, says their earlier questions stay, and can be undone from the Blocked list", async () => {
    const calls = fakeServer([question(1, "Buy my course?")]);
    renderWithProviders(<Moderation />);
    const card = within(await screen.findByRole("article", { name: "Buy my course?" }));
    await userEvent.click(card.getByRole("button", { name: "Block asker" }));
    const dialog = screen.getByRole("alertdialog", { name: "Block this asker?" });
    expect(dialog).toHaveTextContent("Their earlier questions stay unless you delete them.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Block" }));

    const list = await screen.findByRole("region", { name: "Blocked askers" });
    expect(within(list).getByText("Grace")).toBeInTheDocument();
    expect(within(list).getByText("Buy my course?")).toBeInTheDocument();
    expect(card.queryByRole("button", { name: "Block asker" })).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ questionId: 1 });

    await userEvent.click(within(list).getByRole("button", { name: "Unblock Grace" }));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Blocked askers" })).not.toBeInTheDocument(),
    );
    expect(card.getByRole("button", { name: "Block asker" })).toBeInTheDocument();
  });

  it("stops a flood at the door: Block asker on a question still waiting for review", async () => {
    const calls = fakeServer([question(1, "Buy followers now", { status: "pending" })]);
    renderWithProviders(<Moderation />);
    const queue = await screen.findByRole("region", { name: "Waiting for review (1)" });
    await userEvent.click(within(queue).getByRole("button", { name: "Block asker" }));
    const dialog = screen.getByRole("alertdialog", { name: "Block this asker?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Block" }));
    await screen.findByRole("region", { name: "Blocked askers" });
    expect(within(queue).getByText("Asker blocked")).toBeInTheDocument();
    expect(within(queue).queryByRole("button", { name: "Block asker" })).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/sessions/7/blocked-askers",
      body: { questionId: 1 },
    });
  });
});
