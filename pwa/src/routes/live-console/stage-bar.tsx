/**
 * The live console's bar for one thumb (docs/product.md, The room): kept at the bottom of the phone's
 * screen, it says what the room sees now ("On screen now"), steps the stage with Previous and Next
 * by the projector's own rule (present/panel-order.ts, stepStage: through the deck's pages when the
 * session has a deck with pages, its buttons then larger; else join, each open or closed poll, the
 * question list) and shows the attendee count. The projector's keys move the same stage, so what it says
 * follows them too. A status line, there from the start, says "Reconnecting..." while the live
 * connection is lost and "Reconnected" for a moment once it is back.
 */
import { useEffect, useState } from "react";
import { pollLabel, type Poll, type Question, type Stage } from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { setStage } from "../../api/speaker/room.ts";
import { toast } from "../../app/toast.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { sameStage, stepStage, type SteppedDeck } from "../present/panel-order.ts";

export interface BarStage {
  stage: Stage | null;
  attendance: number | null;
  connected: boolean;
  setLocal: (stage: Stage) => void;
}

/** How long "Reconnected" stays once the connection is back. */
const RECONNECTED_SHOWN_MS = 5_000;

/** "Reconnecting...", "Reconnected" or nothing; only a connection that was up and came back is "Reconnected". */
function useConnectionText(connected: boolean): string {
  const { t } = useTranslator();
  const [seen, setSeen] = useState({ connected, wasUp: connected, back: false });
  if (seen.connected !== connected)
    setSeen({ connected, wasUp: seen.wasUp || connected, back: connected && seen.wasUp });
  useEffect(() => {
    if (!seen.back) return;
    const timer = window.setTimeout(
      () => setSeen((now) => ({ ...now, back: false })),
      RECONNECTED_SHOWN_MS,
    );
    return () => window.clearTimeout(timer);
  }, [seen.back]);
  if (!connected) return t("Reconnecting...");
  return seen.back ? t("Reconnected") : "";
}

/** What the projector shows now, in words. */
function useOnScreenText(stage: Stage | null, polls: Poll[], questions: Question[]): string {
  const { t } = useTranslator();
  if (stage === null) return t("Waiting for the projector's state...");
  if (stage.panel === "join") return t("The join panel");
  if (stage.panel === "questions") return t("The question list");
  if (stage.panel === "slide") return t("Slide {page}", { page: stage.page ?? 1 });
  if (stage.panel === "leaderboard") return t("The quiz leaderboard");
  if (stage.panel === "poll") {
    const poll = polls.find((p) => p.id === stage.pollId);
    return t("Poll: {title}", { title: poll ? pollLabel(poll) : "" });
  }
  const question = questions.find((q) => q.id === stage.questionId);
  return t("Question: {text}", { text: question?.questionText ?? "" });
}

const PEOPLE =
  "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75";

export function StageBar({
  sessionId,
  live,
  polls,
  questions,
  deck,
}: {
  sessionId: number;
  live: BarStage;
  polls: Poll[] | undefined;
  questions: Question[];
  /** The session's deck when it has pages: the buttons step through it. */
  deck: SteppedDeck | null;
}) {
  const { t, number, plural } = useTranslator();
  const [pending, setPending] = useState<"previous" | "next" | null>(null);
  const what = useOnScreenText(live.stage, polls ?? [], questions);
  const connection = useConnectionText(live.connected);
  const step = (delta: -1 | 1) =>
    live.stage === null || polls === undefined ? null : stepStage(live.stage, delta, polls, deck);
  const previous = step(-1);
  const next = step(1);

  const move = async (direction: "previous" | "next", target: Stage) => {
    setPending(direction);
    try {
      live.setLocal(await setStage(sessionId, target));
    } catch (error) {
      toast.error(t("Could not show it on screen"), {
        description: errorMessage(error, t("Please try again.")),
      });
    } finally {
      setPending(null);
    }
  };

  const stepButton = (direction: "previous" | "next", target: Stage | null) => (
    <OnlineButton
      variant="outline"
      size="lg"
      className={`min-w-0 flex-1 gap-1 px-3 ${deck ? "min-h-16 text-lg" : ""}`}
      pending={pending === direction}
      disabled={target === null || sameStage(live.stage, target) || pending !== null}
      onClick={target ? () => void move(direction, target) : undefined}
    >
      {direction === "previous" && <Icon path="M15 18l-6-6 6-6" />}
      {direction === "previous" ? t("Previous") : t("Next")}
      {direction === "next" && <Icon path="M9 18l6-6-6-6" />}
    </OnlineButton>
  );

  return (
    <section
      aria-label={t("On screen now")}
      className="sticky bottom-0 z-20 -mx-3 border-t border-slate-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur sm:-mx-4 sm:px-4"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 text-sm text-slate-800" data-testid="console-on-screen">
          <span className="font-semibold">{t("On screen now:")}</span>{" "}
          <span className="line-clamp-2 break-words">{what}</span>
        </p>
        <p
          className="flex shrink-0 items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-sm font-semibold text-white"
          title={
            live.attendance === null
              ? undefined
              : plural(live.attendance, { one: "# attendee", other: "# attendees" })
          }
        >
          <Icon path={PEOPLE} />
          <span className="sr-only">{t("Attendees now")}</span>
          <span className="tabular-nums" data-testid="console-attendance">
            {live.attendance === null ? t("Counting...") : number(live.attendance)}
          </span>
        </p>
      </div>
      <p
        role="status"
        className={`mt-1 text-xs font-semibold empty:mt-0 ${live.connected ? "text-green-800" : "text-amber-800"}`}
      >
        {connection}
      </p>
      <div className="mt-2 flex gap-2">
        {stepButton("previous", previous)}
        {stepButton("next", next)}
      </div>
    </section>
  );
}
