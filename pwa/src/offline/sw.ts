/**
 * Lectern's service worker (built by vite-plugin-pwa, injectManifest): the precached app shell,
 * the shell for app routes only (never /api, /ws or files; a session page read before comes with
 * its first screen filled in from the kept copy), public and speaker reads network-first
 * with a short timeout and the last copy as fallback, uploaded files and the deck's page images
 * cache-first with limits (only the pages any attendee may see: a host's private copy is not
 * kept). It
 * tells the page when an answer is a last copy, so the page can say it is offline and from when.
 * It never keeps an owner's answer, and forgets the signed-in reads when the sign-in ends.
 */
import { clientsClaim } from "workbox-core";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import {
  createTranslator,
  fillAppShell,
  LANGUAGE_COOKIE,
  localeOfCookieValue,
  OWNER_VIEW_HEADER,
  OWNER_VIEW_VALUE,
  pickLocale,
  prerenderSessionPage,
  SERVER_CATALOGS,
  sessionPageId,
  type Locale,
  type Poll,
  type PublicSession,
  KEEP_ONLY_HEADER,
} from "@lectern/shared";
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from "workbox-precaching";
import { RangeRequestsPlugin } from "workbox-range-requests";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import {
  API_CACHE,
  APP_ROUTES,
  DECK_CACHE,
  DECK_CACHE_MAX_ENTRIES,
  DECK_PAGE_READS,
  FILE_READS,
  FILES_CACHE,
  forgetSignedInCopies,
  matchesAny,
  NETWORK_TIMEOUT_SECONDS,
  PUBLIC_API_READS,
  SPEAKER_API_READS,
  SPEAKER_CACHE,
  sessionReadPaths,
  type SwMessage,
} from "./cache-rules.ts";

interface WorkerClient {
  postMessage(message: SwMessage): void;
}

/** The parts of ServiceWorkerGlobalScope used here (the DOM lib has no worker types). */
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  skipWaiting(): Promise<void>;
  clients: { get(id: string): Promise<WorkerClient | undefined> };
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
}

interface PluginContext {
  request: Request;
  event?: { clientId?: string; resultingClientId?: string };
}

const scope = globalThis as unknown as WorkerScope;

scope.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void scope.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();
// The build replaces `self.__WB_MANIFEST` (this exact text) with the app shell's file list.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);

const appShell = createHandlerBoundToURL("/index.html");

/** Chromium's Cookie Store, where the worker reads the visitor's remembered language. */
interface CookieReader {
  get(name: string): Promise<{ value: string } | null>;
}

/** The language the server would write this page in: `?lang=`, the remembered choice, the browser's. */
async function pageLocale(url: URL): Promise<Locale> {
  const lang = url.searchParams.get("lang");
  const cookies = (self as unknown as { cookieStore?: CookieReader }).cookieStore;
  const chosen = await cookies?.get(LANGUAGE_COOKIE).catch(() => null);
  return pickLocale(lang, chosen ? localeOfCookieValue(chosen.value) : null, navigator.languages);
}

/**
 * A session page this browser has read before opens as the server's first visit does: the app
 * shell with the page's first screen already in it, in the visitor's language, built from the kept
 * copies of its public view and polls, so a repeat visit shows the talk before the JavaScript has
 * run (and offline too).
 */
