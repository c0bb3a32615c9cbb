/**
 * The deck's API (docs/product.md, The deck): the host uploads a PDF, or picks one on the session
 * page, to be rendered in the background (renderer.ts); anyone reads the deck, an attendee only the
 * pages up to the furthest shown on stage unless the host lets them follow the whole deck; the host
 * keeps notes per page. Page images are served from the file storage under URLs that carry their
 * content hash, so they are cached for a year; a page attendees may see is cached publicly, any
 * other only by the host's browser.
 */
import fs from "node:fs";
import express, { type Request, type Router } from "express";
import {
  ATTACHMENT_MAX_BYTES,
  deckSettingsBodySchema,
  MAX_DECK_PAGES,
  MESSAGES,
  notesBodySchema,
  pickDeckBodySchema,
  type DeckAccepted,
  type DeckResponse,
} from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import type { SessionRow } from "../db/schema.ts";
import { DomainError, roleCan } from "@lectern/shared";
import { requireRoom } from "../files/quota.ts";
import { discardUpload, fileReceiver, headOf } from "../files/receive-file.ts";
import { sniffFileType } from "../files/sniff.ts";
import { markOwnerView } from "../http/owner-view.ts";
import { requireUser } from "../http/request-context.ts";
import { parseBody, parseId, parseWith } from "../http/validate.ts";
import { findResource } from "../resources/repo.ts";
import { readerRole, requireSession, requireSessionAbility } from "../sessions/access.ts";
import { openPdf, UnreadablePdf } from "./page-drawing.ts";
import { removeDeckFiles, type DeckRenderer } from "./renderer.ts";
import {
  countPages,
  deckState,
  deleteDecks,
  findPage,
  insertDeck,
  latestDeck,
  notesOf,
  pagesOf,
  servedDeck,
  setDeckSettings,
  setNotes,
  unservedDecks,
  type NewDeck,
} from "./repo.ts";
import { toPage } from "./presenter.ts";
import { pageParamSchema } from "./schema.ts";

const IMAGE_FILE = /^([A-Za-z0-9_-]{22})\.webp$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Whether the signed-in user hosts the session's deck: its owner or a member of its team, who reads
 * every page and the notes (docs/product.md, Team). The one place that says so.
 */
export async function isDeckHost(db: Db, req: Request, session: SessionRow): Promise<boolean> {
  return roleCan(await readerRole(db, req, session), "read");
}

function noDeck(): DomainError {
  return new DomainError("deck_not_found", "This session has no deck");
}

/** The number of pages of a PDF, refusing one that cannot be read or has too many. */
async function pageCountOf(bytes: Uint8Array): Promise<number> {
  const pdf = await openPdf(bytes);
  try {
    if (pdf.numPages > MAX_DECK_PAGES)
      throw new DomainError(
        "deck_too_many_pages",
        `A deck can have at most ${MAX_DECK_PAGES} pages; this PDF has ${pdf.numPages}.`,
      );
    return pdf.numPages;
  } finally {
    await pdf.destroy();
  }
}

