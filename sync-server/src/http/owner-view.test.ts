/**
 * Owner answers of public reads are marked so no cache keeps them (docs/decisions.md,
 * Authorization): the service worker refuses an answer with X-Lectern-View: owner. Everyone else's
 * answers, which attendees keep for offline, stay unmarked.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER_VIEW_HEADER, PRESENTER_KEY_HEADER } from "@lectern/shared";
import { startTestServer, type TestClient, type TestServer } from "../test/harness.ts";
import { seed, type Fixture } from "../test/seed.ts";

let server: TestServer;
let fx: Fixture;

beforeAll(async () => {
  server = await startTestServer();
  fx = await seed(server);
});

afterAll(async () => {
  await server.close();
});

async function read(client: TestClient, path: string, headers: Record<string, string> = {}) {
  const response = await client.get(path, { headers });
  expect(response.status, path).toBe(200);
  return {
    view: response.headers.get(OWNER_VIEW_HEADER),
    cacheControl: response.headers.get("cache-control"),
  };
}

describe("owner answers of public reads", () => {
  it("marks the owner's questions, public session and draft poll reads", async () => {
    const draft = fx.polls.draft.id;
    for (const path of [
      `/api/sessions/${fx.session.id}/questions`,
      `/api/sessions/${fx.session.id}/public`,
      `/api/polls/${draft}/results`,
      `/api/polls/${draft}/vote-status`,
      `/api/polls/${draft}/embed`,
    ])
      expect(await read(fx.owner, path), path).toEqual({
        view: "owner",
        cacheControl: "private, no-store",
      });
  });

  it("leaves unmarked what everyone else reads, and what the owner reads as anyone would", async () => {
    const open = fx.polls.open.id;
    const publicReads = [
      `/api/sessions/${fx.session.id}/questions`,
      `/api/sessions/${fx.session.id}/public`,
      `/api/sessions/${fx.session.id}/public-polls`,
      `/api/polls/${open}/results`,
      `/api/polls/${open}/vote-status`,
      `/api/polls/${open}/embed`,
    ];
    for (const client of [fx.visitors[1]!, fx.other, fx.signedOut])
      for (const path of publicReads) expect((await read(client, path)).view, path).toBeNull();
    for (const path of publicReads.slice(2))
      expect((await read(fx.owner, path)).view, path).toBeNull();
    const projector = await read(fx.owner, `/api/sessions/${fx.session.id}/questions`, {
      [PRESENTER_KEY_HEADER]: "any",
    });
    expect(projector.view).toBeNull();
  });
});
