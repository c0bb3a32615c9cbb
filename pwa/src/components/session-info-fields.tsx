/**
 * A session's event name, title, description and Q&A switch, as the create wizard's first step and
 * the edit screen's Session Info tab both ask for them (docs/product.md, "Create session" and "Edit
 * session"); a blank required field listed in `invalid` says Required.
 */
import { useId } from "react";
import { useTranslator } from "../i18n/language.ts";
import { bindText } from "./bind-text.ts";
import type { SessionInfoDraft } from "./session-model.ts";
import { Field } from "./ui/field.tsx";
import { Input } from "./ui/input.tsx";
import { Switch } from "./ui/switch.tsx";
import { Textarea } from "./ui/textarea.tsx";

export function SessionInfoFields({
  info,
  onInfo,
  invalid,
}: {
  info: SessionInfoDraft;
  onInfo: (next: SessionInfoDraft) => void;
  invalid: readonly string[];
}) {
  const { t } = useTranslator();
  const qaId = useId();
  const required = (key: keyof SessionInfoDraft) => (invalid.includes(key) ? t("Required") : null);
  return (
    <>
      <Field label={t("Event name")} required error={required("eventName")}>
        <Input name="eventName" {...bindText(info, "eventName", onInfo)} />
      </Field>
      <Field label={t("Session title")} required error={required("title")}>
        <Input name="title" {...bindText(info, "title", onInfo)} />
      </Field>
      <Field label={t("Description")} required error={required("description")}>
        <Textarea name="description" rows={4} {...bindText(info, "description", onInfo)} />
      </Field>
      <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
        <div>
          <label htmlFor={qaId} className="text-sm font-semibold text-slate-900">
            {t("Enable Q&A Forum")}
          </label>
          <p id={`${qaId}-hint`} className="text-xs text-slate-600">
            {t("Attendees can ask and upvote questions on the session page.")}
          </p>
        </div>
        <Switch
          id={qaId}
          checked={info.qaEnabled}
          onCheckedChange={(qaEnabled) => onInfo({ ...info, qaEnabled })}
          aria-describedby={`${qaId}-hint`}
        />
      </div>
    </>
  );
}
