/** Step 1, Session Info: the collapsible Speaker Information, event name, title, description, Q&A switch. */
import * as Collapsible from "@radix-ui/react-collapsible";
import { useState } from "react";
import { BIO_ROWS } from "@lectern/shared";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import type { SessionInfoDraft } from "./wizard-model.ts";

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
  const [open, setOpen] = useState(false);
  const required = (key: keyof SessionInfoDraft) => (invalid.includes(key) ? "Required" : null);
  return (
    <div className="space-y-5">
      <Collapsible.Root
        open={open}
        onOpenChange={setOpen}
        className="rounded-lg border border-slate-200"
      >
        <Collapsible.Trigger className="flex min-h-12 w-full items-center justify-between gap-2 rounded-lg px-4 text-left">
          <span>
            <span className="block text-sm font-semibold text-slate-900">Speaker Information</span>
            <span className="block text-xs text-slate-600">
              {speakerName}
              {speaker.designation ? `, ${speaker.designation}` : ""}
              {speaker.company ? ` at ${speaker.company}` : ""}
            </span>
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={`size-5 transition-transform ${open ? "rotate-180" : ""}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
        </Collapsible.Trigger>
        <Collapsible.Content className="grid gap-4 border-t border-slate-200 p-4 sm:grid-cols-2">
          <p className="text-xs text-slate-600 sm:col-span-2">
            From your profile. Changes here update your speaker profile when the session is created.
          </p>
          <Field label="Designation / title">
            <Input
              value={speaker.designation}
              onChange={(e) => onSpeaker({ ...speaker, designation: e.target.value })}
            />
          </Field>
          <Field label="Company">
            <Input
              value={speaker.company}
              onChange={(e) => onSpeaker({ ...speaker, company: e.target.value })}
            />
          </Field>
          <Field label="LinkedIn profile URL" className="sm:col-span-2">
            <Input
              type="url"
              inputMode="url"
              value={speaker.linkedinUrl}
              onChange={(e) => onSpeaker({ ...speaker, linkedinUrl: e.target.value })}
            />
          </Field>
          <Field label="Bio" className="sm:col-span-2">
            <Textarea
              rows={BIO_ROWS}
              value={speaker.bio}
              onChange={(e) => onSpeaker({ ...speaker, bio: e.target.value })}
            />
          </Field>
        </Collapsible.Content>
      </Collapsible.Root>

      <Field label="Event name" required error={required("eventName")}>
        <Input
          name="eventName"
          value={info.eventName}
          onChange={(e) => onInfo({ ...info, eventName: e.target.value })}
        />
      </Field>
      <Field label="Session title" required error={required("title")}>
        <Input
          name="title"
          value={info.title}
          onChange={(e) => onInfo({ ...info, title: e.target.value })}
        />
      </Field>
      <Field label="Description" required error={required("description")}>
        <Textarea
          name="description"
          rows={4}
          value={info.description}
          onChange={(e) => onInfo({ ...info, description: e.target.value })}
        />
      </Field>
      <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
        <div>
          <label htmlFor="qa-enabled" className="text-sm font-semibold text-slate-900">
            Enable Q&amp;A Forum
          </label>
          <p id="qa-enabled-hint" className="text-xs text-slate-600">
            Attendees can ask and upvote questions on the session page.
          </p>
        </div>
        <Switch
          id="qa-enabled"
          checked={info.qaEnabled}
          onCheckedChange={(qaEnabled) => onInfo({ ...info, qaEnabled })}
          aria-describedby="qa-enabled-hint"
        />
      </div>
    </div>
  );
}
