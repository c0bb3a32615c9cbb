/**
 * The reactions benchmark's hall (bench/reactions.ts) in a process of its own: `sockets` attendees,
 * each on a live socket of their own with their own signed visitor id (the cookie a phone's socket
 * carries), attend the session and tap `react` messages (docs/decisions.md, Reactions on the live
 * socket), `tapsPerSecond` in all, each socket every `tapEveryMs`, for `durationMs`. Every tap notes
 * its answer's time and status. It opens its sockets first, says "ready" and taps when told "go".
 */
import { once } from "node:events";
import { VISITOR_ID_COOKIE, WS_PATH } from "@lectern/shared";
import { WebSocket } from "ws";
import { fetchVisitorIds, newIdempotencyKey } from "./identity.ts";
import { Histogram, preciseNow, sleep } from "./stats.ts";
import type { SentVote, VoteRun } from "./vote-sender.ts";

export interface ReactorOptions {
  baseUrl: string;
  sessionId: number;
  emojis: string[];
  sockets: number;
  tapsPerSecond: number;
  durationMs: number;
}

const options = JSON.parse(process.argv[2] ?? "{}") as ReactorOptions;
const ids = await fetchVisitorIds(`${options.baseUrl}/api/visitor`, options.sockets);
const waiting = new Map<string, number>();
const taps: SentVote[] = [];
const answers = new Histogram();
let failures = 0;
let firstFailure: string | null = null;

function opened(visitorId: string): Promise<WebSocket> {
  const socket = new WebSocket(options.baseUrl.replace(/^http/, "ws") + WS_PATH, {
    headers: { cookie: `${VISITOR_ID_COOKIE}=${visitorId}` },
    perMessageDeflate: false,
  });
  socket.on("message", (data: Buffer) => {
    const message = JSON.parse(data.toString()) as { type: string; key?: string; status?: number };
    if (message.type !== "reaction_answer" || message.key === undefined) return;
    const sentAt = waiting.get(message.key);
    if (sentAt === undefined) return;
    waiting.delete(message.key);
    answers.add(preciseNow() - sentAt);
    if (message.status === 201) taps.push({ sentAt, total: 0 });
    else {
      failures++;
      firstFailure ??= data.toString().slice(0, 200);
    }
  });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("open", () => {
      socket.send(JSON.stringify({ type: "attend", sessionId: options.sessionId }));
      resolve(socket);
    });
  });
}

const sockets: WebSocket[] = [];
for (let i = 0; i < ids.length; i += 200)
  sockets.push(...(await Promise.all(ids.slice(i, i + 200).map(opened))));
process.send?.("ready");
await once(process, "message");

const started = performance.now();
const planned = Math.round((options.tapsPerSecond * options.durationMs) / 1000);
let sent = 0;
while (sent < planned) {
  const due = Math.min(
    planned,
    Math.floor(((performance.now() - started) * options.tapsPerSecond) / 1000) + 1,
  );
  for (; sent < due; sent++) {
    const key = newIdempotencyKey();
    const emoji = options.emojis[sent % options.emojis.length]!;
    waiting.set(key, preciseNow());
    sockets[sent % sockets.length]!.send(
      JSON.stringify({ type: "react", sessionId: options.sessionId, emoji, key }),
    );
  }
  await sleep(1);
}
const deadline = performance.now() + 30_000;
while (waiting.size > 0 && performance.now() < deadline) await sleep(20);
failures += waiting.size;
if (waiting.size > 0) firstFailure ??= `${waiting.size} taps never answered`;
const run: VoteRun = {
  votes: taps,
  failures,
  firstFailure,
  durationMs: performance.now() - started,
  answerMs: answers.summary(),
};
for (const socket of sockets) socket.close();
process.send?.(run, () => process.exit(0));
