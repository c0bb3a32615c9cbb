/** Step 3, Polls: up to 3 polls, each with 2 to 10 choices in the default palette. */
import { toast } from "../../app/toast.ts";
import { MAX_POLLS_PER_SESSION, MESSAGES } from "@lectern/shared";
import { PollFields } from "../../components/poll-fields.tsx";
import { Button } from "../../components/ui/button.tsx";
import { emptyPoll, type PollDraft } from "./wizard-model.ts";

export function PollsStep({
  polls,
  onPolls,
}: {
  polls: PollDraft[];
  onPolls: (next: PollDraft[]) => void;
}) {
  const addPoll = () => {
    if (polls.length >= MAX_POLLS_PER_SESSION) {
      toast.error(MESSAGES.maxPollsTitle, { description: MESSAGES.maxPolls });
      return;
    }
    onPolls([...polls, emptyPoll()]);
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Polls open for voting as soon as the session page is created. You can add up to 3. A poll is
        saved when it has a title, a question and choices.
      </p>
      {polls.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
          No polls yet.
        </p>
      )}
      {polls.map((poll, index) => {
        const label = `poll ${index + 1}`;
        return (
          <section
            key={poll.id}
            aria-label={`Poll ${index + 1}`}
            className="rounded-lg border border-slate-200 p-4"
          >
            <div className="mb-3 flex items-center justify-between">
              <h3 className="font-semibold text-slate-900">Poll {index + 1}</h3>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onPolls(polls.filter((p) => p.id !== poll.id))}
                aria-label={`Remove poll ${index + 1}`}
              >
                Remove
              </Button>
            </div>
            <div className="grid gap-3">
              <PollFields
                pollLabel={label}
                value={poll}
                onChange={(next) => onPolls(polls.map((p) => (p.id === poll.id ? next : p)))}
              />
            </div>
          </section>
        );
      })}
      <Button variant="outline" onClick={addPoll}>
        Add Poll
      </Button>
    </div>
  );
}
