/**
 * Sends its share of a burst (bench/lib/burst-sender.ts) in a process of its own, so two senders
 * can open new connections on both cores; the visits arrive over IPC (too many for argv) and the
 * outcomes go back the same way, then it exits.
 */
import { sendBurst, type BurstChildReply, type BurstChildRequest } from "./burst-sender.ts";

process.once("message", (request: BurstChildRequest) => {
  void sendBurst(request.visits, request.startAt).then((outcomes) =>
    process.send?.({ type: "done", outcomes } satisfies BurstChildReply, () => process.exit(0)),
  );
});
process.send?.({ type: "ready" } satisfies BurstChildReply);
