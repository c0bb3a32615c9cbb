/**
 * The benchmarks' scenarios, put into a real Lectern through its public API by the tests' one
 * seeder (sync-server/src/test/seed.ts), exactly as a speaker and an audience would make them: the
 * speaker signs up through the e-mailed code, then creates the session, its resources and polls;
 * attendees (each with their own visitor id) ask the questions.
 */
import {
  IDEMPOTENCY_KEY_HEADER,
  MAX_WORD_ENTRIES,
  WORDCLOUD_TOP_WORDS,
  type DeckResponse,
  type Poll,
} from "@lectern/shared";
import type { TestClient, TestServer } from "../../sync-server/src/test/harness.ts";
import {
  addCta,
  addLink,
  askQuestion,
  createPoll,
  createSession,
  fileForm,
  must,
  signedInSpeaker,
  TINY_PDF,
  TINY_PNG,
  uploadFile,
  visitor,
} from "../../sync-server/src/test/seed.ts";
import { newIdempotencyKey } from "./identity.ts";
import { talkPdf } from "./talk-pdf.ts";

export interface SeededPoll {
  sessionId: number;
  pollId: number;
  choiceIds: number[];
  /** The presenter link's key, for a projector's socket on the session's stage. */
  presenterKey: string;
}

/** A word cloud that already shows its WORDCLOUD_TOP_WORDS words, and the words it can take. */
export interface SeededWordCloud {
  sessionId: number;
  pollId: number;
  words: string[];
}

/** A session presenting its rendered deck, page 1 on stage, and its owner's cookies to move it on. */
export interface SeededDeck {
  sessionId: number;
  pageCount: number;
  ownerCookie: string;
}

export interface SeededPage extends Omit<SeededPoll, "presenterKey"> {
  resourceCount: number;
  pollCount: number;
  questionCount: number;
}

const benchSpeaker = (server: TestServer) =>
  signedInSpeaker(server, { firstName: "Bench", lastName: "Speaker" });

async function benchSession(speaker: TestClient, title: string): Promise<number> {
  const session = await createSession(speaker, {
    eventName: "Benchmark Conference",
    title,
    description: "A keynote hall voting at once.",
  });
  return session.id;
}

/** Poll `index` of a session: four choices, "Option 1" to "Option 4". */
async function benchPoll(
  speaker: TestClient,
  sessionId: number,
  index: number,
  state: "open" | "closed",
): Promise<Pick<SeededPoll, "pollId" | "choiceIds">> {
  const poll = await createPoll(
    speaker,
    sessionId,
    state,
    ["Option 1", "Option 2", "Option 3", "Option 4"],
    `Poll ${index + 1}`,
    { question: `Which option do you prefer (${index + 1})?`, order: index },
  );
  return { pollId: poll.id, choiceIds: poll.choices.map((c) => c.id) };
}

/**
 * A session with one open poll of four choices, the keynote hall's live poll, and a presenter link
 * for its projector.
 */
export async function seedOpenPoll(server: TestServer): Promise<SeededPoll> {
  const speaker = await benchSpeaker(server);
  const sessionId = await benchSession(speaker, "Live poll benchmark");
  const poll = await benchPoll(speaker, sessionId, 0, "open");
  const link = must(
    await speaker.post<{ url: string }>(`/api/sessions/${sessionId}/presenter-link`, {}),
    201,
    "make a presenter link",
  );
  return { sessionId, ...poll, presenterKey: new URL(link.url).hash.replace("#key=", "") };
}

/**
 * A session whose owner uploaded a talk's deck of `pages` pages (bench/lib/talk-pdf.ts) through the
 * API, waited for every page to be rendered and put page 1 on stage, as a speaker does before the
 * hall arrives.
 */
export async function seedDeck(server: TestServer, pages = 40): Promise<SeededDeck> {
  const speaker = await benchSpeaker(server);
  const sessionId = await benchSession(speaker, "Slides benchmark");
  const pdf = await talkPdf(pages);
  must(
    await speaker.request("POST", `/api/sessions/${sessionId}/deck`, {
      form: fileForm({}, { bytes: pdf, name: "talk.pdf", type: "application/pdf" }),
    }),
    202,
    "upload the deck",
  );
  await server.lectern.decks.idle();
  const deck = must(
    await speaker.get<DeckResponse>(`/api/sessions/${sessionId}/deck`),
    200,
    "read the deck",
  );
  if (deck.status !== "ready" || deck.pageCount !== pages)
    throw new Error(`the deck ended ${deck.status} with ${deck.pageCount} pages`);
  must(
    await speaker.put(`/api/sessions/${sessionId}/stage`, { panel: "slide", page: 1 }),
    200,
    "show page 1",
  );
  return { sessionId, pageCount: pages, ownerCookie: speaker.cookieHeader() };
}

