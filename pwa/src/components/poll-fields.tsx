/**
 * A poll's title, question and choices, as the create wizard and the edit screen both ask for them
 * (docs/product.md, "Create session" and "Edit session"): text and colour per choice, the next
 * palette colour for a new one, remove only with more than 2 choices, Add Choice disabled at 10.
 */
import { MAX_CHOICES_PER_POLL, MIN_CHOICES_PER_POLL } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { bindText } from "./bind-text.ts";
import { newChoice, type ChoiceItem } from "./session-model.ts";
import { Button } from "./ui/button.tsx";
import { Field } from "./ui/field.tsx";
import { Icon } from "./ui/icon.tsx";
import { Input } from "./ui/input.tsx";

interface PollValues {
  title: string;
  question: string;
  choices: ChoiceItem[];
}

interface PollFieldsProps<Poll extends PollValues> {
  /** The poll's number on the screen (1 for the first): names the choice inputs and buttons. */
  pollNumber: number;
  value: Poll;
  /** The poll changed; `removed` is the choice just removed, if any. */
  onChange: (next: Poll, removed?: ChoiceItem) => void;
  busy?: boolean;
}

export function PollFields<Poll extends PollValues>({
  pollNumber,
  value,
  onChange,
  busy,
}: PollFieldsProps<Poll>) {
  const { t, number } = useTranslator();
  const { choices } = value;
  const setChoice = (id: number, patch: Partial<ChoiceItem>) =>
    onChange({ ...value, choices: choices.map((c) => (c.id === id ? { ...c, ...patch } : c)) });
  const onAdd = () => onChange({ ...value, choices: [...choices, newChoice(choices.length)] });
  const onRemove = (choice: ChoiceItem) =>
    onChange({ ...value, choices: choices.filter((c) => c !== choice) }, choice);
  return (
    <>
      <Field label={t("Poll title")}>
        <Input {...bindText(value, "title", onChange)} />
      </Field>
      <Field label={t("Question")}>
        <Input {...bindText(value, "question", onChange)} />
      </Field>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          {t("Choices ({count} of {max})", {
            count: number(choices.length),
            max: number(MAX_CHOICES_PER_POLL),
          })}
        </legend>
        <ol className="space-y-2">
          {choices.map((choice, index) => (
            <li key={choice.id} className="flex items-center gap-2">
              <input
                type="color"
                value={choice.color}
                onChange={(e) => setChoice(choice.id, { color: e.target.value.toUpperCase() })}
                aria-label={t("Colour of choice {choice} in poll {poll}", {
                  choice: index + 1,
                  poll: pollNumber,
                })}
                className="h-11 w-11 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
              />
              <Input
                value={choice.text}
                onChange={(e) => setChoice(choice.id, { text: e.target.value })}
                placeholder={t("Choice {choice}", { choice: index + 1 })}
                aria-label={t("Choice {choice} in poll {poll}", {
                  choice: index + 1,
                  poll: pollNumber,
                })}
              />
              {choices.length > MIN_CHOICES_PER_POLL && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onRemove(choice)}
                  disabled={busy}
                  aria-label={t("Remove choice {choice} from poll {poll}", {
                    choice: index + 1,
                    poll: pollNumber,
                  })}
                >
                  <Icon path="M6 6l12 12M18 6L6 18" className="size-5" />
                </Button>
              )}
            </li>
          ))}
        </ol>
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={onAdd}
          disabled={busy || choices.length >= MAX_CHOICES_PER_POLL}
        >
          {t("Add Choice")}
        </Button>
      </fieldset>
    </>
  );
}
