/** Step 2, Resources: the three file groups, Helpful Links and Calls to Action. */
import { useRef, type ChangeEvent } from "react";
import { toast } from "../../app/toast.ts";
import { DEFAULT_ADDITIONAL_BUTTON_TEXT, MESSAGES, msg } from "@lectern/shared";
import type { FileResourceType } from "../../api/speaker/resources.ts";
import {
  ATTACHMENT_ACCEPT,
  formatBytes,
  sortAttachments,
  titleFromFileName,
} from "../../components/attachments.ts";
import { FileDropZone } from "../../components/file-drop-zone.tsx";
import { LinkItemsSections } from "../../components/link-items-sections.tsx";
import { ProgressBar } from "../../components/progress-bar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { newLinkItem, type LinkItem } from "../../components/session-model.ts";
import { draftKey, type FileDraft } from "./wizard-model.ts";

/** The three file groups, with each group's own texts (English, shown through t()). */
export interface FileGroupTexts {
  type: FileResourceType;
  label: string;
  hint: string;
  /** The wizard's file input. */
  choose: string;
  /** The wizard's button. */
  add: string;
  /** The edit screen's file input and button. */
  upload: string;
}

export const FILE_GROUPS: readonly FileGroupTexts[] = [
  {
    type: "presentation",
    label: msg("Presentation"),
    hint: msg("Your slides, as PDF or images."),
    choose: msg("Choose Presentation files"),
    add: msg("Add Presentation file"),
    upload: msg("Upload Presentation files"),
  },
  {
    type: "handout",
    label: msg("Handouts"),
    hint: msg("Worksheets, summaries, cheat sheets."),
    choose: msg("Choose Handouts files"),
    add: msg("Add Handouts file"),
    upload: msg("Upload Handouts files"),
  },
  {
    type: "additional",
    label: msg("Other Resources"),
    hint: msg("Anything else attendees may want."),
    choose: msg("Choose Other Resources files"),
    add: msg("Add Other Resources file"),
    upload: msg("Upload Other Resources files"),
  },
];

function FileItem({
  draft,
  onChange,
  onRemove,
  locked,
}: {
  draft: FileDraft;
  onChange: (patch: Partial<FileDraft>) => void;
  onRemove: () => void;
  locked: boolean;
}) {
  const { t, locale } = useTranslator();
  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 truncate text-sm font-medium text-slate-900">
          {draft.file.name}{" "}
          <span className="font-normal text-slate-600">
            ({formatBytes(draft.file.size, locale)})
          </span>
        </p>
        {!locked && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={t("Remove {name}", { name: draft.file.name })}
          >
            {t("Remove")}
          </Button>
        )}
      </div>
      {draft.status !== "attached" && (
        <div className="mt-2 space-y-1">
          <ProgressBar
            value={draft.progress}
            label={t("Upload of {name}", { name: draft.file.name })}
          />
          <p className="text-xs text-slate-600">
            {draft.status === "uploaded"
              ? t("Uploaded")
              : draft.status === "failed"
                ? t("Upload failed")
                : t("Uploading {percent}%", { percent: draft.progress })}
          </p>
        </div>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field
          label={t("Title")}
          required
          error={draft.title.trim() === "" ? t(MESSAGES.fileTitleRequired) : null}
        >
          <Input
            value={draft.title}
            disabled={locked}
            onChange={(e) => onChange({ title: e.target.value })}
          />
        </Field>
        {draft.type === "additional" && (
          <Field label={t("Button text")}>
            <Input
              value={draft.buttonText}
              placeholder={t(DEFAULT_ADDITIONAL_BUTTON_TEXT)}
              disabled={locked}
              onChange={(e) => onChange({ buttonText: e.target.value })}
            />
          </Field>
        )}
        <Field label={t("Description (optional)")} className="sm:col-span-2">
          <Textarea
            rows={2}
            value={draft.description}
            disabled={locked}
            onChange={(e) => onChange({ description: e.target.value })}
          />
        </Field>
      </div>
    </li>
  );
}

function FileGroup({
  type,
  label,
  hint,
  choose,
  add,
  files,
  onFiles,
  locked,
}: FileGroupTexts & {
  files: FileDraft[];
  onFiles: (update: (all: FileDraft[]) => FileDraft[]) => void;
  locked: boolean;
}) {
  const { t } = useTranslator();
  const input = useRef<HTMLInputElement>(null);
  const inputId = `files-${type}`;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = "";
    attach(picked);
  };
  const attach = (picked: File[]) => {
    const sorted = sortAttachments(picked);
    for (const refusal of sorted.refusals)
      toast.error(t(refusal.title), { description: t(refusal.description) });
    const accepted: FileDraft[] = sorted.accepted.map((file) => ({
      key: draftKey(),
      file,
      type,
      title: titleFromFileName(file.name),
      description: "",
      buttonText: "",
      status: "attached",
      progress: 0,
    }));
    if (accepted.length > 0) {
      onFiles((all) => [...all, ...accepted]);
      toast.success(t("File attached"), {
        description: accepted.map((d) => d.file.name).join(", "),
      });
    }
  };
  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      className="rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id={`${inputId}-heading`} className="font-semibold text-slate-900">
            {t(label)}
          </h3>
          <p className="text-xs text-slate-600">
            {t(hint)} {t("PDF or image, up to 20MB.")}
          </p>
        </div>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          onChange={pick}
          tabIndex={-1}
          aria-label={t(choose)}
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={locked}
        >
          {t(add)}
        </Button>
      </div>
      <FileDropZone onFiles={attach} disabled={locked} />
      {files.length > 0 && (
        <ul className="mt-3 space-y-3">
          {files.map((draft) => (
            <FileItem
              key={draft.key}
              draft={draft}
              locked={locked}
              onChange={(patch) =>
                onFiles((all) => all.map((d) => (d.key === draft.key ? { ...d, ...patch } : d)))
              }
              onRemove={() => onFiles((all) => all.filter((d) => d.key !== draft.key))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export interface ResourcesStepProps {
  files: FileDraft[];
  onFiles: (update: (all: FileDraft[]) => FileDraft[]) => void;
  /** Helpful Links and Calls to Action. */
  links: LinkItem[];
  onLinks: (next: LinkItem[]) => void;
  locked: boolean;
}

export function ResourcesStep({ files, onFiles, links, onLinks, locked }: ResourcesStepProps) {
  return (
    <div className="space-y-6">
      <div className="space-y-4">
        {FILE_GROUPS.map((group) => (
          <FileGroup
            key={group.type}
            {...group}
            files={files.filter((f) => f.type === group.type)}
            onFiles={onFiles}
            locked={locked}
          />
        ))}
      </div>

      <LinkItemsSections
        items={links}
        showRule
        onChange={(id, next) => onLinks(links.map((l) => (l.id === id ? { ...l, ...next } : l)))}
        onRemove={(link) => onLinks(links.filter((l) => l.id !== link.id))}
        onAdd={(type) => onLinks([...links, newLinkItem(type)])}
      />
    </div>
  );
}
