/**
 * The talk form (docs/product.md, Events): times are typed on the event's clock, not the
 * browser's, and sent as the instants they are there; a talk's saved times show back on that
 * clock; an end before the start is said at its field and nothing is sent. Only fetch is faked.
 */
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../components/render-with-providers.tsx";
import { TalkForm } from "./talk-form.tsx";
import { testEvent, testTalk } from "./test-event.ts";

afterEach(() => vi.restoreAllMocks());

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/** Answers every call with `talk`; returns what was sent. */
function serve(talk = testTalk()): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    sent.push({
      url: input as string,
      method: init?.method ?? "GET",
      body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined,
    });
    return Promise.resolve(
      new Response(JSON.stringify(talk), {
        status: 201,
        headers: { "Content-Type": "application/json" },
      }),
    );
  });
  return sent;
}

const setTime = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe("adding a talk", () => {
  it("reads the times typed on the event's clock (Tokyo) and sends them as instants", async () => {
    const sent = serve();
    const done = vi.fn();
    renderWithProviders(
      <TalkForm event={testEvent()} rooms={["Hall A"]} tracks={[]} onDone={done} />,
    );

    expect(screen.getByText("Times are on the event's clock: Asia/Tokyo.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Title/), "Engines of Thought");
    setTime("Starts", "2026-05-04T09:30");
    setTime("Ends", "2026-05-04T10:15");
    await userEvent.type(screen.getByLabelText(/^Room/), "Hall A");
    await userEvent.type(
      screen.getByLabelText(/^Speakers' e-mails/),
      "ada@example.com{Enter}grace@example.com",
    );
    await userEvent.click(screen.getByRole("button", { name: "Add talk" }));

    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        url: "/api/events/5/talks",
        method: "POST",
        body: {
          title: "Engines of Thought",
          description: null,
          startsAt: "2026-05-04T00:30:00.000Z",
          endsAt: "2026-05-04T01:15:00.000Z",
          room: "Hall A",
          track: null,
          speakers: ["ada@example.com", "grace@example.com"],
        },
      },
    ]);
  });

  it("says at the field that the end comes before the start, and sends nothing", async () => {
    const sent = serve();
    renderWithProviders(<TalkForm event={testEvent()} rooms={[]} tracks={[]} onDone={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Title/), "Late");
    setTime("Starts", "2026-05-04T11:00");
    setTime("Ends", "2026-05-04T10:00");
    await userEvent.type(screen.getByLabelText(/^Room/), "Hall A");
    await userEvent.click(screen.getByRole("button", { name: "Add talk" }));

    const end = screen.getByLabelText(/^Ends/);
    expect(end).toHaveAttribute("aria-invalid", "true");
    expect(end).toHaveAccessibleDescription("The end must not be before the start");
    expect(end).toHaveFocus();
    expect(sent).toEqual([]);
  });
});

describe("changing a talk's time or room", () => {
  it("shows its times on the event's clock, and sends the new ones as instants", async () => {
    const sent = serve();
    const event = testEvent({ timezone: "America/New_York" });
    const talk = testTalk({
      startsAt: "2026-05-04T13:30:00.000Z",
      endsAt: "2026-05-04T14:15:00.000Z",
    });
    renderWithProviders(
      <TalkForm event={event} talk={talk} rooms={[]} tracks={[]} onDone={vi.fn()} />,
    );

    expect(screen.getByLabelText(/^Starts/)).toHaveValue("2026-05-04T09:30");
    expect(screen.getByLabelText(/^Ends/)).toHaveValue("2026-05-04T10:15");
    expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument();
    setTime("Starts", "2026-05-04T10:00");
    setTime("Ends", "2026-05-04T10:45");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: "/api/events/5/talks/31",
      method: "PATCH",
      body: {
        startsAt: "2026-05-04T14:00:00.000Z",
        endsAt: "2026-05-04T14:45:00.000Z",
        room: "Hall A",
        track: null,
      },
    });
  });
});
