/**
 * Attendees acting over HTTP as many phones do, for benchmarks that count what the actions leave
 * in the database rather than how fast they go: every request from a visitor of its own, with an
 * Idempotency-Key of its own (as the PWA's outbox sends each action), a few in flight at a time.
 * A request answered with another status stops the run: figures over failed actions would be wrong.
 */
import { IDEMPOTENCY_KEY_HEADER, VISITOR_ID_HEADER } from "@lectern/shared";
import { fetchVisitorIds, newIdempotencyKey } from "./identity.ts";

export interface AttendeeAction {
  method: "GET" | "POST";
  path: string;
  body?: object;
  /** The status the action answers with when it worked. */
  status: number;
}

/** Runs `action(i)` for i in 0..count-1, each as a new attendee, `concurrency` at a time. */
export async function actAsAttendees(
  baseUrl: string,
  count: number,
  action: (i: number) => AttendeeAction,
  concurrency = 16,
): Promise<void> {
  const visitorIds = await fetchVisitorIds(baseUrl, count);
  let next = 0;
  async function attendee(): Promise<void> {
    while (next < count) {
      const i = next++;
      const { method, path, body, status } = action(i);
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          [VISITOR_ID_HEADER]: visitorIds[i]!,
          [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey(),
          ...(body ? { "content-type": "application/json" } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      if (res.status !== status)
        throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, attendee));
}
