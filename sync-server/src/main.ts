/** Entry point of `npm start`: reads the environment, starts Lectern, drains on SIGTERM/SIGINT. */
import { createApp } from "./app.ts";
import { CONFIG_HELP, configRefusal, configWarnings, loadConfig, type Config } from "./config.ts";

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  process.stdout.write(CONFIG_HELP);
  process.exit(0);
}

/** Stops the start with the setting's name and what it accepts, and no stack trace to read past. */
function refuse(reason: string): never {
  process.stderr.write(`Lectern did not start: ${reason}\n`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
}
const refusal = configRefusal(config);
if (refusal) refuse(refusal);
const lectern = await createApp(config);
const port = await lectern.listen(config.port);
lectern.ctx.log.info(
  `Lectern listening on http://localhost:${port} (public URL ${config.publicUrl}, data in ${config.dataDir})`,
);
if (!config.smtpUrl)
  lectern.ctx.log.warn("SMTP_URL is not set: sign-in codes and links are printed to this log.");
for (const warning of configWarnings(config)) lectern.ctx.log.warn(warning);

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    lectern.ctx.log.info(`${signal} received, draining`);
    lectern.close().then(
      () => {
        lectern.ctx.log.info("Drained, exiting");
        process.exit(0);
      },
      (error: unknown) => {
        lectern.ctx.log.error("Shutdown failed", error);
        process.exit(1);
      },
    );
  });
}
