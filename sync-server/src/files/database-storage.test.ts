/**
 * FILE_STORAGE "database" over real HTTP (docs/decisions.md, Files): an upload kept in chunks
 * downloads byte for byte, whole and by Range across chunk boundaries, and deleting it removes its
 * chunks. Serving one instance's upload through another is tested on real processes in
 * test/instances.test.ts.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness.ts";
import {
  createSession,
  gatedFileUrl,
  must,
  signedInSpeaker,
  TINY_PDF,
  uploadPdf,
} from "../test/seed.ts";

/** A PDF by its first bytes, spanning three chunks of 256 KiB. */
const BIG_PDF = Buffer.concat([TINY_PDF, crypto.randomBytes(600_000)]);

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function download(url: string, range?: string) {
  const res = await fetch(url, { headers: range ? { range } : {} });
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

    const url = await gatedFileUrl(server, pdf.id);
    const whole = await download(url);
    expect(whole.res.status).toBe(200);
    expect(whole.res.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.bytes.equals(BIG_PDF)).toBe(true);

    const across = await download(url, "bytes=262000-524400");
    expect(across.res.status).toBe(206);
    expect(across.res.headers.get("content-range")).toBe(`bytes 262000-524400/${BIG_PDF.length}`);
    expect(across.bytes.equals(BIG_PDF.subarray(262000, 524401))).toBe(true);
    const tail = await download(url, "bytes=-100");
    expect(tail.res.status).toBe(206);
    expect(tail.bytes.equals(BIG_PDF.subarray(-100))).toBe(true);
    const past = await download(url, `bytes=${BIG_PDF.length}-`);
    expect(past.res.status).toBe(416);
    const etag = whole.res.headers.get("etag")!;
    // fetch adds "Cache-Control: no-cache" to a conditional request unless one is given.
    const revalidate = { "if-none-match": etag, "cache-control": "max-age=0" };
    expect((await fetch(url, { headers: revalidate })).status).toBe(304);
    const stale = await fetch(url, { headers: { range: "bytes=0-9", "if-range": '"other"' } });
    expect(stale.status).toBe(200);

    must(await owner.delete(`/api/resources/${pdf.id}`), 200, "delete");
    expect((await download(url)).res.status).toBe(404);
    expect(await storedRows(server)).toBe(0);
  });
});
