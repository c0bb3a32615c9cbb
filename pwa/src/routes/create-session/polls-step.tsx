/**
 * Step 3, Polls: up to the host's MAX_POLLS_PER_SESSION polls of any kind; a poll with choices has
 * 2 to 10 in the default palette; only its question is required. A poll that stops Create shows
 * its problems at their fields.
 */
import { toast } from "../../app/toast.ts";
import { MESSAGES } from "@lectern/shared";
import { PollFields } from "../../components/poll-fields.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { Button } from "../../components/ui/button.tsx";
import { emptyPoll, type PollDraft } from "./wizard-model.ts";

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
    onPolls([...polls, emptyPoll()]);
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
              <h3 className="font-semibold text-slate-900">{label}</h3>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onPolls(polls.filter((p) => p.id !== poll.id))}
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
      <Button variant="outline" onClick={addPoll}>
        {t("Add Poll")}
      </Button>
    </div>
  );
}
