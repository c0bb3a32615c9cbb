/** Step 2, Resources: the three file groups, Helpful Links and Calls to Action. */
import { useRef, type ChangeEvent } from "react";
import { toast } from "../../app/toast.ts";
import { DEFAULT_ADDITIONAL_BUTTON_TEXT } from "@lectern/shared";
import type { FileResourceType } from "../../api/speaker/resources.ts";
import {
  ATTACHMENT_ACCEPT,
  formatBytes,
  sortAttachments,
  titleFromFileName,
} from "../../components/attachments.ts";
import { LinkItemsSections } from "../../components/link-items-sections.tsx";
import { ProgressBar } from "../../components/progress-bar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { newLinkItem, type LinkItem } from "../../components/session-model.ts";
import { draftKey, type FileDraft } from "./wizard-model.ts";

export const FILE_GROUPS: ReadonlyArray<{ type: FileResourceType; label: string; hint: string }> = [
  { type: "presentation", label: "Presentation", hint: "Your slides, as PDF or images." },
  { type: "handout", label: "Handouts", hint: "Worksheets, summaries, cheat sheets." },
  { type: "additional", label: "Other Resources", hint: "Anything else attendees may want." },
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
  return (
    <li className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 truncate text-sm font-medium text-slate-900">
          {draft.file.name}{" "}
          <span className="font-normal text-slate-600">({formatBytes(draft.file.size)})</span>
        </p>
        {!locked && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={`Remove ${draft.file.name}`}
          >
            Remove
          </Button>
        )}
      </div>
      {draft.status !== "attached" && (
        <div className="mt-2 space-y-1">
          <ProgressBar value={draft.progress} label={`Upload of ${draft.file.name}`} />
          <p className="text-xs text-slate-600">
            {draft.status === "uploaded"
              ? "Uploaded"
              : draft.status === "failed"
                ? "Upload failed"
                : `Uploading ${draft.progress}%`}
          </p>
        </div>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field
          label="Title"
          required
          error={draft.title.trim() === "" ? "A title is required" : null}
        >
          <Input
            value={draft.title}
            disabled={locked}
            onChange={(e) => onChange({ title: e.target.value })}
          />
        </Field>
        {draft.type === "additional" && (
          <Field label="Button text">
            <Input
              value={draft.buttonText}
              placeholder={DEFAULT_ADDITIONAL_BUTTON_TEXT}
              disabled={locked}
              onChange={(e) => onChange({ buttonText: e.target.value })}
            />
          </Field>
        )}
        <Field label="Description (optional)" className="sm:col-span-2">
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
  files,
  onFiles,
  locked,
}: {
  type: FileResourceType;
  label: string;
  hint: string;
  files: FileDraft[];
  onFiles: (update: (all: FileDraft[]) => FileDraft[]) => void;
  locked: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = `files-${type}`;
  const attach = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = "";
    const sorted = sortAttachments(picked);
    for (const refusal of sorted.refusals)
      toast.error(refusal.title, { description: refusal.description });
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
      toast.success("File attached", { description: accepted.map((d) => d.file.name).join(", ") });
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
            {label}
          </h3>
          <p className="text-xs text-slate-600">{hint} PDF or image, up to 20MB.</p>
        </div>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          onChange={attach}
          tabIndex={-1}
          aria-label={`Choose ${label} files`}
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={locked}
        >
          Add {label} file
        </Button>
      </div>
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
