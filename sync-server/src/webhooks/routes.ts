/**
 * Webhooks (docs/product.md, Webhooks): a signed-in speaker adds one for all their sessions or one
 * of them (`POST /api/webhooks`, the signing secret in the answer this once), lists, reads, changes
 * and removes their own (another speaker's is not found), queues a test delivery and reads the
 * last deliveries. A URL is checked when it is saved (deliver.ts), on what its name resolves to then, and again
 * at every delivery.
 */
import express, { type Request, type Router } from "express";
import {
  createWebhookBodySchema,
  DomainError,
  updateWebhookBodySchema,
  WEBHOOK_TEST_EVENT,
  type CreatedWebhook,
  type Webhook,
  type WebhookDeliveriesResponse,
  type WebhookDelivery,
  type WebhooksResponse,
} from "@lectern/shared";
import type { AppContext } from "../context.ts";
import { requireUser } from "../http/request-context.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { NOT_OWNER, requireSession } from "../sessions/access.ts";
import { checkWebhookUrl } from "./deliver.ts";
import { presentCreatedWebhook, presentDelivery, presentWebhook } from "./presenter.ts";
import {
  createWebhook,
  deleteWebhook,
  deliveriesOf,
  findWebhook,
  queueDeliveries,
  updateWebhook,
  webhooksOf,
} from "./repo.ts";

export function webhookRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db, config } = ctx;
  const now = config.clock ?? Date.now;

  /** The caller's webhook of the path's id; another speaker's is not found. */
  async function ownWebhook(req: Request) {
    const user = requireUser(req);
    const webhook = await findWebhook(db, user.id, parseId(req));
    if (!webhook) throw new DomainError("not_found", "No such webhook");
    return webhook;
  }

  router.post("/webhooks", async (req, res) => {
    const user = requireUser(req);
    const body = parseBody(req, createWebhookBodySchema);
    if (body.sessionId !== undefined) {
      const session = await requireSession(db, body.sessionId);
      if (session.userId !== user.id) throw new DomainError("not_owner", NOT_OWNER);
    }
    await checkWebhookUrl(config, body.url);
    const made = await createWebhook(
      db,
      user.id,
      { url: body.url, events: body.events, sessionId: body.sessionId ?? null },
      now(),
    );
    res.status(201).json(presentCreatedWebhook(made) satisfies CreatedWebhook);
  });

  router.get("/webhooks", async (req, res) => {
    const user = requireUser(req);
    const webhooks = (await webhooksOf(db, user.id)).map(presentWebhook);
    res.json({ webhooks } satisfies WebhooksResponse);
  });

  router.get("/webhooks/:id", async (req, res) => {
    res.json(presentWebhook(await ownWebhook(req)) satisfies Webhook);
  });

  router.patch("/webhooks/:id", async (req, res) => {
    const webhook = await ownWebhook(req);
    const change = parseBody(req, updateWebhookBodySchema);
    if (change.url !== undefined) await checkWebhookUrl(config, change.url);
    res.json(presentWebhook(await updateWebhook(db, webhook.id, change)) satisfies Webhook);
  });

  router.delete("/webhooks/:id", async (req, res) => {
    const user = requireUser(req);
    if (!(await deleteWebhook(db, user.id, parseId(req))))
      throw new DomainError("not_found", "No such webhook");
    res.status(204).end();
  });

  router.post("/webhooks/:id/test", async (req, res) => {
    const webhook = await ownWebhook(req);
    const [queued] = await queueDeliveries(
      db,
      [webhook.id],
      { type: WEBHOOK_TEST_EVENT, data: { webhookId: webhook.id } },
      now(),
    );
    res.status(202).json(presentDelivery(queued!) satisfies WebhookDelivery);
  });

  router.get("/webhooks/:id/deliveries", async (req, res) => {
    const webhook = await ownWebhook(req);
    const deliveries = (await deliveriesOf(db, webhook.id)).map(presentDelivery);
    res.json({ deliveries } satisfies WebhookDeliveriesResponse);
  });

  return router;
}
