/**
 * A share of fan-out's subscribers in a process of its own (bench/lib/subscriber-processes.ts):
 * one process holds at most about 19,000 sockets here (`ulimit -n`), and one event loop reading
 * every update of 20,000 clients would itself become the delay measured. Commands arrive over IPC
 * and each gets one reply; arrival times are preciseNow(), comparable with the vote sender's.
 */
import { LocalCrowd } from "./subscribers.ts";
import type { CrowdReply, CrowdRequest } from "./subscriber-processes.ts";

const crowd = new LocalCrowd();

async function handle(request: CrowdRequest): Promise<unknown> {
  switch (request.cmd) {
    case "open":
      return crowd.open(request.baseUrls, request.followed, request.count);
    case "wait":
      return crowd.waitForTotal(request.total, request.timeoutMs);
    case "mark":
      return crowd.mark();
    case "seen":
      return crowd.seen(request.votes);
    case "close":
      return crowd.closeRoom();
    case "stop":
      await crowd.stop();
      process.send?.({ id: request.id, ok: true, value: null } satisfies CrowdReply, () =>
        process.exit(0),
      );
      return undefined;
  }
}

process.on("message", (request: CrowdRequest) => {
  if (request.cmd === "stop") {
    void handle(request);
    return;
  }
  handle(request).then(
    (value) =>
      process.send?.({ id: request.id, ok: true, value: value ?? null } satisfies CrowdReply),
    (error: unknown) =>
      process.send?.({
        id: request.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies CrowdReply),
  );
});
// The bench went away (finished or crashed): nothing left to report to.
process.on("disconnect", () => process.exit(0));
process.send?.({ id: 0, ok: true, value: "ready" } satisfies CrowdReply);
