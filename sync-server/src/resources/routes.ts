/**
 * Resources of a session page (docs/product.md, Session page): file uploads checked by their bytes,
 * links and calls to action, edits and deletes by the owner, and the attendee's download, which
 * makes the visitor a lead and counts once however often the offline outbox replays it. A file is
 * served to its owner, and to anyone else only with the download token the download answered
 * (docs/decisions.md, Attendee data).
 */
import express, { type Request, type Router } from "express";
import { declaredSize, discardUpload, fileReceiver, headOf } from "../files/receive-file.ts";
import { requireRoom } from "../files/quota.ts";
import {
  ATTACHMENT_MAX_BYTES,
  createResourceBodySchema,
  downloadBodySchema,
  LINK_RESOURCE_TYPES,
  MESSAGES,
  updateResourceBodySchema,
  uploadResourceFieldsSchema,
  type DownloadResponse,
  DomainError,
  roleCan,
} from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import type { ResourceRow } from "../db/schema.ts";
import { sniffFileType } from "../files/sniff.ts";
import { removeStoredFiles } from "../files/storage.ts";
import { invalidInput } from "../http/errors.ts";
import { runIdempotent } from "../http/idempotency.ts";
import { networkOf } from "../http/client-network.ts";
import { clientIp, requireUser } from "../http/request-context.ts";
import { parseBody, parseId, parseWith } from "../http/validate.ts";
import { ensureVisitor } from "../http/visitor.ts";
import {
  downloadAnswer,
  prepareConfirmation,
  sendConfirmation,
  type ConfirmMail,
} from "../leads/confirmation.ts";
import { gateLocale, gateSpeaker } from "../leads/consent.ts";
import {
  findLead,
  leadOfVisitor,
  linkVisitor,
  recordDownload,
  upsertLead,
  type LeadRef,
} from "../leads/repo.ts";
import { readerRole, requireSession, requireSessionAbility } from "../sessions/access.ts";
import { isValidDownloadToken } from "./download-token.ts";
import { toResource } from "./presenter.ts";
import {
  deleteResource,
  findResource,
  insertResource,
  updateResource,
  type ResourceChanges,
} from "./repo.ts";

export const RESOURCE_NOT_FOUND = "Resource not found";

async function requireEditableResource(db: Db, req: Request, id: number): Promise<ResourceRow> {
  requireUser(req);
  const resource = await findResource(db, id);
  if (!resource) throw new DomainError("resource_not_found", RESOURCE_NOT_FOUND);
  await requireSessionAbility(db, req, resource.sessionId, "edit");
  return resource;
}

/** A download's file name: the resource title made safe for file systems, plus the file's extension. */
export function downloadFileName(title: string, storedName: string): string {
  const ext = storedName.slice(storedName.lastIndexOf(".") + 1);
  const base =
    title
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^\.+/, "")
      .slice(0, 150)
      .trim() || "resource";
  const alreadyHasExt =
    base.toLowerCase().endsWith(`.${ext}`) ||
    (ext === "jpg" && base.toLowerCase().endsWith(".jpeg"));
  return alreadyHasExt ? base : `${base}.${ext}`;
}

