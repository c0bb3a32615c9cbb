/**
 * The row of reactions on the session page (docs/product.md, Reactions): one tap sends one of the
 * emoji the session offers through the outbox, so a reaction made offline is sent once when the
 * network is back. The server takes one a second from a visitor: the row rests that long after a
 * tap, saying so, rather than letting a tap be refused. Loaded after the page's first render.
 */
import { useEffect, useRef, useState } from "react";
import type { ReactionEmoji } from "@lectern/shared";
import { toast } from "../../app/toast.ts";
import { sendAction } from "../../attendee/send-action.ts";
import { VOTE_QUEUED_TEXT } from "../../attendee/use-poll-voting.ts";
import { useTranslator } from "../../i18n/language.ts";
import { discardAction } from "../../offline/outbox.ts";

/** The server's pace for one visitor: one reaction a second. */
const REST_MS = 1_000;

export function ReactionBar({
  sessionId,
  offered,
}: {
  sessionId: number;
  offered: readonly ReactionEmoji[];
}) {
  const { t } = useTranslator();
  const [resting, setResting] = useState(false);
  const [said, setSaid] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function react(emoji: ReactionEmoji) {
    setResting(true);
    timer.current = setTimeout(() => setResting(false), REST_MS);
    const outcome = await sendAction({ kind: "reaction", sessionId, body: { emoji } });
    if (outcome.status === "failed") {
      toast.error(outcome.message || t("Your reaction could not be sent. Please try again."));
      if (outcome.actionId !== undefined) void discardAction(outcome.actionId);
      return;
    }
    setSaid(
      outcome.status === "queued" ? t(VOTE_QUEUED_TEXT) : t("Reaction {emoji} sent", { emoji }),
    );
  }

  if (offered.length === 0) return null;
  return (
    <section aria-labelledby="reactions-heading" className="space-y-1">
      <h2 id="reactions-heading" className="text-sm font-medium text-slate-700">
        {t("React to the talk")}
      </h2>
      <div className="flex flex-wrap gap-2">
        {offered.map((emoji) => (
          <button
            key={emoji}
            type="button"
            aria-label={t("React with {emoji}", { emoji })}
            aria-disabled={resting}
            onClick={() => {
              if (!resting) void react(emoji);
            }}
            className="flex size-12 items-center justify-center rounded-full border border-slate-200 bg-white text-2xl shadow-sm transition-transform focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 active:scale-90 aria-disabled:opacity-60"
          >
            <span aria-hidden="true">{emoji}</span>
          </button>
        ))}
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-600">
        {resting ? t("One reaction a second") : said}
      </p>
    </section>
  );
}
