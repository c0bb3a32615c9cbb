/**
 * An embedded poll's first screen as static HTML, for the server to answer a first visit to
 * /embed/poll/{id} with before the app's JavaScript runs (sync-server/src/polls/prerender.ts): the
 * card's title, state, count of voters and question, with the markup and Tailwind classes of
 * pwa/src/routes/embed-poll/embed-poll-page.tsx and attendee/poll-card.tsx (change them together),
 * so a phone on a slow network reads the question at once and nothing moves when React takes over.
 * The poll travels along as a JSON data block, which the app shows while its own read runs; the
 * vote form or results below the question come with the app.
 */
import { PRODUCT_NAME } from "../constants.ts";
import type { Translator } from "../i18n/translate.ts";
import type { EmbedPoll } from "../schemas/poll.ts";
import { escapeHtml, jsonDataBlock } from "./html.ts";
import { PRERENDERED_EMBED_POLL_ELEMENT_ID } from "./prerendered-blocks.ts";
import { pollBadgeClass, pollLabel, votesLabel } from "./poll-card.ts";
import { POLL_STATE_MESSAGES } from "./poll-state-messages.ts";
import { speakerTextLang } from "./session-page.ts";
import type { PrerenderedPage } from "./session-page-html.ts";

/** The card as the embed first renders it, an open or closed poll whose viewer's vote is still being read. */
export function prerenderEmbedPoll(poll: EmbedPoll, translator: Translator): PrerenderedPage {
  const { t, plural } = translator;
  const open = poll.state === "open";
  const tone = open ? "open" : "closed";
  const lang = escapeHtml(speakerTextLang(poll.sessionLanguage));
  return {
    locale: translator.locale,
    title: `${escapeHtml(pollLabel(poll))} · ${PRODUCT_NAME}`,
    root:
      `<div class="flex min-h-dvh flex-col bg-white"><main class="mx-auto w-full max-w-xl flex-1 p-4">` +
      `<article aria-labelledby="embed-poll-title" class="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 space-y-3">` +
      `<div class="flex flex-wrap items-start justify-between gap-2">` +
      `<h1 id="embed-poll-title" lang="${lang}" class="min-w-0 text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">${escapeHtml(pollLabel(poll))}</h1>` +
      `<div class="flex items-center gap-2 text-sm text-slate-600"><span class="${pollBadgeClass(tone)}">${escapeHtml(open ? t("Live") : t("Closed"))}</span>` +
      `<span class="tabular-nums">${escapeHtml(votesLabel(plural, poll.results.totalVoters))}</span></div></div>` +
      (poll.title
        ? `<p lang="${lang}" class="[overflow-wrap:anywhere] text-slate-800">${escapeHtml(poll.question)}</p>`
        : "") +
      (open
        ? `<p role="status" class="py-2 text-sm text-slate-600">${escapeHtml(t("Loading poll..."))}</p>`
        : `<p class="text-sm font-medium text-slate-700">${escapeHtml(t(POLL_STATE_MESSAGES.pollClosed))}</p>`) +
      `</article></main></div>` +
      jsonDataBlock(PRERENDERED_EMBED_POLL_ELEMENT_ID, poll),
  };
}
