/**
 * Step 1, Session Info: the collapsible Speaker Information, then the event name, title, description
 * and Q&A switch the edit screen asks for too (components/session-info-fields.tsx). A LinkedIn URL
 * that is not a profile (`invalid` lists linkedinUrl) opens Speaker Information to say so there.
 */
import * as Collapsible from "@radix-ui/react-collapsible";
import { useState } from "react";
import { BIO_ROWS, MESSAGES } from "@lectern/shared";
import { bindText } from "../../components/bind-text.ts";
import { useTranslator } from "../../i18n/language.ts";
import { Field } from "../../components/ui/field.tsx";
import { CHEVRON_DOWN, Icon } from "../../components/ui/icon.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { SessionInfoFields } from "../../components/session-info-fields.tsx";
import type { SessionInfoDraft } from "../../components/session-model.ts";

export interface SpeakerDraft {
  designation: string;
  company: string;
  linkedinUrl: string;
  bio: string;
}

export interface SessionInfoStepProps {
  speakerName: string;
  speaker: SpeakerDraft;
  onSpeaker: (next: SpeakerDraft) => void;
  info: SessionInfoDraft;
  onInfo: (next: SessionInfoDraft) => void;
  invalid: readonly string[];
}

export function SessionInfoStep({
  speakerName,
  speaker,
  onSpeaker,
  info,
  onInfo,
  invalid,
}: SessionInfoStepProps) {
  const { t } = useTranslator();
  const [open, setOpen] = useState(false);
  const linkedinBad = invalid.includes("linkedinUrl");
  const values = { name: speakerName, designation: speaker.designation, company: speaker.company };
  const summary =
    speaker.designation && speaker.company
      ? t("{name}, {designation} at {company}", values)
      : speaker.designation
        ? t("{name}, {designation}", values)
        : speaker.company
          ? t("{name} at {company}", values)
          : speakerName;
  return (
    <div className="space-y-5">
      <Collapsible.Root
        open={open || linkedinBad}
        onOpenChange={setOpen}
        className="rounded-lg border border-slate-200"
      >
        <Collapsible.Trigger className="flex min-h-12 w-full items-center justify-between gap-2 rounded-lg px-4 text-left">
          <span>
            <span className="block text-sm font-semibold text-slate-900">
              {t("Speaker Information")}
            </span>
            <span className="block text-xs text-slate-600">{summary}</span>
          </span>
          <Icon
            path={CHEVRON_DOWN}
            className={`size-5 transition-transform ${open ? "rotate-180" : ""}`}
          />
        </Collapsible.Trigger>
        <Collapsible.Content className="grid gap-4 border-t border-slate-200 p-4 sm:grid-cols-2">
          <p className="text-xs text-slate-600 sm:col-span-2">
            {t(
              "From your profile. Changes here update your speaker profile when the session is created.",
            )}
          </p>
          <Field label={t("Designation / title")}>
            <Input {...bindText(speaker, "designation", onSpeaker)} />
          </Field>
          <Field label={t("Company")}>
            <Input {...bindText(speaker, "company", onSpeaker)} />
          </Field>
          <Field
            label={t("LinkedIn profile URL")}
            className="sm:col-span-2"
            error={linkedinBad ? t(MESSAGES.linkedinInvalid) : null}
          >
            <Input type="url" inputMode="url" {...bindText(speaker, "linkedinUrl", onSpeaker)} />
          </Field>
          <Field label={t("Bio")} className="sm:col-span-2">
            <Textarea rows={BIO_ROWS} {...bindText(speaker, "bio", onSpeaker)} />
          </Field>
        </Collapsible.Content>
      </Collapsible.Root>

      <SessionInfoFields info={info} onInfo={onInfo} invalid={invalid} />
    </div>
  );
}
