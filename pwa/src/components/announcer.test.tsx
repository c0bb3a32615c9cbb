/**
 * The live region of announcer.tsx as a screen reader meets it: there and empty before anything
 * happens, each message said once, and at most one message per gap, with what arrived meanwhile
 * said together when the gap ends.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANNOUNCE_GAP_MS, LiveRegion, useAnnouncer } from "./announcer.tsx";

let announce: (item: string) => void = () => undefined;

function Questions() {
  const region = useAnnouncer<string>((items) => `${items.length} new: ${items.join("; ")}`);
  useEffect(() => {
    announce = region.announce;
  });
  return <LiveRegion text={region.text} />;
}

function Latest() {
  const region = useAnnouncer();
  useEffect(() => {
    announce = region.announce;
  });
  return <LiveRegion text={region.text} />;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useAnnouncer", () => {
  it("is on the page and empty before the first message, then says it at once", () => {
    render(<Latest />);
    expect(screen.getByRole("status")).toHaveTextContent(/^$/);
    act(() => announce("Now answering: Why?"));
    expect(screen.getByRole("status")).toHaveTextContent("Now answering: Why?");
  });

  it("waits out the gap, then says what came meanwhile together", () => {
    render(<Questions />);
    act(() => announce("A"));
    expect(screen.getByRole("status")).toHaveTextContent("1 new: A");
    act(() => {
      announce("B");
      announce("C");
    });
    expect(screen.getByRole("status")).toHaveTextContent("1 new: A");
    act(() => {
      vi.advanceTimersByTime(ANNOUNCE_GAP_MS - 1);
    });
    expect(screen.getByRole("status")).toHaveTextContent("1 new: A");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole("status")).toHaveTextContent("2 new: B; C");
  });

  it("lets the latest message win within a gap", () => {
    render(<Latest />);
    act(() => announce("Results: 1 vote"));
    act(() => {
      announce("Results: 2 votes");
      announce("Results: 3 votes");
    });
    act(() => {
      vi.advanceTimersByTime(ANNOUNCE_GAP_MS);
    });
    expect(screen.getByRole("status")).toHaveTextContent("Results: 3 votes");
  });

  it("changes the region's text when the same words come again, so they are said again", () => {
    render(<Latest />);
    act(() => announce("Reconnected"));
    const first = screen.getByRole("status").textContent;
    act(() => {
      vi.advanceTimersByTime(ANNOUNCE_GAP_MS);
    });
    act(() => announce("Reconnected"));
    expect(screen.getByRole("status").textContent).not.toBe(first);
    expect(screen.getByRole("status")).toHaveTextContent("Reconnected");
  });
});
