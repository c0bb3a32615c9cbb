/**
 * The "database" back end of FileStorage (docs/decisions.md, Files): each upload is a stored_files
 * row and its bytes in CHUNK_BYTES pieces in file_chunks, so every instance on one database serves
 * every file (docs/decisions.md, Several instances). A Range request reads only the chunks the
 * range covers, conditional requests are answered from a tag of the name, and a download streams
 * a few chunks at a time rather than holding the whole file; an upload is read from its temporary
 * file one chunk at a time too.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Db } from "../db/database.ts";
import { isStoredName, newStoredName, type FileStorage } from "./storage.ts";
import { DomainError } from "@lectern/shared";

/** 256 KiB: a 20 MB attachment is 80 rows, and a small range reads at most two of them. */
const CHUNK_BYTES = 256 * 1024;
/** Chunks read per query while streaming: 1 MiB in memory per download at a time. */
const CHUNKS_PER_READ = 4;

export function createDatabaseFileStorage(db: Db): FileStorage {
  /** The bytes start..end (inclusive) of a stored file, read CHUNKS_PER_READ chunks at a time. */
  async function* bytesOf(storedName: string, chunkSize: number, start: number, end: number) {
    const last = Math.floor(end / chunkSize);
    for (let from = Math.floor(start / chunkSize); from <= last; from += CHUNKS_PER_READ) {
      const rows = await db
        .selectFrom("fileChunks")
        .select(["seq", "data"])
        .where("storedName", "=", storedName)
        .where("seq", ">=", from)
        .where("seq", "<=", Math.min(last, from + CHUNKS_PER_READ - 1))
        .orderBy("seq")
        .execute();
      for (const { seq, data } of rows) {
        const offset = seq * chunkSize;
        yield Buffer.from(data.buffer, data.byteOffset, data.byteLength).subarray(
          Math.max(0, start - offset),
          end + 1 - offset,
        );
      }
    }
  }

  return {
    async save(bytes, type) {
      const storedName = newStoredName(type);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("storedFiles")
          .values({ storedName, size: bytes.length, chunkSize: CHUNK_BYTES })
          .execute();
        for (let seq = 0; seq * CHUNK_BYTES < bytes.length; seq++) {
          const data = bytes.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES);
          await trx.insertInto("fileChunks").values({ storedName, seq, data }).execute();
        }
      });
      return storedName;
    },
    async saveFile(tempPath, type) {
      const storedName = newStoredName(type);
      const handle = await fs.promises.open(tempPath, "r");
      try {
        const { size } = await handle.stat();
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto("storedFiles")
            .values({ storedName, size, chunkSize: CHUNK_BYTES })
            .execute();
          // One chunk in memory at a time, filled to CHUNK_BYTES but for the last.
          const chunk = Buffer.alloc(CHUNK_BYTES);
          for (let seq = 0; seq * CHUNK_BYTES < size; seq++) {
            const want = Math.min(CHUNK_BYTES, size - seq * CHUNK_BYTES);
            let filled = 0;
            while (filled < want) {
              const { bytesRead } = await handle.read(
                chunk,
                filled,
                want - filled,
                seq * CHUNK_BYTES + filled,
              );
              if (bytesRead === 0) throw new Error(`${tempPath} ended early`);
              filled += bytesRead;
            }
            await trx
              .insertInto("fileChunks")
              .values({ storedName, seq, data: Buffer.from(chunk.subarray(0, want)) })
              .execute();
          }
        });
      } finally {
        await handle.close();
      }
      return storedName;
    },

    async send(req, res, storedName) {
      if (!isStoredName(storedName)) return false;
      const file = await db
        .selectFrom("storedFiles")
        .select(["size", "chunkSize"])
        .where("storedName", "=", storedName)
        .executeTakeFirst();
      if (!file) return false;
      // A stored name's bytes never change, so a tag made from the name validates them.
      const etag = `"${crypto.createHash("sha256").update(storedName).digest("base64url")}"`;
      res.set("ETag", etag);
      const ifMatch = req.get("If-Match");
      if (ifMatch && ifMatch.trim() !== "*" && !ifMatch.split(",").some((t) => t.trim() === etag))
        throw new DomainError("precondition_failed", "Precondition Failed");
      if (req.fresh) {
        res.status(304).end();
        return true;
      }
      // As Express's sendFile does: one satisfiable range is a 206, several or a malformed one the
      // whole file, a range wholly past the end a 416; an If-Range for other bytes the whole file.
      const ifRange = req.get("If-Range");
      const ranges =
        req.headers.range && (!ifRange || ifRange.trim() === etag)
          ? req.range(file.size)
          : undefined;
      if (ranges === -1) throw new DomainError("range_not_satisfiable", "Range Not Satisfiable");
      let [start, end] = [0, file.size - 1];
      res.set("Accept-Ranges", "bytes");
      if (Array.isArray(ranges) && ranges.type === "bytes" && ranges.length === 1) {
        [start, end] = [ranges[0]!.start, ranges[0]!.end];
        res.status(206).set("Content-Range", `bytes ${start}-${end}/${file.size}`);
      }
      res.set("Content-Length", String(end - start + 1));
      if (req.method === "HEAD") res.end();
      else await pipeline(Readable.from(bytesOf(storedName, file.chunkSize, start, end)), res);
      return true;
    },

    async read(storedName) {
      if (!isStoredName(storedName)) return null;
      const file = await db
        .selectFrom("storedFiles")
        .select(["size", "chunkSize"])
        .where("storedName", "=", storedName)
        .executeTakeFirst();
      if (!file) return null;
      const parts: Buffer[] = [];
      for await (const part of bytesOf(storedName, file.chunkSize, 0, file.size - 1))
        parts.push(part);
      return Buffer.concat(parts);
    },

    async remove(storedName) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("fileChunks").where("storedName", "=", storedName).execute();
        await trx.deleteFrom("storedFiles").where("storedName", "=", storedName).execute();
      });
    },
  };
}