/**
 * Sixty words a tech audience would send: more than the cloud shows, so every update carries its
 * full WORDCLOUD_TOP_WORDS while the votes move words in and out of it.
 */
// prettier-ignore
export const CLOUD_WORDS = [
  "typescript", "javascript", "react", "vue", "svelte", "angular", "node", "deno", "bun", "rust",
  "golang", "python", "kotlin", "swift", "java", "scala", "elixir", "erlang", "haskell", "ocaml",
  "clojure", "ruby", "php", "perl", "lua", "zig", "nim", "dart", "flutter", "kubernetes",
  "docker", "terraform", "ansible", "postgres", "sqlite", "redis", "kafka", "graphql", "grpc",
  "websockets", "serverless", "edge", "wasm", "webassembly", "vite", "webpack", "esbuild",
  "vitest", "playwright", "cypress", "tailwind", "htmx", "nextjs", "remix", "astro", "solid",
  "qwik", "preact", "express", "fastify",
];

/**
 * An open word cloud (three entries a visitor) in which attendees, each with their own visitor
 * id, already sent every one of CLOUD_WORDS, so it shows WORDCLOUD_TOP_WORDS words from the start.
 */
export async function seedWordCloud(server: TestServer): Promise<SeededWordCloud> {
  if (CLOUD_WORDS.length <= WORDCLOUD_TOP_WORDS) throw new Error("the cloud needs more words");
  const speaker = await benchSpeaker(server);
  const sessionId = await benchSession(speaker, "Word cloud benchmark");
  const poll = must(
    await speaker.post<Poll>(`/api/sessions/${sessionId}/polls`, {
      kind: "wordcloud",
      title: "One word",
      question: "Which technology are you here for?",
      state: "open",
      maxEntries: MAX_WORD_ENTRIES,
    }),
    201,
    "create the word cloud",
  );
  for (let i = 0; i < CLOUD_WORDS.length; i += MAX_WORD_ENTRIES) {
    must(
      await (
        await visitor(server)
      ).post(
        `/api/polls/${poll.id}/vote`,
        { words: CLOUD_WORDS.slice(i, i + MAX_WORD_ENTRIES) },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } },
      ),
      201,
      "send words",
    );
  }
  return { sessionId, pollId: poll.id, words: CLOUD_WORDS };
}

/**
 * The public page the read benchmark measures: 10 resources (3 uploaded files, 4 links, 3 calls to
 * action), 3 polls (2 open, 1 closed) and 200 questions, each asked by a different attendee.
 */
export async function seedPublicPage(server: TestServer, questionCount = 200): Promise<SeededPage> {
  const speaker = await benchSpeaker(server);
  const sessionId = await benchSession(speaker, "Public page benchmark");
  const uploads = [
    { type: "presentation", title: "Slides", bytes: TINY_PDF, name: "slides.pdf" },
    { type: "handout", title: "Cheat sheet", bytes: TINY_PNG, name: "cheat-sheet.png" },
    { type: "additional", title: "Paper", bytes: TINY_PDF, name: "paper.pdf" },
  ];
  let order = 0;
  for (const upload of uploads) {
    await uploadFile(
      speaker,
      sessionId,
      {
        type: upload.type,
        title: upload.title,
        description: `The ${upload.title.toLowerCase()} of this talk.`,
        order: order++,
      },
      {
        bytes: upload.bytes,
        name: upload.name,
        type: upload.name.endsWith(".pdf") ? "application/pdf" : "image/png",
      },
    );
  }
  for (let i = 0; i < 4; i++) {
    await addLink(
      speaker,
      sessionId,
      `Further reading ${i + 1}`,
      `https://example.com/reading/${i + 1}`,
      {
        description: "Worth a look.",
        order: order++,
      },
    );
  }
  for (let i = 0; i < 3; i++) {
    await addCta(speaker, sessionId, {
      title: `Next step ${i + 1}`,
      description: "Keep in touch.",
      url: `https://example.com/next/${i + 1}`,
      buttonText: "Learn More",
      order: order++,
    });
  }
  const first = await benchPoll(speaker, sessionId, 0, "open");
  await benchPoll(speaker, sessionId, 1, "open");
  await benchPoll(speaker, sessionId, 2, "closed");

  for (let i = 0; i < questionCount; i++) {
    await askQuestion(
      await visitor(server),
      sessionId,
      `Question ${i + 1}: how would this work for a room of a few thousand people?`,
      i % 3 === 0 ? null : `Attendee ${i + 1}`,
      { headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } },
    );
  }
  return { sessionId, ...first, resourceCount: uploads.length + 7, pollCount: 3, questionCount };
}
