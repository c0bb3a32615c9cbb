/**
 * The kernel's count of connections a listening socket could not take: when the accept queue is
 * full (Node's default backlog is 511), a new connection's handshake is dropped and the client
 * tries again 1 s, then 3 s, later. A burst of new connections (bench/burst.ts) shows this as
 * answers late by whole seconds while the server sits idle, so the burst reports these counters
 * beside its times. Linux only, machine-wide (/proc/net/netstat); null elsewhere.
 */
import fs from "node:fs";

export interface ListenCounters {
  /** Handshakes dropped because a listening socket's accept queue was full. */
  listenOverflows: number;
  /** SYN cookies sent because the half-open queue was full. */
  synCookies: number;
}

export function readListenCounters(): ListenCounters | null {
  let text: string;
  try {
    text = fs.readFileSync("/proc/net/netstat", "utf8");
  } catch {
    return null;
  }
  const lines = text.split("\n").filter((line) => line.startsWith("TcpExt:"));
  if (lines.length < 2) return null;
  const names = lines[0]!.split(/\s+/);
  const values = lines[1]!.split(/\s+/).map(Number);
  const value = (name: string) => values[names.indexOf(name)] ?? 0;
  return {
    listenOverflows: value("ListenOverflows"),
    synCookies: value("TCPReqQFullDoCookies"),
  };
}

/** What the counters moved by between two readings; null when either is missing. */
export function listenCountersSince(
  before: ListenCounters | null,
  after: ListenCounters | null,
): ListenCounters | null {
  if (!before || !after) return null;
  return {
    listenOverflows: after.listenOverflows - before.listenOverflows,
    synCookies: after.synCookies - before.synCookies,
  };
}
