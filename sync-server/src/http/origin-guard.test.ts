/**
 * CSRF defence over real HTTP (docs/decisions.md, Security): a page on another site cannot change
 * anything through a signed-in speaker's browser. Requests a browser marks as coming from another
 * site (Origin or Sec-Fetch-Site) are refused with 403 and change nothing; bodies must be JSON or
 * multipart, so a plain HTML form cannot post either; Lectern's own pages and non-browser clients
 * go through; nothing is shared with other sites through CORS. The embed's vote is the one
 * exception.
 */
import {
  IDEMPOTENCY_KEY_HEADER,
  type Poll,
  type PublicSession,
  type Question,
  VISITOR_ID_HEADER,
  type VoteStatus,
} from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TestClient,
  startTestServer,
  type TestResponse,
  type TestServer,
} from "../test/harness.ts";
import {
  createPoll,
  createSession,
  fileForm,
  isErrorBody,
  must,
  newKey,
  signUpSpeaker,
  tableContents,
  TINY_PDF,
  uniqueEmail,
  visitor,
} from "../test/seed.ts";

let server: TestServer;
let owner: TestClient;
let ownerId: number;
let sessionId: number;
let poll: Poll;
let questionId: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = server.client();
  ownerId = (
    await signUpSpeaker(server, owner, {
      firstName: "Olivia",
      lastName: "Owner",
      email: uniqueEmail("csrf"),
    })
  ).id;
  sessionId = (await createSession(owner)).id;
  poll = await createPoll(owner, sessionId, "open", ["Red", "Blue"]);
  const asker = await visitor(server);
  questionId = must(
    await asker.post<Question>(`/api/sessions/${sessionId}/questions`, {
      questionText: "Is this safe?",
      isAnonymous: true,
    }),
    201,
    "ask",
  ).id;
});

afterAll(async () => {
  await server.close();
});

/** What another site's page makes a browser send, in the forms browsers have used over the years. */
function foreign(): Record<string, Record<string, string>> {
  const { port } = new URL(server.baseUrl);
  return {
    "Origin of another site": { Origin: "https://evil.example" },
    "Sec-Fetch-Site cross-site": { "Sec-Fetch-Site": "cross-site" },
    "both, as Chromium sends them": {
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    },
    "a sibling subdomain (same-site)": {
      Origin: "https://attacker.lectern.example",
      "Sec-Fetch-Site": "same-site",
    },
    "Origin null (sandboxed iframe, data: URL)": { Origin: "null" },
    "Lectern's host on another port": { Origin: "http://127.0.0.1:1" },
    "Lectern's host and port over https": { Origin: `https://127.0.0.1:${port}` },
  };
}

interface Attack {
  label: string;
  send(headers: Record<string, string>): Promise<TestResponse>;
}

/** State-changing calls a signed-in owner's browser could be tricked into making. */
function attacks(): Attack[] {
  return [
    {
      label: "create a session",
      send: (headers) =>
        owner.post(
          "/api/sessions",
          { eventName: "Spam", title: "Spam", description: "Spam" },
          { headers },
        ),
    },
    {
      label: "edit the session",
      send: (headers) =>
        owner.patch(`/api/sessions/${sessionId}`, { title: "Hijacked" }, { headers }),
    },
    {
      label: "delete the session",
      send: (headers) => owner.delete(`/api/sessions/${sessionId}`, { headers }),
    },
    {
      label: "edit the profile",
      send: (headers) => owner.put(`/api/users/${ownerId}`, { bio: "Hijacked" }, { headers }),
    },
    {
      label: "sign out",
      send: (headers) => owner.post("/api/auth/signout", undefined, { headers }),
    },
    {
      label: "close the poll",
      send: (headers) => owner.put(`/api/polls/${poll.id}`, { state: "closed" }, { headers }),
    },
    {
      label: "add a choice",
      send: (headers) =>
        owner.post(
          `/api/polls/${poll.id}/choices`,
          { text: "Spam", color: "#10B981", order: 9 },
          { headers },
        ),
    },
    {
      label: "delete a question",
      send: (headers) => owner.delete(`/api/questions/${questionId}`, { headers }),
    },
    {
      label: "upload a file",
      send: (headers) =>
        owner.request("POST", "/api/upload", {
          headers,
          form: fileForm(
            { sessionId, type: "handout", title: "Planted" },
            { bytes: TINY_PDF, name: "planted.pdf", type: "application/pdf" },
          ),
        }),
    },
    {
      label: "ask a question",
      send: (headers) =>
        server
          .client()
          .post(
            `/api/sessions/${sessionId}/questions`,
            { questionText: "Spam?", isAnonymous: true },
            { headers },
          ),
    },
    {
      label: "leave an e-mail",
      send: (headers) =>
        server
          .client()
          .post(
            `/api/sessions/${sessionId}/capture-email`,
            { email: uniqueEmail("planted") },
            { headers },
          ),
    },
  ];
}

