/**
 * The session's exports through the real server (docs/product.md, Export results): after real
 * votes of every poll kind, polls.csv has exactly the rows the results screens show; questions.csv
 * lists the owner's Q&A; both are the owner's only and keep spreadsheets from running a cell.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHOICE_COLORS,
  formatExportDate,
  percentageOf,
  pollResultsSchema,
  type Poll,
  type PollResults,
  type Question,
} from "@lectern/shared";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import {
  askQuestion,
  createSession,
  must,
  setPollState,
  signUpSpeaker,
  uniqueEmail,
  visitor,
} from "../test/seed.ts";

let server: TestServer;
let owner: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  owner = server.client();
  await signUpSpeaker(server, owner, {
    firstName: "Olivia",
    lastName: "Owner",
    email: uniqueEmail("owner"),
  });
});
afterAll(() => server.close());

/** RFC 4180 as the export writes it: quoted cells with doubled quotes, CRLF between rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function exportCsv(client: TestClient, sessionId: number, what: "polls" | "questions") {
  const res = await client.get<string>(`/api/sessions/${sessionId}/export/${what}.csv`);
  expect(res.status, `${what}.csv`).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
  expect(res.headers.get("content-disposition")).toMatch(
    new RegExp(`^attachment; filename="session-${what}-${sessionId}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  return parseCsv(res.body);
}

function newPoll(sessionId: number, body: Record<string, unknown>): Promise<Poll> {
  return owner
    .post<Poll>(`/api/sessions/${sessionId}/polls`, { question: "What do you say?", ...body })
    .then((res) => must(res, 201, `create ${String(body.kind)} poll`));
}

function choices(...texts: string[]) {
  return texts.map((text, i) => ({
    text,
    color: CHOICE_COLORS[i % CHOICE_COLORS.length],
    order: i,
  }));
}

function choiceId(poll: Poll, text: string): number {
  const choice = poll.choices.find((c) => c.text === text);
  if (!choice) throw new Error(`no choice ${text} in ${poll.title}`);
  return choice.id;
}

async function vote(voter: TestClient, poll: Poll, body: Record<string, unknown>) {
  must(await voter.post(`/api/polls/${poll.id}/vote`, body), 201, `vote in ${poll.title}`);
}

async function results(poll: Poll): Promise<PollResults> {
  return pollResultsSchema.parse(
    must(await owner.get(`/api/polls/${poll.id}/results`), 200, `results of ${poll.title}`),
  );
}

/** The rows a results screen draws for a poll: each choice, shown word or score, with its share. */
function screenRows(title: string, r: PollResults): string[][] {
  const row = (answer: string | number, votes: number, percent: number, correct = "") =>
    [title, r.kind, answer, votes, percent, correct].map(String);
  switch (r.kind) {
    case "single":
    case "multiple":
    case "quiz":
      return r.choices.map((c) => row(c.text, c.votes, c.percentage, c.correct ? "Yes" : ""));
    case "wordcloud":
      return r.words.map((w) => row(w.text, w.count, percentageOf(w.count, r.totalVoters)));
    case "rating":
      return r.distribution.map((d) => row(d.score, d.votes, percentageOf(d.votes, r.totalVoters)));
    case "open":
      return [...r.answers].reverse().map((a) => row(a.text, 1, percentageOf(1, r.totalVoters)));
    case "ranking": {
      const points = r.choices.reduce((sum, c) => sum + c.points, 0);
      return r.choices.map((c) => row(c.label, c.points, percentageOf(c.points, points)));
    }
  }
}

const POLLS_HEADER = ["Poll", "Kind", "Answer", "Votes", "Percent", "Correct"];

