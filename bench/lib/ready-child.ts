/**
 * A benchmark's sender in a process of its own, readied before the measured stretch: the child
 * does its setup (fetching visitors, opening sockets), sends "ready", starts when told "go", and
 * ends by sending its result. Its own event loop keeps the load on time however busy the
 * processes that watch it are.
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

export function forkChild(script: URL, args: string[]): ChildProcess {
  return fork(fileURLToPath(script), args, {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
}

/** The result the child sends (any message but "ready"); rejects if it exits without one. */
export function resultOf<T>(child: ChildProcess, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    child.on("message", (message: T | "ready") => {
      if (message !== "ready") resolve(message);
    });
    child.once("exit", (code) =>
      reject(new Error(`${what} exited (code ${code}) without a result`)),
    );
  });
}

/** Forks `script`, waits for its "ready"; the answer says "go" and resolves with its result. */
export async function readyChild<T>(
  script: URL,
  args: string[],
  what: string,
): Promise<() => Promise<T>> {
  const child = forkChild(script, args);
  const result = resultOf<T>(child, what);
  await new Promise<void>((resolve, reject) => {
    child.on("message", (message) => {
      if (message === "ready") resolve();
    });
    result.catch(reject);
  });
  return () => {
    child.send("go");
    return result;
  };
}
