/**
 * A poll's choices: text and colour per row; remove only with more than 2 choices; Add Choice
 * disabled at 10 (spec section 5). Shared by the create wizard and the edit screen.
 */
import { MAX_CHOICES_PER_POLL, MIN_CHOICES_PER_POLL } from "@lectern/shared";
import { Button } from "./ui/button.tsx";
import { Input } from "./ui/input.tsx";

export interface ChoiceRow {
  key: string;
  text: string;
  color: string;
}

export interface ChoiceListEditorProps {
  pollLabel: string;
  choices: readonly ChoiceRow[];
  onText: (key: string, text: string) => void;
  onColor: (key: string, color: string) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
  busy?: boolean;
}

export function ChoiceListEditor({
  pollLabel,
  choices,
  onText,
  onColor,
  onAdd,
  onRemove,
  busy,
}: ChoiceListEditorProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        Choices ({choices.length} of {MAX_CHOICES_PER_POLL})
      </legend>
      <ol className="space-y-2">
        {choices.map((choice, index) => (
          <li key={choice.key} className="flex items-center gap-2">
            <input
              type="color"
              value={choice.color}
              onChange={(e) => onColor(choice.key, e.target.value.toUpperCase())}
              aria-label={`Colour of choice ${index + 1} in ${pollLabel}`}
              className="h-11 w-11 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
            />
            <Input
              value={choice.text}
              onChange={(e) => onText(choice.key, e.target.value)}
              placeholder={`Choice ${index + 1}`}
              aria-label={`Choice ${index + 1} in ${pollLabel}`}
            />
            {choices.length > MIN_CHOICES_PER_POLL && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onRemove(choice.key)}
                disabled={busy}
                aria-label={`Remove choice ${index + 1} from ${pollLabel}`}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
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
        Add Choice
      </Button>
    </fieldset>
  );
}