async function expectRefused(
  send: () => Promise<TestResponse>,
  status: number,
  code: string,
): Promise<string | null> {
  const before = await tableContents(server);
  const res = await send();
  if (res.status !== status) return `answered ${res.status} ${JSON.stringify(res.body)}`;
  if (!isErrorBody(res.body) || res.body.code !== code)
    return `answered ${JSON.stringify(res.body)}`;
  if (JSON.stringify(await tableContents(server)) !== JSON.stringify(before)) return "changed rows";
  return null;
}

describe("requests from another site", () => {
  it("are refused with 403 cross_site and change nothing, whichever header gives them away", async () => {
    const problems: string[] = [];
    for (const [how, headers] of Object.entries(foreign())) {
      for (const attack of attacks()) {
        const problem = await expectRefused(() => attack.send(headers), 403, "cross_site");
        if (problem) problems.push(`${attack.label} with ${how}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    const me = await owner.get("/api/auth/me");
    expect(me.status).toBe(200);
    const page = must(
      await owner.get<PublicSession>(`/api/sessions/${sessionId}/public`),
      200,
      "page",
    );
    expect(page.title).not.toBe("Hijacked");
  });

  it("can read public pages but gets no CORS permission to read any answer", async () => {
    const page = await owner.get(`/api/sessions/${sessionId}/public`, {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get("access-control-allow-origin")).toBeNull();
    const leads = await owner.get(`/api/sessions/${sessionId}/leads`, {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(leads.headers.get("access-control-allow-origin")).toBeNull();
    expect(leads.headers.get("access-control-allow-credentials")).toBeNull();
    const preflight = await owner.request("OPTIONS", `/api/sessions/${sessionId}`, {
      headers: {
        Origin: "https://evil.example",
        "Access-Control-Request-Method": "PUT",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-methods")).toBeNull();
  });
});

describe("requests Lectern's own pages and other programs make", () => {
  it("go through from Lectern's origin, with no Origin at all, and when the user typed the address", async () => {
    const own = { Origin: server.baseUrl, "Sec-Fetch-Site": "same-origin" };
    for (const headers of [own, {}, { "Sec-Fetch-Site": "none" }] as Record<string, string>[]) {
      const res = await owner.post(
        "/api/sessions",
        { eventName: "Conf", title: "Own page", description: "Fine" },
        { headers },
      );
      expect(res.status, JSON.stringify(headers)).toBe(201);
    }
    const upload = await owner.request("POST", "/api/upload", {
      headers: own,
      form: fileForm(
        { sessionId, type: "handout", title: "Own upload" },
        { bytes: TINY_PDF, name: "own.pdf", type: "application/pdf" },
      ),
    });
    expect(upload.status).toBe(201);
    const asked = await (
      await visitor(server)
    ).post(
      `/api/sessions/${sessionId}/questions`,
      { questionText: "From the page", isAnonymous: true },
      { headers: own },
    );
    expect(asked.status).toBe(201);
  });

  it("go through behind a proxy when the Origin is the public URL, even though the Host differs", async () => {
    const proxied = await startTestServer({ publicUrl: "https://lectern.example" });
    try {
      const speaker = proxied.client();
      await signUpSpeaker(proxied, speaker, {
        firstName: "Pat",
        lastName: "Proxy",
        email: uniqueEmail("proxy"),
      });
      const res = await speaker.post(
        "/api/sessions",
        { eventName: "Conf", title: "Behind a proxy", description: "Fine" },
        { headers: { Origin: "https://lectern.example", "Sec-Fetch-Site": "same-origin" } },
      );
      expect(res.status).toBe(201);
      const foreign = await speaker.post(
        "/api/sessions",
        { eventName: "Conf", title: "Forged", description: "No" },
        { headers: { Origin: "https://evil.example" } },
      );
      expect(foreign.status).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});

describe("content types", () => {
  it("a body a plain HTML form can send (text/plain, url-encoded) or one without a type is refused with 415", async () => {
    const problems: string[] = [];
    const json = JSON.stringify({
      eventName: "Form",
      title: "Form post",
      description: "From a form",
    });
    const bodies: { label: string; raw: { body: string; contentType: string } }[] = [
      {
        label: "JSON as text/plain (enctype=text/plain)",
        raw: { body: json, contentType: "text/plain" },
      },
      {
        label: "url-encoded form",
        raw: {
          body: "eventName=Form&title=Form+post&description=x",
          contentType: "application/x-www-form-urlencoded",
        },
      },
      { label: "no content type", raw: { body: json, contentType: "" } },
    ];
    for (const { label, raw } of bodies) {
      const problem = await expectRefused(
        () => owner.request("POST", "/api/sessions", { raw }),
        415,
        "unsupported_media_type",
      );
      if (problem) problems.push(`${label}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it("a request without a body needs no content type", async () => {
    const session = await createSession(owner, { title: "To delete" });
    expect((await owner.delete(`/api/sessions/${session.id}`)).status).toBe(200);
  });
});

describe("the embed's vote", () => {
  it("is accepted from any site by design, counted once per visitor", async () => {
    const voter = server.client();
    must(await voter.get("/api/health"), 200, "first contact");
    const visitorId = voter.visitorId!;
    const headers = {
      Origin: "https://blog.example",
      "Sec-Fetch-Site": "cross-site",
      [VISITOR_ID_HEADER]: visitorId,
      [IDEMPOTENCY_KEY_HEADER]: newKey(),
    };
    const vote = await new TestClient(server.baseUrl).post(
      `/api/polls/${poll.id}/vote`,
      { choiceId: poll.choices[0]!.id },
      { headers },
    );
    expect(vote.status).toBe(201);
    expect(
      must(await voter.get<VoteStatus>(`/api/polls/${poll.id}/vote-status`), 200, "vote status"),
    ).toEqual({
      hasVoted: true,
      choiceId: poll.choices[0]!.id,
      choiceIds: null,
      words: null,
      rating: null,
      text: null,
      ranking: null,
    });
  });

  it("still needs a JSON body, and the exception covers the vote only", async () => {
    const voter = server.client();
    const formVote = await voter.request("POST", `/api/polls/${poll.id}/vote`, {
      headers: { Origin: "https://blog.example" },
      raw: {
        body: `choiceId=${poll.choices[1]!.id}`,
        contentType: "application/x-www-form-urlencoded",
      },
    });
    expect(formVote.status).toBe(415);
    const problems: string[] = [];
    const lookalikes: [string, () => Promise<TestResponse>][] = [
      [
        "a choice of the same poll",
        () =>
          owner.post(
            `/api/polls/${poll.id}/choices`,
            { text: "X", color: "#10B981", order: 9 },
            { headers: { Origin: "https://blog.example" } },
          ),
      ],
      [
        "an upvote",
        () =>
          server
            .client()
            .post(
              `/api/questions/${questionId}/vote`,
              {},
              { headers: { Origin: "https://blog.example" } },
            ),
      ],
      [
        "the vote path with a suffix",
        () =>
          server
            .client()
            .post(
              `/api/polls/${poll.id}/vote%2F..%2Fchoices`,
              { choiceId: 1 },
              { headers: { Origin: "https://blog.example" } },
            ),
      ],
    ];
    for (const [label, send] of lookalikes) {
      const problem = await expectRefused(send, 403, "cross_site");
      if (problem) problems.push(`${label}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
