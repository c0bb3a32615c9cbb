/**
 * The burst's bare reference (bench/burst.ts): a plain node:http server in a process of its own
 * that reads each POST's body and answers 201 with a small JSON, nothing else. The same burst of
 * new connections sent to it shows what this machine and the sender can do at all, so a missed
 * target can be told apart from a sender or a machine that cannot keep up.
 */
import { fork, type ChildProcess } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";
import type { AddressInfo } from "node:net";

type Reply = { type: "ready"; port: number } | { type: "cpu"; cpuMs: number };

export class BareHttp {
  private constructor(
    private readonly child: ChildProcess,
    readonly baseUrl: string,
  ) {}

  static async start(): Promise<BareHttp> {
    const child = fork(fileURLToPath(import.meta.url), ["serve"], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const ready = await next(child, "ready");
    return new BareHttp(child, `http://127.0.0.1:${ready.port}`);
  }

  /** User plus system CPU time the server process has used so far. */
  async memory(): Promise<{ cpuMs: number }> {
    this.child.send("cpu");
    return next(this.child, "cpu");
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once("exit", () => resolve()));
    this.child.kill();
    await exited;
  }
}

function next<T extends Reply["type"]>(
  child: ChildProcess,
  type: T,
): Promise<Extract<Reply, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Reply) => {
      if (message.type !== type) return;
      child.off("message", onMessage);
      child.off("exit", onExit);
      resolve(message as Extract<Reply, { type: T }>);
    };
    const onExit = (code: number | null) => {
      child.off("message", onMessage);
      reject(new Error(`the bare HTTP server exited (code ${code}) before "${type}"`));
    };
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

function serve(): void {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = JSON.stringify({ received: Buffer.concat(chunks).length });
      res.writeHead(201, {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
      });
      res.end(body);
    });
  });
  server.listen(0, "127.0.0.1", () => {
    const { port } = server.address() as AddressInfo;
    process.send?.({ type: "ready", port } satisfies Reply);
  });
  process.on("message", () => {
    const cpu = process.cpuUsage();
    process.send?.({ type: "cpu", cpuMs: (cpu.user + cpu.system) / 1000 } satisfies Reply);
  });
  process.on("disconnect", () => process.exit(0));
}

if (process.argv[2] === "serve") serve();
