/**
 * A session page's first screen as static HTML, for whoever answers a navigation to /session/{id}
 * before the app's JavaScript runs: the server on a first visit (sync-server/src/sessions/
 * prerender.ts) and the service worker on a repeat visit, from its last copies of the public view
 * and polls (pwa/src/offline/sw.ts). It is the markup React renders for the same reads, element,
 * attribute and text node alike, inside the marks of the app's Suspense boundary (pwa/src/routes/
 * session/: session-page.tsx, speaker-strip.tsx, collapsible-text.tsx, resource-list.tsx;
 * offline/save-for-offline-button.tsx, offline/outbox-status-bar.tsx,
 * components/language-switcher.tsx: change them together;
 * session-page-hydration.test.tsx compares the two), so React hydrates it rather than building the
 * page again, nothing moves when it does, and a phone on a slow network sees the slides' buttons
 * before the JavaScript has arrived. The public view and polls travel along as JSON data blocks,
 * which the app shows while its own reads (the session's counts the page view) run.
 */
import { PRODUCT_NAME } from "../constants.ts";
import { LOCALE_NAMES, LOCALES, type Locale } from "../i18n/locales.ts";
import type { Translator } from "../i18n/translate.ts";
import type { Poll } from "../schemas/poll.ts";
import type { Resource } from "../schemas/resource.ts";
import type { PublicSession } from "../schemas/session.ts";
import type { PublicSpeaker } from "../schemas/user.ts";
import { agendaPath, talkPlaceAndTime } from "./agenda.ts";
import { escapeHtml, jsonDataBlock } from "./html.ts";
import {
  PRERENDERED_POLLS_ELEMENT_ID,
  PRERENDERED_SESSION_ELEMENT_ID,
} from "./prerendered-blocks.ts";
import { normalizeUrl } from "./url.ts";
import {
  buttonTextOf,
  previewOf,
  RESOURCE_GROUPS,
  RESOURCE_ICON_PATHS,
  resourcesOfGroup,
  type ResourcePreview,
  SESSION_LANGUAGE_SELECT_ID,
  speakerTextLang,
  SESSION_PANEL_LOADING,
  SESSION_TAB_CLASS,
  STATUS_LINE_CLASS,
  SESSION_TAB_LABELS,
  SESSION_TAB_LIST_CLASS,
  sessionTabs,
  speakerFullName,
  speakerInitials,
  speakerRole,
  type SessionTab,
  isLongText,
} from "./session-page.ts";

/** A page's first screen, as HTML already escaped. */
export interface PrerenderedPage {
  /** The language it is written in, for <html lang>. */
  locale: Locale;
  /** The document's title. */
  title: string;
  /** Replaces index.html's placeholder in #root (between its app-shell comments). */
  root: string;
}

/**
 * The marks React's server rendering puts around the content of a Suspense boundary: the app's
 * screens sit in one (app/router.tsx), and hydrating expects to find its marks around them.
 */
const SUSPENSE_START = "<!--$-->";
const SUSPENSE_END = "<!--/$-->";

/**
 * collapsible-text.tsx's SHOW_MORE_CLASS, written out there too, where Tailwind reads class names
 * (it does not read this package).
 */
const SHOW_MORE_CLASS =
  "min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline sm:hidden";

/** pwa/src/routes/session/collapsible-text.tsx's CollapsibleText, collapsed. */
function collapsibleTextHtml(
  id: string,
  text: string,
  lines: 2 | 3,
  className: string,
  { t }: Translator,
  lang?: string,
): string {
  const langAttr = lang === undefined ? "" : ` lang="${escapeHtml(lang)}"`;
  if (!isLongText(text, lines)) return `<p${langAttr} class="${className}">${escapeHtml(text)}</p>`;
  return (
    `<div><p id="${id}"${langAttr} class="${className} max-sm:line-clamp-${lines}">${escapeHtml(text)}</p>` +
    `<button type="button" aria-expanded="false" aria-controls="${id}" class="${SHOW_MORE_CLASS}">${escapeHtml(t("Show more"))}</button></div>`
  );
}

