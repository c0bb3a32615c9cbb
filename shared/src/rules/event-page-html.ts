/**
 * An event's agenda /event/{slug} as static HTML, for the server to answer a first visit with
 * before the app's JavaScript runs (sync-server/src/events/prerender.ts): the header, "Now" and
 * "Next" for the server's clock, the search and filters (disabled until the app has taken them
 * over), and every talk by day, in the visitor's language. It is the markup React renders for the
 * same read (pwa/src/routes/event/: agenda-page.tsx, agenda-parts.tsx, save-agenda-button.tsx;
 * components/language-switcher.tsx: change them together; agenda-page.test.tsx compares the two),
 * inside the marks of the app's Suspense boundary, with the public event as a JSON data block the
 * app shows while its own read runs.
 */
import { PRODUCT_NAME } from "../constants.ts";
import { LOCALE_NAMES, LOCALES } from "../i18n/locales.ts";
import type { Translator } from "../i18n/translate.ts";
import type { PublicEvent, PublicTalk } from "../schemas/event.ts";
import {
  AGENDA_LANGUAGE_SELECT_ID,
  agendaDays,
  dayHeading,
  eventDates,
  filterTalks,
  knownRoom,
  nowAndNext,
  PRERENDERED_EVENT_ELEMENT_ID,
  agendaTalkPath,
  talkTimeSegments,
} from "./agenda.ts";
import { escapeHtml, jsonDataBlock } from "./html.ts";
import type { PrerenderedPage } from "./session-page-html.ts";

const SUSPENSE_START = "<!--$-->";
const SUSPENSE_END = "<!--/$-->";

const SECTION_HEADING_CLASS = "text-base font-semibold tracking-wide text-slate-700 uppercase";
const LABEL_CLASS = "block text-sm font-medium text-slate-800";
/** attendee/styles.ts's inputClass. */
const INPUT_CLASS =
  "block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-600";
const SAVE_BUTTON_CLASS =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-600 disabled:hover:bg-transparent";

/** agenda-parts.tsx's TalkItem. */
function talkHtml(talk: PublicTalk, event: PublicEvent, translator: Translator): string {
  const times = talkTimeSegments(talk, event.timezone, translator)
    .map((segment) =>
      segment.dateTime === undefined
        ? escapeHtml(segment.text)
        : `<time datetime="${escapeHtml(segment.dateTime)}">${escapeHtml(segment.text)}</time>`,
    )
    .join("");
  const place = [talk.room.name, talk.track].filter(Boolean).join(" · ");
  return (
    `<li class="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">` +
    `<p class="text-sm font-semibold text-brand-700">${times}</p>` +
    `<h3 class="mt-1 font-semibold break-words text-slate-900"><a lang="" href="${escapeHtml(agendaTalkPath(talk.sessionId))}" class="underline-offset-2 hover:underline">${escapeHtml(talk.title)}</a></h3>` +
    `<p class="text-sm break-words text-slate-600">${escapeHtml(place)}</p>` +
    (talk.speakers.length > 0
      ? `<p class="text-sm break-words text-slate-700">${escapeHtml(talk.speakers.join(", "))}</p>`
      : "") +
    `</li>`
  );
}

/** agenda-parts.tsx's NowOrNext. */
function nowOrNextHtml(
  id: string,
  heading: string,
  empty: string,
  talks: readonly PublicTalk[],
  event: PublicEvent,
  translator: Translator,
): string {
  const list =
    talks.length > 0
      ? `<ul class="space-y-3">${talks.map((talk) => talkHtml(talk, event, translator)).join("")}</ul>`
      : `<p class="text-slate-600">${escapeHtml(empty)}</p>`;
  return (
    `<section aria-labelledby="${id}" class="space-y-2">` +
    `<h2 id="${id}" class="${SECTION_HEADING_CLASS}">${escapeHtml(heading)}</h2>${list}</section>`
  );
}

function selectHtml(
  id: string,
  label: string,
  all: string,
  options: readonly { value: string; name: string }[],
  chosen: string | null,
): string {
  const items = options
    .map(
      (option) =>
        `<option value="${escapeHtml(option.value)}"${option.value === chosen ? ' selected=""' : ""}>${escapeHtml(option.name)}</option>`,
    )
    .join("");
  return (
    `<div class="space-y-1"><label for="${id}" class="${LABEL_CLASS}">${escapeHtml(label)}</label>` +
    `<select id="${id}" disabled="" class="${INPUT_CLASS}"><option value=""${chosen === null ? ' selected=""' : ""}>${escapeHtml(all)}</option>${items}</select></div>`
  );
}

/** agenda-parts.tsx's AgendaFilters, empty but for the room. */
function filtersHtml(event: PublicEvent, room: string | null, { t }: Translator): string {
  const rooms = event.rooms.map((r) => ({ value: r.slug, name: r.name }));
  const tracks = event.tracks.map((track) => ({ value: track, name: track }));
  return (
    `<div class="grid gap-3 sm:grid-cols-2">` +
    `<div class="space-y-1 sm:col-span-2"><label for="agenda-search" class="${LABEL_CLASS}">${escapeHtml(t("Search talks"))}</label>` +
    `<input id="agenda-search" type="search" disabled="" placeholder="${escapeHtml(t("Title, speaker, room or track"))}" class="${INPUT_CLASS}" value=""></div>` +
    selectHtml("agenda-room", t("Room"), t("All rooms"), rooms, room) +
    (tracks.length > 0
      ? selectHtml("agenda-track", t("Track"), t("All tracks"), tracks, null)
      : "") +
    `</div>`
  );
}

