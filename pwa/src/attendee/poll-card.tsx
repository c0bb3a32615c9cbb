/**
 * A poll as attendees see it, one card for the session page's Polls tab and for the embed
 * (docs/product.md, "Polls tab" and "Embedded poll"): title, question, the state badge and vote count, then the vote form or the live
 * results, whichever this viewer may see. The two screens differ only in wording and heading level,
 * which `LivePollCard` takes as props. On the session page a poll taken back to draft while the page
 * is open disappears.
 */
import { useId, type ReactNode } from "react";
import type { Poll } from "@lectern/shared";
import { PollBadge, StatusLine, VoteToSeeResults } from "./poll-status.tsx";
import { PollResultsBars, votesLabel } from "./poll-results.tsx";
import { PollVoteForm } from "./poll-vote-form.tsx";
import { cardClass } from "./styles.ts";
import { usePollVoting, VOTE_QUEUED_TEXT } from "./use-poll-voting.ts";

type PollVoting = ReturnType<typeof usePollVoting>;

interface LivePollCardProps {
  poll: Poll;
  voting: PollVoting;
  /** h3 under the session page's tab heading; h1 alone in the embed. */
  heading: "h1" | "h3";
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
  heading: Heading,
  badge,
  loadingText,
  resultsErrorText,
  voteHint,
  children,
}: LivePollCardProps) {
  const titleId = useId();
  const questionId = useId();
  const open = voting.state === "open";

  let body;
  if (voting.showResults) {
    if (voting.results.data)
      body = <PollResultsBars results={voting.results.data} myChoiceId={voting.myChoiceId} />;
    else if (voting.results.isError && resultsErrorText)
      body = <StatusLine>{resultsErrorText}</StatusLine>;
    else body = <StatusLine>Loading results...</StatusLine>;
  } else if (voting.statusLoading) {
    body = <StatusLine>{loadingText}</StatusLine>;
  } else if (open) {
    body = (
      <>
        <PollVoteForm
          questionId={questionId}
          choices={poll.choices}
          submitting={voting.submitting}
          queuedChoiceId={voting.queuedChoiceId}
          onVote={(choiceId) => void voting.vote(choiceId)}
        />
        {voting.queuedChoiceId !== null ? <StatusLine>{VOTE_QUEUED_TEXT}</StatusLine> : voteHint}
      </>
    );
  }

  return (
    <article aria-labelledby={titleId} className={`${cardClass} space-y-3`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={titleId} className="text-lg font-semibold text-slate-900">
          {poll.title}
        </Heading>
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <PollBadge tone={open ? "open" : "closed"}>{open ? badge.open : badge.closed}</PollBadge>
          <span className="tabular-nums">{votesLabel(voting.totalVotes)}</span>
        </div>
      </div>
      <p id={questionId} className="text-slate-800">
        {poll.question}
      </p>
      {children}
      {body}
    </article>
  );
}

export function PollCard({ poll, isOwner }: { poll: Poll; isOwner: boolean }) {
  const voting = usePollVoting(poll, isOwner);
  if (voting.state === "draft") return null;
  return (
    <LivePollCard
      poll={poll}
      voting={voting}
      heading="h3"
      badge={{ open: "Open for voting", closed: "Voting closed" }}
      loadingText="Loading results..."
      resultsErrorText="Results could not be loaded. They will appear when the connection is back."
      voteHint={<VoteToSeeResults />}
    />
  );
}
