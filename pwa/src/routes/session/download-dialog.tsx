/**
 * The download-resource dialog (docs/product.md, Download dialog): asks for an e-mail address,
 * checked with the shared downloadEmailError rule (its message under the field, which gets focus,
 * and checked again as the field changes until it is valid), with Cancel and Download
 * (Processing... while busy), and says who receives the address and why: the speaker's consent
 * text (consentTextFor, the same text the server records with the lead), naming the talk's event
 * too when it collects the leads, and a link to their privacy notice when they gave one. Loaded on the first tap so the page's first load stays small.
 */
import { useId, useState, type FormEvent } from "react";
import { consentTextFor, downloadEmailError, type PublicSpeaker } from "@lectern/shared";
import { Modal, ModalActions } from "../../attendee/modal.tsx";
import { inputClass } from "../../attendee/styles.ts";
import { useFocusFirstInvalid } from "../../components/form-errors.ts";
import { useTranslator } from "../../i18n/language.ts";

interface DownloadDialogProps {
  resourceTitle: string;
  speaker: PublicSpeaker;
  /** The talk's event when it collects leads too (docs/product.md, Events); else null. */
  eventName: string | null;
  onSubmit: (email: string) => Promise<void>;
  onCancel: () => void;
}

export default function DownloadDialog({
  resourceTitle,
  speaker,
  eventName,
  onSubmit,
  onCancel,
}: DownloadDialogProps) {
  const { t } = useTranslator();
  const inputId = useId();
  const errorId = useId();
  const consentId = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = downloadEmailError(email);
    setError(problem);
    if (problem) {
      focusFirstInvalid();
      return;
    }
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
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
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
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(downloadEmailError(event.target.value));
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${consentId} ${errorId}` : consentId}
            className={inputClass}
          />
          {error && (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {t(error)}
            </p>
          )}
        </div>
        <div id={consentId} className="space-y-1 text-sm text-slate-700">
          <p data-testid="consent-text">{consentTextFor(speaker, t, eventName)}</p>
          {speaker.privacyUrl && (
            <p>
              <a
                href={speaker.privacyUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline hover:text-brand-800"
              >
                {t("Privacy notice")}
              </a>
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
