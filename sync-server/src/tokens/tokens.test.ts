/**
 * API tokens (docs/product.md, API tokens): made once with its secret, listed without it and with
 * its last use; a token reads what its speaker may read (the leads CSV, the insights) and changes
 * nothing (`403 token_read_only`, the data untouched); a token that is not one, or was revoked a
 * moment ago, is 401; it reads nothing of another speaker's.
 */
import { apiTokensResponseSchema, createdTokenSchema, type CreatedToken } from "@lectern/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import {
  createSession,
  errorOf,
  must,
  signedInSpeaker,
  uniqueEmail,
  uploadPdf,
  visitor,
} from "../test/seed.ts";

let server: TestServer;
let owner: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInSpeaker(server, { firstName: "Tom", lastName: "Token" });
});

afterAll(async () => {
  await server?.close();
});

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function makeToken(client: TestClient, name = "CRM sync"): Promise<CreatedToken> {
  return createdTokenSchema.parse(must(await client.post("/api/tokens", { name }), 201, "token"));
}

/** A session of the owner's with one lead, who downloaded its slides. */
async function sessionWithLead(email: string) {
  const session = await createSession(owner, { title: "Tokens talk" });
  const pdf = await uploadPdf(owner, session.id);
  const attendee = await visitor(server);
  must(await attendee.get(`/api/sessions/${session.id}/public`), 200, "view");
  must(await attendee.post(`/api/resources/${pdf.id}/download`, { email }), 201, "download");
  return session;
}

describe("API tokens", () => {
  it("is shown once, then listed by name with its last use", async () => {
    const made = await makeToken(owner, "Spreadsheet");
    expect(made.token).toMatch(/^lct_[\w-]{43}$/);
    const listed = apiTokensResponseSchema.parse(must(await owner.get("/api/tokens"), 200, "list"));
    const mine = listed.tokens.find((token) => token.id === made.id);
    expect(mine).toEqual({
      id: made.id,
      name: "Spreadsheet",
      createdAt: made.createdAt,
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(made.token);

    must(await server.client().get("/api/tokens", bearer(made.token)), 200, "read with it");
    const after = apiTokensResponseSchema.parse(must(await owner.get("/api/tokens"), 200, "list"));
    expect(after.tokens.find((token) => token.id === made.id)?.lastUsedAt).not.toBeNull();
  });

  it("reads the leads CSV and the insights, and changes nothing", async () => {
    const email = uniqueEmail("lead");
    const session = await sessionWithLead(email);
    const { token } = await makeToken(owner);
    const script = server.client();

    const csv = await script.get<string>(
      `/api/sessions/${session.id}/export/leads.csv`,
      bearer(token),
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.body.split("\r\n")[0]).toMatch(/^Email,First Seen,/);
    expect(csv.body).toContain(email);
    const insights = must(
      await script.get<{ funnel: { leads: number } }>(
        `/api/sessions/${session.id}/insights`,
        bearer(token),
      ),
      200,
      "insights",
    );
    expect(insights.funnel.leads).toBe(1);

    const [lead] = must(
      await owner.get<{ id: number }[]>(`/api/sessions/${session.id}/leads`),
      200,
      "leads",
    );
    for (const write of [
      script.post("/api/sessions", { title: "Made by a script", eventName: "X" }, bearer(token)),
      script.delete(`/api/sessions/${session.id}/leads/${lead!.id}`, bearer(token)),
      script.post("/api/tokens", { name: "Another" }, bearer(token)),
    ]) {
      const refused = await write;
      expect(refused.status).toBe(403);
      expect(errorOf(refused).code).toBe("token_read_only");
    }
    const still = must(
      await owner.get<unknown[]>(`/api/sessions/${session.id}/leads`),
      200,
      "leads",
    );
    expect(still).toHaveLength(1);
  });

  it("stops working the moment it is revoked, and a made-up one never works", async () => {
    const session = await createSession(owner);
    const made = await makeToken(owner);
    const script = server.client();
    const read = () => script.get(`/api/sessions/${session.id}/insights`, bearer(made.token));
    expect((await read()).status).toBe(200);

    expect((await owner.delete(`/api/tokens/${made.id}`)).status).toBe(204);
    const revoked = await read();
    expect(revoked.status).toBe(401);
    expect(errorOf(revoked).code).toBe("unauthorized");
    expect((await owner.delete(`/api/tokens/${made.id}`)).status).toBe(404);

    const madeUp = await script.get("/api/tokens", bearer("lct_not-a-token-anyone-was-given"));
    expect(madeUp.status).toBe(401);
  });

  it("reads nothing of another speaker's", async () => {
    const session = await sessionWithLead(uniqueEmail("lead"));
    const other = await signedInSpeaker(server, { firstName: "Olga", lastName: "Other" });
    const { token } = await makeToken(other);
    const res = await server
      .client()
      .get(`/api/sessions/${session.id}/export/leads.csv`, bearer(token));
    expect(res.status).toBe(403);
    const ownerTokens = apiTokensResponseSchema.parse(
      must(await owner.get("/api/tokens"), 200, "list"),
    );
    expect((await other.delete(`/api/tokens/${ownerTokens.tokens[0]!.id}`)).status).toBe(404);
  });
});