export function deckRoutes(ctx: AppContext, renderer: DeckRenderer): Router {
  const router = express.Router();
  const { db } = ctx;

  const receiveDeck = fileReceiver(ctx.config.dataDir, {
    maxBytes: ATTACHMENT_MAX_BYTES,
    tooLarge: { code: "file_too_large", message: MESSAGES.attachmentTooLarge },
  });

  /**
   * Replaces the session's uploads not yet served with `deck`; a deck to render is queued. A PDF that
   * cannot be read is kept as a failed upload, so the speaker reads why, and refused.
   */
  async function startDeck(sessionId: number, deck: NewDeck): Promise<void> {
    await removeDeckFiles(ctx, await deleteDecks(db, await unservedDecks(db, sessionId)));
    const row = await insertDeck(db, sessionId, deck);
    if (row.status === "rendering") renderer.enqueue(row.id);
  }

  /** The pages of a PDF, or a failed upload recorded and refused. */
  async function readablePageCount(sessionId: number, bytes: Uint8Array): Promise<number> {
    try {
      return await pageCountOf(bytes);
    } catch (error) {
      if (!(error instanceof UnreadablePdf)) throw error;
      await startDeck(sessionId, { status: "failed", error: error.message });
      throw new DomainError("pdf_unreadable", error.message);
    }
  }

  router.post("/sessions/:id/deck", async (req, res) => {
    const sessionId = parseId(req);
    requireUser(req);
    // A member's upload counts against the owner's storage, as the session's files are the owner's.
    const { userId: ownerId } = await requireSessionAbility(db, req, sessionId, "edit");
    let pages: number;
    if (req.is("multipart/form-data")) {
      try {
        await receiveDeck(req, res);
        if (!req.file) throw new DomainError("file_required", "Choose a PDF to upload");
        if (sniffFileType(await headOf(req.file.path))?.ext !== "pdf")
          throw new DomainError("file_type_not_allowed", "A deck must be a PDF");
        await requireRoom(db, ctx.config, ownerId, req.file.size);
        pages = await readablePageCount(sessionId, await fs.promises.readFile(req.file.path));
        const storedName = await ctx.storage.saveFile(req.file.path, {
          mime: "application/pdf",
          ext: "pdf",
        });
        await startDeck(sessionId, {
          status: "rendering",
          sourceStoredName: storedName,
          sourceOwned: true,
          pageCount: pages,
        });
      } finally {
        await discardUpload(req);
      }
    } else {
      const { resourceId } = parseBody(req, pickDeckBodySchema);
      const resource = await findResource(db, resourceId);
      if (resource?.sessionId !== sessionId || !resource.storedName)
        throw new DomainError("resource_not_found", "Resource not found");
      if (resource.mimeType !== "application/pdf")
        throw new DomainError("file_type_not_allowed", "A deck must be a PDF");
      const bytes = await ctx.storage.read(resource.storedName);
      if (!bytes) throw new DomainError("file_missing", "The resource's file is missing");
      pages = await readablePageCount(sessionId, bytes);
      await startDeck(sessionId, {
        status: "rendering",
        sourceStoredName: resource.storedName,
        sourceOwned: false,
        pageCount: pages,
      });
    }
    const body: DeckAccepted = { status: "rendering", pages };
    res.status(202).json(body);
  });

  router.get("/sessions/:id/deck", async (req, res) => {
    const sessionId = parseId(req);
    const session = await requireSession(db, sessionId);
    const latest = await latestDeck(db, sessionId);
    if (!latest) throw noDeck();
    const host = await isDeckHost(db, req, session);
    const served = latest.status === "ready" ? latest : await servedDeck(db, sessionId);
    const state = await deckState(db, sessionId);
    const pages = served ? await pagesOf(db, served.id) : [];
    const visible =
      host || state.followAlong === "whole-deck"
        ? pages
        : pages.filter((page) => page.n <= state.shownUpTo);
    const body: DeckResponse = {
      status: latest.status,
      pages: visible.map((page) => toPage(sessionId, page)),
      pageCount: served?.pageCount ?? 0,
      ...state,
    };
    if (host) {
      // The notes are the host's: the service worker keeps attendees' deck reads, never this one.
      markOwnerView(res);
      body.notes = Object.fromEntries(await notesOf(db, sessionId));
      if (latest.status === "rendering")
        body.progress = { rendered: await countPages(db, latest.id), total: latest.pageCount };
      if (latest.error !== null) body.error = latest.error;
    }
    res.json(body);
  });

  router.patch("/sessions/:id/deck", async (req, res) => {
    const sessionId = parseId(req);
    await requireSessionAbility(db, req, sessionId, "edit");
    await setDeckSettings(db, sessionId, parseBody(req, deckSettingsBodySchema));
    ctx.hub.publishDeck(sessionId);
    res.json(await deckState(db, sessionId));
  });

  router.put("/sessions/:id/deck/pages/:n/notes", async (req, res) => {
    const sessionId = parseId(req);
    const n = parseWith(pageParamSchema, req.params.n);
    await requireSessionAbility(db, req, sessionId, "edit");
    const { text } = parseBody(req, notesBodySchema);
    await setNotes(db, sessionId, n, text);
    res.json({ n, text });
  });

  router.get("/sessions/:id/deck/pages/:n/:file", async (req, res) => {
    const notFound = new DomainError("file_not_found", "File not found");
    const sessionId = parseId(req);
    const n = parseWith(pageParamSchema, req.params.n);
    const hash = IMAGE_FILE.exec(req.params.file)?.[1];
    const session = await requireSession(db, sessionId);
    const served = await servedDeck(db, sessionId);
    const page = hash && served ? await findPage(db, served.id, n) : undefined;
    const storedName =
      page?.imageHash === hash
        ? page?.imageName
        : page?.thumbHash === hash
          ? page?.thumbName
          : null;
    if (!storedName) throw notFound;
    const state = await deckState(db, sessionId);
    const shown = n <= state.shownUpTo;
    if (!shown && state.followAlong !== "whole-deck" && !(await isDeckHost(db, req, session)))
      throw notFound;
    // Answered instead of the file, an error drops these (http/errors.ts).
    res.set({
      "Content-Type": "image/webp",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
      "Cache-Control": `${shown ? "public" : "private"}, max-age=${YEAR_SECONDS}, immutable`,
    });
    if (!(await ctx.storage.send(req, res, storedName))) throw notFound;
  });

  return router;
}
