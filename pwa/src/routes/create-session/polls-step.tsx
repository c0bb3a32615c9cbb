/**
 * Step 3, Polls: up to the host's MAX_POLLS_PER_SESSION polls of any kind; a poll with choices has
 * 2 to 10 in the default palette; only its question is required. A poll that stops Create shows
 * its problems at their fields.
 */
import { useRef } from "react";
import { toast } from "../../app/toast.ts";
import { MESSAGES } from "@lectern/shared";
import { focusWhenReady } from "../../components/focus.ts";
import { PollFields } from "../../components/poll-fields.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { Button } from "../../components/ui/button.tsx";
import { emptyPoll, type PollDraft } from "./wizard-model.ts";

const headingId = (poll: PollDraft) => `wizard-poll-${poll.id}-heading`;

export function PollsStep({
  polls,
  onPolls,
  maxPolls,
  showErrors,
}: {
  polls: PollDraft[];
  onPolls: (next: PollDraft[]) => void;
  /** The host's MAX_POLLS_PER_SESSION. */
  maxPolls: number;
  /** Whether a poll shows its problems: Create was tried and the poll stops it. */
  showErrors: (poll: PollDraft) => boolean;
}) {
  const { t, number } = useTranslator();
  const addPoll = () => {
    if (polls.length >= maxPolls) {
      toast.error(t(MESSAGES.maxPollsTitle), {
        description: t(MESSAGES.maxPolls, { count: number(maxPolls) }),
      });
      return;
    }
    const added = emptyPoll();
    onPolls([...polls, added]);
    // Its fields push Add Poll down, off screen: focus goes to the new poll, whose fields follow.
    focusWhenReady(() => document.getElementById(headingId(added)));
  };
  const addButton = useRef<HTMLButtonElement>(null);
  const remove = (poll: PollDraft) => {
    onPolls(polls.filter((p) => p.id !== poll.id));
    focusWhenReady(() => addButton.current);
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {t(
          "Polls open for voting as soon as the session page is created. You can add up to {count}. A poll is saved when it has a question and, if its kind has them, choices; its title is optional.",
          { count: number(maxPolls) },
        )}
      </p>
      {polls.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
          {t("No polls yet.")}
        </p>
      )}
      {polls.map((poll, index) => {
        const label = t("Poll {number}", { number: index + 1 });
        return (
          <section
            key={poll.id}
            aria-label={label}
            className="rounded-lg border border-slate-200 p-4"
          >
            <div className="mb-3 flex items-center justify-between">
              <h3 id={headingId(poll)} tabIndex={-1} className="font-semibold text-slate-900">
                {label}
              </h3>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => remove(poll)}
                aria-label={t("Remove poll {number}", { number: index + 1 })}
              >
                {t("Remove")}
              </Button>
            </div>
            <div className="grid gap-3">
              <PollFields
                pollNumber={index + 1}
                value={poll}
                showErrors={showErrors(poll)}
                onChange={(next) => onPolls(polls.map((p) => (p.id === poll.id ? next : p)))}
              />
            </div>
          </section>
        );
      })}
      <Button ref={addButton} variant="outline" onClick={addPoll}>
        {t("Add Poll")}
      </Button>
    </div>
  );
}
