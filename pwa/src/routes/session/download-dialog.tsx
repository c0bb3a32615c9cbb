/**
 * The download-resource dialog (docs/product.md, Download dialog): asks for an e-mail address,
 * checked with the shared downloadEmailError rule, with Cancel and Download (Processing... while
 * busy). Loaded on the first tap so the page's first load stays small.
 */
import { useId, useState, type FormEvent } from "react";
import { downloadEmailError } from "@lectern/shared";
import { Modal, ModalActions } from "../../attendee/modal.tsx";
import { inputClass } from "../../attendee/styles.ts";
import { useTranslator } from "../../i18n/language.ts";

interface DownloadDialogProps {
  resourceTitle: string;
  onSubmit: (email: string) => Promise<void>;
  onCancel: () => void;
}

export default function DownloadDialog({ resourceTitle, onSubmit, onCancel }: DownloadDialogProps) {
  const { t } = useTranslator();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = downloadEmailError(email);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onSubmit(email.trim());
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={t("Download resource")}
      description={t('Enter your email address to get "{title}".', { title: resourceTitle })}
      busy={busy}
      onClose={onCancel}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div className="space-y-1">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            {t("Email address")}
          </label>
          <input
            id={inputId}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t("you@example.com")}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={inputClass}
          />
          {error && (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {t(error)}
            </p>
          )}
        </div>
        <ModalActions
          busy={busy}
          onCancel={onCancel}
          submitText={t("Download")}
          busyText={t("Processing...")}
        />
      </form>
    </Modal>
  );
}
