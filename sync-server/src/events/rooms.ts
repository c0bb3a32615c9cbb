/**
 * A QR per room that stays right all event long (docs/product.md, Events): the room's link
 * /r/{event}/{room} redirects to the talk on now in that room, or the next one starting within
 * ROOM_NEXT_TALK_MINUTES, else to the agenda filtered to that room. The organiser's print page
 * reads every room's link and QR code from here; the projector of a talk in a room shows the
 * room's QR, public like a session's.
 */
import express, { type Router } from "express";
import QRCode from "qrcode";
import { DomainError, ROOM_NEXT_TALK_MINUTES, eventPagePath, roomLinkPath } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import { parseId } from "../http/validate.ts";
import { requireEventAbility } from "./access.ts";
import { eventBySlug, roomBySlug, roomsOf, talkInRoomAt } from "./repo.ts";

const QR_OPTIONS = { errorCorrectionLevel: "M", margin: 2, width: 512, type: "png" } as const;
const ROOM_NOT_FOUND = "This room is not on the event's agenda";

function roomQrPng(ctx: AppContext, eventSlug: string, roomSlug: string): Promise<Buffer> {
  return QRCode.toBuffer(`${ctx.config.publicUrl}${roomLinkPath(eventSlug, roomSlug)}`, QR_OPTIONS);
}

/** GET /api/events/:id/rooms: each room with its link and the PNG data URL of its QR code. */
export function roomRoutes(ctx: AppContext): Router {
  const router = express.Router();
  router.get("/events/:id/rooms", async (req, res) => {
    const { event } = await requireEventAbility(ctx.db, req, parseId(req), "read");
    const rooms = await roomsOf(ctx.db, event.id);
    res.json(
      await Promise.all(
        rooms.map(async (room) => {
          const link = `${ctx.config.publicUrl}${roomLinkPath(event.slug, room.slug)}`;
          const png = await roomQrPng(ctx, event.slug, room.slug);
          return {
            slug: room.slug,
            name: room.name,
            link,
            qrCode: `data:image/png;base64,${png.toString("base64")}`,
          };
        }),
      ),
    );
  });

  router.get("/events/:slug/rooms/:roomSlug/qr", async (req, res) => {
    const event = await eventBySlug(ctx.db, String(req.params.slug));
    const room = event && (await roomBySlug(ctx.db, event.id, String(req.params.roomSlug)));
    if (!event || !room) throw new DomainError("not_found", ROOM_NOT_FOUND);
    res.attachment(`qr-code-${event.slug}-${room.slug}.png`);
    res.type("image/png").send(await roomQrPng(ctx, event.slug, room.slug));
  });
  return router;
}

/** GET /r/:eventSlug/:roomSlug: 302 to the room's talk now, else to its agenda; never cached. */
export function roomRedirect(ctx: AppContext): Router {
  const router = express.Router();
  const now = ctx.config.clock ?? Date.now;
  router.get("/r/:eventSlug/:roomSlug", async (req, res, next) => {
    const event = await eventBySlug(ctx.db, req.params.eventSlug);
    if (!event) {
      next();
      return;
    }
    res.set("Cache-Control", "no-store");
    const room = await roomBySlug(ctx.db, event.id, req.params.roomSlug);
    const sessionId =
      room && (await talkInRoomAt(ctx.db, room.id, now(), ROOM_NEXT_TALK_MINUTES * 60_000));
    if (sessionId !== undefined) {
      res.redirect(302, `/session/${sessionId}`);
      return;
    }
    const agenda = eventPagePath(event.slug);
    res.redirect(302, room ? `${agenda}?room=${encodeURIComponent(room.slug)}` : agenda);
  });
  return router;
}