/** save-agenda-button.tsx's SaveAgendaButton, checking what is saved already. */
function saveHtml({ t }: Translator): string {
  return (
    `<div class="rounded-xl border border-slate-200 bg-white p-3"><div class="flex flex-wrap items-center justify-between gap-3">` +
    `<p class="text-sm text-slate-700">${escapeHtml(t("Keep every talk page of this event on your device to open them with no network."))}</p>` +
    `<button type="button" disabled="" class="${SAVE_BUTTON_CLASS}">` +
    `<svg aria-hidden="true" viewBox="0 0 24 24" class="size-4" fill="none" stroke="currentColor" stroke-width="2"><path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14"></path></svg>` +
    `${escapeHtml(t("Save for offline"))}</button></div>` +
    `<p role="status" class="mt-2 text-sm text-slate-700 empty:hidden"></p></div>`
  );
}

/** The talks, filtered to the room, by day. */
function daysHtml(
  talks: readonly PublicTalk[],
  event: PublicEvent,
  translator: Translator,
): string {
  if (talks.length === 0)
    return `<p class="text-slate-600">${escapeHtml(translator.t("No talks match your search."))}</p>`;
  const days = agendaDays(talks, event.timezone)
    .map(({ day, talks: dayTalks }) => {
      const id = `agenda-day-${day}`;
      return (
        `<section aria-labelledby="${id}" class="space-y-2">` +
        `<h2 id="${id}" class="text-lg font-semibold text-slate-900">${escapeHtml(dayHeading(day, translator))}</h2>` +
        `<ol class="space-y-3">${dayTalks.map((talk) => talkHtml(talk, event, translator)).join("")}</ol></section>`
      );
    })
    .join("");
  return `<div class="space-y-6">${days}</div>`;
}

/** Everything under the header, as agenda-page.tsx's AgendaBody first renders it. */
function bodyHtml(
  event: PublicEvent,
  translator: Translator,
  nowMs: number,
  room: string | null,
): string {
  const { t } = translator;
  if (event.talks.length === 0)
    return `<p class="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">${escapeHtml(t("No talks yet. The agenda shows here once the organisers add them."))}</p>`;
  const inRoom = filterTalks(event.talks, { query: "", room, track: null });
  const { now, next } = nowAndNext({ talks: inRoom }, nowMs);
  return (
    saveHtml(translator) +
    nowOrNextHtml("agenda-now", t("Now"), t("Nothing on right now."), now, event, translator) +
    nowOrNextHtml(
      "agenda-next",
      t("Up next"),
      t("No more talks to come."),
      next,
      event,
      translator,
    ) +
    `<section aria-labelledby="agenda-all" class="space-y-4">` +
    `<h2 id="agenda-all" class="${SECTION_HEADING_CLASS}">${escapeHtml(t("All talks"))}</h2>` +
    filtersHtml(event, room, translator) +
    `<p role="status" class="sr-only"></p>` +
    daysHtml(inRoom, event, translator) +
    `</section>`
  );
}

/** The footer with components/language-switcher.tsx's select, the page's language chosen. */
function footerHtml({ t, locale }: Translator): string {
  const options = LOCALES.map(
    (option) =>
      `<option value="${option}" lang="${option}"${option === locale ? ' selected=""' : ""}>${escapeHtml(LOCALE_NAMES[option])}</option>`,
  ).join("");
  return (
    `<footer class="mx-auto max-w-3xl px-4 pb-[max(1.5rem,env(safe-area-inset-bottom))]"><div class="flex justify-center border-t border-slate-200 pt-4">` +
    `<div class="flex items-center gap-2 text-sm [&_select]:min-h-11"><label for="${AGENDA_LANGUAGE_SELECT_ID}" class="text-slate-600">${escapeHtml(t("Language"))}</label>` +
    `<select id="${AGENDA_LANGUAGE_SELECT_ID}" class="rounded-md border border-slate-500 bg-white px-2 py-1 text-slate-800">${options}</select></div></div></footer>`
  );
}

/**
 * The agenda's first screen and its data, in the translator's language, "Now" and "Next" for
 * `nowMs`; `roomSlug` (the page's ?room=) filters it to that room when the event has it.
 */
export function prerenderEventPage(
  event: PublicEvent,
  translator: Translator,
  nowMs: number,
  roomSlug: string | null,
): PrerenderedPage {
  const { t } = translator;
  const room = knownRoom(event, roomSlug);
  return {
    locale: translator.locale,
    title: `${escapeHtml(event.name)} · ${PRODUCT_NAME}`,
    root:
      SUSPENSE_START +
      `<main class="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">` +
      `<header class="space-y-1">` +
      `<h1 lang="" class="text-2xl font-bold break-words text-slate-900 sm:text-3xl">${escapeHtml(event.name)}</h1>` +
      `<p class="text-slate-700">${escapeHtml(eventDates(event, translator))}</p>` +
      (event.venue
        ? `<p lang="" class="break-words text-slate-700">${escapeHtml(event.venue)}</p>`
        : "") +
      `<p class="text-sm text-slate-600">${escapeHtml(t("Times in {zone}", { zone: event.timezone }))}</p>` +
      `</header>` +
      bodyHtml(event, translator, nowMs, room) +
      (event.description
        ? `<section aria-labelledby="agenda-about" class="space-y-2"><h2 id="agenda-about" class="${SECTION_HEADING_CLASS}">${escapeHtml(t("About the event"))}</h2>` +
          `<p lang="" class="break-words whitespace-pre-line text-slate-700">${escapeHtml(event.description)}</p></section>`
        : "") +
      `</main>${footerHtml(translator)}` +
      SUSPENSE_END +
      jsonDataBlock(PRERENDERED_EVENT_ELEMENT_ID, event),
  };
}
