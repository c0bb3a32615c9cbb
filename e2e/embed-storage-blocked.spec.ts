/**
 * The embed on another site in a Chromium that blocks third-party cookies (a persistent profile
 * with `profile.block_third_party_cookies`), where Lectern's first-party cookie never reaches the
 * iframe: the visitor votes, reloads the host page, and the embed still knows the vote (through
 * the id it keeps and the Partitioned cookie the server sets: docs/decisions.md, Visitor identity)
 * and offers no second vote, with no uncaught error or console error in the frame. Also: the app's
 * own page votes fine with the id the server issued.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { VISITOR_ID_PATTERN } from "@lectern/shared";
import { CHROMIUM_PATH } from "../playwright.config.ts";
import { expect, test } from "./support/fixtures.ts";
import { createPoll, createSession } from "./page-models/attendee-seed.ts";
import { EmbeddedPoll, startHostSite } from "./page-models/embed-poll-page.ts";

test("the embed votes once with third-party cookies blocked, and a reload does not vote again", async ({
  app,
}) => {
  const speaker = await app.createSpeaker();
  const poll = await createPoll(
    speaker,
    await createSession(speaker),
    "open",
    "Blocked storage",
    "Tabs or spaces?",
    ["Tabs", "Spaces"],
  );
  const host = await startHostSite();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-blocked-"));
  fs.mkdirSync(path.join(profile, "Default"));
  fs.writeFileSync(
    path.join(profile, "Default", "Preferences"),
    JSON.stringify({ profile: { block_third_party_cookies: true, cookie_controls_mode: 1 } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    reducedMotion: "reduce",
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const uncaught: string[] = [];
    page.on("pageerror", (error) => uncaught.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") uncaught.push(message.text());
    });
    const embed = new EmbeddedPoll(page, host, app.baseUrl);
    await embed.openOnHostSite(poll.id);
    await expect(embed.text("Tabs or spaces?")).toBeVisible();

    // Lectern's own cookie is blocked in the frame: what it sets there is not sent back.
    const frame = page.frames().find((f) => f.url().includes("/embed/poll/"))!;
    const blocked = await frame.evaluate(() => {
      document.cookie = "probe=1; SameSite=None; Secure";
      return !document.cookie.includes("probe=1");
    });
    expect(blocked).toBe(true);

    const voteRequest = page.waitForRequest(
      (r) => r.method() === "POST" && r.url().endsWith(`/api/polls/${poll.id}/vote`),
    );
    await embed.vote("Spaces");
    expect((await (await voteRequest).allHeaders())["x-visitor-id"]).toMatch(VISITOR_ID_PATTERN);
    await expect(embed.text("Total votes: 1")).toBeVisible();
    await expect(embed.text("(your vote)")).toBeVisible();

    // The Partitioned cookie the server set comes back from inside the frame.
    const statusRead = page.waitForRequest((r) => r.url().includes(`/api/polls/${poll.id}/`));
    await page.reload();
    expect((await (await statusRead).allHeaders()).cookie ?? "").toContain(
      "lectern_visitor_embed=",
    );
    await expect(embed.text("Total votes: 1")).toBeVisible();
    await expect(embed.text("(your vote)")).toBeVisible();
    await expect(embed.frame.getByRole("radio")).toHaveCount(0);
    expect(uncaught).toEqual([]);
  } finally {
    await context.close();
    await host.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test("the app's own page votes with the id the server issued", async ({ app, page }) => {
  const speaker = await app.createSpeaker();
  const sessionId = await createSession(speaker);
  await createPoll(speaker, sessionId, "open", "Own page", "Coffee or tea?", ["Coffee", "Tea"]);
  await page.goto(`${app.baseUrl}/session/${sessionId}`);
  await page.getByRole("tab", { name: /Polls/ }).click();
  const voteRequest = page.waitForRequest(
    (r) => r.method() === "POST" && r.url().includes("/vote"),
  );
  await page.getByRole("radio", { name: "Tea" }).check();
  await page.getByRole("button", { name: "Submit Vote" }).click();
  const vote = await voteRequest;
  expect((await vote.response())?.status()).toBe(201);
  await expect(page.getByText("Total votes: 1")).toBeVisible();
});
