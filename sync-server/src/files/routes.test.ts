/** GET /api/files/:name over real HTTP: stored uploads come back inline and typed; nothing else does. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness.ts";
import {
  createSession,
  errorOf,
  signedInSpeaker,
  signUpSpeaker,
  TINY_PNG,
  uploadPdf,
} from "../test/seed.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("GET /api/files/:name", () => {
  it("serves a profile picture inline with its sniffed type, nosniff and a day's public cache", async () => {
    const client = server.client();
    await signUpSpeaker(server, client, {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
    });
    const form = new FormData();
    form.append("file", new Blob([TINY_PNG], { type: "text/html" }), "page.html");
    form.append("type", "profile");
    const uploaded = await client.request<{ filePath: string }>("POST", "/api/upload-profile", {
      form,
    });
    expect(uploaded.status).toBe(201);

    const served = await fetch(server.baseUrl + uploaded.body.filePath);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toBe("inline");
    expect(served.headers.get("cache-control")).toMatch(/^public, max-age=86400/);
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it("keeps a resource's file out of every cache, even for its owner", async () => {
    const owner = await signedInSpeaker(server, { firstName: "Grace", lastName: "Hopper" });
    const session = await createSession(owner);
    const pdf = await uploadPdf(owner, session.id);
    const served = await owner.get(pdf.filePath!);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers 404 for anything that is not a stored name", async () => {
    const names = [
      "lectern.db",
      "code-secret",
      "..%2Flectern.db",
      "..%2F..%2Fetc%2Fpasswd",
      "AAAAAAAAAAAAAAAAAAAAAAAA.png",
      "AAAAAAAAAAAAAAAAAAAAAAAA.exe",
    ];
    for (const name of names) {
      const response = await server.client().get(`/api/files/${name}`);
      expect(response.status, name).toBe(404);
      expect(errorOf(response).message).toBeTruthy();
    }
    const raw = await fetch(`${server.baseUrl}/api/files/../lectern.db`);
    expect(raw.status).toBe(404);
  });
});
