/**
 * Runs the fan-out benchmark's vote stream in its own process, so the votes leave on time and their
 * answers are read on time even while the subscriber process is busy reading thousands of updates.
 * Times are wall-clock with sub-millisecond precision (preciseNow), comparable across processes.
 */
import { sendVotes, type VoteStream } from "./vote-sender.ts";

const options = JSON.parse(process.argv[2] ?? "{}") as VoteStream;
const run = await sendVotes(options);
process.send?.(run, () => process.exit(0));
