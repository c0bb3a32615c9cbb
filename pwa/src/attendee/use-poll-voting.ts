/**
 * Everything a viewer's poll needs, for the session page's poll cards and the embed alike: whether
 * this viewer has voted, the results (fetched when they may be seen, then kept current by ws
 * pushes), the poll's live state, and the vote itself through the outbox with its three outcomes.
 * A vote waiting in the outbox shows as this viewer's choice until the outbox delivers it.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../app/toast.ts";
import { msg, type PollResults, type PollState, type VoteStatus } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { useActionSent } from "../offline/outbox.ts";
import { usePendingVote } from "../offline/pending-actions.ts";
import { useLivePoll } from "./live-hooks.ts";
import { attendeePaths, usePollResults, useVoteStatus } from "./queries.ts";
import { sendAction } from "./send-action.ts";

export interface VotablePoll {
  id: number;
  sessionId: number;
  state: PollState;
  totalVotes: number;
}

/** Under a vote waiting in the outbox; shown through t(). */
export const VOTE_QUEUED_TEXT = msg("Saved - will be sent when you're back online");

interface VoteResponse {
  choiceId: number;
  results: PollResults;
}

export function usePollVoting(poll: VotablePoll, isOwner: boolean) {
  const { t } = useTranslator();
  const queryClient = useQueryClient();
  const voteStatus = useVoteStatus(poll.id, !isOwner);
  const hasVoted = voteStatus.data?.hasVoted === true;
  const results = usePollResults(poll.id, isOwner || hasVoted || poll.state === "closed");
  useLivePoll(poll.id);
  const pendingVote = usePendingVote(poll.sessionId, poll.id);
  const [submitting, setSubmitting] = useState(false);

  function accept(response: VoteResponse): void {
    queryClient.setQueryData<PollResults>([attendeePaths.pollResults(poll.id)], response.results);
    queryClient.setQueryData<VoteStatus>([attendeePaths.voteStatus(poll.id)], {
      hasVoted: true,
      choiceId: response.choiceId,
    });
  }

  useActionSent(({ item, response }) => {
    if (item.action.kind !== "vote" || item.action.pollId !== poll.id) return;
    if (response) accept(response as VoteResponse);
    else void queryClient.invalidateQueries({ queryKey: [attendeePaths.voteStatus(poll.id)] });
  });

  const queuedChoiceId =
    pendingVote && pendingVote.status !== "failed" ? pendingVote.choiceId : null;
  /** A vote taken offline that the server then refused for good (e.g. the poll closed meanwhile). */
  const refusedVote =
    pendingVote?.status === "failed"
      ? { id: pendingVote.id, message: pendingVote.error ?? "" }
      : null;
  const state = results.data?.state ?? poll.state;
  const showResults = isOwner || hasVoted || state === "closed";
  const canVote = !isOwner && state === "open" && !hasVoted && queuedChoiceId === null;
  const statusLoading = !isOwner && voteStatus.isPending;

  async function vote(choiceId: number): Promise<void> {
    setSubmitting(true);
    try {
      const outcome = await sendAction({
        kind: "vote",
        sessionId: poll.sessionId,
        pollId: poll.id,
        choiceId,
      });
      if (outcome.status === "sent") {
        if (outcome.response) accept(outcome.response as VoteResponse);
        else await queryClient.invalidateQueries({ queryKey: [attendeePaths.voteStatus(poll.id)] });
        toast.success(t("Vote submitted"));
      } else if (outcome.status === "failed") {
        toast.error(t("Vote failed"), {
          description: outcome.message || t("Failed to submit vote. Please try again."),
        });
        if (outcome.code === "already_voted") {
          void queryClient.invalidateQueries({ queryKey: [attendeePaths.voteStatus(poll.id)] });
        }
      }
    } finally {
      setSubmitting(false);
    }
  }

  return {
    state,
    totalVotes: results.data?.totalVotes ?? poll.totalVotes,
    voteStatus,
    results,
    showResults,
    canVote,
    statusLoading,
    myChoiceId: voteStatus.data?.choiceId ?? queuedChoiceId,
    queuedChoiceId,
    refusedVote,
    submitting,
    vote,
  };
}
