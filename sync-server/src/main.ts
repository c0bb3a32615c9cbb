/** Entry point of `npm start`: reads the environment, starts Lectern, drains on SIGTERM/SIGINT. */
import { createApp } from "./app.ts";
import { CONFIG_HELP, configRefusal, configWarnings, loadConfig } from "./config.ts";

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  process.stdout.write(CONFIG_HELP);
  process.exit(0);
}

const config = loadConfig();
const refusal = configRefusal(config);
if (refusal) {
  process.stderr.write(`Lectern did not start: ${refusal}\n`);
  process.exit(1);
}
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
