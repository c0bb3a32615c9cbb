/**
 * Everything a viewer's poll needs, for the session page's poll cards and the embed alike: whether
 * this viewer has voted and what they sent (vote-status gives the ballot), the results (fetched
 * when they may be seen, then kept current by ws pushes), the poll's live state, and the vote
 * itself, of any kind, through the outbox with its three outcomes. A vote waiting in the outbox
 * shows as this viewer's until the outbox delivers it. A word cloud's refusal (a word too short or
 * not allowed) is said beside the words, where the person can change them, instead of in a toast.
 * The results one's own vote unlocked are said once, in the card's live region (others' votes
 * that follow change the numbers silently).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../app/toast.ts";
import {
  msg,
  type Ballot,
  type Poll,
  type PollResults,
  type VoteBody,
  type VoteResponse,
  type VoteStatus,
} from "@lectern/shared";
import { useAnnouncer } from "../components/announcer.tsx";
import { useTranslator } from "../i18n/language.ts";
import type { SubmitOutcome } from "../offline/outbox-api.ts";
import { discardAction, useActionSent } from "../offline/outbox.ts";
import { usePendingVote } from "../offline/pending-actions.ts";
import { useLivePoll } from "./live-hooks.ts";
import { resultsInWords } from "./poll-results.tsx";
import { attendeePaths, usePollResults, useVoteStatus } from "./queries.ts";
import { sendAction } from "./send-action.ts";

export type VotablePoll = Pick<Poll, "id" | "sessionId" | "kind" | "state" | "results">;

/** Under a vote waiting in the outbox; shown through t(). */
export const VOTE_QUEUED_TEXT = msg("Saved - will be sent when you're back online");

/** A ballot with every field, from a vote body that has one of them. */
export function ballotOf(body: VoteBody): Ballot {
  return {
    choiceId: body.choiceId ?? null,
    choiceIds: body.choiceIds ?? null,
    words: body.words ?? null,
    rating: body.rating ?? null,
    text: body.text ?? null,
    ranking: body.ranking ?? null,
  };
}

export function usePollVoting(poll: VotablePoll, isOwner: boolean) {
  const translator = useTranslator();
  const { t } = translator;
  const queryClient = useQueryClient();
  const voteStatus = useVoteStatus(poll.id, !isOwner);
  const hasVoted = voteStatus.data?.hasVoted === true;
  const results = usePollResults(poll.id, isOwner || hasVoted || poll.state === "closed");
  useLivePoll(poll.id);
  const pendingVote = usePendingVote(poll.sessionId, poll.id);
  const [submitting, setSubmitting] = useState(false);
  /** The reason the server refused this viewer's last word-cloud entries, shown by the form. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const spoken = useAnnouncer();

  function accept(response: VoteResponse): void {
    queryClient.setQueryData<PollResults>([attendeePaths.pollResults(poll.id)], response.results);
    queryClient.setQueryData<VoteStatus>([attendeePaths.voteStatus(poll.id)], {
      hasVoted: true,
      choiceId: response.choiceId,
      choiceIds: response.choiceIds,
      words: response.words,
      rating: response.rating,
      text: response.text,
      ranking: response.ranking,
    });
  }

  useActionSent(({ item, response }) => {
    if (item.action.kind !== "vote" || item.action.pollId !== poll.id) return;
    if (response) accept(response as VoteResponse);
    else void queryClient.invalidateQueries({ queryKey: [attendeePaths.voteStatus(poll.id)] });
  });

  const queued = pendingVote && pendingVote.status !== "failed" ? pendingVote.ballot : null;
  /** A vote taken offline that the server then refused for good (e.g. the poll closed meanwhile). */
  const refusedVote =
    pendingVote?.status === "failed"
      ? { id: pendingVote.id, message: pendingVote.error ?? "" }
      : null;
  const state = results.data?.state ?? poll.state;
  const showResults = isOwner || hasVoted || state === "closed";
  const canVote = !isOwner && state === "open" && !hasVoted && queued === null;
  const statusLoading = !isOwner && voteStatus.isPending;
  /** What this viewer sent: the server's record once it has it, else the vote still waiting. */
  const mine: Ballot | null =
    hasVoted && voteStatus.data ? voteStatus.data : queued ? ballotOf(queued) : null;

  /** Sends the vote; says whether it was sent, queued in the outbox, or failed. */
  async function vote(body: VoteBody): Promise<SubmitOutcome["status"]> {
    setSubmitting(true);
    setRefusal(null);
    try {
      const outcome = await sendAction({
        kind: "vote",
        sessionId: poll.sessionId,
        pollId: poll.id,
        ...body,
      });
      if (outcome.status === "sent") {
        const response = outcome.response as VoteResponse | null;
        if (response) {
          accept(response);
          const said = resultsInWords(translator, response.results);
          if (said !== null) spoken.announce(said);
        } else
          await queryClient.invalidateQueries({ queryKey: [attendeePaths.voteStatus(poll.id)] });
        toast.success(t("Vote submitted"));
      } else if (outcome.status === "failed") {
        const message = outcome.message || t("Failed to submit vote. Please try again.");
        if (
          poll.kind === "wordcloud" &&
          outcome.code !== null &&
          outcome.code !== "already_voted"
        ) {
          setRefusal(message);
          if (outcome.actionId !== undefined) void discardAction(outcome.actionId);
        } else {
          toast.error(t("Vote failed"), { description: message });
        }
        if (outcome.code === "already_voted") {
          void queryClient.invalidateQueries({ queryKey: [attendeePaths.voteStatus(poll.id)] });
        }
      }
      return outcome.status;
    } finally {
      setSubmitting(false);
    }
  }

  return {
    state,
    /** Anyone but the owner: results hidden from the audience stay hidden (PollResultsView). */
    audience: !isOwner,
    /** The people who voted, for the card's count; the poll's own figure until results are read. */
    totalVoters: results.data?.totalVoters ?? poll.results.totalVoters,
    voteStatus,
    results,
    showResults,
    canVote,
    statusLoading,
    mine,
    queued,
    refusedVote,
    refusal,
    clearRefusal: () => setRefusal(null),
    submitting,
    vote,
    /** What the card's live region says: the results after this viewer's own vote. */
    announcement: spoken.text,
  };
}