function speakerStripHtml(speaker: PublicSpeaker, translator: Translator): string {
  const { t } = translator;
  const fullName = escapeHtml(speakerFullName(speaker));
  const role = speakerRole(speaker, translator);
  const linkedin = normalizeUrl(speaker.linkedinUrl ?? "");
  const picture = speaker.profilePicture
    ? `<img src="${escapeHtml(speaker.profilePicture)}" alt="${fullName}" width="64" height="64" class="size-16 shrink-0 rounded-full object-cover">`
    : `<div aria-hidden="true" class="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-800">${escapeHtml(speakerInitials(speaker))}</div>`;
  return (
    `<section aria-label="${escapeHtml(t("Speaker"))}" class="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">${picture}` +
    `<div class="min-w-0 space-y-1"><p class="font-semibold text-slate-900">${fullName}</p>` +
    (role ? `<p class="text-sm text-slate-700">${escapeHtml(role)}</p>` : "") +
    (speaker.bio
      ? collapsibleTextHtml(
          "speaker-bio",
          speaker.bio,
          2,
          "text-sm whitespace-pre-line text-slate-600",
          translator,
        )
      : "") +
    (linkedin
      ? `<a href="${escapeHtml(linkedin)}" target="_blank" rel="noopener noreferrer" class="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline">` +
        `${escapeHtml(t("LinkedIn profile"))}<span class="sr-only"> ${escapeHtml(t("of {name} (opens in a new tab)", { name: speakerFullName(speaker) }))}</span></a>`
      : "") +
    `</div></section>`
  );
}

/** "Now answering", as session-page.tsx's PinnedQuestion renders it, with its live region, empty. */
function pinnedQuestionHtml(session: PublicSession, { t }: Translator): string {
  const pinned = session.pinnedQuestion;
  const region = `<p role="status" class="sr-only"></p>`;
  if (!pinned) return region;
  return (
    `<section aria-label="${escapeHtml(t("Now answering"))}" class="rounded-xl border-2 border-brand-600 bg-brand-50 px-4 py-3">` +
    `<h2 class="text-sm font-semibold tracking-wide text-brand-800 uppercase">${escapeHtml(t("Now answering"))}</h2>` +
    `<p lang="${escapeHtml(speakerTextLang(session.language))}" class="mt-1 text-lg font-medium break-words whitespace-pre-line text-slate-900">${escapeHtml(pinned.questionText)}</p></section>` +
    region
  );
}

/** Save for offline as save-for-offline-button.tsx first renders it: checking what is saved already. */
function saveForOfflineHtml(resources: readonly Resource[], { t }: Translator): string {
  if (!resources.some((resource) => resource.filePath)) return "";
  return (
    `<div class="rounded-xl border border-slate-200 bg-white p-3"><div class="flex flex-wrap items-center justify-between gap-3">` +
    `<p class="text-sm text-slate-700">${escapeHtml(t("Keep this session's files on your device to open them with no network."))}</p>` +
    `<button type="button" disabled="" class="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-600 disabled:hover:bg-transparent">` +
    `<svg aria-hidden="true" viewBox="0 0 24 24" class="size-4" fill="none" stroke="currentColor" stroke-width="2"><path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14"></path></svg>` +
    `${escapeHtml(t("Save for offline"))}</button></div></div>`
  );
}

/** The word under a resource's outline, as resource-list.tsx writes it. */
export function placeholderLabel(
  preview: Exclude<ResourcePreview, "image">,
  t: Translator["t"],
): string {
  if (preview === "pdf") return t("PDF");
  if (preview === "picture") return t("Image");
  return t("External Link");
}

/** One card of resource-list.tsx's ResourceCard, not busy. */
function resourceCardHtml(resource: Resource, { t }: Translator, lang: string): string {
  const preview = previewOf(resource);
  const titleId = `resource-${resource.id}-title`;
  const picture =
    preview === "image"
      ? `<img src="${escapeHtml(resource.filePath ?? "")}" alt="${escapeHtml(t("Preview of {title}", { title: resource.title }))}" loading="lazy" width="80" height="80" class="size-20 shrink-0 rounded-lg bg-slate-100 object-cover">`
      : `<div class="flex size-20 shrink-0 flex-col items-center justify-center gap-1 rounded-lg bg-slate-100 text-slate-700">` +
        `<svg aria-hidden="true" viewBox="0 0 24 24" class="size-7" fill="none" stroke="currentColor" stroke-width="1.8"><path stroke-linecap="round" stroke-linejoin="round" d="${RESOURCE_ICON_PATHS[preview]}"></path></svg>` +
        `<span class="text-[11px] leading-tight font-semibold">${escapeHtml(placeholderLabel(preview, t))}</span></div>`;
  return (
    `<li class="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">${picture}` +
    `<div class="flex min-w-0 flex-1 flex-col gap-2"><div class="min-w-0">` +
    `<h3 id="${titleId}" lang="${escapeHtml(lang)}" class="font-semibold break-words text-slate-900">${escapeHtml(resource.title)}</h3>` +
    (resource.description
      ? `<p lang="${escapeHtml(lang)}" class="text-sm break-words text-slate-600">${escapeHtml(resource.description)}</p>`
      : "") +
    `</div><button type="button" disabled="" aria-describedby="${titleId}" class="${RESOURCE_BUTTON_CLASS}">${escapeHtml(buttonTextOf(resource, t))}</button></div></li>`
  );
}

