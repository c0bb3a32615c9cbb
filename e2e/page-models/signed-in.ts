/** A browser page signed in as a speaker made over HTTP, without going through the sign-in screens. */
import type { Page } from "@playwright/test";
import type { User } from "@lectern/shared";
import type { LecternApp, Speaker } from "../support/fixtures.ts";

/** Gives the page the speaker's session cookie and the currentUser the app keeps after sign-in. */
export async function signInAs(page: Page, app: LecternApp, speaker: Speaker): Promise<void> {
  const me = await speaker.api.request<User>("GET", `/api/users/${speaker.userId}`);
  await page.context().addCookies(
    speaker.cookies.split("; ").map((pair) => {
      const [name, ...rest] = pair.split("=");
      return { name: name!, value: rest.join("="), url: app.baseUrl };
    }),
  );
  await page.goto(app.baseUrl + "/");
  await page.evaluate((user) => localStorage.setItem("currentUser", JSON.stringify(user)), me.body);
}
