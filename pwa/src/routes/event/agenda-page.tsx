/**
 * The public agenda /event/{slug} (docs/product.md, Events), the page a room's QR lands on when
 * nothing is on there (?room= filters it to that room): the event's name, dates and venue; Save
 * for offline (every talk page kept on the device); "Now" and "Next" for the browser's clock,
 * looked at again every minute; then every talk by day, with a search (said politely: "3 talks
 * found") and room and track filters; in the visitor's language. It reads GET
 * /api/events/{slug}/public, shown first from the server's pre-rendered copy (event-page-html.ts
 * writes the same markup), and opens offline after one visit from the service worker's copy.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useParams, useSearchParams } from "react-router";
import {
  AGENDA_LANGUAGE_SELECT_ID,
  AGENDA_ROOM_PARAM,
  agendaDays,
  dayHeading,
  eventDates,
  filterTalks,
  knownRoom,
  nowAndNext,
  type PublicEvent,
} from "@lectern/shared";
import { ApiError, isNetworkError } from "../../api/client.ts";
import { useLazyModule } from "../../app/lazy-module.ts";
import { publicEventPath, usePublicEvent } from "../../attendee/agenda-query.ts";
import { primaryButtonClass } from "../../attendee/styles.ts";
import { LiveRegion, useAnnouncer } from "../../components/announcer.tsx";
import { LanguageSwitcher } from "../../components/language-switcher.tsx";
import { useDocumentTitle } from "../../components/page-title.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { useOfflineCopy } from "../../offline/offline-copy.ts";
import { useOnline } from "../../offline/use-online.ts";
import { AgendaFilters, NowOrNext, SECTION_HEADING_CLASS, TalkItem } from "./agenda-parts.tsx";
import { SaveAgendaButton } from "./save-agenda-button.tsx";

const loadOfflineCopyNotice = () => import("../../offline/offline-copy-notice.tsx");

const MINUTE_MS = 60_000;

/** The browser's clock, read again at the start of every minute. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS));
    };
    timer = setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS));
    return () => clearTimeout(timer);
  }, []);
  return now;
}

function CenteredMessage({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-2 px-4 text-center">
      {children}
    </main>
  );
}

function EventNotFound() {
  const { t } = useTranslator();
  useDocumentTitle(t("Event Not Found"));
  return (
    <CenteredMessage>
      <h1 className="text-2xl font-semibold text-slate-900">{t("Event Not Found")}</h1>
      <p className="text-slate-600">{t("This event doesn't exist or has been removed.")}</p>
      <a href="/" className={`${primaryButtonClass} mt-6`}>
        {t("Back to Home")}
      </a>
      <LanguageSwitcher id={AGENDA_LANGUAGE_SELECT_ID} className="mt-8 [&_select]:min-h-11" />
    </CenteredMessage>
  );
}

/** The read failed: offline with no copy of this agenda on the device, or the server's trouble. */
function AgendaUnavailable({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  const { t } = useTranslator();
  const title = offline ? t("You're offline") : t("The agenda could not be loaded");
  useDocumentTitle(title);
  return (
    <CenteredMessage>
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="text-slate-600">
        {offline
          ? t(
              "This agenda is not saved on this device yet. Open it once online to have it offline.",
            )
          : t("Check your connection, then try again.")}
      </p>
      <button type="button" onClick={onRetry} className={`${primaryButtonClass} mt-6`}>
        {t("Try again")}
      </button>
    </CenteredMessage>
  );
}

/** The offline-copy note, whose code loads only once there is something to say. */
function AgendaOfflineNotice({ slug }: { slug: string }) {
  const paths = useMemo(() => [publicEventPath(slug)], [slug]);
  const online = useOnline();
  const copyAt = useOfflineCopy(paths);
  const notice = useLazyModule(loadOfflineCopyNotice, !online || copyAt !== undefined);
  return notice ? <notice.OfflineCopyNotice paths={paths} /> : null;
}

/** Says how many talks the search and filters leave, politely, each time they change. */
function useResultAnnouncer(count: number, filterKey: string) {
  const { plural } = useTranslator();
  const { text, announce } = useAnnouncer();
  const said = useRef(filterKey);
  useEffect(() => {
    if (said.current === filterKey) return;
    said.current = filterKey;
    announce(plural(count, { one: "# talk found", other: "# talks found" }));
  }, [filterKey, count, announce, plural]);
  return text;
}

function AgendaBody({ event }: { event: PublicEvent }) {
  const { t } = useTranslator();
  const [searchParams, setSearchParams] = useSearchParams();
  const room = knownRoom(event, searchParams.get(AGENDA_ROOM_PARAM));
  const [chosenTrack, setTrack] = useState<string | null>(null);
  const track = chosenTrack !== null && event.tracks.includes(chosenTrack) ? chosenTrack : null;
  const [query, setQuery] = useState("");
  const nowMs = useMinuteClock();

  const inFilters = filterTalks(event.talks, { query: "", room, track });
  const { now, next } = nowAndNext({ talks: inFilters }, nowMs);
  const shown = filterTalks(inFilters, { query, room: null, track: null });
  const spoken = useResultAnnouncer(shown.length, `${query}\n${room}\n${track}`);
  const sessionIds = useMemo(() => event.talks.map((talk) => talk.sessionId), [event.talks]);

  const chooseRoom = (slug: string | null) =>
    setSearchParams(
      (params) => {
        if (slug === null) params.delete(AGENDA_ROOM_PARAM);
        else params.set(AGENDA_ROOM_PARAM, slug);
        return params;
      },
      { replace: true },
    );

  if (event.talks.length === 0)
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
        {t("No talks yet. The agenda shows here once the organisers add them.")}
      </p>
    );
  return (
    <>
      <SaveAgendaButton sessionIds={sessionIds} />
      <NowOrNext
        id="agenda-now"
        heading={t("Now")}
        empty={t("Nothing on right now.")}
        talks={now}
        timeZone={event.timezone}
      />
      <NowOrNext
        id="agenda-next"
        heading={t("Up next")}
        empty={t("No more talks to come.")}
        talks={next}
        timeZone={event.timezone}
      />
      <section aria-labelledby="agenda-all" className="space-y-4">
        <h2 id="agenda-all" className={SECTION_HEADING_CLASS}>
          {t("All talks")}
        </h2>
        <AgendaFilters
          event={event}
          query={query}
          room={room}
          track={track}
          onQuery={setQuery}
          onRoom={chooseRoom}
          onTrack={setTrack}
        />
        <LiveRegion text={spoken} />
        {shown.length === 0 ? (
          <p className="text-slate-600">{t("No talks match your search.")}</p>
        ) : (
          <div className="space-y-6">
            {agendaDays(shown, event.timezone).map(({ day, talks }) => (
              <AgendaDaySection key={day} day={day} talks={talks} timeZone={event.timezone} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}

function AgendaDaySection({
  day,
  talks,
  timeZone,
}: {
  day: string;
  talks: PublicEvent["talks"];
  timeZone: string;
}) {
  const translator = useTranslator();
  const id = `agenda-day-${day}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {dayHeading(day, translator)}
      </h2>
      <ol className="space-y-3">
        {talks.map((talk) => (
          <TalkItem key={talk.sessionId} talk={talk} timeZone={timeZone} />
        ))}
      </ol>
    </section>
  );
}

function AgendaContent({ event }: { event: PublicEvent }) {
  const translator = useTranslator();
  const { t } = translator;
  useDocumentTitle(event.name);
  return (
    <>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
        <AgendaOfflineNotice slug={event.slug} />
        <header className="space-y-1">
          <h1 lang="" className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
            {event.name}
          </h1>
          <p className="text-slate-700">{eventDates(event, translator)}</p>
          {event.venue && (
            <p lang="" className="break-words text-slate-700">
              {event.venue}
            </p>
          )}
          <p className="text-sm text-slate-600">{t("Times in {zone}", { zone: event.timezone })}</p>
        </header>
        <AgendaBody event={event} />
        {event.description && (
          <section aria-labelledby="agenda-about" className="space-y-2">
            <h2 id="agenda-about" className={SECTION_HEADING_CLASS}>
              {t("About the event")}
            </h2>
            <p lang="" className="break-words whitespace-pre-line text-slate-700">
              {event.description}
            </p>
          </section>
        )}
      </main>
      <footer className="mx-auto max-w-3xl px-4 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
        <div className="flex justify-center border-t border-slate-200 pt-4">
          <LanguageSwitcher id={AGENDA_LANGUAGE_SELECT_ID} className="[&_select]:min-h-11" />
        </div>
      </footer>
    </>
  );
}

export default function AgendaPage() {
  const { t } = useTranslator();
  const { slug = "" } = useParams();
  const event = usePublicEvent(slug);

  if (event.isError) {
    if (event.error instanceof ApiError && event.error.status === 404) return <EventNotFound />;
    return (
      <AgendaUnavailable
        offline={isNetworkError(event.error)}
        onRetry={() => void event.refetch()}
      />
    );
  }
  if (event.isPending)
    return (
      <CenteredMessage>
        <p role="status" className="text-slate-600">
          {t("Loading agenda...")}
        </p>
      </CenteredMessage>
    );
  return <AgendaContent event={event.data} />;
}
