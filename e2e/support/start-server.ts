/**
 * Starts one Lectern server for a Playwright worker, as `npm start` would (built PWA, real SQLite
 * in a temp DATA_DIR), plus a real SMTP sink whose messages are appended to DATA_DIR/mail.jsonl.
 * Prints one JSON line {port} on stdout when ready; exits on SIGTERM.
 */
import fs from "node:fs";
import path from "node:path";
import { createApp } from "../../sync-server/src/app.ts";
import { loadConfig } from "../../sync-server/src/config.ts";
import { freePort } from "../../sync-server/src/test/loopback.ts";
import { startMailSink } from "../../sync-server/src/test/mail-sink.ts";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR is required");
const mail = await startMailSink();
const mailLog = path.join(dataDir, "mail.jsonl");
fs.mkdirSync(dataDir, { recursive: true });
const push = mail.messages.push.bind(mail.messages);
mail.messages.push = (...items) => {
  for (const item of items) fs.appendFileSync(mailLog, `${JSON.stringify(item)}\n`);
  return push(...items);
};

const port = await freePort();
// Every test signs in from this machine: code checks and "no account" answers are nearly unlimited
// here, as on the API tests' servers (sync-server/src/test/harness.ts). Webhooks go to receivers
// the tests run on this machine, looked for every second.
const config = loadConfig({
  AUTH_VERIFY_LIMIT: "100000",
  AUTH_LOOKUP_LIMIT: "100000",
  WEBHOOKS_ALLOW_PRIVATE: "1",
  WEBHOOK_POLL_SECONDS: "1",
  ...process.env,
  PORT: String(port),
  SMTP_URL: mail.url,
  PUBLIC_URL: `http://localhost:${port}`,
});
const lectern = await createApp(config);
await lectern.listen(port);
process.stdout.write(`${JSON.stringify({ port })}\n`);

process.on("SIGTERM", () => {
  void lectern
    .close()
    .then(() => mail.close())
    .then(() => process.exit(0));
});
