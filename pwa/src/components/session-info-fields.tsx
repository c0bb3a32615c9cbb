/**
 * A session's event name, title, description, the language they are written in (optional: it
 * marks the speaker's words with `lang` on every page, WCAG 3.1.2) and its Q&A settings (the
 * forum, review before questions appear, masking offensive words), as the create wizard's first step and the edit
 * screen's Session Info tab both ask for them (docs/product.md, "Create session", "Edit session"
 * and "Moderation"). A blank required field says Required as it changes once it was left, or
 * once a save was tried (`invalid` listed a field); the message goes as soon as it is filled.
 */
import { useState } from "react";
import { isLocale } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { bindText } from "./bind-text.ts";
import { useFieldChecks } from "./form-errors.ts";
import type { SessionInfoDraft } from "./session-model.ts";
import { Field } from "./ui/field.tsx";
import { LanguageOptions } from "./language-switcher.tsx";
import { SettingSwitch } from "./setting-switch.tsx";
import { cn } from "./ui/cn.ts";
import { Input, inputClass } from "./ui/input.tsx";
import { Textarea } from "./ui/textarea.tsx";

export function SessionInfoFields({
  info,
  onInfo,
  invalid,
  reviewWasOn = false,
}: {
  info: SessionInfoDraft;
  onInfo: (next: SessionInfoDraft) => void;
  invalid: readonly string[];
  /** The saved session reviews questions: turning it off here approves what is pending. */
  reviewWasOn?: boolean;
}) {
  const { t } = useTranslator();
  /** A save was tried: from then on every required field is checked as it changes. */
  const [tried, setTried] = useState(false);
  if (invalid.length > 0 && !tried) setTried(true);
  const checks = useFieldChecks(tried);
  type TextKey = "eventName" | "title" | "description";
  const required = (key: TextKey) =>
    (checks.checked(key) || invalid.includes(key)) && info[key].trim() === ""
      ? t("Required")
      : null;
  const leave = (key: TextKey) => () => checks.leave(key);
  const change = (next: SessionInfoDraft) => {
    for (const key of ["eventName", "title", "description"] as const)
      if (next[key] !== info[key]) checks.changed(key);
    onInfo(next);
  };
  return (
    <>
      <Field label={t("Event name")} required error={required("eventName")}>
        <Input
          name="eventName"
          {...bindText(info, "eventName", change)}
          onBlur={leave("eventName")}
        />
      </Field>
      <Field label={t("Session title")} required error={required("title")}>
        <Input name="title" {...bindText(info, "title", change)} onBlur={leave("title")} />
      </Field>
      <Field label={t("Description")} required error={required("description")}>
        <Textarea
          name="description"
          rows={4}
          {...bindText(info, "description", change)}
          onBlur={leave("description")}
        />
      </Field>
      <Field
        label={t("Language of your texts")}
        hint={t(
          "Screen readers read your title, description, resources and polls in this language.",
        )}
      >
        <select
          name="language"
          value={info.language ?? ""}
          onChange={(event) => onInfo({ ...info, language: event.target.value || null })}
          className={cn(inputClass, "min-h-11 sm:w-64")}
        >
          <option value="">{t("Not set")}</option>
          <LanguageOptions />
          {/* A tag set through the API that the app does not speak stays choosable as it is. */}
          {info.language !== null && !isLocale(info.language) && (
            <option value={info.language}>{info.language}</option>
          )}
        </select>
      </Field>
      <SettingSwitch
        label={t("Enable Q&A Forum")}
        hint={t("Attendees can ask and upvote questions on the session page.")}
        checked={info.qaEnabled}
        onChange={(qaEnabled) => onInfo({ ...info, qaEnabled })}
      />
      <SettingSwitch
        label={t("Review questions before they appear")}
        hint={t("New questions wait for your approval before anyone else sees them.")}
        checked={info.questionReview}
        onChange={(questionReview) => onInfo({ ...info, questionReview })}
      >
        {reviewWasOn && !info.questionReview && (
          <p role="status" className="mt-2 text-xs font-medium text-amber-800">
            {t("Questions waiting for review will be approved when you save.")}
          </p>
        )}
      </SettingSwitch>
      <SettingSwitch
        label={t("Mask offensive words")}
        hint={t("Offensive words in questions, names and replies are masked for everyone but you.")}
        checked={info.profanityFilter}
        onChange={(profanityFilter) => onInfo({ ...info, profanityFilter })}
      />
      <SettingSwitch
        label={t("Confirm e-mail before download")}
        hint={t(
          "Attendees get a link by e-mail and the download opens from it, so only real addresses become confirmed leads.",
        )}
        checked={info.confirmEmail}
        onChange={(confirmEmail) => onInfo({ ...info, confirmEmail })}
      />
    </>
  );
}