export function resourceRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;

  const receiveUpload = fileReceiver(ctx.config.dataDir, {
    maxBytes: ATTACHMENT_MAX_BYTES,
    tooLarge: { code: "file_too_large", message: MESSAGES.attachmentTooLarge },
    // The PWA sends the session first, so the role and room are checked before the file is read; a
    // member's upload counts against the owner's storage, as the session's files are the owner's.
    beforeFile: async (req) => {
      const user = requireUser(req);
      const sessionId = Number((req.body as Record<string, unknown> | undefined)?.sessionId);
      const session =
        Number.isInteger(sessionId) && sessionId > 0
          ? await requireSessionAbility(db, req, sessionId, "edit")
          : null;
      await requireRoom(db, ctx.config, session?.userId ?? user.id, declaredSize(req));
    },
  });

  router.post("/upload", async (req, res) => {
    requireUser(req);
    try {
      await receiveUpload(req, res);
      await keepUpload(req, res);
    } finally {
      await discardUpload(req);
    }
  });

  async function keepUpload(req: Request, res: express.Response): Promise<void> {
    const fields = uploadResourceFieldsSchema.safeParse(req.body ?? {});
    if (!fields.success) {
      const error = invalidInput(fields.error);
      throw new DomainError(
        "invalid",
        error.details.issues?.[0]?.message ?? error.message,
        error.details,
      );
    }
    const session = await requireSessionAbility(db, req, fields.data.sessionId, "edit");
    if (!req.file) throw new DomainError("file_required", "Choose a file to upload");
    const type = sniffFileType(await headOf(req.file.path));
    if (!type) throw new DomainError("file_type_not_allowed", MESSAGES.fileTypeNotAllowed);
    await requireRoom(db, ctx.config, session.userId, req.file.size);
    const storedName = await ctx.storage.saveFile(req.file.path, type);
    try {
      const row = await insertResource(db, {
        sessionId: fields.data.sessionId,
        type: fields.data.type,
        title: fields.data.title,
        description: fields.data.description,
        buttonText: fields.data.buttonText,
        order: fields.data.order,
        url: null,
        storedName,
        mimeType: type.mime,
        fileSize: req.file.size,
      });
      res.status(201).json(toResource(row));
    } catch (error) {
      await removeStoredFiles(ctx, [storedName]);
      throw error;
    }
  }

  router.post("/resources", async (req, res) => {
    requireUser(req);
    const body = parseBody(req, createResourceBodySchema);
    await requireSessionAbility(db, req, body.sessionId, "edit");
    const row = await insertResource(db, {
      sessionId: body.sessionId,
      type: body.type,
      title: body.title,
      description: body.description,
      url: body.url,
      buttonText: body.type === "cta" ? body.buttonText : null,
      order: body.order,
    });
    res.status(201).json(toResource(row));
  });

  router.patch("/resources/:id", async (req, res) => {
    requireUser(req);
    const id = parseId(req);
    const parsed = parseBody(req, updateResourceBodySchema);
    const resource = await requireEditableResource(db, req, id);
    const changes: ResourceChanges = Object.fromEntries(
      Object.entries(parsed).filter(([, value]) => value !== undefined),
    );
    const isLink = (LINK_RESOURCE_TYPES as readonly string[]).includes(resource.type);
    if (!isLink && changes.url !== undefined)
      throw new DomainError("invalid", "A file resource has no URL");
    if (resource.type === "cta") {
      if (changes.description === null)
        throw new DomainError("invalid", "A call to action needs a description");
      if (changes.buttonText === null)
        throw new DomainError("invalid", "A call to action needs a button text");
    }
    res.json(toResource(await updateResource(db, id, changes)));
  });

  router.delete("/resources/:id", async (req, res) => {
    const resource = await requireEditableResource(db, req, parseId(req));
    await deleteResource(db, resource.id);
    if (resource.storedName) await removeStoredFiles(ctx, [resource.storedName]);
    res.json({ ok: true });
  });

  router.post("/resources/:id/download", async (req, res) => {
    const id = parseId(req);
    const body = parseWith(downloadBodySchema, req.body ?? {});
    const locale = gateLocale(req, body.locale);
    let mail: ConfirmMail | null = null;
    await runIdempotent(
      ctx,
      req,
      res,
      async (trx) => {
        const resource = await findResource(trx, id);
        if (!resource) throw new DomainError("resource_not_found", RESOURCE_NOT_FOUND);
        const session = await requireSession(trx, resource.sessionId);
        const speaker = await gateSpeaker(trx, session, locale);
        const network = networkOf(clientIp(req));
        await ensureVisitor(trx, req.visitorId);
        let lead: LeadRef | undefined;
        if (body.email !== undefined) {
          lead = await upsertLead(trx, session, {
            email: body.email,
            network,
            consentText: speaker.consentText,
            eventId: speaker.eventId,
          });
          await linkVisitor(trx, resource.sessionId, lead.id, req.visitorId);
        } else {
          const leadId = await leadOfVisitor(trx, resource.sessionId, req.visitorId);
          lead = leadId === undefined ? undefined : await findLead(trx, leadId);
          if (lead === undefined)
            throw new DomainError("email_required", MESSAGES.downloadEmailRequired);
        }
        await recordDownload(trx, {
          sessionId: resource.sessionId,
          resourceId: resource.id,
          leadId: lead.id,
          visitorId: req.visitorId,
          resourceTitle: resource.title,
          resourceType: resource.type,
          ipAddress: network,
        });
        if (session.confirmEmail === 1 && !lead.confirmed) {
          mail = await prepareConfirmation(ctx, trx, lead, resource, speaker.name, locale);
          const answer: DownloadResponse = { resourceId: resource.id, url: "", kind: "confirm" };
          return { status: 201, body: answer };
        }
        return { status: 201, body: await downloadAnswer(trx, resource) };
      },
      () => {
        if (mail) sendConfirmation(ctx, mail);
      },
    );
  });

  router.get("/resources/:id/file", async (req, res) => {
    const resource = await findResource(db, parseId(req));
    if (!resource?.storedName) throw new DomainError("resource_not_found", RESOURCE_NOT_FOUND);
    const session = await requireSession(db, resource.sessionId);
    const member = roleCan(await readerRole(db, req, session), "read");
    if (!member && !(await isValidDownloadToken(db, resource.id, req.query.token)))
      throw new DomainError("lead_required", MESSAGES.leadRequired);
    res.attachment(downloadFileName(resource.title, resource.storedName));
    res.set("X-Content-Type-Options", "nosniff");
    res.set("Cache-Control", "private, no-store");
    if (resource.mimeType) res.type(resource.mimeType);
    if (!(await ctx.storage.send(req, res, resource.storedName)))
      throw new DomainError("file_missing", "The file is missing");
  });

  return router;
}
