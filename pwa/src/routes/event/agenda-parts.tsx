/**
 * The pieces of the agenda /event/{slug} (docs/product.md, Events): one talk (its times in the
 * event's time zone, each in a <time>, its title linking to its page, room, track and speakers),
 * the "Now" and "Next" sections, and the search and filters, labelled, disabled until the app has
 * taken over a pre-rendered page. @lectern/shared's event-page-html.ts writes the same markup:
 * change them together.
 */
import {
  agendaTalkPath,
  talkTimeSegments,
  type PublicEvent,
  type PublicTalk,
} from "@lectern/shared";
import { useHydrated } from "../../app/use-hydrated.ts";
import { inputClass } from "../../attendee/styles.ts";
import { useTranslator } from "../../i18n/language.ts";

export const SECTION_HEADING_CLASS =
  "text-base font-semibold tracking-wide text-slate-700 uppercase";
const LABEL_CLASS = "block text-sm font-medium text-slate-800";

export function TalkItem({ talk, timeZone }: { talk: PublicTalk; timeZone: string }) {
  const translator = useTranslator();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-semibold text-brand-700">
        {talkTimeSegments(talk, timeZone, translator).map((segment, index) =>
          segment.dateTime === undefined ? (
            segment.text
          ) : (
            <time key={index} dateTime={segment.dateTime}>
              {segment.text}
            </time>
          ),
        )}
      </p>
      <h3 className="mt-1 font-semibold break-words text-slate-900">
        <a
          lang=""
          href={agendaTalkPath(talk.sessionId)}
          className="underline-offset-2 hover:underline"
        >
          {talk.title}
        </a>
      </h3>
      <p className="text-sm break-words text-slate-600">
        {[talk.room.name, talk.track].filter(Boolean).join(" · ")}
      </p>
      {talk.speakers.length > 0 && (
        <p className="text-sm break-words text-slate-700">{talk.speakers.join(", ")}</p>
      )}
    </li>
  );
}

/** "Now" or "Next": the talks, or what to say when there are none. */
export function NowOrNext({
  id,
  heading,
  empty,
  talks,
  timeZone,
}: {
  id: string;
  heading: string;
  empty: string;
  talks: readonly PublicTalk[];
  timeZone: string;
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className={SECTION_HEADING_CLASS}>
        {heading}
      </h2>
      {talks.length > 0 ? (
        <ul className="space-y-3">
          {talks.map((talk) => (
            <TalkItem key={talk.sessionId} talk={talk} timeZone={timeZone} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{empty}</p>
      )}
    </section>
  );
}

function FilterSelect({
  id,
  label,
  all,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  all: string;
  options: readonly { value: string; name: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const hydrated = useHydrated();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ""}
        disabled={!hydrated}
        onChange={(event) => onChange(event.target.value || null)}
        className={inputClass}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AgendaFilters({
  event,
  query,
  room,
  track,
  onQuery,
  onRoom,
  onTrack,
}: {
  event: PublicEvent;
  query: string;
  room: string | null;
  track: string | null;
  onQuery: (query: string) => void;
  onRoom: (room: string | null) => void;
  onTrack: (track: string | null) => void;
}) {
  const { t } = useTranslator();
  const hydrated = useHydrated();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="space-y-1 sm:col-span-2">
        <label htmlFor="agenda-search" className={LABEL_CLASS}>
          {t("Search talks")}
        </label>
        <input
          id="agenda-search"
          type="search"
          disabled={!hydrated}
          placeholder={t("Title, speaker, room or track")}
          className={inputClass}
          value={query}
          onChange={(change) => onQuery(change.target.value)}
        />
      </div>
      <FilterSelect
        id="agenda-room"
        label={t("Room")}
        all={t("All rooms")}
        options={event.rooms.map((r) => ({ value: r.slug, name: r.name }))}
        value={room}
        onChange={onRoom}
      />
      {event.tracks.length > 0 && (
        <FilterSelect
          id="agenda-track"
          label={t("Track")}
          all={t("All tracks")}
          options={event.tracks.map((name) => ({ value: name, name }))}
          value={track}
          onChange={onTrack}
        />
      )}
    </div>
  );
}
