/**
 * The session page's feedback card (docs/product.md, Feedback) as an attendee meets it: nothing
 * while the talk takes no feedback; the card once the talk's end time passes, without a reload;
 * stars picked from the keyboard, a chip and a comment sent through the outbox as one body; the
 * thanks with what was given and Change my feedback, which brings the form back as it was sent;
 * a server's refusal said in the card. Only fetch (the server) is faked; the outbox is the real
 * one, over fake-indexeddb, loaded up front as the page has it by the time anyone taps.
 */
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_FEEDBACK_CHIPS, type FeedbackBody, type FeedbackState } from "@lectern/shared";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { db } from "../../offline/outbox-runtime.ts";
import { FeedbackCard } from "./feedback-card.tsx";

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** Session 7's public feedback routes, in memory; `refuse` answers every send with that code. */
function fakeServer(initial: Partial<FeedbackState>, refuse?: string) {
  const sent: FeedbackBody[] = [];
  let state: FeedbackState = {
    open: false,
    opensAt: null,
    chips: [...DEFAULT_FEEDBACK_CHIPS],
    mine: null,
    ...initial,
  };
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = input as string;
    if (url.endsWith("/api/sessions/7/feedback/state")) return Promise.resolve(json(200, state));
    if (url.endsWith("/api/sessions/7/feedback") && init?.method === "POST") {
      if (refuse) return Promise.resolve(json(403, { code: refuse, message: "Refused" }));
      const body = JSON.parse(init.body as string) as FeedbackBody;
      sent.push(body);
      const feedback = {
        rating: body.rating,
        chips: body.chips ?? [],
        comment: body.comment ?? null,
        createdAt: "2026-05-04T10:00:00.000Z",
      };
      state = { ...state, mine: feedback };
      return Promise.resolve(json(201, { feedback }));
    }
    if (url.endsWith("/api/visitor")) return Promise.resolve(json(200, { visitorId: "v1" }));
    return Promise.resolve(json(404, { code: "not_found", message: "Not found" }));
  });
  return sent;
}

const card = () => screen.findByRole("region", { name: "How was the talk?" });

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await db.outbox.clear();
});

describe("the feedback card", () => {
  it("stays away while the talk takes no feedback, and comes at the talk's end time", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer({ opensAt: new Date(Date.now() + 60_000).toISOString() });
    renderWithProviders(<FeedbackCard sessionId={7} />);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole("region", { name: "How was the talk?" })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await card()).toBeInTheDocument();
  });

  it("sends the stars, chips and comment once, then thanks and offers a change", async () => {
    const sent = fakeServer({ open: true });
    const user = userEvent.setup();
    renderWithProviders(<FeedbackCard sessionId={7} />);
    const region = await card();
    await user.click(within(region).getByRole("button", { name: "Send feedback" }));
    expect(within(region).getByText("Choose from 1 to 5 stars")).toBeInTheDocument();
    expect(within(region).getByRole("radio", { name: "1 star" })).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(within(region).getByRole("radio", { name: "3 stars" })).toBeChecked();
    await user.click(within(region).getByRole("checkbox", { name: "Too fast" }));
    await user.type(within(region).getByLabelText("Comment (optional)"), "More demos");
    expect(within(region).getByText("990 characters left")).toBeInTheDocument();
    await user.click(within(region).getByRole("button", { name: "Send feedback" }));

    expect(await within(region).findByText("Thanks for your feedback!")).toBeInTheDocument();
    expect(sent).toEqual([{ rating: 3, chips: ["Too fast"], comment: "More demos" }]);
    expect(within(region).getByText("You gave 3 stars")).toBeInTheDocument();
    await user.click(within(region).getByRole("button", { name: "Change my feedback" }));
    expect(within(region).getByRole("radio", { name: "3 stars" })).toBeChecked();
    expect(within(region).getByRole("checkbox", { name: "Too fast" })).toBeChecked();
    expect(within(region).getByLabelText("Comment (optional)")).toHaveValue("More demos");
  });

  it("says in the card why the server refused it", async () => {
    fakeServer({ open: true }, "feedback_closed");
    const user = userEvent.setup();
    renderWithProviders(<FeedbackCard sessionId={7} />);
    const region = await card();
    await user.click(within(region).getByRole("radio", { name: "5 stars" }));
    await user.click(within(region).getByRole("button", { name: "Send feedback" }));
    expect(await within(region).findByRole("alert")).toHaveTextContent(
      "Feedback is closed for this talk.",
    );
    expect(within(region).queryByText("Thanks for your feedback!")).not.toBeInTheDocument();
  });
});
