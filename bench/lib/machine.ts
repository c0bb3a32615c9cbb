/** The machine a run measured, written beside every figure so results are never read out of context. */
import os from "node:os";

export interface Machine {
  cpuModel: string;
  cores: number;
  memoryGB: number;
  node: string;
  os: string;
}

export function describeMachine(): Machine {
  return {
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    cores: os.availableParallelism(),
    memoryGB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  };
}
