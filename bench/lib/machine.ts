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
}

export function describeMachine(): Machine {
  return {
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    cores: os.availableParallelism(),
    memoryGB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    loadAverage: Math.round(os.loadavg()[0]! * 10) / 10,
  };
}
