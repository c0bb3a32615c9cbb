/** Step 3, Polls: up to 3 polls, each with 2 to 10 choices in the default palette. */
import { toast } from "../../app/toast.ts";
import { MAX_POLLS_PER_SESSION, MESSAGES } from "@lectern/shared";
import { ChoiceListEditor } from "../../components/choice-list-editor.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { emptyPoll, newChoice, type PollDraft } from "./wizard-model.ts";

export function PollsStep({
  polls,
  onPolls,
}: {
  polls: PollDraft[];
  onPolls: (next: PollDraft[]) => void;
}) {
  const change = (key: string, patch: Partial<PollDraft>) =>
    onPolls(polls.map((p) => (p.key === key ? { ...p, ...patch } : p)));
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
            key={poll.key}
            aria-label={`Poll ${index + 1}`}
            className="rounded-lg border border-slate-200 p-4"
          >
            <div className="mb-3 flex items-center justify-between">
              <h3 className="font-semibold text-slate-900">Poll {index + 1}</h3>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onPolls(polls.filter((p) => p.key !== poll.key))}
                aria-label={`Remove poll ${index + 1}`}
              >
                Remove
              </Button>
            </div>
            <div className="grid gap-3">
              <Field label="Poll title">
                <Input
                  value={poll.title}
                  onChange={(e) => change(poll.key, { title: e.target.value })}
                />
              </Field>
              <Field label="Question">
                <Input
                  value={poll.question}
                  onChange={(e) => change(poll.key, { question: e.target.value })}
                />
              </Field>
              <ChoiceListEditor
                pollLabel={label}
                choices={poll.choices}
                onText={(key, text) =>
                  change(poll.key, {
                    choices: poll.choices.map((c) => (c.key === key ? { ...c, text } : c)),
                  })
                }
                onColor={(key, color) =>
                  change(poll.key, {
                    choices: poll.choices.map((c) => (c.key === key ? { ...c, color } : c)),
                  })
                }
                onAdd={() =>
                  change(poll.key, { choices: [...poll.choices, newChoice(poll.choices.length)] })
                }
                onRemove={(key) =>
                  change(poll.key, { choices: poll.choices.filter((c) => c.key !== key) })
                }
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
