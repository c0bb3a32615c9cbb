/**
 * The identities a simulated attendee sends: a visitor id per person, got from the server's
 * GET /api/visitor as a phone gets one on its first page read (docs/decisions.md, Visitor
 * identity: the server refuses ids it did not sign), and a fresh Idempotency-Key per action (as
 * the outbox makes when the action is taken). Ids are fetched before a measurement starts, so the
 * figures count the actions alone.
 */
import crypto from "node:crypto";
import { VISITOR_ID_HEADER } from "@lectern/shared";

/**
 * A made-up id of the shape the server's random part has, for rows the storage benchmarks write
 * straight into the database (never sent to the server).
 */
export function newVisitorId(): string {
  return crypto.randomBytes(16).toString("base64url");
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** `count` visitor ids issued by the server at `origin` (any URL of it), `concurrency` at a time. */
export async function fetchVisitorIds(
  origin: string,
  count: number,
  concurrency = 32,
): Promise<string[]> {
  const url = `${new URL(origin).origin}/api/visitor`;
  const ids: string[] = [];
  let next = 0;
  async function fetcher(): Promise<void> {
    while (next < count) {
      next++;
      const response = await fetch(url);
      await response.arrayBuffer();
      const id = response.headers.get(VISITOR_ID_HEADER);
      if (!response.ok || !id) throw new Error(`GET ${url} answered ${response.status}`);
      ids.push(id);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, fetcher));
  return ids;
}

/** Ids fetched ahead, handed out one per attendee; running out is a sizing error, said loudly. */
export class VisitorIdPool {
  private next = 0;
  constructor(private readonly ids: string[]) {}

  static async fetch(origin: string, count: number): Promise<VisitorIdPool> {
    return new VisitorIdPool(await fetchVisitorIds(origin, count));
  }

  take(): string {
    const id = this.ids[this.next++];
    if (id === undefined)
      throw new Error(`all ${this.ids.length} visitor ids fetched ahead were used: fetch more`);
    return id;
  }
}
