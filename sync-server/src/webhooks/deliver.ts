/**
 * Sending one webhook delivery (docs/product.md, Webhooks), as the Standard Webhooks spec says:
 * `webhook-id` (the event's id, the same on every attempt), `webhook-timestamp` (this attempt's,
 * in seconds) and `webhook-signature` (the `standardwebhooks` package's HMAC of the three) over the
 * stored JSON body. The receiver is a stranger's address, so it goes through http/public-fetch.ts:
 * https to public addresses only, checked on the address the socket connects to, no redirect
 * followed, 10 s at most, and only the first kilobyte of the answer read; WEBHOOKS_ALLOW_PRIVATE
 * opens http and private addresses for a receiver on the host's own network. The same check
 * refuses a URL when it is saved, on the addresses its name resolves to then; a name that does not
 * resolve yet is kept, and its deliveries wait until it does.
 */
import net from "node:net";
import { DomainError } from "@lectern/shared";
import { Webhook } from "standardwebhooks";
import type { Config } from "../config.ts";
import {
  checkedUrl,
  FetchRefused,
  postPublic,
  PUBLIC_SOURCES,
  systemResolve,
  type PublicSources,
} from "../http/public-fetch.ts";

/** How long a receiver may take to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer is kept with the delivery. */
export const WEBHOOK_RESPONSE_KEPT_BYTES = 1024;

/** Anything, anywhere: a host's own network, when WEBHOOKS_ALLOW_PRIVATE says so. */
const PRIVATE_ALLOWED: PublicSources = {
  protocols: ["https:", "http:"],
  allowsAddress: () => true,
};

type WebhookConfig = Pick<Config, "webhooksAllowPrivate" | "webhookResolve">;

function webhookSources(config: WebhookConfig): PublicSources {
  const sources = config.webhooksAllowPrivate ? PRIVATE_ALLOWED : PUBLIC_SOURCES;
  return { ...sources, resolve: config.webhookResolve ?? systemResolve };
}

function refused(reason: string): DomainError {
  return new DomainError(
    "webhook_url_refused",
    `A webhook must be an https URL on a public address (${reason})`,
  );
}

/**
 * Refuses a URL a delivery could not go to: not https, a private address written in it, or a name
 * that resolves to one.
 */
export async function checkWebhookUrl(config: WebhookConfig, url: string): Promise<void> {
  const sources = webhookSources(config);
  let host: string;
  try {
    host = checkedUrl(url, undefined, sources).hostname.replace(/^\[(.*)\]$/, "$1");
  } catch (error) {
    if (error instanceof FetchRefused) throw refused(error.message);
    throw error;
  }
  if (net.isIP(host)) return;
  const addresses = await sources.resolve!(host).catch(() => []);
  const unsafe = addresses.find(({ address }) => !sources.allowsAddress(address));
  if (unsafe) throw refused(`${host} resolves to ${unsafe.address}`);
}

/** One delivery to send: where, with which secret, and the event. */
export interface Outgoing {
  url: string;
  secret: string;
  eventId: string;
  payload: string;
}

/** What the receiver said; `status` null when it did not answer, with why in `body`. */
export interface Answer {
  status: number | null;
  body: string;
}

export async function sendDelivery(
  config: WebhookConfig,
  outgoing: Outgoing,
  at: number,
): Promise<Answer> {
  const timestamp = new Date(at);
  const signature = new Webhook(outgoing.secret).sign(
    outgoing.eventId,
    timestamp,
    outgoing.payload,
  );
  try {
    const answer = await postPublic(
      outgoing.url,
      {
        body: outgoing.payload,
        headers: {
          "content-type": "application/json",
          "user-agent": "Lectern-Webhooks/1",
          "webhook-id": outgoing.eventId,
          "webhook-timestamp": String(Math.floor(at / 1000)),
          "webhook-signature": signature,
        },
        keepBytes: WEBHOOK_RESPONSE_KEPT_BYTES,
        timeoutMs: WEBHOOK_TIMEOUT_MS,
      },
      webhookSources(config),
    );
    return { status: answer.status, body: answer.body.toString("utf8") };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { status: null, body: reason.slice(0, WEBHOOK_RESPONSE_KEPT_BYTES) };
  }
}
