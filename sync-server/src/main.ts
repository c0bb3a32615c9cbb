/** Entry point of `npm start`: reads the environment, starts Lectern, drains on SIGTERM/SIGINT. */
import { createApp } from "./app.ts";
import { CONFIG_HELP, configWarnings, loadConfig } from "./config.ts";

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  process.stdout.write(CONFIG_HELP);
  process.exit(0);
}

const config = loadConfig();
const lectern = await createApp(config);
const port = await lectern.listen(config.port);
lectern.ctx.log.info(
  `Lectern listening on http://localhost:${port} (public URL ${config.publicUrl}, data in ${config.dataDir})`,
);
if (!config.smtpUrl)
  lectern.ctx.log.info("SMTP_URL is not set: sign-in codes are printed to this log.");
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
