/**
 * Puts a benchmark's data into a real Lectern through its public API, exactly as a speaker and an
 * audience would make it: the speaker signs up through the e-mailed code, then creates the session,
 * its resources and polls; attendees (each with their own visitor id) ask the questions.
 */
import { CHOICE_COLORS, IDEMPOTENCY_KEY_HEADER, VISITOR_ID_HEADER } from "@lectern/shared";
import {
  signUpSpeaker,
  TINY_PDF,
  TINY_PNG,
  type TestClient,
  type TestServer,
} from "../../sync-server/src/test/harness.ts";
import { newIdempotencyKey, newVisitorId } from "./identity.ts";

export interface SeededPoll {
  sessionId: number;
  pollId: number;
  choiceIds: number[];
}

export interface SeededPage extends SeededPoll {
  resourceCount: number;
  pollCount: number;
  questionCount: number;
}

function expectStatus(
  what: string,
  response: { status: number; body: unknown },
  ...ok: number[]
): void {
  if (!ok.includes(response.status)) {
    throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
}

export async function signedInSpeaker(server: TestServer): Promise<TestClient> {
  const speaker = server.client();
  await signUpSpeaker(server, speaker, {
    firstName: "Bench",
    lastName: "Speaker",
    email: `bench-${Date.now()}@lectern.test`,
  });
  return speaker;
}

async function createSession(speaker: TestClient, title: string): Promise<number> {
  const created = await speaker.post("/api/sessions", {
    eventName: "Benchmark Conference",
    title,
    description: "A keynote hall voting at once.",
    qaEnabled: true,
  });
  expectStatus("create session", created, 201);
  return created.body.id as number;
}

async function createPoll(
  speaker: TestClient,
  sessionId: number,
  index: number,
  state: "open" | "closed",
  choices = 4,
) {
  const created = await speaker.post(`/api/sessions/${sessionId}/polls`, {
    title: `Poll ${index + 1}`,
    question: `Which option do you prefer (${index + 1})?`,
    state,
    order: index,
    choices: Array.from({ length: choices }, (_, i) => ({
      text: `Option ${i + 1}`,
      color: CHOICE_COLORS[i],
      order: i,
    })),
  });
  expectStatus("create poll", created, 201);
  return {
    pollId: created.body.id as number,
    choiceIds: (created.body.choices as { id: number }[]).map((c) => c.id),
  };
}

/** A session with one open poll of four choices: the keynote hall's live poll. */
export async function seedOpenPoll(server: TestServer): Promise<SeededPoll> {
  const speaker = await signedInSpeaker(server);
  const sessionId = await createSession(speaker, "Live poll benchmark");
  const poll = await createPoll(speaker, sessionId, 0, "open");
  return { sessionId, ...poll };
}

/**
 * The public page of issue 6 item 3: 10 resources (3 uploaded files, 4 links, 3 calls to action),
 * 3 polls (2 open, 1 closed) and 200 questions, each asked by a different attendee.
 */
export async function seedPublicPage(server: TestServer, questionCount = 200): Promise<SeededPage> {
  const speaker = await signedInSpeaker(server);
  const sessionId = await createSession(speaker, "Public page benchmark");
  const uploads = [
    {
      type: "presentation",
      title: "Slides",
      file: TINY_PDF,
      name: "slides.pdf",
      mime: "application/pdf",
    },
    {
      type: "handout",
      title: "Cheat sheet",
      file: TINY_PNG,
      name: "cheat-sheet.png",
      mime: "image/png",
    },
    {
      type: "additional",
      title: "Paper",
      file: TINY_PDF,
      name: "paper.pdf",
      mime: "application/pdf",
    },
  ];
  let order = 0;
  for (const upload of uploads) {
    const form = new FormData();
    form.set("sessionId", String(sessionId));
    form.set("type", upload.type);
    form.set("title", upload.title);
    form.set("description", `The ${upload.title.toLowerCase()} of this talk.`);
    form.set("order", String(order++));
    form.set("file", new Blob([upload.file], { type: upload.mime }), upload.name);
    expectStatus(
      "upload resource",
      await speaker.request("POST", "/api/upload", { form }),
      201,
      200,
    );
  }
  for (let i = 0; i < 4; i++) {
    const link = {
      sessionId,
      type: "link",
      title: `Further reading ${i + 1}`,
      description: "Worth a look.",
      url: `https://example.com/reading/${i + 1}`,
      order: order++,
    };
    expectStatus("create link", await speaker.post("/api/resources", link), 201, 200);
  }
  for (let i = 0; i < 3; i++) {
    const cta = {
      sessionId,
      type: "cta",
      title: `Next step ${i + 1}`,
      description: "Keep in touch.",
      url: `https://example.com/next/${i + 1}`,
      buttonText: "Learn More",
      order: order++,
    };
    expectStatus("create call to action", await speaker.post("/api/resources", cta), 201, 200);
  }
  const first = await createPoll(speaker, sessionId, 0, "open");
  await createPoll(speaker, sessionId, 1, "open");
  await createPoll(speaker, sessionId, 2, "closed");

  const attendee = server.client();
  for (let i = 0; i < questionCount; i++) {
    const asked = await attendee.post(
      `/api/sessions/${sessionId}/questions`,
      {
        questionText: `Question ${i + 1}: how would this work for a room of a few thousand people?`,
        isAnonymous: i % 3 === 0,
        authorName: i % 3 === 0 ? null : `Attendee ${i + 1}`,
      },
      {
        headers: {
          [VISITOR_ID_HEADER]: newVisitorId(),
          [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey(),
        },
      },
    );
    expectStatus("ask question", asked, 201, 200);
  }
  return { sessionId, ...first, resourceCount: uploads.length + 7, pollCount: 3, questionCount };
}
