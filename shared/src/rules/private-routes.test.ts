/** Which pages show a speaker's own data, and so stay out of the back/forward cache. */
import { expect, it } from "vitest";
import { isPrivateRoute } from "./private-routes.ts";

it("names the speaker's screens private and the attendee's and sign-in pages public", () => {
  for (const pathname of [
    "/dashboard",
    "/create-session",
    "/edit-session/12",
    "/speaker-profile/",
    "/onboarding",
    "/session/12/leads",
    "/session/12/live",
    "/session/12/present",
    "/session/12/insights",
    "/integrations",
    "/events/new",
    "/events/4",
    "/events/4/rooms/print",
    "/events/4/insights",
  ])
    expect(isPrivateRoute(pathname), pathname).toBe(true);
  for (const pathname of [
    "/",
    "/signin",
    "/session/12",
    "/session/12/",
    "/embed/poll/3",
    "/event/pycon",
    "/x",
  ])
    expect(isPrivateRoute(pathname), pathname).toBe(false);
});
