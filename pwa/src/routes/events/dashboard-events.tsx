/**
 * The dashboard's Events section (docs/product.md, Dashboard and Events): the events the reader
 * created or is on the team of, each with its dates and the reader's role, opening its screen,
 * and "New event". While there is none it says what an event is for.
 */
import { eventDates, msg, type EventReaderRole } from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { useEvents } from "../../api/speaker/events.ts";
import { Link } from "../../components/link.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTranslator } from "../../i18n/language.ts";

const READER_ROLES: Record<EventReaderRole, string> = {
  owner: msg("Creator"),
  organizer: msg("Organiser"),
  viewer: msg("Viewer"),
};

/** A role that changes nothing reads grey, one that edits blue, as the session roles' badges. */
export const roleTone = (role: EventReaderRole) => (role === "viewer" ? "neutral" : "blue");

export function DashboardEvents() {
  const translator = useTranslator();
  const { t } = translator;
  const events = useEvents();
  return (
    <section aria-labelledby="your-events" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="your-events" className="text-xl font-semibold text-slate-900">
          {t("Events")}
        </h2>
        <Link to="/events/new" className={buttonClass("outline", "sm")}>
          {t("New event")}
        </Link>
      </div>
      {events.isPending ? (
        <div className="mt-4" aria-busy="true" aria-label={t("Loading your events")}>
          <Skeleton className="h-20" />
        </div>
      ) : events.isError ? (
        <p className="mt-4 text-sm text-red-700">
          {errorMessage(events.error, t("Your events could not be loaded."))}
        </p>
      ) : events.data.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          {t(
            "Running a conference? An event holds its talks in rooms, a public agenda and a QR code per room.",
          )}
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-3 lg:grid-cols-2">
          {events.data.map((event) => (
            <li
              key={event.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="min-w-0">
                <Link
                  to={`/events/${event.id}`}
                  lang=""
                  className="font-semibold [overflow-wrap:anywhere] text-brand-700 underline-offset-2 hover:underline"
                >
                  {event.name}
                </Link>
                <p className="text-sm text-slate-700">
                  {[eventDates(event, translator), event.venue].filter(Boolean).join(" · ")}
                </p>
              </div>
              <Badge tone={roleTone(event.role)}>{t(READER_ROLES[event.role])}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