/** attendee/styles.ts's primaryButtonClass, placed as resource-list.tsx places it. */
const RESOURCE_BUTTON_CLASS =
  "rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400 self-start text-sm";

/** The Resources tab: Save for offline, then resource-list.tsx's groups. */
function resourcesPanelHtml(
  resources: readonly Resource[],
  translator: Translator,
  lang: string,
): string {
  const groups = RESOURCE_GROUPS.map(({ type, heading }) => {
    const items = resourcesOfGroup(resources, type);
    if (items.length === 0) return "";
    return (
      `<section aria-labelledby="resources-${type}" class="space-y-3">` +
      `<h2 id="resources-${type}" class="text-base font-semibold tracking-wide text-slate-700 uppercase">${escapeHtml(translator.t(heading))}</h2>` +
      `<ul class="space-y-3">${items.map((r) => resourceCardHtml(r, translator, lang)).join("")}</ul></section>`
    );
  }).join("");
  return `<div class="space-y-4">${saveForOfflineHtml(resources, translator)}<div class="space-y-6">${groups}</div></div>`;
}

/**
 * The sections as session-page.tsx first renders them: the tab bar when there is more than one,
 * and the first tab's panel: Resources filled, Q&A and Polls with the loading line the app shows
 * until their code has arrived (the same markup, so React takes the page over as it is). The tabs stay disabled until
 * the app has taken them over (useHydrated): a tap before then would be lost, and a disabled tab says
 * it is not ready.
 */
function sectionsHtml(
  session: PublicSession,
  polls: readonly Poll[],
  translator: Translator,
): string {
  const tabs = sessionTabs(session, polls);
  const active = tabs[0]!;
  const { t } = translator;
  const panel = (tab: SessionTab) => {
    if (tab !== active) return "";
    if (tab === "resources")
      return resourcesPanelHtml(session.resources, translator, speakerTextLang(session.language));
    return `<p role="status" class="${STATUS_LINE_CLASS}">${escapeHtml(t(SESSION_PANEL_LOADING[tab]))}</p>`;
  };
  if (tabs.length === 1) return `<div>${panel(active)}</div>`;
  const buttons = tabs
    .map((tab) => {
      const selected = tab === active;
      return `<button type="button" disabled="" role="tab" id="session-tab-${tab}" aria-selected="${selected}" aria-controls="session-panel-${tab}" tabindex="${selected ? 0 : -1}" class="${SESSION_TAB_CLASS}">${escapeHtml(t(SESSION_TAB_LABELS[tab]))}</button>`;
    })
    .join("");
  const panels = tabs
    .map(
      (tab) =>
        `<div role="tabpanel" id="session-panel-${tab}" aria-labelledby="session-tab-${tab}"${tab === active ? "" : ' hidden=""'} tabindex="0">${panel(tab)}</div>`,
    )
    .join("");
  return `<div class="space-y-4"><div role="tablist" aria-label="${escapeHtml(t("Session sections"))}" class="${SESSION_TAB_LIST_CLASS}">${buttons}</div>${panels}</div>`;
}

