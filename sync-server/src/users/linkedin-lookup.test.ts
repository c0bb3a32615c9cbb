/**
 * POST /api/profile/linkedin-lookup against a local HTTP server standing in for the external
 * webhook (the only thing outside the machine); Lectern itself, its database and storage are real.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { type LinkedinLookupResponse, MESSAGES } from "@lectern/shared";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { errorOf, signUpSpeaker, TINY_PNG } from "../test/seed.ts";
import { parseLookupAnswer } from "./linkedin-lookup.ts";

type Handler = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void;

let webhook: http.Server;
let webhookUrl: string;
/** Where the lookup says the picture is: a listener on loopback that must never be reached. */
let pictures: http.Server;
let pictureUrl: string;
let pictureConnections = 0;
let handler: Handler;
const received: { path: string; body: string; contentType: string | undefined }[] = [];
let server: TestServer;
let client: TestClient;

const profile = {
  displayPic: "",
  recentCompany: "Analytical Engines Ltd",
  designation: "Mathematician",
  speakerBio: "First programmer.",
};

function answerJson(value: unknown): Handler {
  return (_req, _body, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(value));
  };
}

beforeAll(async () => {
  webhook = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      received.push({ path: req.url ?? "", body, contentType: req.headers["content-type"] });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", resolve));
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}`;
  pictures = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "image/png" });
    res.end(TINY_PNG);
  });
  pictures.on("connection", () => pictureConnections++);
  await new Promise<void>((resolve) => pictures.listen(0, "127.0.0.1", resolve));
  pictureUrl = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
  server = await startTestServer({ linkedinLookupUrl: `${webhookUrl}/hook` });
  client = server.client();
  await signUpSpeaker(server, client, {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
  });
});

afterAll(async () => {
  await server.close();
  webhook.closeAllConnections();
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
  await new Promise<void>((resolve) => pictures.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
});

const lookup = (c: TestClient, linkedinUrl: unknown = "https://www.linkedin.com/in/ada-lovelace") =>
  c.post<LinkedinLookupResponse>("/api/profile/linkedin-lookup", { linkedinUrl });

describe("POST /api/profile/linkedin-lookup", () => {
  it("sends {linkedin_url} and reads the array shape", async () => {
    handler = answerJson([{ message: { content: JSON.stringify(profile) } }]);
    const response = await lookup(client, "linkedin.com/in/ada-lovelace");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      designation: "Mathematician",
      company: "Analytical Engines Ltd",
      bio: "First programmer.",
      profilePicture: null,
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe("/hook");
    expect(received[0]!.contentType).toMatch(/application\/json/);
    const sent = z.object({ linkedin_url: z.string() }).parse(JSON.parse(received[0]!.body));
    expect(sent.linkedin_url).toMatch(/linkedin\.com\/in\/ada-lovelace/);
  });

  it("fills the fields but makes no request to a picture on this machine", async () => {
    for (const displayPic of [
      `${pictureUrl}/pic.png`,
      `${pictureUrl.replace("http:", "https:")}/pic.png`,
      `https://localhost:${pictureUrl.split(":").pop()}/pic.png`,
      `https://[::ffff:127.0.0.1]:${pictureUrl.split(":").pop()}/pic.png`,
    ]) {
      handler = answerJson({ message: { content: JSON.stringify({ ...profile, displayPic }) } });
      const response = await lookup(client);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        designation: "Mathematician",
        company: "Analytical Engines Ltd",
        bio: "First programmer.",
        profilePicture: null,
      });
    }
    expect(pictureConnections).toBe(0);
  });

  it("passes the webhook only a parsed LinkedIn profile URL, as https", async () => {
    handler = answerJson([{ message: { content: JSON.stringify(profile) } }]);
    expect((await lookup(client, "http://de.linkedin.com/in/ada")).status).toBe(200);
    const sent = z.object({ linkedin_url: z.string() }).parse(JSON.parse(received[0]!.body));
    expect(sent.linkedin_url).toBe("https://de.linkedin.com/in/ada");
    for (const url of [
      "https://attacker.example/linkedin.com/in/x",
      "https://linkedin.com.attacker.example/in/x",
      "https://evil-linkedin.com/in/x",
      "https://www.linkedin.com@attacker.example/in/x",
      "https://www.linkedin.com:8443/in/x",
      "https://www.linkedin.com/company/x",
      "javascript:alert(1)//linkedin.com/in/x",
    ]) {
      const refused = await lookup(client, url);
      expect(refused.status, url).toBe(400);
      expect(errorOf(refused).message).toContain(MESSAGES.linkedinInvalid);
    }
    expect(received).toHaveLength(1);
  });

  it("answers 502 when the webhook is slow, failing or talks nonsense", async () => {
    handler = () => {};
    const slow = await lookup(client);
    expect(slow.status).toBe(502);
    expect(errorOf(slow).message).toBe("Failed to fetch LinkedIn data");

    handler = (_req, _body, res) => {
      res.writeHead(500);
      res.end("boom");
    };
    expect((await lookup(client)).status).toBe(502);
    handler = (_req, _body, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{broken");
    };
    expect((await lookup(client)).status).toBe(502);
    handler = answerJson([{ message: { content: "not json" } }]);
    expect((await lookup(client)).status).toBe(502);
    handler = answerJson([]);
    const empty = await lookup(client);
    expect(empty.status).toBe(502);
    expect(errorOf(empty).message).toBe("Failed to fetch LinkedIn data");
  }, 15_000);

  it("refuses a signed-out caller and a URL that is not a LinkedIn profile", async () => {
    handler = answerJson([{ message: { content: JSON.stringify(profile) } }]);
    expect((await lookup(server.client())).status).toBe(401);
    const bad = await lookup(client, "https://example.com/ada");
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toContain(MESSAGES.linkedinInvalid);
    const empty = await lookup(client, "");
    expect(empty.status).toBe(400);
    expect(errorOf(empty).message).toContain(MESSAGES.linkedinRequiredTitle);
    expect((await lookup(client, 42)).status).toBe(400);
    expect(received).toHaveLength(0);
  });

  it("answers 503 when no webhook is configured", async () => {
    const bare = await startTestServer();
    try {
      const c = bare.client();
      await signUpSpeaker(bare, c, {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
      });
      const response = await lookup(c);
      expect(response.status).toBe(503);
      expect(errorOf(response).message).toBe("Profile lookup is not configured");
    } finally {
      await bare.close();
    }
  });
});

describe("parseLookupAnswer", () => {
  it("accepts content that is already an object and trims blanks to null", () => {
    expect(
      parseLookupAnswer({
        message: { content: { designation: " CTO ", recentCompany: "", speakerBio: 7 } },
      }),
    ).toEqual({
      displayPic: null,
      recentCompany: null,
      designation: "CTO",
      speakerBio: null,
    });
    expect(parseLookupAnswer({ message: { content: "{}" } })).toBeNull();
    expect(parseLookupAnswer("text")).toBeNull();
  });
});
