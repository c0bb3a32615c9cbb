/**
 * A poll of any kind as attendees see it, one card for the session page's Polls tab and for the
 * embed (docs/product.md, "Polls tab" and "Embedded poll"): title, question, the state badge and
 * the count of voters, then the kind's vote form or its live results, whichever this viewer may see. The two screens differ only in wording and heading level,
 * which `LivePollCard` takes as props. On the session page a poll taken back to draft while the page
 * is open disappears. The embed's pre-rendered first HTML has the card's top in the same markup
 * (shared/src/rules/embed-poll-html.ts): change both together.
 */
import { useId, useRef, type ReactNode } from "react";
import { pollBadgeClass, pollLabel, votesLabel, type Poll, type VoteBody } from "@lectern/shared";
import { LiveRegion } from "../components/announcer.tsx";
import { focusWhenReady } from "../components/focus.ts";
import { useTranslator } from "../i18n/language.ts";
import { StatusLine } from "./poll-status.tsx";
import { PollResultsView } from "./poll-results.tsx";
import { PollVoteForm } from "./poll-vote-form.tsx";
import { cardClass } from "./styles.ts";
import { usePollVoting, VOTE_QUEUED_TEXT } from "./use-poll-voting.ts";
import { useSpeakerLang } from "./speaker-lang.ts";

type PollVoting = ReturnType<typeof usePollVoting>;

function PollBadge({ tone, children }: { tone: "open" | "closed"; children: ReactNode }) {
  return <span className={pollBadgeClass(tone)}>{children}</span>;
}

/** Below the vote form on the session page: results show once this viewer has voted. */
function VoteToSeeResults() {
  const { t } = useTranslator();
  return (
    <div className="rounded-lg bg-slate-100 px-3 py-3 text-center">
      <p className="font-medium text-slate-800">{t("Vote to see results")}</p>
      <p className="text-sm text-slate-600">
        {t("Results will appear in real-time after you vote.")}
      </p>
    </div>
  );
}

interface LivePollCardProps {
  poll: Poll;
  voting: PollVoting;
  /** 3 under the session page's tab heading; 1 alone in the embed. */
  headingLevel: 1 | 3;
  badge: { open: string; closed: string };
  /** Shown while this viewer's vote status is loading. */
  loadingText: string;
  /** Shown when the results could not be loaded; without it the card keeps saying it loads them. */
  resultsErrorText?: string;
  /** Below the vote form while no vote of this viewer waits in the outbox. */
  voteHint?: ReactNode;
  /** Notices between the question and the form or results. */
  children?: ReactNode;
}

export function LivePollCard({
  poll,
  voting,
  headingLevel,
  badge,
  loadingText,
  resultsErrorText,
  voteHint,
  children,
}: LivePollCardProps) {
  const { t, plural } = useTranslator();
  const lang = useSpeakerLang();
  const Heading = headingLevel === 1 ? "h1" : "h3";
  const titleId = useId();
  const questionId = useId();
  // A poll without a title is headed by its question, which then labels the vote form too.
  const headingId = poll.title ? titleId : questionId;
  const open = voting.state === "open";
  /** After a vote the form is gone: focus goes to the results, or to the line saying it waits. */
  const results = useRef<HTMLDivElement>(null);
  const queuedLine = useRef<HTMLDivElement>(null);
  const vote = async (answer: VoteBody) => {
    let sent: Awaited<ReturnType<PollVoting["vote"]>> | null = null;
    const cancelFocus = focusWhenReady(() =>
      sent === "sent" ? results.current : sent === "queued" ? queuedLine.current : null,
    );
    sent = await voting.vote(answer);
    if (sent === "failed") cancelFocus();
  };

  let body;
  if (voting.showResults) {
    body = (
      <div
        ref={results}
        role="region"
        aria-label={t("Results of {title}", { title: pollLabel(poll) })}
        tabIndex={-1}
      >
        {voting.results.data ? (
          <PollResultsView
            poll={poll}
            results={voting.results.data}
            mine={voting.mine}
            audience={voting.audience}
          />
        ) : voting.results.isError && resultsErrorText ? (
          <StatusLine>{resultsErrorText}</StatusLine>
        ) : (
          <StatusLine>{t("Loading results...")}</StatusLine>
        )}
      </div>
    );
  } else if (voting.statusLoading) {
    body = <StatusLine>{loadingText}</StatusLine>;
  } else if (open) {
    body = (
      <>
        <PollVoteForm
          poll={poll}
          questionId={questionId}
          submitting={voting.submitting}
          queued={voting.queued}
          refusal={voting.refusal}
          onEdit={voting.clearRefusal}
          onVote={(answer) => void vote(answer)}
        />
        {voting.queued !== null ? (
          <div ref={queuedLine} tabIndex={-1}>
            <StatusLine>{t(VOTE_QUEUED_TEXT)}</StatusLine>
          </div>
        ) : (
          voteHint
        )}
      </>
    );
  }

  return (
    <article aria-labelledby={headingId} className={`${cardClass} space-y-3`}>
      <LiveRegion text={voting.announcement} />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading
          id={headingId}
          lang={lang}
          className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere] text-slate-900"
        >
          {pollLabel(poll)}
        </Heading>
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <PollBadge tone={open ? "open" : "closed"}>{open ? badge.open : badge.closed}</PollBadge>
          <span className="tabular-nums">{votesLabel(plural, voting.totalVoters)}</span>
        </div>
      </div>
      {poll.title ? (
        <p id={questionId} lang={lang} className="[overflow-wrap:anywhere] text-slate-800">
          {poll.question}
        </p>
      ) : null}
      {children}
      {body}
    </article>
  );
}

export function PollCard({ poll, isOwner }: { poll: Poll; isOwner: boolean }) {
  const { t } = useTranslator();
  const voting = usePollVoting(poll, isOwner);
  if (voting.state === "draft") return null;
  return (
    <LivePollCard
      poll={poll}
      voting={voting}
      headingLevel={3}
      badge={{ open: t("Open for voting"), closed: t("Voting closed") }}
      loadingText={t("Loading results...")}
      resultsErrorText={t(
        "Results could not be loaded. They will appear when the connection is back.",
      )}
      voteHint={<VoteToSeeResults />}
    />
  );
}
