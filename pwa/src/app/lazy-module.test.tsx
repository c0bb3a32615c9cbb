/**
 * A part of a screen whose code loads on demand: shown once it arrives, left out (not a broken
 * page) while it cannot be fetched, and shown after the connection comes back.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLazyModule } from "./lazy-module.ts";

afterEach(cleanup);

let attempts = 0;
let reachable = false;
const loadNotice = () => {
  attempts += 1;
  if (!reachable)
    return Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
  return Promise.resolve({ Notice: () => <p>Offline - showing the last saved copy</p> });
};

function Part({ wanted }: { wanted: boolean }) {
  const loaded = useLazyModule(loadNotice, wanted);
  return loaded ? <loaded.Notice /> : <p>Page content</p>;
}

describe("useLazyModule", () => {
  it("loads only when wanted, survives a failed fetch, and tries again when back online", async () => {
    const { rerender } = render(<Part wanted={false} />);
    expect(screen.getByText("Page content")).toBeInTheDocument();
    expect(attempts).toBe(0);

    rerender(<Part wanted />);
    // The fetch starts in a task after the render's effects.
    await act(() => vi.waitFor(() => expect(attempts).toBe(1)));
    expect(screen.getByText("Page content")).toBeInTheDocument();

    reachable = true;
    await act(() => {
      window.dispatchEvent(new Event("online"));
      return Promise.resolve();
    });
    expect(await screen.findByText("Offline - showing the last saved copy")).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
