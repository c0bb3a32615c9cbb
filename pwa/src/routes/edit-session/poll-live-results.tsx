/**
 * A saved poll's live results on the edit screen (docs/product.md, Edit session and Poll kinds):
 * the attendees' results view of its kind, kept live by the poll's pushes; for a closed quiz
 * "Reveal answer" (confirmed first, since a revealed quiz cannot open again); for a word cloud a
 * Hide button on each shown word and the hidden words with "Show again"; for an open poll a Hide
 * button on each answer; and, when most of a
 * poll's votes came from one network, "N votes from one network" with a confirmed discard. For a
 * member whose role does not edit polls (docs/product.md, Team), the results alone.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Poll, PollResults } from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import {
  discardNetwork,
  hideWord,
  showWord,
  useLiveResults,
  usePollNetworks,
} from "../../api/speaker/polls.ts";
import { toast } from "../../app/toast.ts";
import { PollResultsView } from "../../attendee/poll-results.tsx";
import { attendeePaths } from "../../attendee/queries.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { AlertDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { RevealAnswer } from "../../components/reveal-answer.tsx";
import { useHideAnswer } from "../../components/use-hide-answer.ts";
import { useTranslator } from "../../i18n/language.ts";

function WordModeration({
  poll,
  results,
  onChanged,
}: {
  poll: Poll;
  results: Extract<PollResults, { kind: "wordcloud" }>;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslator();
  const [busyWord, setBusyWord] = useState<string | null>(null);
  const hidden = poll.hiddenWords ?? [];
  const act = async (word: string, action: () => Promise<unknown>, failed: string) => {
    setBusyWord(word);
    try {
      await action();
      await onChanged();
    } catch (error) {
      toast.error(failed, { description: errorMessage(error, t("Please try again.")) });
    } finally {
      setBusyWord(null);
    }
  };
  return (
    <div className="space-y-3">
      {results.words.length > 0 && (
        <div>
          <h5 className="text-sm font-medium text-slate-800">{t("Words shown")}</h5>
          <p className="text-xs text-slate-700">
            {t("A hidden word disappears from every screen and from the export.")}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {results.words.map((word) => (
              <li
                key={word.text}
                className="flex items-center gap-1 rounded-full border border-slate-300 bg-white py-0.5 pr-0.5 pl-3 text-sm"
              >
                <span className="break-all text-slate-900">{word.text}</span>
                <OnlineButton
                  variant="ghost"
                  size="sm"
                  className="rounded-full"
                  disabled={busyWord !== null}
                  aria-label={t("Hide “{word}”", { word: word.text })}
                  onClick={() =>
                    void act(word.text, () => hideWord(poll.id, word.text), t("Hide failed"))
                  }
                >
                  {t("Hide")}
                </OnlineButton>
              </li>
            ))}
          </ul>
        </div>
      )}
      {hidden.length > 0 && (
        <div>
          <h5 className="text-sm font-medium text-slate-800">{t("Hidden words")}</h5>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("Hidden words")}>
            {hidden.map((word) => (
              <li
                key={word}
                className="flex items-center gap-1 rounded-full border border-dashed border-slate-400 bg-slate-50 py-0.5 pr-0.5 pl-3 text-sm"
              >
                <span className="break-all text-slate-700 line-through">{word}</span>
                <OnlineButton
                  variant="ghost"
                  size="sm"
                  className="rounded-full"
                  disabled={busyWord !== null}
                  aria-label={t("Show “{word}” again", { word })}
                  onClick={() => void act(word, () => showWord(poll.id, word), t("Show failed"))}
                >
                  {t("Show again")}
                </OnlineButton>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function OneNetworkVotes({
  poll,
  totalVotes,
  onChanged,
}: {
  poll: Poll;
  totalVotes: number;
  onChanged: (results?: PollResults) => Promise<void>;
}) {
  const { t } = useTranslator();
  const networks = usePollNetworks(poll.id, totalVotes);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const dominant = networks.data?.dominant;
  if (!dominant) return null;
  const discard = async () => {
    setPending(true);
    try {
      const { results } = await discardNetwork(poll.id, dominant.network);
      setConfirming(false);
      toast.success(t("Votes discarded"));
      await onChanged(results);
    } catch (error) {
      setConfirming(false);
      toast.error(t("Discard failed"), {
        description: errorMessage(error, t("Please try again.")),
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone="amber">
        {t("{count} votes from one network ({network})", {
          count: dominant.votes,
          network: dominant.network,
        })}
      </Badge>
      <OnlineButton size="sm" variant="outline" onClick={() => setConfirming(true)}>
        {t("Discard these votes")}
      </OnlineButton>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("Discard {count} votes from {network}?", {
          count: dominant.votes,
          network: dominant.network,
        })}
        description={t("They are removed from the results on every screen. This can't be undone.")}
        actionLabel={t("Discard votes")}
        pendingLabel={t("Discarding...")}
        pending={pending}
        onAction={() => void discard()}
      />
    </div>
  );
}

export function PollLiveResults({
  poll,
  onChanged,
  readOnly = false,
}: {
  poll: Poll;
  /** Something here changed the poll: read the owner's poll list again. */
  onChanged: () => Promise<void>;
  /** The reader may not change the poll: no reveal, no discard, no hiding words. */
  readOnly?: boolean;
}) {
  const { t } = useTranslator();
  const client = useQueryClient();
  const results = useLiveResults(poll);
  const hide = useHideAnswer(poll.id);
  const path = attendeePaths.pollResults(poll.id);
  const changed = async (fresh?: PollResults) => {
    if (fresh) client.setQueryData([path], fresh);
    else await client.invalidateQueries({ queryKey: [path] });
    await onChanged();
  };
  return (
    <section
      aria-label={t("Results of {title}", { title: poll.title })}
      className="space-y-3 rounded-lg bg-slate-50 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-slate-900">{t("Live results")}</h4>
        {results.kind === "quiz" &&
          (readOnly ? (
            results.revealed && <Badge tone="green">{t("Answer revealed")}</Badge>
          ) : (
            <RevealAnswer poll={poll} revealed={results.revealed} onRevealed={changed} />
          ))}
      </div>
      {!readOnly && (
        <OneNetworkVotes poll={poll} totalVotes={results.totalVotes} onChanged={changed} />
      )}
      <PollResultsView poll={poll} results={results} onHideAnswer={readOnly ? undefined : hide} />
      {results.kind === "wordcloud" && !readOnly && (
        <WordModeration poll={poll} results={results} onChanged={() => changed()} />
      )}
    </section>
  );
}
