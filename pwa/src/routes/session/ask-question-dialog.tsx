/**
 * The Ask Question dialog (docs/product.md, Q&A forum): Your name (optional: left empty, the
 * question is anonymous, as it is by default), Your Question, Cancel and Post Question (Posting...
 * while busy); a question the server refuses (Q&A turned off, the asker blocked) keeps the dialog
 * open with the reason. An empty question is said under its field, which gets focus, and the message
 * goes as soon as something is typed. The name starts from the one this visitor gave last time on
 * this session. Loaded on the first tap.
 */
import { useId, useState, type FormEvent } from "react";
import { MESSAGES } from "@lectern/shared";
import { Modal, ModalActions } from "../../attendee/modal.tsx";
import type { QaPreferences } from "../../attendee/preferences.ts";
import { inputClass } from "../../attendee/styles.ts";
import { useFocusFirstInvalid } from "../../components/form-errors.ts";
import { FieldError } from "../../components/ui/field-error.tsx";
import { useTranslator } from "../../i18n/language.ts";

export interface AskQuestionValues extends QaPreferences {
  questionText: string;
}

interface AskQuestionDialogProps {
  initial: QaPreferences;
  /** Answers why the server refused the question (shown in the dialog), or null once it is taken. */
  onSubmit: (values: AskQuestionValues) => Promise<string | null>;
  onCancel: () => void;
  /** Takes focus on close when the button that opened the dialog is gone (another tab's). */
  returnFocusFallback?: () => HTMLElement | null;
}

export default function AskQuestionDialog({
  initial,
  onSubmit,
  onCancel,
  returnFocusFallback,
}: AskQuestionDialogProps) {
  const { t } = useTranslator();
  const ids = { name: useId(), nameHint: useId(), question: useId(), questionError: useId() };
  const [authorName, setAuthorName] = useState(initial.isAnonymous ? "" : initial.authorName);
  const [questionText, setQuestionText] = useState("");
  const [invalid, setInvalid] = useState(false);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (questionText.trim() === "") {
      setInvalid(true);
      focusFirstInvalid();
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      setRefusal(
        await onSubmit({
          isAnonymous: authorName.trim() === "",
          authorName: authorName.trim(),
          questionText: questionText.trim(),
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={t("Ask Question")}
      description={t("Your question goes to the speaker and the audience.")}
      busy={busy}
      onClose={onCancel}
      returnFocusFallback={returnFocusFallback}
    >
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div className="space-y-1">
          <label htmlFor={ids.question} className="block text-sm font-medium text-slate-800">
            {t("Your Question")}
          </label>
          <textarea
            id={ids.question}
            rows={4}
            value={questionText}
            onChange={(event) => {
              setQuestionText(event.target.value);
              if (event.target.value.trim() !== "") setInvalid(false);
            }}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? ids.questionError : undefined}
            className={inputClass}
          />
          <FieldError
            id={ids.questionError}
            message={invalid ? t(MESSAGES.questionRequired) : null}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.name} className="block text-sm font-medium text-slate-800">
            {t("Your name (optional)")}
          </label>
          <input
            id={ids.name}
            autoComplete="name"
            value={authorName}
            onChange={(event) => setAuthorName(event.target.value)}
            aria-describedby={ids.nameHint}
            className={inputClass}
          />
          <p id={ids.nameHint} className="text-sm text-slate-600">
            {t("Leave it empty to ask anonymously.")}
          </p>
        </div>
        {refusal && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            <span className="font-semibold">{t("Failed to post question")}</span> {refusal}
          </p>
        )}
        <ModalActions
          busy={busy}
          onCancel={onCancel}
          submitText={t("Post Question")}
          busyText={t("Posting...")}
        />
      </form>
    </Modal>
  );
}
