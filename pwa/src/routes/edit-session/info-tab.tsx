/**
 * Edit screen, Session Info tab: the event name, title, description and Q&A settings of the create
 * wizard (components/session-info-fields.tsx), saved with Save Session Info. A blank required field
 * is said under it and the first gets focus; a refused save says why above the button and in a
 * toast. A member whose role does not edit (docs/product.md, Team) reads the same fields as text,
 * with no Save.
 */
import { useState, type FormEvent } from "react";
import { toast } from "../../app/toast.ts";
import {
  isLocale,
  LOCALE_NAMES,
  MESSAGES,
  speakerTextLang,
  type PublicSession,
} from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { useUpdateSession } from "../../api/speaker/sessions.ts";
import { useTranslator } from "../../i18n/language.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { useFocusFirstInvalid } from "../../components/form-errors.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { RequiredNote } from "../../components/ui/field.tsx";
import { SessionInfoFields } from "../../components/session-info-fields.tsx";
import { missingSessionFields } from "../../components/session-model.ts";

/** Session Info as text, for a member who may read it but not change it. */
function SessionInfoSummary({ session }: { session: PublicSession }) {
  const { t } = useTranslator();
  const onOff = (on: boolean) => (on ? t("On") : t("Off"));
  const language =
    session.language === null
      ? t("Not set")
      : isLocale(session.language)
        ? LOCALE_NAMES[session.language]
        : session.language;
  /** Each row: its label, its value, and whether the value is the speaker's own words. */
  const rows: [label: string, value: string, speakers?: boolean][] = [
    [t("Event name"), session.eventName, true],
    [t("Session title"), session.title, true],
    [t("Description"), session.description, true],
    [t("Language of your texts"), language],
    [t("Enable Q&A Forum"), onOff(session.qaEnabled)],
    [t("Review questions before they appear"), onOff(session.questionReview)],
    [t("Mask offensive words"), onOff(session.profanityFilter)],
    [t("Confirm e-mail before download"), onOff(session.confirmEmail)],
  ];
  return (
    <dl className="divide-y divide-slate-200" data-testid="session-info-read-only">
      {rows.map(([label, value, speakers]) => (
        <div key={label} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
          <dt className="text-sm font-medium text-slate-700">{label}</dt>
          <dd
            lang={speakers ? speakerTextLang(session.language) : undefined}
            className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-900"
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function InfoTab({
  session,
  readOnly = false,
}: {
  session: PublicSession;
  /** The reader's role does not edit the page: the fields show as text, with no Save. */
  readOnly?: boolean;
}) {
  if (readOnly) return <SessionInfoSummary session={session} />;
  return <InfoForm session={session} />;
}

function InfoForm({ session }: { session: PublicSession }) {
  const { t } = useTranslator();
  const update = useUpdateSession(session.id);
  const saved = {
    eventName: session.eventName,
    title: session.title,
    description: session.description,
    qaEnabled: session.qaEnabled,
    questionReview: session.questionReview,
    profanityFilter: session.profanityFilter,
    confirmEmail: session.confirmEmail,
    language: session.language,
  };
  const [info, setInfo] = useState(saved);
  const [invalid, setInvalid] = useState<string[]>([]);
  /** Why the server refused the last save, until the next try. */
  const [failure, setFailure] = useState<string | null>(null);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const changed = JSON.stringify(info) !== JSON.stringify(saved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingSessionFields(info);
    setInvalid(missing);
    setFailure(null);
    if (missing.length > 0) {
      focusFirstInvalid();
      toast.error(t(MESSAGES.sessionRequiredTitle), { description: t(MESSAGES.sessionRequired) });
      return;
    }
    update.mutate(
      {
        eventName: info.eventName.trim(),
        title: info.title.trim(),
        description: info.description.trim(),
        qaEnabled: info.qaEnabled,
        questionReview: info.questionReview,
        profanityFilter: info.profanityFilter,
        confirmEmail: info.confirmEmail,
        language: info.language,
      },
      {
        onSuccess: () => toast.success(t("Session updated successfully")),
        onError: (error) => {
          const reason = errorMessage(error, t("Please try again."));
          setFailure(reason);
          toast.error(t("Failed to update session"), { description: reason });
        },
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      <RequiredNote />
      <SessionInfoFields
        info={info}
        onInfo={setInfo}
        invalid={invalid}
        reviewWasOn={session.questionReview}
      />
      {failure && <Alert title={t("Failed to update session")}>{failure}</Alert>}
      <div className="flex items-center justify-end gap-3">
        {changed && <Badge tone="amber">{t("Unsaved")}</Badge>}
        <OnlineButton
          type="submit"
          pending={update.isPending}
          pendingText={t("Saving...")}
          disabled={!changed}
        >
          {t("Save Session Info")}
        </OnlineButton>
      </div>
    </form>
  );
}
