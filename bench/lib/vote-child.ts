/**
 * Runs the fan-out benchmark's vote stream in its own process, so the votes leave on time and their
 * answers are read on time even while the subscriber process is busy reading thousands of updates.
 * Times are wall-clock with sub-millisecond precision (preciseNow), comparable across processes.
 * With --ready it fetches its visitors first, says "ready" and sends only when told "go".
 */
import { once } from "node:events";
import { sendVotes, visitorsFor, type VoteStream } from "./vote-sender.ts";

const options = JSON.parse(process.argv[2] ?? "{}") as VoteStream;
let visitorIds: string[] | undefined;
if (process.argv.includes("--ready")) {
  visitorIds = await visitorsFor(options);
  process.send?.("ready");
  await once(process, "message");
}
const run = await sendVotes(options, visitorIds);
process.send?.(run, () => process.exit(0));
