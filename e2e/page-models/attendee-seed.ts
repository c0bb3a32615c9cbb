/**
 * Sets up what the attendee tests open, through the real API as a speaker would: a session with
 * a PDF, a link and polls, and a browser context signed in as that speaker (cookie plus the
 * spec's currentUser in local storage) for the owner's view.
 */
import type { Browser, BrowserContext } from "@playwright/test";
import type { LecternApp, Speaker } from "../support/fixtures.ts";

/** A one-page PDF (the server checks a file's first bytes, not its name). */
export const TINY_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export interface SeededPoll {
  id: number;
  sessionId: number;
  choices: { id: number; text: string }[];
}

async function must<T>(
  promise: Promise<{ status: number; body: T }>,
  status: number,
  what: string,
): Promise<T> {
  const res = await promise;
  if (res.status !== status)
    throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function createSession(
  speaker: Speaker,
  fields: Partial<{
    eventName: string;
    title: string;
    description: string;
    qaEnabled: boolean;
  }> = {},
): Promise<number> {
  const body = await must<{ id: number }>(
    speaker.api.request("POST", "/api/sessions", {
      eventName: "DevConf 2026",
      title: "Offline-first web apps",
      description: "Why venue Wi-Fi should not decide what your audience can do.",
      qaEnabled: true,
      ...fields,
    }),
    201,
    "create session",
  );
  return body.id;
}

export async function uploadPdf(
  speaker: Speaker,
  sessionId: number,
  title: string,
  type = "presentation",
): Promise<number> {
  const form = new FormData();
  form.set("sessionId", String(sessionId));
  form.set("type", type);
  form.set("title", title);
  form.set("description", "The slides of the talk");
  form.set("file", new Blob([TINY_PDF], { type: "application/pdf" }), "slides.pdf");
  const body = await must<{ id: number }>(
    speaker.api.request("POST", "/api/upload", form),
    201,
    "upload",
  );
  return body.id;
}

export async function addLink(
  speaker: Speaker,
  sessionId: number,
  title: string,
  url: string,
): Promise<void> {
  await must(
    speaker.api.request("POST", "/api/resources", {
      sessionId,
      type: "link",
      title,
      url,
      description: "Read more",
    }),
    201,
    "link",
  );
}

export async function createPoll(
  speaker: Speaker,
  sessionId: number,
  state: "draft" | "open" | "closed",
  title = "Quick poll",
  question = "Which do you prefer?",
  choices = ["Service workers", "Native apps"],
): Promise<SeededPoll> {
  const colors = ["#3B82F6", "#EF4444", "#10B981"];
  const body = await must<{ id: number; choices: { id: number; text: string }[] }>(
    speaker.api.request("POST", `/api/sessions/${sessionId}/polls`, {
      title,
      question,
      state,
      choices: choices.map((text, order) => ({
        text,
        color: colors[order % colors.length],
        order,
      })),
    }),
    201,
    "create poll",
  );
  return { id: body.id, sessionId, choices: body.choices };
}

export async function setPollState(
  speaker: Speaker,
  pollId: number,
  state: "draft" | "open" | "closed",
): Promise<void> {
  await must(speaker.api.request("PUT", `/api/polls/${pollId}`, { state }), 200, "poll state");
}

export async function qrScans(speaker: Speaker): Promise<number> {
  const body = await must<{ analytics: { totalQrScans: number } }>(
    speaker.api.request("GET", `/api/users/${speaker.userId}/dashboard`),
    200,
    "dashboard",
  );
  return body.analytics.totalQrScans;
}

export async function pageViews(speaker: Speaker, sessionId: number): Promise<number> {
  const body = await must<{ totalPageViews: number }>(
    speaker.api.request("GET", `/api/sessions/${sessionId}/analytics`),
    200,
    "analytics",
  );
  return body.totalPageViews;
}

/** A browser context where the speaker is signed in, as after the sign-in screens. */
export async function ownerContext(
  browser: Browser,
  app: LecternApp,
  speaker: Speaker,
  viewport = { width: 1280, height: 800 },
): Promise<BrowserContext> {
  const me = await must<{ user: unknown }>(speaker.api.request("GET", "/api/auth/me"), 200, "me");
  const context = await browser.newContext({
    baseURL: app.baseUrl,
    viewport,
    reducedMotion: "reduce",
  });
  const cookies = speaker.cookies
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf("=");
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: app.baseUrl };
    });
  await context.addCookies(cookies);
  await context.addInitScript(
    (user) => localStorage.setItem("currentUser", JSON.stringify(user)),
    me.user,
  );
  return context;
}
