/**
 * Fetches what a stranger may have named: the picture a profile lookup gives (docs/decisions.md,
 * Profile lookup), a schedule an organiser imports by its address (docs/product.md, Events). The
 * server must not become a way into its own network: only https, only public addresses (checked on
 * the address the socket connects to, through the connection's own DNS lookup, so a name cannot
 * resolve to a public address for the check and a private one for the connection), each of at most
 * 3 redirects checked the same way, and at most the caller's limit of bytes read. Webhook
 * deliveries (docs/product.md, Webhooks) POST the same way, following no redirect.
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { isPublicAddress } from "./public-address.ts";

export const FETCH_MAX_REDIRECTS = 3;
export const FETCH_TIMEOUT_MS = 5000;

/** Every address a name resolves to, as `dns.lookup` with `all` gives them. */
export type Resolve = (hostname: string) => Promise<dns.LookupAddress[]>;

/** The system's resolver. */
export const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true });

/**
 * Where a fetch may go: its schemes, the addresses a connection may reach, and the resolver that
 * names go through (unset: the system's; the webhook tests give one whose answer they change).
 */
export interface PublicSources {
  protocols: ReadonlyArray<"https:" | "http:">;
  allowsAddress(address: string): boolean;
  resolve?: Resolve;
}

/** The only sources anything named by a stranger is taken from. */
export const PUBLIC_SOURCES: PublicSources = {
  protocols: ["https:"],
  allowsAddress: isPublicAddress,
};

/** Why an address was not fetched. */
export class FetchRefused extends Error {}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** A DNS lookup that answers only when every address of the name is allowed. */
function checkedLookup(sources: PublicSources) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    (sources.resolve ?? systemResolve)(hostname).then(
      (addresses) => {
        const refused = addresses.find(({ address }) => !sources.allowsAddress(address));
        if (refused || addresses.length === 0)
          return callback(
            new FetchRefused(`${hostname} resolves to ${refused?.address ?? "nothing"}`),
            [],
          );
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

/** The URL if it may be fetched before any connection: its scheme, and its host if an address. */
export function checkedUrl(text: string, base: URL | undefined, sources: PublicSources): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new FetchRefused(`not a URL: ${text}`);
  }
  if (!sources.protocols.includes(url.protocol as "https:"))
    throw new FetchRefused(`scheme ${url.protocol} refused`);
  if (url.username || url.password) throw new FetchRefused("credentials in the URL refused");
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  // An address in the URL is connected to without a lookup, so it is checked here.
  if (net.isIP(host) && !sources.allowsAddress(host))
    throw new FetchRefused(`address ${host} refused`);
  return url;
}

/** One GET, no redirect followed; rejects on a refused address or the deadline. */
function get(url: URL, sources: PublicSources, accept: string, signal: AbortSignal) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(url, {
      agent: false,
      lookup: checkedLookup(sources),
      headers: { accept },
      signal,
    });
    request.once("response", resolve);
    request.once("error", reject);
  });
}

/** Reads at most `max` bytes; a longer body is cut off and refused. */
async function readCapped(response: http.IncomingMessage, max: number): Promise<Buffer> {
  if (Number(response.headers["content-length"] ?? 0) > max) {
    response.destroy();
    throw new FetchRefused("larger than the limit");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      response.destroy();
      throw new FetchRefused("larger than the limit");
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The body at `address` (at most `maxBytes`, sent with the `accept` header), following at most
 * FETCH_MAX_REDIRECTS redirects, each checked as the first address was. Throws FetchRefused (or a
 * network error) when it may not or cannot be had.
 */
export async function fetchPublic(
  address: string,
  { accept, maxBytes }: { accept: string; maxBytes: number },
  sources: PublicSources = PUBLIC_SOURCES,
): Promise<Buffer> {
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  let url = checkedUrl(address, undefined, sources);
  for (let redirects = 0; ; redirects++) {
    const response = await get(url, sources, accept, signal);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.destroy();
      if (redirects === FETCH_MAX_REDIRECTS)
        throw new FetchRefused(`more than ${FETCH_MAX_REDIRECTS} redirects`);
      url = checkedUrl(response.headers.location, url, sources);
      continue;
    }
    if (status !== 200) {
      response.destroy();
      throw new FetchRefused(`answered ${status}`);
    }
    return readCapped(response, maxBytes);
  }
}

/** What a receiver answered a POST: its status and the first bytes of its body. */
export interface PostAnswer {
  status: number;
  body: Buffer;
}

/** The first `max` bytes of the body; the rest is not read. */
async function readHead(response: http.IncomingMessage, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= max) break;
  }
  response.destroy();
  return Buffer.concat(chunks).subarray(0, max);
}

/**
 * POSTs `body` to `address`, checked as fetchPublic checks it, and answers whatever the receiver
 * said, a redirect included (it is not followed), with at most `keepBytes` of its body. Throws
 * FetchRefused (or a network error, or the timeout's abort) when it was not answered.
 */
export function postPublic(
  address: string,
  {
    body,
    headers,
    keepBytes,
    timeoutMs,
  }: { body: string; headers: Record<string, string>; keepBytes: number; timeoutMs: number },
  sources: PublicSources = PUBLIC_SOURCES,
): Promise<PostAnswer> {
  const url = checkedUrl(address, undefined, sources);
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise<PostAnswer>((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, {
      method: "POST",
      agent: false,
      lookup: checkedLookup(sources),
      headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      signal,
    });
    request.once("response", (response) => {
      readHead(response, keepBytes).then(
        (head) => resolve({ status: response.statusCode ?? 0, body: head }),
        reject,
      );
    });
    request.once("error", reject);
    request.end(body);
  });
}
