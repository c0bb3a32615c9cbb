/** The machine a run measured, written beside every figure so results are never read out of context. */
import os from "node:os";

export interface Machine {
  cpuModel: string;
  cores: number;
  memoryGB: number;
  node: string;
  os: string;
  /** The 1-minute load average when the benchmark finished: above the core count, other work shared the machine. */
  loadAverage: number;
  /**
   * Microseconds to touch one 4 KiB page of newly mapped memory (the kernel's page fault). A browser
   * maps most of its memory anew on every visit, so where this is high (a virtual machine whose host
   * backs memory lazily) Chromium's figures are slower in proportion; absent from older results.
   */
  newPageMicros?: number;
}

const PROBE_PAGES = 16_384;
const PAGE_BYTES = 4096;

/** 64 MiB, above the size glibc maps afresh for each allocation, so every page is touched for the first time. */
function newPageMicros(): number {
  const start = process.hrtime.bigint();
  const memory = Buffer.alloc(PROBE_PAGES * PAGE_BYTES);
  for (let offset = 0; offset < memory.length; offset += PAGE_BYTES) memory[offset] = 1;
  return Math.round(Number(process.hrtime.bigint() - start) / 100 / PROBE_PAGES) / 10;
}

export function describeMachine(): Machine {
  return {
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    cores: os.availableParallelism(),
    memoryGB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    loadAverage: Math.round(os.loadavg()[0]! * 10) / 10,
    newPageMicros: newPageMicros(),
  };
}
