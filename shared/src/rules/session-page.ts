/**
 * What the pre-rendered /session/{id} (session-page-html.ts) and the app's session page share, so
 * the static HTML and React's first render say the same: how the speaker is named, and where the
 * pre-rendered public view travels.
 */
import type { Translator } from "../i18n/translate.ts";
import type { PublicSpeaker } from "../schemas/user.ts";

/** The id of the `<script type="application/json">` block holding the pre-rendered public view. */
export const PRERENDERED_SESSION_ELEMENT_ID = "lectern-public-session";

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
