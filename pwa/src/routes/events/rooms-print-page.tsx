/**
 * /events/{id}/rooms/print (docs/product.md, Events, Rooms): a page per room to print and put up at
 * its door, with the room's name, the event's, the QR code of the room's link, the link itself and
 * "Scan for the talk on now in this room". The link stays right all event long: the server sends
 * it on to whatever is on then. A4 or Letter sets the printed page's size (the @page rule); on
 * screen the pages show as sheets of that paper, and only they are printed, never the toolbar.
 */
import { useState } from "react";
import { useParams } from "react-router";
import { idParamSchema, msg, type LecternEvent } from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { useEvent, useEventRooms, type RoomWithQr } from "../../api/speaker/events.ts";
import { useSessionExpiry } from "../../auth/use-session-expiry.ts";
import { Link } from "../../components/link.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { RequireUser } from "../../components/speaker-layout.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Icon } from "../../components/ui/icon.tsx";
import { inputClass } from "../../components/ui/input.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { EventNotFound, isEventMissing } from "./event-not-found.tsx";

type Paper = "A4" | "letter";

/** The sheet's shape on screen, as the paper's width to its height. */
const SHEET: Record<Paper, string> = { A4: "aspect-[210/297]", letter: "aspect-[8.5/11]" };

/** The paper sizes as the choice names them: A4 is the same in every language. */
const PAPER_NAMES: Record<Paper, string> = { A4: "A4", letter: msg("Letter") };

/** The printed page's size and margin. */
const pageRule = (paper: Paper) => `@page { size: ${paper}; margin: 12mm; }`;

/** Letter where it is the usual paper (the Americas' letter countries), A4 elsewhere. */
function usualPaper(): Paper {
  return /-(US|CA|MX|CL|CO|PH)$/i.test(navigator.language) ? "letter" : "A4";
}

function RoomSheet({
  room,
  event,
  paper,
}: {
  room: RoomWithQr;
  event: LecternEvent;
  paper: Paper;
}) {
  const { t } = useTranslator();
  const link = room.link.replace(/^https?:\/\//, "");
  return (
    <li
      className={cn(
        "mx-auto flex w-full max-w-xl flex-col items-center justify-center gap-4 bg-white p-8 text-center shadow-md",
        "print:h-[calc(100vh-1px)] print:max-w-none print:break-inside-avoid print:not-last:break-after-page print:shadow-none",
        SHEET[paper],
        "print:aspect-auto",
      )}
    >
      <p lang="" className="text-lg text-slate-700 [overflow-wrap:anywhere]">
        {event.name}
      </p>
      <h2
        lang=""
        className="text-4xl font-bold [overflow-wrap:anywhere] text-slate-900 sm:text-6xl"
      >
        {room.name}
      </h2>
      <img
        src={room.qrCode}
        alt={t("QR code of {room}: {link}", { room: room.name, link })}
        className="aspect-square w-3/5 max-w-80 [image-rendering:pixelated]"
      />
      <p className="font-mono text-lg [overflow-wrap:anywhere] text-slate-900">{link}</p>
      <p className="text-xl font-semibold text-slate-900">
        {t("Scan for the talk on now in this room")}
      </p>
    </li>
  );
}

function PrintRooms({ eventId }: { eventId: number | null }) {
  const { t } = useTranslator();
  const event = useEvent(eventId);
  const rooms = useEventRooms(event.data ? eventId : null);
  const [paper, setPaper] = useState<Paper>(usualPaper);
  useSessionExpiry(event.error, rooms.error);

  if (eventId === null) return <EventNotFound />;
  if (event.isPending)
    return (
      <div className="space-y-4 p-4" aria-busy="true" aria-label={t("Loading the event")}>
        <Skeleton className="mx-auto h-10 max-w-xl" />
        <Skeleton className="mx-auto aspect-[210/297] max-w-xl" />
      </div>
    );
  if (!event.data) {
    if (isEventMissing(event.error)) return <EventNotFound />;
    return (
      <Alert className="m-4" title={t("The event could not be loaded")}>
        {t("Please check your connection and try again.")}
      </Alert>
    );
  }
  const data = event.data;

  return (
    <>
      <style>{pageRule(paper)}</style>
      <div className="mx-auto max-w-xl space-y-4 px-4 pt-6 print:hidden">
        <Link to={`/events/${data.id}`} className={buttonClass("ghost", "sm", "-ml-3")}>
          <Icon path="M15 18l-6-6 6-6" />
          {t("Back to the event")}
        </Link>
        <PageTitle title={t("Room QR codes: {name}", { name: data.name })}>
          {t("Room QR codes")}
        </PageTitle>
        <p className="text-slate-700">
          {t(
            "Print a page per room and put it up at its door. Each QR code opens the talk on in that room at the time it is scanned, so the pages stay right all event long.",
          )}
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="paper" className="block text-sm font-medium text-slate-900">
              {t("Paper size")}
            </label>
            <select
              id="paper"
              value={paper}
              onChange={(changed) => setPaper(changed.target.value as Paper)}
              className={cn(inputClass, "mt-1 min-h-11 w-40")}
            >
              <option value="A4">{PAPER_NAMES.A4}</option>
              <option value="letter">{t(PAPER_NAMES.letter)}</option>
            </select>
          </div>
          <Button onClick={() => window.print()} disabled={!rooms.data?.length}>
            {t("Print")}
          </Button>
        </div>
      </div>

      {rooms.isPending ? (
        <div className="p-4" aria-busy="true" aria-label={t("Loading the rooms")}>
          <Skeleton className="mx-auto aspect-[210/297] max-w-xl" />
        </div>
      ) : rooms.isError ? (
        <Alert className="mx-auto m-4 max-w-xl" title={t("The rooms could not be loaded")}>
          {errorMessage(rooms.error, t("Please check your connection and try again."))}
        </Alert>
      ) : rooms.data.length === 0 ? (
        <p className="mx-auto m-4 max-w-xl rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t("No rooms yet. A room is made when a talk names it.")}
        </p>
      ) : (
        <ul
          aria-label={t("Pages to print")}
          className="space-y-6 px-4 py-6 print:space-y-0 print:p-0"
        >
          {rooms.data.map((room) => (
            <RoomSheet key={room.slug} room={room} event={data} paper={paper} />
          ))}
        </ul>
      )}
    </>
  );
}

export default function RoomsPrintPage() {
  const { id } = useParams();
  const parsed = idParamSchema.safeParse(id ?? "");
  return (
    <RequireUser redirectTo="/">
      {() => (
        <main
          id="main"
          tabIndex={-1}
          className="min-h-dvh bg-slate-100 outline-none print:bg-white"
        >
          <PrintRooms eventId={parsed.success ? parsed.data : null} />
        </main>
      )}
    </RequireUser>
  );
}