/** The footer with components/language-switcher.tsx's select, the page's language chosen. */
function footerHtml({ t, locale }: Translator): string {
  const options = LOCALES.map(
    (option) =>
      `<option value="${option}" lang="${option}"${option === locale ? ' selected=""' : ""}>${escapeHtml(LOCALE_NAMES[option])}</option>`,
  ).join("");
  return (
    `<footer class="mx-auto max-w-3xl px-4 pb-[max(1.5rem,env(safe-area-inset-bottom))]"><div class="flex justify-center border-t border-slate-200 pt-4">` +
    `<div class="flex items-center gap-2 text-sm [&_select]:min-h-11"><label for="${SESSION_LANGUAGE_SELECT_ID}" class="text-slate-600">${escapeHtml(t("Language"))}</label>` +
    `<select id="${SESSION_LANGUAGE_SELECT_ID}" class="rounded-md border border-slate-500 bg-white px-2 py-1 text-slate-800">${options}</select></div></div></footer>`
  );
}

/**
 * The header's event line, as session-page.tsx's EventLine renders it: the event's name, and for a
 * talk of a Lectern event a link to its agenda and a line with the room and time.
 */
function eventLineHtml(session: PublicSession, translator: Translator): string {
  const lang = escapeHtml(speakerTextLang(session.language));
  const nameClass =
    "text-sm font-semibold tracking-wide [overflow-wrap:anywhere] text-brand-700 uppercase";
  const { event } = session;
  if (!event) return `<p lang="${lang}" class="${nameClass}">${escapeHtml(session.eventName)}</p>`;
  const { place, times } = talkPlaceAndTime(event, translator);
  const timesHtml = times
    .map((segment) =>
      segment.dateTime === undefined
        ? escapeHtml(segment.text)
        : `<time datetime="${escapeHtml(segment.dateTime)}">${escapeHtml(segment.text)}</time>`,
    )
    .join("");
  return (
    `<p lang="${lang}" class="${nameClass}"><a href="${escapeHtml(agendaPath(event.slug))}" class="underline-offset-2 hover:underline">${escapeHtml(event.name)}</a></p>` +
    `<p class="text-sm text-slate-600"><span>${escapeHtml(place)}</span>${timesHtml}</p>`
  );
}

/**
 * The page's first screen (the outbox status bar with nothing to say) and its data, in the
 * translator's language.
 */
export function prerenderSessionPage(
  session: PublicSession,
  polls: readonly Poll[],
  translator: Translator,
): PrerenderedPage {
  const lang = escapeHtml(speakerTextLang(session.language));
  return {
    locale: translator.locale,
    title: `${escapeHtml(session.title)} · ${PRODUCT_NAME}`,
    root:
      SUSPENSE_START +
      `<main class="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-10">` +
      `<div class="space-y-2"><div><div role="status" aria-live="polite" data-testid="outbox-status"></div></div></div>` +
      `<header class="space-y-2">${eventLineHtml(session, translator)}` +
      `<h1 lang="${lang}" class="text-2xl font-bold break-words text-slate-900 sm:text-3xl">${escapeHtml(session.title)}</h1>` +
      collapsibleTextHtml(
        "session-description",
        session.description,
        3,
        "break-words whitespace-pre-line text-slate-700",
        translator,
        speakerTextLang(session.language),
      ) +
      `</header>` +
      `${speakerStripHtml(session.user, translator)}${pinnedQuestionHtml(session, translator)}` +
      `${sectionsHtml(session, polls, translator)}</main>${footerHtml(translator)}` +
      SUSPENSE_END +
      jsonDataBlock(PRERENDERED_SESSION_ELEMENT_ID, session) +
      jsonDataBlock(PRERENDERED_POLLS_ELEMENT_ID, polls),
  };
}

const SHELL_LANG = /<html lang="[^"]*"/;
const SHELL_TITLE = /<title>[^<]*<\/title>/;
/** With the white space around it, which would be text where React expects the page's first element. */
const SHELL_ROOT = /\s*<!--app-shell-->[\s\S]*<!--\/app-shell-->\s*/;

/** index.html saying it is written in `locale`, so the first paint is announced in that language. */
export function shellInLanguage(shell: string, locale: Locale): string {
  return shell.replace(SHELL_LANG, `<html lang="${locale}"`);
}

/** index.html with `page` in place of its title and #root placeholder; null when it has no placeholder. */
export function fillAppShell(shell: string, page: PrerenderedPage): string | null {
  if (!SHELL_ROOT.test(shell)) return null;
  return shellInLanguage(shell, page.locale)
    .replace(SHELL_TITLE, () => `<title>${page.title}</title>`)
    .replace(SHELL_ROOT, () => page.root);
}
