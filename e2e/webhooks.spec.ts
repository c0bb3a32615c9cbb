/**
 * Webhooks on the Integrations screen (docs/product.md, Webhooks; issue 37) in real Chromium against
 * the built app, a real server (which may reach this machine: e2e/support/start-server.ts) and a
 * real local receiver: the form's inline errors; a webhook added, its secret shown once; a test
 * delivery that arrives signed with that secret and shows as delivered; turned off; removed. At
 * phone and desktop width, axe clean.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { signInAs } from "./page-models/signed-in.ts";
import {
  DESKTOP,
  expect,
  expectNoSeriousA11yViolations,
  screenshotWidths,
  test,
} from "./support/fixtures.ts";

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A real HTTP receiver on this machine that answers 200 to everything. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/lectern`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("a webhook added on the Integrations screen gets a signed test delivery", async ({
  browser,
  app,
}) => {
  const receiver = await startReceiver();
  const speaker = await app.createSpeaker({ firstName: "Grace", lastName: "Hopper" });
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: DESKTOP });
  const page = await context.newPage();
  await signInAs(page, app, speaker);
  await page.goto("/integrations");
  const webhooks = page.getByRole("region", { name: "Webhooks" });
  await expect(webhooks.getByText("No webhooks yet.")).toBeVisible();

  // Each mistake is said at its field.
  const url = webhooks.getByLabel("Receiver URL");
  await url.fill("hooks dot example");
  for (const event of [
    "A lead is given",
    "A question is asked",
    "A poll is closed, with its results",
    "Feedback is sent",
    "A talk ends",
  ])
    await webhooks.getByLabel(event).uncheck();
  await webhooks.getByRole("button", { name: "Add webhook" }).click();
  await expect(url).toHaveAccessibleDescription(/Please enter a valid URL/);
  await expect(url).toBeFocused();
  await expect(webhooks.getByText("Choose at least one event")).toBeVisible();

  await url.fill(receiver.url);
  await webhooks.getByLabel("A lead is given").check();
  await webhooks.getByLabel("A question is asked").check();
  await webhooks.getByRole("button", { name: "Add webhook" }).click();
  const secret = webhooks.getByLabel(`Signing secret of ${receiver.url}`);
  await expect(secret).toHaveValue(/^whsec_/);
  const signingSecret = await secret.inputValue();
  const list = webhooks.getByRole("list", { name: "Your webhooks" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("A lead is given · A question is asked");
  await expect(list.getByText("Sending")).toBeVisible();

  await list.getByRole("button", { name: `Send a test to ${receiver.url}` }).click();
  await expect(page.getByText("Test delivery queued")).toBeVisible();
  const deliveries = list.getByRole("list", { name: `Deliveries to ${receiver.url}` });
  await expect(deliveries.getByRole("listitem")).toHaveCount(1);
  await expect(deliveries).toContainText("Delivered", { timeout: 15_000 });
  await expect(deliveries).toContainText("Answered 200");
  await expect(deliveries).toContainText("Attempts: 1");
  expect(receiver.received).toHaveLength(1);
  const [delivery] = receiver.received;
  const verified = new Webhook(signingSecret).verify(delivery!.body, {
    "webhook-id": String(delivery!.headers["webhook-id"]),
    "webhook-timestamp": String(delivery!.headers["webhook-timestamp"]),
    "webhook-signature": String(delivery!.headers["webhook-signature"]),
  });
  expect(verified).toMatchObject({ version: 1, type: "webhook.test" });
  await screenshotWidths(page, "integrations-webhooks");
  await expectNoSeriousA11yViolations(page);

  // Turned off, it says so; the secret is not shown again after a reload.
  await list.getByRole("switch", { name: `On, ${receiver.url}` }).click();
  await expect(page.getByText("Webhook turned off")).toBeVisible();
  await expect(list.getByText("Turned off")).toBeVisible();
  await page.reload();
  await expect(secret).toHaveCount(0);
  await expect(list.getByText("Turned off")).toBeVisible();

  await list.getByRole("button", { name: `Remove ${receiver.url}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove Webhook" }).click();
  await expect(page.getByText(`Nothing more is sent to ${receiver.url}.`)).toBeVisible();
  await expect(webhooks.getByText("No webhooks yet.")).toBeVisible();
  await context.close();
  await receiver.close();
});