async function sessionPageFromCopy(url: URL): Promise<Response | null> {
  const id = sessionPageId(url.pathname);
  if (id === null) return null;
  const [sessionPath, pollsPath] = sessionReadPaths(id);
  const cache = await caches.open(API_CACHE);
  const copy = await cache.match(`${url.origin}${sessionPath}`, { ignoreVary: true });
  const pollsCopy = await cache.match(`${url.origin}${pollsPath}`, { ignoreVary: true });
  const shell = copy && pollsCopy && (await matchPrecache("/index.html"));
  if (!copy || !pollsCopy || !shell) return null;
  const locale = await pageLocale(url);
  const html = fillAppShell(
    await shell.text(),
    prerenderSessionPage(
      (await copy.json()) as PublicSession,
      (await pollsCopy.json()) as Poll[],
      createTranslator(locale, SERVER_CATALOGS[locale]),
    ),
  );
  if (html === null) return null;
  const headers = new Headers(shell.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  return new Response(html, { status: 200, headers });
}

registerRoute(
  new NavigationRoute(
    async (options) =>
      (await sessionPageFromCopy(options.url).catch(() => null)) ?? appShell(options),
    {
      allowlist: APP_ROUTES,
      denylist: [/^\/api\//, /^\/ws/, /^\/uploads\//],
    },
  ),
);

async function tell(context: PluginContext, message: SwMessage): Promise<void> {
  const id = context.event?.clientId || context.event?.resultingClientId;
  if (!id || context.request.headers.has(KEEP_ONLY_HEADER)) return;
  const client = await scope.clients.get(id);
  client?.postMessage(message);
}

/**
 * Lets the page know whether an API answer is fresh or the last copy (and from when); not for a
 * read made only to keep a copy, which nothing on screen shows.
 */
const copyNotices = {
  async cachedResponseWillBeUsed({
    cachedResponse,
    request,
    event,
  }: PluginContext & { cachedResponse?: Response }) {
    if (cachedResponse) {
      const path = new URL(request.url).pathname;
      await tell(
        { request, event },
        { type: "lectern:offline-copy", path, savedAt: cachedResponse.headers.get("Date") },
      );
    }
    return cachedResponse ?? null;
  },
  async fetchDidSucceed({ response, request, event }: PluginContext & { response: Response }) {
    if (response.ok)
      await tell(
        { request, event },
        { type: "lectern:fresh", path: new URL(request.url).pathname },
      );
    return response;
  },
};

/**
 * An answer the server marked as the owner's view (their questions with e-mails and pending ones, a
 * draft) is never kept, whatever cache it would go to (docs/decisions.md, Authorization).
 */
const refuseOwnerAnswers = {
  cacheWillUpdate: ({ response }: { response: Response }) =>
    Promise.resolve(response.headers.get(OWNER_VIEW_HEADER) === OWNER_VIEW_VALUE ? null : response),
};

/** A 401 from /api/auth/me says the sign-in has ended: what it wrote is forgotten. */
const forgetOnSignedOut = {
  async fetchDidSucceed({ request, response }: PluginContext & { response: Response }) {
    if (response.status === 401 && new URL(request.url).pathname === "/api/auth/me")
      await forgetSignedInCopies();
    return response;
  },
};

const sameOriginGet = (url: URL, request: Request, patterns: RegExp[]): boolean =>
  request.method === "GET" && url.origin === location.origin && matchesAny(patterns, url.pathname);

registerRoute(
  ({ url, request }) => sameOriginGet(url, request, PUBLIC_API_READS),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      refuseOwnerAnswers,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
      copyNotices,
    ],
  }),
);

registerRoute(
  ({ url, request }) => sameOriginGet(url, request, SPEAKER_API_READS),
  new NetworkFirst({
    cacheName: SPEAKER_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      refuseOwnerAnswers,
      forgetOnSignedOut,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 50, purgeOnQuotaError: true }),
      copyNotices,
    ],
  }),
);

registerRoute(
  ({ url, request }) => sameOriginGet(url, request, FILE_READS),
  new CacheFirst({
    cacheName: FILES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 60 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
      new RangeRequestsPlugin(),
    ],
  }),
);

/**
 * A page of the deck not shown yet is served to its host alone, marked private: it is not kept,
 * so nobody else on this device sees it offline. The pages attendees may see are public.
 */
const refusePrivateAnswers = {
  cacheWillUpdate: ({ response }: { response: Response }) =>
    Promise.resolve(
      /\bprivate\b/.test(response.headers.get("Cache-Control") ?? "") ? null : response,
    ),
};

registerRoute(
  ({ url, request }) => sameOriginGet(url, request, DECK_PAGE_READS),
  new CacheFirst({
    cacheName: DECK_CACHE,
    plugins: [
      refusePrivateAnswers,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: DECK_CACHE_MAX_ENTRIES,
        maxAgeSeconds: 60 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

/**
 * Sign-out forgets every read kept while signed in, so the next person on this device sees none of
 * them (the page does the same before it reloads: auth/sign-out.ts).
 */
registerRoute(
  ({ url }) => url.origin === location.origin && url.pathname === "/api/auth/signout",
  async ({ request }) => {
    const response = await fetch(request);
    if (response.ok) await forgetSignedInCopies();
    return response;
  },
  "POST",
);
