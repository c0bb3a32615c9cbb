/**
 * What a poll's card as attendees see it (pwa/src/attendee/poll-card.tsx) shares with its
 * pre-rendered copy in the embed's first HTML (embed-poll-html.ts), so both say the same.
 */
import type { Translator } from "../i18n/translate.ts";

/** The count of votes in words: "1 vote", "12 votes". */
export function votesLabel(plural: Translator["plural"], count: number): string {
  return plural(count, { one: "# vote", other: "# votes" });
}

/** The state badge's Tailwind classes. */
export function pollBadgeClass(tone: "open" | "closed"): string {
  const colours = tone === "open" ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-800";
  return `inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours}`;
}

/**
 * What lists, headings and the projector call a poll: its title, or its question when it has no
 * title (docs/product.md, Polls).
 */
export function pollLabel(poll: { title: string; question: string }): string {
  return poll.title.trim() === "" ? poll.question : poll.title;
}
