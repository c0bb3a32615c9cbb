/**
 * Serves the built PWA: hashed assets cached for a year, index.html and the service worker never
 * cached, and index.html for any other GET that is not /api, /ws or a file (the app's routes).
 * Text files go out brotli- or gzip-compressed when the browser accepts it: each file is compressed
 * once, off the event loop, and kept in memory, so a hall of phones costs no compression per request;
 * a file replaced on disk (a release built in place) is read and compressed again.
 * An app route's index.html is written in the visitor's language (<html lang>, docs/product.md,
 * Languages), and a route one of the given prerenders knows (a session's page, an embedded poll)
 * gets the page's first screen in it: made per request, small and compressed per request. Every app route's HTML is revalidated
 * on each load; a private route's (rules/private-routes.ts) is never stored, which also keeps it out
 * of the back/forward cache, while a session page may be restored from it.
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import express, { type RequestHandler } from "express";
import {
  fillAppShell,
  isPrivateRoute,
  shellInLanguage,
  type Locale,
  type PrerenderedPage,
} from "@lectern/shared";
import { requestLocale } from "../i18n/translators.ts";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

/**
 * The first screen of the app route at `pathname` (with its query, for a page it filters) in
 * `locale`, or null for the plain index.html.
 */
export type PagePrerender = (
  pathname: string,
  locale: Locale,
  query: URLSearchParams,
) => Promise<PrerenderedPage | null>;

/** Quick settings: each answer is a few kB, compressed for one request only. */
const PER_REQUEST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Changes when a file is replaced on disk (a new release built in place), so nothing stale is kept. */
function versionOf(stat: fs.Stats): string {
  return `${stat.mtimeMs}:${stat.size}`;
}

function cacheControl(distDir: string, filePath: string): string {
  return path.relative(distDir, filePath).startsWith(`assets${path.sep}`)
    ? "public, max-age=31536000, immutable"
    : "no-cache";
}

export function servePwa(distDir: string, prerenders: PagePrerender[] = []): RequestHandler {
  const router = express.Router();
  const root = path.resolve(distDir);
  const indexFile = path.join(root, "index.html");
  const compressed = new Map<string, { version: string; content: Promise<Compressed> }>();
  let shell: { version: string; content: Promise<string> } | undefined;

  /** `key`'s bytes compressed once per `version`: a file as released, or the shell in one language. */
  function compressedOnce(
    key: string,
    version: string,
    read: () => Promise<Buffer>,
  ): Promise<Compressed> {
    let entry = compressed.get(key);
    if (entry?.version !== version) {
      const content = read().then(async (bytes) => ({
        br: await brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzip: await gzip(bytes, { level: 9 }),
      }));
      content.catch(() => compressed.get(key)?.content === content && compressed.delete(key));
      entry = { version, content };
      compressed.set(key, entry);
    }
    return entry.content;
  }

  function compressedFile(file: string, stat: fs.Stats): Promise<Compressed> {
    return compressedOnce(file, versionOf(stat), () => fs.promises.readFile(file));
  }

  /** Sends a text file compressed when the browser accepts it; otherwise leaves it to the plain handlers. */
  async function sendCompressed(
    req: express.Request,
    res: express.Response,
    file: string,
  ): Promise<boolean> {
    if (!COMPRESSIBLE.test(file)) return false;
    const encoding = req.acceptsEncodings("br", "gzip");
    if (encoding !== "br" && encoding !== "gzip") return false;
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) return false;
    const bytes = (await compressedFile(file, stat))[encoding];
    res.set({
      "Content-Encoding": encoding,
      "Cache-Control": cacheControl(root, file),
      Vary: "Accept-Encoding",
    });
    res.type(path.extname(file));
    res.send(bytes);
    return true;
  }

  async function shellTemplate(): Promise<string> {
    const version = versionOf(await fs.promises.stat(indexFile));
    if (shell?.version !== version) {
      const content = fs.promises.readFile(indexFile, "utf8");
      content.catch(() => shell?.content === content && (shell = undefined));
      shell = { version, content };
    }
    return shell.content;
  }

  /** index.html in `locale`, compressed once per language and release. */
  async function shellFor(locale: Locale): Promise<Compressed> {
    return compressedOnce(
      `${indexFile}#${locale}`,
      versionOf(await fs.promises.stat(indexFile)),
      async () => Buffer.from(shellInLanguage(await shellTemplate(), locale)),
    );
  }

  /**
   * An app route's index.html in the visitor's language: with the page's first screen when the
   * route has one (made per request, never stored), else the plain shell.
   */
  async function sendShell(req: express.Request, res: express.Response): Promise<void> {
    const locale = requestLocale(req);
    let page: PrerenderedPage | null = null;
    const query = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
    for (const prerender of prerenders) page ??= await prerender(req.path, locale, query);
    const filled = page ? fillAppShell(await shellTemplate(), page) : null;
    const encoding = req.acceptsEncodings("br", "gzip");
    res.set({
      // Revalidated on every load; a private route's page stays out of the back/forward cache.
      "Cache-Control": isPrivateRoute(req.path) ? "no-store" : "no-cache",
      Vary: "Accept-Encoding, Accept-Language, Cookie",
      "Content-Language": locale,
    });
    res.type("html");
    if (filled === null) {
      const shell = await shellFor(locale);
      if (encoding === "br" || encoding === "gzip") res.set("Content-Encoding", encoding);
      if (encoding === "br") res.send(shell.br);
      else if (encoding === "gzip") res.send(shell.gzip);
      else res.send(shellInLanguage(await shellTemplate(), locale));
      return;
    }
    const html = Buffer.from(filled);
    if (encoding === "br")
      res.set("Content-Encoding", "br").send(await brotli(html, PER_REQUEST_BROTLI));
    else if (encoding === "gzip") res.set("Content-Encoding", "gzip").send(await gzip(html));
    else res.send(html);
  }

  router.get(/\.[a-z0-9]+$/i, async (req, res, next) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      next();
      return;
    }
    const file = path.join(root, path.normalize(decoded));
    if (!file.startsWith(root + path.sep) || !(await sendCompressed(req, res, file))) next();
  });
  router.use(
    express.static(root, {
      index: false,
      setHeaders(res, filePath) {
        res.set("Cache-Control", cacheControl(root, filePath));
      },
    }),
  );
  router.get(/^(?!\/api\/|\/ws$)[^.]*$/, async (req, res, next) => {
    if (!fs.existsSync(indexFile)) {
      next();
      return;
    }
    await sendShell(req, res);
  });
  return router;
}
