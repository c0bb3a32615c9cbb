/**
 * FILE_STORAGE "database" over real HTTP (docs/decisions.md, Files): an upload kept in chunks
 * downloads byte for byte, whole and by Range across chunk boundaries, and deleting it removes its
 * chunks. On PostgreSQL, a file uploaded through one instance is served and deleted through another
 * with a DATA_DIR of its own (docs/decisions.md, Several instances).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, TestClient, type TestServer } from "../test/harness.ts";
import { createSession, must, signedInSpeaker, TINY_PDF, uploadPdf } from "../test/seed.ts";

/** A PDF by its first bytes, spanning three chunks of 256 KiB. */
const BIG_PDF = Buffer.concat([TINY_PDF, crypto.randomBytes(600_000)]);

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function download(baseUrl: string, resourceId: number, range?: string) {
  const res = await fetch(`${baseUrl}/api/resources/${resourceId}/file`, {
    headers: range ? { range } : {},
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function storedRows(server: TestServer): Promise<number> {
  const db = server.lectern.ctx.db;
  const files = await db.selectFrom("storedFiles").select("storedName").execute();
  const chunks = await db.selectFrom("fileChunks").select("seq").execute();
  return files.length + chunks.length;
}

describe('FILE_STORAGE "database"', () => {
  it("serves an upload byte for byte, by Range too, and forgets it once deleted", async () => {
    const server = await startTestServer({ fileStorage: "database" });
    servers.push(server);
    const owner = await signedInSpeaker(server, { firstName: "Dana", lastName: "Base" });
    const session = await createSession(owner);
    const pdf = await uploadPdf(owner, session.id, "Deck", BIG_PDF);
    expect(fs.existsSync(path.join(server.dataDir, "uploads"))).toBe(false);

    const whole = await download(server.baseUrl, pdf.id);
    expect(whole.res.status).toBe(200);
    expect(whole.res.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.bytes.equals(BIG_PDF)).toBe(true);

    const across = await download(server.baseUrl, pdf.id, "bytes=262000-524400");
    expect(across.res.status).toBe(206);
    expect(across.res.headers.get("content-range")).toBe(`bytes 262000-524400/${BIG_PDF.length}`);
    expect(across.bytes.equals(BIG_PDF.subarray(262000, 524401))).toBe(true);
    const tail = await download(server.baseUrl, pdf.id, "bytes=-100");
    expect(tail.res.status).toBe(206);
    expect(tail.bytes.equals(BIG_PDF.subarray(-100))).toBe(true);
    const past = await download(server.baseUrl, pdf.id, `bytes=${BIG_PDF.length}-`);
    expect(past.res.status).toBe(416);
    const etag = whole.res.headers.get("etag")!;
    const url = `${server.baseUrl}/api/resources/${pdf.id}/file`;
    // fetch adds "Cache-Control: no-cache" to a conditional request unless one is given.
    const revalidate = { "if-none-match": etag, "cache-control": "max-age=0" };
    expect((await fetch(url, { headers: revalidate })).status).toBe(304);
    const stale = await fetch(url, { headers: { range: "bytes=0-9", "if-range": '"other"' } });
    expect(stale.status).toBe(200);

    must(await owner.delete(`/api/resources/${pdf.id}`), 200, "delete");
    expect((await download(server.baseUrl, pdf.id)).res.status).toBe(404);
    expect(await storedRows(server)).toBe(0);
  });
});

// Two DATA_DIRs share a database only on PostgreSQL; SQLite keeps its database in DATA_DIR.
const onPostgres = process.env.LECTERN_TEST_DB === "postgres";
const title = "two instances with DATA_DIRs of their own serve the same files";

describe.skipIf(!onPostgres)(onPostgres ? title : `${title} (skipped: PostgreSQL only)`, () => {
  it("downloads through B what A took, and A answers 404 once B deleted it", async () => {
    const a = await startTestServer();
    servers.push(a);
    const b = await startTestServer({ databaseUrl: a.lectern.ctx.config.databaseUrl });
    servers.push(b);
    expect(b.dataDir).not.toBe(a.dataDir);
    const ownerOnA = await signedInSpeaker(a, { firstName: "Ann", lastName: "Across" });
    const session = await createSession(ownerOnA);
    const pdf = await uploadPdf(ownerOnA, session.id, "Deck", BIG_PDF);

    const throughB = await download(b.baseUrl, pdf.id);
    expect(throughB.res.status).toBe(200);
    expect(throughB.bytes.equals(BIG_PDF)).toBe(true);

    const ownerOnB = new TestClient(b.baseUrl, ownerOnA.cookieHeader());
    must(await ownerOnB.delete(`/api/resources/${pdf.id}`), 200, "delete through B");
    expect((await download(a.baseUrl, pdf.id)).res.status).toBe(404);
    expect(await storedRows(a)).toBe(0);
  });
});
