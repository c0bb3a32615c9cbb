/**
 * The Ask Question dialog (docs/product.md, Q&A forum): Post anonymously, Your Name (hidden when
 * anonymous), Your Question, Cancel and Post Question (Posting... while busy); a question the server
 * refuses (Q&A turned off, the asker blocked) keeps the dialog open with the reason. The name and the
 * anonymity choice start from what this visitor used last time on this session. Loaded on the first
 * tap.
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "../../app/toast.ts";
import { MESSAGES } from "@lectern/shared";
import { Modal, ModalActions } from "../../attendee/modal.tsx";
import type { QaPreferences } from "../../attendee/preferences.ts";
import { inputClass } from "../../attendee/styles.ts";
import { useTranslator } from "../../i18n/language.ts";

export interface AskQuestionValues extends QaPreferences {
  questionText: string;
}

interface AskQuestionDialogProps {
  initial: QaPreferences;
  /** Answers why the server refused the question (shown in the dialog), or null once it is taken. */
  onSubmit: (values: AskQuestionValues) => Promise<string | null>;
  onCancel: () => void;
}

export default function AskQuestionDialog({ initial, onSubmit, onCancel }: AskQuestionDialogProps) {
  const { t } = useTranslator();
  const ids = { anonymous: useId(), name: useId(), question: useId() };
  const [isAnonymous, setIsAnonymous] = useState(initial.isAnonymous);
  const [authorName, setAuthorName] = useState(initial.authorName);
  const [questionText, setQuestionText] = useState("");
  const [invalid, setInvalid] = useState<"name" | "question" | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const questionRef = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (questionText.trim() === "") {
      setInvalid("question");
      toast.error(t(MESSAGES.questionRequiredTitle), {
        description: t(MESSAGES.questionRequired),
      });
      questionRef.current?.focus();
      return;
    }
    if (!isAnonymous && authorName.trim() === "") {
      setInvalid("name");
      toast.error(t(MESSAGES.nameRequiredTitle), { description: t(MESSAGES.nameRequired) });
      nameRef.current?.focus();
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      setRefusal(
        await onSubmit({
          isAnonymous,
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
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div className="flex items-center gap-2">
          <input
            id={ids.anonymous}
            type="checkbox"
            checked={isAnonymous}
            onChange={(event) => setIsAnonymous(event.target.checked)}
            className="size-5 accent-brand-700"
          />
          <label htmlFor={ids.anonymous} className="text-sm font-medium text-slate-800">
            {t("Post anonymously")}
          </label>
        </div>
        {!isAnonymous && (
          <div className="space-y-1">
            <label htmlFor={ids.name} className="block text-sm font-medium text-slate-800">
              {t("Your Name")}
            </label>
            <input
              id={ids.name}
              ref={nameRef}
              autoComplete="name"
              value={authorName}
              onChange={(event) => setAuthorName(event.target.value)}
              aria-invalid={invalid === "name" ? true : undefined}
              className={inputClass}
            />
          </div>
        )}
        <div className="space-y-1">
          <label htmlFor={ids.question} className="block text-sm font-medium text-slate-800">
            {t("Your Question")}
          </label>
          <textarea
            id={ids.question}
            ref={questionRef}
            rows={4}
            value={questionText}
            onChange={(event) => setQuestionText(event.target.value)}
            aria-invalid={invalid === "question" ? true : undefined}
            className={inputClass}
          />
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