describe("polls.csv", () => {
  it("has the rows the results show for single, multiple and a revealed quiz", async () => {
    const session = await createSession(owner);
    const single = await newPoll(session.id, {
      kind: "single",
      title: "Indentation",
      state: "open",
      order: 0,
      choices: choices("Tabs", "Spaces"),
    });
    const multiple = await newPoll(session.id, {
      kind: "multiple",
      title: "Languages",
      state: "open",
      order: 1,
      maxChoices: 2,
      choices: choices("Go", "Rust", "Zig"),
    });
    const quiz = await newPoll(session.id, {
      kind: "quiz",
      title: "Capital",
      state: "open",
      order: 2,
      choices: [
        { text: "Paris", color: CHOICE_COLORS[0], order: 0, correct: true },
        { text: "Lyon", color: CHOICE_COLORS[1], order: 1 },
      ],
    });
    const voters = await Promise.all([1, 2, 3].map(() => visitor(server)));
    const [a, b, c] = voters as [TestClient, TestClient, TestClient];
    await vote(a, single, { choiceId: choiceId(single, "Tabs") });
    await vote(b, single, { choiceId: choiceId(single, "Tabs") });
    await vote(c, single, { choiceId: choiceId(single, "Spaces") });
    await vote(a, multiple, { choiceIds: [choiceId(multiple, "Go"), choiceId(multiple, "Rust")] });
    await vote(b, multiple, { choiceIds: [choiceId(multiple, "Rust")] });
    await vote(c, multiple, { choiceIds: [choiceId(multiple, "Rust"), choiceId(multiple, "Zig")] });
    await vote(a, quiz, { choiceId: choiceId(quiz, "Paris") });
    await vote(b, quiz, { choiceId: choiceId(quiz, "Lyon") });

    const beforeReveal = await exportCsv(owner, session.id, "polls");
    expect(beforeReveal.filter((r) => r[1] === "quiz")).toEqual([
      ["Capital", "quiz", "Paris", "1", "50", ""],
      ["Capital", "quiz", "Lyon", "1", "50", ""],
    ]);

    await setPollState(owner, quiz.id, "closed");
    must(await owner.post(`/api/polls/${quiz.id}/reveal`), 200, "reveal");
    const rows = await exportCsv(owner, session.id, "polls");
    expect(rows).toEqual([
      POLLS_HEADER,
      ["Indentation", "single", "Tabs", "2", "67", ""],
      ["Indentation", "single", "Spaces", "1", "33", ""],
      ["Languages", "multiple", "Go", "1", "33", ""],
      ["Languages", "multiple", "Rust", "3", "100", ""],
      ["Languages", "multiple", "Zig", "1", "33", ""],
      ["Capital", "quiz", "Paris", "1", "50", "Yes"],
      ["Capital", "quiz", "Lyon", "1", "50", ""],
    ]);
    const shown = [
      ...screenRows("Indentation", await results(single)),
      ...screenRows("Languages", await results(multiple)),
      ...screenRows("Capital", await results(quiz)),
    ];
    expect(rows.slice(1)).toEqual(shown);
  });

  it("has the shown words of a word cloud, a rating's scores and a draft poll", async () => {
    const session = await createSession(owner);
    const cloud = await newPoll(session.id, {
      kind: "wordcloud",
      title: "One word",
      state: "open",
      order: 0,
      maxEntries: 3,
    });
    const rating = await newPoll(session.id, {
      kind: "rating",
      title: "The talk",
      state: "open",
      order: 1,
      scale: 5,
      lowLabel: "Meh",
      highLabel: "Great",
    });
    const draft = await newPoll(session.id, {
      kind: "single",
      title: "Next time",
      state: "draft",
      order: 2,
      choices: choices("Longer", "Shorter"),
    });
    const voters = await Promise.all([1, 2, 3].map(() => visitor(server)));
    const [a, b, c] = voters as [TestClient, TestClient, TestClient];
    await vote(a, cloud, { words: ["React", "Vue"] });
    await vote(b, cloud, { words: [" react "] });
    await vote(c, cloud, { words: ["REACT!", "svelte", "Vue"] });
    must(await owner.post(`/api/polls/${cloud.id}/hidden-words`, { text: "svelte" }), 201, "hide");
    await vote(a, rating, { rating: 5 });
    await vote(b, rating, { rating: 4 });
    await vote(c, rating, { rating: 3 });

    const rows = await exportCsv(owner, session.id, "polls");
    expect(rows).toEqual([
      POLLS_HEADER,
      ["One word", "wordcloud", "react", "3", "100", ""],
      ["One word", "wordcloud", "vue", "2", "67", ""],
      ["The talk", "rating", "1", "0", "0", ""],
      ["The talk", "rating", "2", "0", "0", ""],
      ["The talk", "rating", "3", "1", "33", ""],
      ["The talk", "rating", "4", "1", "33", ""],
      ["The talk", "rating", "5", "1", "33", ""],
      ["Next time", "single", "Longer", "0", "0", ""],
      ["Next time", "single", "Shorter", "0", "0", ""],
    ]);
    const shown = [
      ...screenRows("One word", await results(cloud)),
      ...screenRows("The talk", await results(rating)),
      ...screenRows("Next time", await results(draft)),
    ];
    expect(rows.slice(1)).toEqual(shown);
  });

  it("lists an open poll's every shown answer as written, and a ranking's points", async () => {
    const session = await createSession(owner);
    const open = await newPoll(session.id, {
      kind: "open",
      title: "Wishes",
      state: "open",
      order: 0,
    });
    const ranking = await newPoll(session.id, {
      kind: "ranking",
      title: "Order",
      state: "open",
      order: 1,
      choices: choices("Tea", "Coffee"),
    });
    const [tea, coffee] = ranking.choices.map((c) => c.id) as [number, number];
    const voters = await Promise.all([1, 2, 3].map(() => visitor(server)));
    const [a, b, c] = voters as [TestClient, TestClient, TestClient];
    await vote(a, open, { text: "More shit demos" });
    await vote(b, open, { text: "Off topic" });
    await vote(c, open, { text: "Shorter slides" });
    const { answers } = (await results(open)) as Extract<PollResults, { kind: "open" }>;
    const offTopic = answers.find((x) => x.text === "Off topic")!;
    must(await owner.post(`/api/polls/${open.id}/answers/${offTopic.id}/hide`), 200, "hide");
    await vote(a, ranking, { ranking: [coffee, tea] });
    await vote(b, ranking, { ranking: [coffee, tea] });
    await vote(c, ranking, { ranking: [tea, coffee] });

    const rows = await exportCsv(owner, session.id, "polls");
    expect(rows).toEqual([
      POLLS_HEADER,
      ["Wishes", "open", "More shit demos", "1", "33", ""],
      ["Wishes", "open", "Shorter slides", "1", "33", ""],
      ["Order", "ranking", "Coffee", "2", "67", ""],
      ["Order", "ranking", "Tea", "1", "33", ""],
    ]);
    expect(rows.slice(3)).toEqual(screenRows("Order", await results(ranking)));
  });

  it("keeps a poll whose word cloud has no words yet, and a session without polls", async () => {
    const session = await createSession(owner);
    expect(await exportCsv(owner, session.id, "polls")).toEqual([POLLS_HEADER]);
    await newPoll(session.id, { kind: "wordcloud", title: "Empty", state: "open" });
    expect(await exportCsv(owner, session.id, "polls")).toEqual([
      POLLS_HEADER,
      ["Empty", "wordcloud", "", "0", "0", ""],
    ]);
  });
});

