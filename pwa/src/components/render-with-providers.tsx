/** Test helper: renders a screen inside a memory router, a fresh query client and the toaster. */
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { afterEach } from "vitest";
import { createQueryClient } from "../app/query-client.ts";

/** What the catch-all route shows, so a test can see it was sent elsewhere; no visitor reads it. */
const ELSEWHERE = "Elsewhere";

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

export function renderWithProviders(
  element: ReactElement,
  { path = "/", url = path }: { path?: string; url?: string } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: "*", element: <p>{ELSEWHERE}</p> },
    ],
    { initialEntries: [url] },
  );
  return {
    router,
    ...render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}
