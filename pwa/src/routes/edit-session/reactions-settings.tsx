/**
 * Edit screen, Feedback tab, Reactions (docs/product.md, Reactions): which emoji the session page
 * offers the hall, up to REACTION_MAX_OFFERED of the fixed set, in the order picked; none turns the
 * row off. Each emoji is a toggle button; Save reactions sends the pick with PATCH. A member whose
 * role does not edit reads the pick.
 */
import { useState } from "react";
import {
  DEFAULT_REACTIONS,
  REACTION_EMOJIS,
  REACTION_MAX_OFFERED,
  type PublicSession,
  type ReactionEmoji,
} from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { useUpdateSession } from "../../api/speaker/sessions.ts";
import { toast } from "../../app/toast.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useTranslator } from "../../i18n/language.ts";

export function ReactionsSettings({
  session,
  readOnly,
}: {
  session: PublicSession;
  readOnly: boolean;
}) {
  const { t } = useTranslator();
  const headingId = `reactions-settings-${session.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t("Reactions")}
      </h3>
      {readOnly ? (
        <p className="text-slate-800">
          {session.reactions.length === 0 ? (
            t("The session page offers no reactions.")
          ) : (
            <span className="text-2xl">{session.reactions.join(" ")}</span>
          )}
        </p>
      ) : (
        <ReactionsPicker key={session.reactions.join("")} session={session} />
      )}
    </section>
  );
}

function ReactionsPicker({ session }: { session: PublicSession }) {
  const { t } = useTranslator();
  const update = useUpdateSession(session.id);
  const [picked, setPicked] = useState<ReactionEmoji[]>(session.reactions);
  const full = picked.length >= REACTION_MAX_OFFERED;
  const changed = picked.join("") !== session.reactions.join("");
  const toggle = (emoji: ReactionEmoji) =>
    setPicked(picked.includes(emoji) ? picked.filter((e) => e !== emoji) : [...picked, emoji]);
  const save = () =>
    update.mutate(
      { reactions: picked },
      {
        onSuccess: () => toast.success(t("Reactions saved")),
        onError: (error) =>
          toast.error(t("The reactions could not be saved"), {
            description: errorMessage(error, t("Please try again.")),
          }),
      },
    );
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <p id={`reactions-hint-${session.id}`} className="text-xs text-slate-600">
        {t(
          "Attendees tap these on the talk's page and the projector shows them rising. Pick up to {count}, or none to turn them off.",
          { count: REACTION_MAX_OFFERED },
        )}
      </p>
      <div
        role="group"
        aria-label={t("Reactions offered")}
        aria-describedby={`reactions-hint-${session.id}`}
        className="mt-3 flex flex-wrap gap-2"
      >
        {REACTION_EMOJIS.map((emoji) => {
          const on = picked.includes(emoji);
          return (
            <button
              key={emoji}
              type="button"
              aria-pressed={on}
              aria-label={t("Reaction {emoji}", { emoji })}
              disabled={!on && full}
              onClick={() => toggle(emoji)}
              className="flex size-12 items-center justify-center rounded-full border-2 border-slate-200 bg-white text-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-40 aria-pressed:border-blue-600 aria-pressed:bg-blue-50"
            >
              <span aria-hidden="true">{emoji}</span>
            </button>
          );
        })}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-700">
        {full
          ? t("{count} picked: unpick one to choose another.", { count: REACTION_MAX_OFFERED })
          : ""}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <OnlineButton
          type="button"
          disabled={!changed}
          pending={update.isPending}
          pendingText={t("Saving...")}
          onClick={save}
        >
          {t("Save reactions")}
        </OnlineButton>
        {picked.join("") !== DEFAULT_REACTIONS.join("") && (
          <Button type="button" variant="outline" onClick={() => setPicked([...DEFAULT_REACTIONS])}>
            {t("Use the default reactions")}
          </Button>
        )}
      </div>
    </div>
  );
}