describe("questions.csv", () => {
  it("lists the owner's questions, most upvoted first, with Anonymous for unnamed ones", async () => {
    const session = await createSession(owner);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => visitor(server)));
    const named = await askQuestion(a!, session.id, "How, exactly, does replay work?", "Ada");
    const anonymous = await askQuestion(b!, session.id, 'Is "offline" really offline?', null);
    must(await c!.post(`/api/questions/${anonymous.id}/vote`, {}), 201, "upvote");
    must(await owner.patch(`/api/questions/${named.id}/answer`), 200, "answer");
    const listed = must(
      await owner.get<Question[]>(`/api/sessions/${session.id}/questions`),
      200,
      "questions",
    );
    expect(listed.map((q) => q.id)).toEqual([anonymous.id, named.id]);

    expect(await exportCsv(owner, session.id, "questions")).toEqual([
      ["Question", "Author", "Upvotes", "Answered", "Asked at", "Status", "Reply"],
      [
        'Is "offline" really offline?',
        "Anonymous",
        "1",
        "No",
        formatExportDate(anonymous.createdAt),
        "approved",
        "",
      ],
      [
        "How, exactly, does replay work?",
        "Ada",
        "0",
        "Yes",
        formatExportDate(named.createdAt),
        "approved",
        "",
      ],
    ]);
  });
});

describe("spreadsheet formulas", () => {
  it("makes text starting with = + - @ inert in both files", async () => {
    const session = await createSession(owner);
    await newPoll(session.id, {
      kind: "single",
      title: '=HYPERLINK("https://evil.example")',
      state: "open",
      choices: choices("+SUM(A1)", "-1+2", "@cmd"),
    });
    const asker = await visitor(server);
    await askQuestion(asker, session.id, "=1+1", "@admin");

    const polls = await exportCsv(owner, session.id, "polls");
    expect(polls.slice(1).map((r) => [r[0], r[2]])).toEqual([
      ['\'=HYPERLINK("https://evil.example")', "'+SUM(A1)"],
      ['\'=HYPERLINK("https://evil.example")', "'-1+2"],
      ['\'=HYPERLINK("https://evil.example")', "'@cmd"],
    ]);
    const questions = await exportCsv(owner, session.id, "questions");
    expect(questions[1]!.slice(0, 2)).toEqual(["'=1+1", "'@admin"]);
  });
});

describe("who may export", () => {
  it("answers 401 signed out, 403 to another speaker and 404 for a missing session", async () => {
    const session = await createSession(owner);
    const other = server.client();
    await signUpSpeaker(server, other, {
      firstName: "Oscar",
      lastName: "Other",
      email: uniqueEmail("other"),
    });
    const attendee = await visitor(server);
    for (const what of ["polls", "questions"]) {
      const path = `/api/sessions/${session.id}/export/${what}.csv`;
      expect((await server.client().get(path)).status, `${what} signed out`).toBe(401);
      expect((await attendee.get(path)).status, `${what} attendee`).toBe(401);
      expect((await other.get(path)).status, `${what} other speaker`).toBe(403);
      expect(
        (await owner.get(`/api/sessions/987654/export/${what}.csv`)).status,
        `${what} missing`,
      ).toBe(404);
    }
  });
});
