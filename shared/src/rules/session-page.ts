/**
 * What the pre-rendered /session/{id} (session-page-html.ts) and the app's session page share, so
 * the static HTML and React's first render say the same: how the speaker is named, which sections
 * show, and how resources are grouped and labelled.
 */
import {
  DEFAULT_ADDITIONAL_BUTTON_TEXT,
  DEFAULT_CTA_BUTTON_TEXT,
  PREVIEWABLE_IMAGE_EXTENSIONS,
} from "../constants.ts";
import { msg, type Translator } from "../i18n/translate.ts";
import type { Poll } from "../schemas/poll.ts";
import type { Resource, ResourceType } from "../schemas/resource.ts";
import type { PublicSession } from "../schemas/session.ts";
import type { PublicSpeaker } from "../schemas/user.ts";

export type SessionTab = "resources" | "slides" | "qa" | "polls";

/** Shown through t(). */
export const SESSION_TAB_LABELS: Record<SessionTab, string> = {
  resources: msg("Resources"),
  slides: msg("Slides"),
  qa: msg("Q&A"),
  polls: msg("Polls"),
};

/**
 * The `lang` of elements holding what the speaker wrote (titles, descriptions, resources, poll
 * questions and choices) and the questions asked about it (docs/product.md, Languages): the
 * session's language when the speaker set one. Not set, "" ("unknown", valid for axe): the page's
 * own language would be a guess, wrong whenever the visitor's language is not the talk's, and a
 * screen reader then reads the words with a voice of the wrong language (WCAG 3.1.2).
 */
export function speakerTextLang(language: string | null): string {
  return language ?? "";
}

/** The section tabs' Tailwind classes. */
export const SESSION_TAB_LIST_CLASS = "flex gap-1 rounded-xl bg-slate-200 p-1";
export const SESSION_TAB_CLASS =
  "flex-1 rounded-lg border-b-[3px] border-transparent px-3 py-2.5 text-sm font-semibold text-slate-700 aria-selected:border-brand-700 aria-selected:bg-white aria-selected:text-slate-900 aria-selected:shadow-sm forced-colors:border-[Canvas] forced-colors:aria-selected:border-[Highlight]";

/** The status line's Tailwind classes (the app's StatusLine), in the pre-rendered page too. */
export const STATUS_LINE_CLASS = "py-2 text-sm text-slate-600";

/** What the Slides, Q&A and Polls panels say until their code has arrived; shown through t(). */
export const SESSION_PANEL_LOADING: Record<Exclude<SessionTab, "resources">, string> = {
  slides: msg("Loading slides..."),
  qa: msg("Loading questions..."),
  polls: msg("Loading polls..."),
};

/** The footer's language select: its id is written into the pre-rendered page, not generated. */
export const SESSION_LANGUAGE_SELECT_ID = "session-language";

/**
 * The page's sections, in order: Resources and Q&A when they have content, Polls when there are
 * polls or their read failed, and Polls alone (its own loading, error or empty state) when nothing
 * else shows. `polls` is undefined while the polls are not read yet.
 */
export function sessionTabs(
  session: Pick<PublicSession, "resources" | "qaEnabled" | "hasDeck">,
  polls: readonly Poll[] | undefined,
  pollsFailed = false,
): SessionTab[] {
  const tabs: SessionTab[] = [];
  if (session.resources.length > 0) tabs.push("resources");
  if (session.hasDeck) tabs.push("slides");
  if (session.qaEnabled) tabs.push("qa");
  if ((polls?.length ?? 0) > 0 || pollsFailed) tabs.push("polls");
  if (tabs.length === 0) tabs.push("polls");
  return tabs;
}

/** The Resources tab's groups (docs/product.md, Session page), in order; headings shown through t(). */
export const RESOURCE_GROUPS: readonly { type: ResourceType; heading: string }[] = [
  { type: "presentation", heading: msg("Presentation") },
  { type: "handout", heading: msg("Handouts") },
  { type: "additional", heading: msg("Additional Resources") },
  { type: "link", heading: msg("Helpful Links") },
  { type: "cta", heading: msg("Next Steps") },
];

/** A group's resources in the speaker's order. */
export function resourcesOfGroup(resources: readonly Resource[], type: ResourceType): Resource[] {
  return resources.filter((r) => r.type === type).sort((a, b) => a.order - b.order);
}

/** The button's text: Lectern's own for files and links, the speaker's (as written) otherwise, else Lectern's default. */
export function buttonTextOf(resource: Resource, t: Translator["t"]): string {
  switch (resource.type) {
    case "presentation":
    case "handout":
      return t("Download");
    case "additional":
      return resource.buttonText || t(DEFAULT_ADDITIONAL_BUTTON_TEXT);
    case "link":
      return t("Visit Link");
    case "cta":
      return resource.buttonText || t(DEFAULT_CTA_BUTTON_TEXT);
  }
}

/**
 * "image": a picture the reader may load (the owner's own file); "picture": an image file behind
 * the e-mail gate, drawn as an outline until downloaded (docs/decisions.md, Attendee data).
 */
export type ResourcePreview = "image" | "picture" | "pdf" | "link";

export function previewOf(resource: Resource): ResourcePreview {
  if (!resource.filePath) return "link";
  const extension = resource.filePath.split("?")[0]?.split(".").pop()?.toLowerCase() ?? "";
  const isImage =
    (PREVIEWABLE_IMAGE_EXTENSIONS as readonly string[]).includes(extension) ||
    /^image\/(jpeg|png|gif|webp)$/.test(resource.mimeType ?? "");
  if (!isImage) return "pdf";
  return resource.filePath.startsWith("/api/files/") ? "image" : "picture";
}

/** The outline drawn for a resource without a picture (24 x 24 view box). */
export const RESOURCE_ICON_PATHS: Record<Exclude<ResourcePreview, "image">, string> = {
  picture:
    "M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM4 16l5-5 4 4 2-2 5 5M15 9h.01",
  pdf: "M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h4",
  link: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
};

export function speakerFullName(speaker: PublicSpeaker): string {
  return `${speaker.firstName} ${speaker.lastName}`.trim();
}

export function speakerInitials(speaker: PublicSpeaker): string {
  return `${speaker.firstName.charAt(0)}${speaker.lastName.charAt(0)}`.toUpperCase();
}

/** "Designation at Company" in the translator's language, either alone, or "" without both. */
export function speakerRole(speaker: PublicSpeaker, { t }: Translator): string {
  const { designation, company } = speaker;
  if (designation && company) return t("{designation} at {company}", { designation, company });
  return designation || company || "";
}

/**
 * A text of the page's header (the session's description, the speaker's bio) that a phone shows
 * collapsed to `lines` lines, with Show more, so the tabs and Ask stay on the first screen
 * (docs/product.md, Session page). Decided from the text alone, so the pre-rendered page and the
 * app agree.
 */
export function isLongText(text: string, lines: number): boolean {
  return text.length > lines * 45 || text.split("\n").length > lines;
}
