/**
 * The session page's part in the room (docs/product.md, The room): while the page is open it counts
 * as an attendee on the projector (`attend`, sent again after every reconnect), and the question
 * the speaker is answering shows above the sections as "Now answering", set and cleared live (a
 * questions_update makes the page read the public session again). Loaded after the page's first
 * render, so the attendee's first load stays small.
 */
import type { PublicSession } from "@lectern/shared";
import { useAttend, useLiveQuestions } from "../../attendee/live-hooks.ts";
import { attendeePaths } from "../../attendee/queries.ts";
import { useTranslator } from "../../i18n/language.ts";

export function RoomPresence({ session }: { session: PublicSession }) {
  const { t } = useTranslator();
  useAttend(session.id);
  // The pinned question ("Now answering") is set and cleared with a questions_update.
  useLiveQuestions(session.id, attendeePaths.publicSession(session.id));
  const pinned = session.pinnedQuestion;
  if (!pinned) return null;
  return (
    <section
      aria-label={t("Now answering")}
      className="rounded-xl border-2 border-brand-600 bg-brand-50 px-4 py-3"
    >
      <h2 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {t("Now answering")}
      </h2>
      <p className="mt-1 text-lg font-medium break-words whitespace-pre-line text-slate-900">
        {pinned.questionText}
      </p>
    </section>
  );
}
