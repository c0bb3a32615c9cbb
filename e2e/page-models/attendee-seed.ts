/**
 * Sets up what the attendee tests open, through the real API as a speaker would: a session with a
 * PDF, a link and polls, a presenter link, an event with its talks, and a browser context signed in as that speaker (cookie plus the browser
 * copy, currentUser, in local storage) for the owner's view.
 */
import crypto from "node:crypto";
import {
  CHOICE_COLORS,
  IDEMPOTENCY_KEY_HEADER,
  type Analytics,
  type CreatePollBody,
  type CreateEventBody,
  type CreateTalkBody,
  type Dashboard,
  type DeckResponse,
  type LecternEvent,
  type Poll,
  type PollResults,
  type PollState,
  type PresenterLink,
  type Question,
  type Stage,
  type Talk,
  type User,
} from "@lectern/shared";
import type { Browser, BrowserContext } from "@playwright/test";
import * as seed from "../../sync-server/src/test/seed.ts";
import type { LecternApp, SeedApi, Speaker } from "../support/fixtures.ts";

export { TINY_PDF } from "../../sync-server/src/test/seed.ts";

export interface SeededPoll {
  id: number;
  sessionId: number;
  choices: { id: number; text: string }[];
}

export async function createSession(
  speaker: Speaker,
  fields: Parameters<typeof seed.createSession>[1] = {},
): Promise<number> {
  const session = await seed.createSession(speaker.client, {
    description: "Why venue Wi-Fi should not decide what your audience can do.",
    ...fields,
  });
  return session.id;
}

/** An event the speaker creates, as its owner (POST /api/events). */
export async function createEvent(speaker: Speaker, body: CreateEventBody): Promise<LecternEvent> {
  return seed.must(
    await speaker.client.post<LecternEvent>("/api/events", body),
    201,
    "create event",
  );
}

/** A talk of the event, made by its organiser (POST /api/events/{id}/talks). */
export async function addTalk(
  speaker: Speaker,
  eventId: number,
  body: CreateTalkBody,
): Promise<Talk> {
  return seed.must(
    await speaker.client.post<Talk>(`/api/events/${eventId}/talks`, body),
    201,
    "add talk",
  );
}

export async function uploadPdf(
  speaker: Speaker,
  sessionId: number,
  title: string,
  type = "presentation",
): Promise<number> {
  const resource = await seed.uploadFile(
    speaker.client,
    sessionId,
    { type, title, description: "The slides of the talk" },
    { bytes: seed.TINY_PDF, name: "slides.pdf", type: "application/pdf" },
  );
  return resource.id;
}

/**
 * Uploads a deck of one line of text per page as the session's slides and waits until every page
 * is rendered (the server draws them in the background).
 */
export async function uploadDeck(
  speaker: Speaker,
  sessionId: number,
  lines: readonly string[],
): Promise<DeckResponse> {
  const path = `/api/sessions/${sessionId}/deck`;
  const bytes = await seed.deckPdf(lines);
  seed.must(
    await speaker.client.request("POST", path, {
      form: seed.fileForm({}, { bytes, name: "deck.pdf", type: "application/pdf" }),
    }),
    202,
    "upload deck",
  );
  for (;;) {
    const deck = seed.must(await speaker.client.get<DeckResponse>(path), 200, "deck");
    if (deck.status === "failed") throw new Error(`the deck failed: ${deck.error}`);
    if (deck.status === "ready") return deck;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function addLink(
  speaker: Speaker,
  sessionId: number,
  title: string,
  url: string,
): Promise<void> {
  await seed.addLink(speaker.client, sessionId, title, url, { description: "Read more" });
}

export async function createPoll(
  speaker: Speaker,
  sessionId: number,
  state: PollState,
  title = "Quick poll",
  question = "Which do you prefer?",
  choices = ["Service workers", "Native apps"],
): Promise<SeededPoll> {
  const poll = await seed.createPoll(speaker.client, sessionId, state, choices, title, {
    question,
  });
  return { id: poll.id, sessionId, choices: poll.choices };
}

/** The choices of a poll body: texts in the palette's colours; `correct` names a quiz's right one. */
export function choicesOf(texts: string[], correct?: string): CreatePollBody["choices"] {
  return texts.map((text, i) => ({
    text,
    color: CHOICE_COLORS[i % CHOICE_COLORS.length]!,
    order: i,
    ...(correct === undefined ? {} : { correct: text === correct }),
  }));
}

/** An open poll of any kind, made through the API as the speaker's screens make it. */
export async function createKindPoll(
  speaker: Speaker,
  sessionId: number,
  body: Omit<CreatePollBody, "state"> & { state?: PollState },
): Promise<Poll> {
  const res = await speaker.client.post<Poll>(`/api/sessions/${sessionId}/polls`, {
    state: "open",
    ...body,
  });
  return seed.must(res, 201, `create ${body.kind ?? "single"} poll`);
}

/** The quiz's answer shown to everyone, as the speaker's Reveal answer does (the poll closed first). */
export async function revealAnswer(speaker: Speaker, pollId: number): Promise<void> {
  seed.must(await speaker.client.post(`/api/polls/${pollId}/reveal`, {}), 200, "reveal");
}

/** A poll's results as the server counts them. */
export async function resultsOf(speaker: Speaker, pollId: number): Promise<PollResults> {
  return seed.must(
    await speaker.client.get<PollResults>(`/api/polls/${pollId}/results`),
    200,
    "results",
  );
}

export async function setPollState(
  speaker: Speaker,
  pollId: number,
  state: PollState,
): Promise<void> {
  await seed.setPollState(speaker.client, pollId, state);
}

export async function qrScans(speaker: Speaker): Promise<number> {
  const dashboard = seed.must(
    await speaker.client.get<Dashboard>(`/api/users/${speaker.userId}/dashboard`),
    200,
    "dashboard",
  );
  return dashboard.analytics.totalQrScans;
}

export async function pageViews(speaker: Speaker, sessionId: number): Promise<number> {
  const analytics = seed.must(
    await speaker.client.get<Analytics>(`/api/sessions/${sessionId}/analytics`),
    200,
    "analytics",
  );
  return analytics.totalPageViews;
}

/** Puts a panel on the session's stage, as the console does; the projector and phones follow. */
export async function putStage(speaker: Speaker, sessionId: number, stage: Stage): Promise<void> {
  const res = await speaker.client.put(`/api/sessions/${sessionId}/stage`, stage);
  seed.must(res, 200, "stage");
}

/** The presenter link the owner makes for the projector (its full address, with the key). */
export async function presenterLink(speaker: Speaker, sessionId: number): Promise<string> {
  const res = await speaker.client.post<PresenterLink>(
    `/api/sessions/${sessionId}/presenter-link`,
    {},
  );
  return seed.must(res, 201, "presenter link").url;
}

/** A browser context where the speaker is signed in, as after the sign-in screens. */
export async function ownerContext(
  browser: Browser,
  app: LecternApp,
  speaker: Speaker,
  viewport = { width: 1280, height: 800 },
): Promise<BrowserContext> {
  const me = seed.must(await speaker.client.get<{ user: User }>("/api/auth/me"), 200, "me");
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

/** Someone in the hall (`hall`, a new visitor unless given) asks `questionText` anonymously. */
export async function askFromHall(
  app: LecternApp,
  sessionId: number,
  questionText: string,
  hall: SeedApi = app.api(),
): Promise<Question> {
  const res = await hall.request<Question>(
    "POST",
    `/api/sessions/${sessionId}/questions`,
    { questionText, isAnonymous: true },
    { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  );
  if (res.status !== 201)
    throw new Error(`asking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
