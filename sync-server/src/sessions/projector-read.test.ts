/**
 * The projector's read of the session's title and speaker (docs/product.md, The room): made with
 * the presenter link's key, it is not an attendee's page view, while a visitor's read is one.
 */
import {
  PRESENTER_KEY_HEADER,
  type Analytics,
  type PresenterLink,
  type PublicSession,
} from "@lectern/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness.ts";
import { createSession, must, signedInSpeaker, visitor } from "../test/seed.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

it("counts an attendee's read of the public session as a page view, the projector's not", async () => {
  const owner = await signedInSpeaker(server, { firstName: "Pia", lastName: "Projector" });
  const session = await createSession(owner);
  const { url } = must(
    await owner.post<PresenterLink>(`/api/sessions/${session.id}/presenter-link`, {}),
    201,
    "presenter link",
  );
  const key = new URL(url).hash.replace("#key=", "");
  const views = async () =>
    must(await owner.get<Analytics>(`/api/sessions/${session.id}/analytics`), 200, "analytics")
      .totalPageViews;

  const projector = await visitor(server);
  const read = must(
    await projector.get<PublicSession>(`/api/sessions/${session.id}/public`, {
      headers: { [PRESENTER_KEY_HEADER]: key },
    }),
    200,
    "projector read",
  );
  expect(read.user).toMatchObject({ firstName: "Pia", lastName: "Projector" });
  expect(await views()).toBe(0);

  must(await (await visitor(server)).get(`/api/sessions/${session.id}/public`), 200, "attendee");
  expect(await views()).toBe(1);
  // A wrong key is an attendee's read like any other.
  must(
    await (
      await visitor(server)
    ).get(`/api/sessions/${session.id}/public`, { headers: { [PRESENTER_KEY_HEADER]: "wrong" } }),
    200,
    "wrong key",
  );
  expect(await views()).toBe(2);
});
