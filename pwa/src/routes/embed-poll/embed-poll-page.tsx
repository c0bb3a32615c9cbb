/**
 * /embed/poll/{id}: one poll inside another site's iframe (spec section 2). The browser sends no
 * Lectern cookie there, so the visitor id travels in the X-Visitor-Id header (api/client.ts).
 * States: Invalid Poll, Loading poll..., Poll Not Found, Poll Not Available (draft), closed, and
 * open with the vote form, then live results; a Powered by Lectern footer. The embed has no outbox
 * bar, so a vote taken offline that the server refused is shown here, with Discard.
 */
import { useId, type ReactNode } from "react";
import { useParams } from "react-router";
import { parseRouteId, PRODUCT_NAME } from "@lectern/shared";
import type { EmbedPoll } from "@lectern/shared";
import { ApiError } from "../../api/client.ts";
import { loadSonner } from "../../app/toast.ts";
import { usePrefetchOnFirstInteraction } from "../../attendee/use-prefetch-on-first-interaction.ts";
import { discardAction, prepareOutbox } from "../../offline/outbox.ts";
import { PollBadge, StatusLine } from "../../attendee/poll-status.tsx";
import { PollResultsBars, votesLabel } from "../../attendee/poll-results.tsx";
import { PollVoteForm } from "../../attendee/poll-vote-form.tsx";
import { useEmbedPoll } from "../../attendee/queries.ts";
import { cardClass } from "../../attendee/styles.ts";
import { usePollVoting, VOTE_QUEUED_TEXT } from "../../attendee/use-poll-voting.ts";

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <main className="mx-auto w-full max-w-xl flex-1 p-4">{children}</main>
      <footer className="border-t border-slate-200 px-4 py-2 text-center text-xs text-slate-600">
        Powered by{" "}
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-700 hover:underline"
        >
          {PRODUCT_NAME}
        </a>
      </footer>
    </div>
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div className="py-10 text-center">
      <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      <p className="text-sm text-slate-600">{text}</p>
    </div>
  );
}

function EmbeddedPoll({ poll }: { poll: EmbedPoll }) {
  const titleId = useId();
  const questionId = useId();
  const voting = usePollVoting(poll, false);
  // The embed has no service worker: its vote's code must be here before the connection drops.
  usePrefetchOnFirstInteraction(() => {
    prepareOutbox();
    void loadSonner().catch(() => undefined);
  }, []);
  if (voting.state === "draft")
    return <Notice title="Poll Not Available" text="This poll is still in draft mode." />;
  const open = voting.state === "open";

  let body;
  if (voting.showResults) {
    body = voting.results.data ? (
      <PollResultsBars results={voting.results.data} myChoiceId={voting.myChoiceId} />
    ) : (
      <StatusLine>Loading results...</StatusLine>
    );
  } else if (voting.statusLoading) {
    body = <StatusLine>Loading poll...</StatusLine>;
  } else {
    body = (
      <>
        <PollVoteForm
          questionId={questionId}
          choices={poll.choices}
          submitting={voting.submitting}
          queuedChoiceId={voting.queuedChoiceId}
          onVote={(choiceId) => void voting.vote(choiceId)}
        />
        {voting.queuedChoiceId !== null && <StatusLine>{VOTE_QUEUED_TEXT}</StatusLine>}
      </>
    );
  }

  return (
    <article aria-labelledby={titleId} className={`${cardClass} space-y-3`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h1 id={titleId} className="text-lg font-semibold text-slate-900">
          {poll.title}
        </h1>
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <PollBadge tone={open ? "open" : "closed"}>{open ? "Live" : "Closed"}</PollBadge>
          <span className="tabular-nums">{votesLabel(voting.totalVotes)}</span>
        </div>
      </div>
      <p id={questionId} className="text-slate-800">
        {poll.question}
      </p>
      {!open && (
        <p className="text-sm font-medium text-slate-700">This poll is currently closed.</p>
      )}
      {voting.refusedVote && (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <p className="min-w-0 break-words">
            Your vote was not sent: {voting.refusedVote.message}
          </p>
          <button
            type="button"
            onClick={() => void discardAction(voting.refusedVote!.id)}
            className="min-h-9 shrink-0 rounded-md border border-red-300 bg-white px-3 font-medium text-red-800 hover:bg-red-100"
          >
            Discard
          </button>
        </div>
      )}
      {body}
    </article>
  );
}

export default function EmbedPollPage() {
  const { id } = useParams();
  const pollId = parseRouteId(id);
  const poll = useEmbedPoll(pollId);

  let content;
  if (pollId === null)
    content = <Notice title="Invalid Poll" text="The poll ID is missing or invalid." />;
  else if (poll.isPending) content = <StatusLine>Loading poll...</StatusLine>;
  else if (poll.isError) {
    const draft = poll.error instanceof ApiError && poll.error.code === "poll_draft";
    content = draft ? (
      <Notice title="Poll Not Available" text="This poll is still in draft mode." />
    ) : (
      <Notice title="Poll Not Found" text="This poll doesn't exist or has been removed." />
    );
  } else content = <EmbeddedPoll poll={poll.data} />;
  return <Frame>{content}</Frame>;
}
