/**
 * One poll on the session page's Polls tab (spec section 2): title, question, Open for voting or
 * Voting closed, the vote count, then the vote form or the live results, whichever this viewer
 * may see. A poll taken back to draft while the page is open disappears.
 */
import { useId } from "react";
import type { Poll } from "@lectern/shared";
import { PollBadge, StatusLine, VoteToSeeResults } from "./poll-status.tsx";
import { PollResultsBars, votesLabel } from "./poll-results.tsx";
import { PollVoteForm } from "./poll-vote-form.tsx";
import { cardClass } from "./styles.ts";
import { usePollVoting, VOTE_QUEUED_TEXT } from "./use-poll-voting.ts";

export function PollCard({ poll, isOwner }: { poll: Poll; isOwner: boolean }) {
  const titleId = useId();
  const questionId = useId();
  const voting = usePollVoting(poll, isOwner);
  if (voting.state === "draft") return null;
  const open = voting.state === "open";

  let body;
  if (voting.showResults) {
    if (voting.results.data)
      body = <PollResultsBars results={voting.results.data} myChoiceId={voting.myChoiceId} />;
    else if (voting.results.isError)
      body = (
        <StatusLine>
          Results could not be loaded. They will appear when the connection is back.
        </StatusLine>
      );
    else body = <StatusLine>Loading results...</StatusLine>;
  } else if (voting.statusLoading) {
    body = <StatusLine>Loading results...</StatusLine>;
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
        {voting.queuedChoiceId !== null ? (
          <StatusLine>{VOTE_QUEUED_TEXT}</StatusLine>
        ) : (
          <VoteToSeeResults />
        )}
      </>
    );
  }

  return (
    <article aria-labelledby={titleId} className={`${cardClass} space-y-3`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {poll.title}
        </h3>
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <PollBadge tone={open ? "open" : "closed"}>
            {open ? "Open for voting" : "Voting closed"}
          </PollBadge>
          <span className="tabular-nums">{votesLabel(voting.totalVotes)}</span>
        </div>
      </div>
      <p id={questionId} className="text-slate-800">
        {poll.question}
      </p>
      {body}
    </article>
  );
}
