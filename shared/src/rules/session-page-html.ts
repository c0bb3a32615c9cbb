/**
 * A session page's first screen as static HTML, for whoever answers a navigation to /session/{id}
 * before the app's JavaScript runs: the server on a first visit (sync-server/src/sessions/
 * prerender.ts) and the service worker on a repeat visit, from its last copy of the public view
 * (pwa/src/offline/sw.ts). The header and speaker strip use the markup and Tailwind classes the
 * React page renders (pwa/src/routes/session/session-page.tsx and speaker-strip.tsx: change them
 * together), so nothing moves when React takes over; the public view travels along as a JSON data
 * block, which the app shows while its own read (the one that counts the page view) runs.
 */
import { PRODUCT_NAME } from "../constants.ts";
import type { Locale } from "../i18n/locales.ts";
import type { Translator } from "../i18n/translate.ts";
import type { PublicSession } from "../schemas/session.ts";
import type { PublicSpeaker } from "../schemas/user.ts";
import { normalizeUrl } from "./url.ts";
import {
  PRERENDERED_SESSION_ELEMENT_ID,
  speakerFullName,
  speakerInitials,
  speakerRole,
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

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text (or an attribute value) as HTML that shows exactly that text. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * A JSON data block: never executed (so the CSP's script-src 'self' is not involved), and with
 * every "<" written as \u003c, no text inside can close the element or open a comment.
 */
function jsonDataBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;
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
      ? `<p class="text-sm whitespace-pre-line text-slate-600">${escapeHtml(speaker.bio)}</p>`
      : "") +
    (linkedin
      ? `<a href="${escapeHtml(linkedin)}" target="_blank" rel="noopener noreferrer" class="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline">` +
        `${escapeHtml(t("LinkedIn profile"))}<span class="sr-only"> ${escapeHtml(t("of {name} (opens in a new tab)", { name: speakerFullName(speaker) }))}</span></a>`
      : "") +
    `</div></section>`
  );
}

/**
 * The page down to the speaker strip (the empty div stands where the outbox status bar renders
 * nothing), and its data, in the translator's language.
 */
export function prerenderSessionPage(
  session: PublicSession,
  translator: Translator,
): PrerenderedPage {
  return {
    locale: translator.locale,
    title: `${escapeHtml(session.title)} · ${PRODUCT_NAME}`,
    root:
      `<main class="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-10"><div class="space-y-2"></div>` +
      `<header class="space-y-2"><p class="text-sm font-semibold tracking-wide text-brand-700 uppercase">${escapeHtml(session.eventName)}</p>` +
      `<h1 class="text-2xl font-bold break-words text-slate-900 sm:text-3xl">${escapeHtml(session.title)}</h1>` +
      `<p class="break-words whitespace-pre-line text-slate-700">${escapeHtml(session.description)}</p></header>` +
      `${speakerStripHtml(session.user, translator)}</main>` +
      jsonDataBlock(PRERENDERED_SESSION_ELEMENT_ID, session),
  };
}

const SHELL_LANG = /<html lang="[^"]*"/;
const SHELL_TITLE = /<title>[^<]*<\/title>/;
const SHELL_ROOT = /<!--app-shell-->[\s\S]*<!--\/app-shell-->/;

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
