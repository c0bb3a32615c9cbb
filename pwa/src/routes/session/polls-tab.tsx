/**
 * docs/product.md, Polls tab: loading, error and empty states, then one live card per poll; the poll
 * the stage last showed comes first, under "Vote now" (docs/product.md, The room). A session with a
 * quiz ends the tab with the quiz leaderboard (docs/product.md, Quiz leaderboard) for attendees.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import type { Poll } from "@lectern/shared";
import { PollCard } from "../../attendee/poll-card.tsx";
import { StatusLine } from "../../attendee/poll-status.tsx";
import { ON_SCREEN_POLL_ELEMENT_ID } from "../../attendee/stage-follow.tsx";
import { useTranslator } from "../../i18n/language.ts";

const QuizLeaderboard = lazy(() =>
  import("../../attendee/quiz-leaderboard.tsx").then((m) => ({ default: m.QuizLeaderboard })),
);

export function PollsTab({
  polls,
  isOwner,
  onScreenPollId = null,
}: {
  polls: UseQueryResult<Poll[]>;
  isOwner: boolean;
  /** The poll the stage last showed, if the page's list holds it. */
  onScreenPollId?: number | null;
}) {
  const { t } = useTranslator();
  if (polls.isPending) return <StatusLine>{t("Loading polls...")}</StatusLine>;
  if (polls.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {t("Error loading polls: {reason}", { reason: polls.error.message })}
      </p>
    );
  if (polls.data.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center">
        <p className="font-medium text-slate-800">{t("No polls available")}</p>
        <p className="text-sm text-slate-600">
          {t("The speaker hasn't created any polls for this session yet.")}
        </p>
      </div>
    );
  const onScreen = polls.data.find((poll) => poll.id === onScreenPollId && poll.state !== "draft");
  return (
    <section aria-labelledby="polls-title" className="space-y-4">
      <h2 id="polls-title" className="sr-only">
        {t("Polls")}
      </h2>
      {onScreen && (
        <section
          id={ON_SCREEN_POLL_ELEMENT_ID}
          aria-labelledby="poll-on-screen-title"
          className="scroll-mt-3 space-y-2"
        >
          <h2
            id="poll-on-screen-title"
            className="text-sm font-semibold tracking-wide text-brand-800 uppercase"
          >
            {onScreen.state === "open" ? t("Vote now") : t("On screen now")}
          </h2>
          <PollCard poll={onScreen} isOwner={isOwner} />
        </section>
      )}
      {[...polls.data]
        .filter((poll) => poll !== onScreen)
        .sort((a, b) => a.order - b.order)
        .map((poll) => (
          <PollCard key={poll.id} poll={poll} isOwner={isOwner} />
        ))}
      {!isOwner && polls.data.some((poll) => poll.kind === "quiz") && (
        <Suspense>
          <QuizLeaderboard sessionId={polls.data[0]!.sessionId} />
        </Suspense>
      )}
    </section>
  );
}
