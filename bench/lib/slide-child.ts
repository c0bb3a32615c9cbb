/**
 * Runs the slides benchmark's speaker (bench/lib/slide-sender.ts) in its own process, so the
 * changes leave on time while the process holding the phones is busy reading their updates.
 */
import { sendSlideChanges, type SlideChanges } from "./slide-sender.ts";

const options = JSON.parse(process.argv[2] ?? "{}") as SlideChanges;
const run = await sendSlideChanges(options);
process.send?.(run, () => process.exit(0));
