/**
 * Edit screen, Resources tab: the three file groups (several files per upload, simulated progress,
 * title and description saves, delete), and the Helpful Links and Calls to Action with Unsaved
 * markers and the Discard Changes / Save All Changes bar. A member whose role does not edit
 * (docs/product.md, Team) reads the same groups and lists, with nothing to upload, save or delete.
 */
import { useRef, useState, type ChangeEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../app/toast.ts";
import {
  DEFAULT_ADDITIONAL_BUTTON_TEXT,
  isServerId,
  MESSAGES,
  speakerTextLang,
  type PublicSession,
  type Resource,
} from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import {
  createResource,
  deleteResource,
  updateResource,
  uploadResource,
} from "../../api/speaker/resources.ts";
import { sessionKey } from "../../api/speaker/sessions.ts";
import {
  EDIT_UPLOAD_ACCEPT,
  simulateProgress,
  sortAttachments,
  titleFromFileName,
} from "../../components/attachments.ts";
import { FileDropZone } from "../../components/file-drop-zone.tsx";
import { focusAfterLeaving, focusWhenReady } from "../../components/focus.ts";
import { useFocusFirstInvalid } from "../../components/form-errors.ts";
import { LinkItemsSections } from "../../components/link-items-sections.tsx";
import { useOnline } from "../../offline/use-online.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { ProgressBar } from "../../components/progress-bar.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { FILE_GROUPS, type FileGroupTexts } from "../create-session/resources-step.tsx";
import {
  createBodyOf,
  linkItemProblem,
  newLinkItem,
  type LinkItem,
} from "../../components/session-model.ts";
import { isUnsaved, linkItemsOf, updateBodyOf } from "./edit-model.ts";

function FileResourceRow({ resource, onChanged }: { resource: Resource; onChanged: () => void }) {
  const { t } = useTranslator();
  const [title, setTitle] = useState(resource.title);
  const [description, setDescription] = useState(resource.description ?? "");
  const [buttonText, setButtonText] = useState(resource.buttonText ?? "");
  const [busy, setBusy] = useState(false);
  /** Why the server refused the last save, until the next try. */
  const [failure, setFailure] = useState<string | null>(null);
  const { ref: rowRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLLIElement>();
  const changed =
    title !== resource.title ||
    description !== (resource.description ?? "") ||
    buttonText !== (resource.buttonText ?? "");

  const save = async () => {
    setFailure(null);
    if (title.trim() === "") {
      focusFirstInvalid();
      toast.error(t("Save failed"), { description: t(MESSAGES.fileTitleRequired) });
      return;
    }
    setBusy(true);
    try {
      await updateResource(resource.id, {
        title: title.trim(),
        description: description.trim() || null,
        ...(resource.type === "additional" ? { buttonText: buttonText.trim() || null } : {}),
      });
      toast.success(t("All changes saved"));
      onChanged();
    } catch (error) {
      const reason = errorMessage(error, t("Please try again."));
      setFailure(reason);
      toast.error(t("Save failed"), { description: reason });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (control: HTMLElement) => {
    const cancelFocus = focusAfterLeaving(control);
    setBusy(true);
    try {
      await deleteResource(resource.id);
      toast.success(t("Resource deleted"));
      onChanged();
    } catch (error) {
      cancelFocus();
      toast.error(t("Delete failed"), { description: errorMessage(error, t("Please try again.")) });
      setBusy(false);
    }
  };

  return (
    <li ref={rowRef} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <a
          href={resource.filePath ?? "#"}
          target="_blank"
          rel="noopener"
          className="min-w-0 truncate text-sm font-medium text-brand-700 underline"
        >
          {resource.title}
        </a>
        {changed && <Badge tone="amber">{t("Unsaved")}</Badge>}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field
          label={t("Title")}
          required
          error={title.trim() === "" ? t(MESSAGES.fileTitleRequired) : null}
        >
          <Input value={title} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        {resource.type === "additional" && (
          <Field label={t("Button text")}>
            <Input
              value={buttonText}
              placeholder={t(DEFAULT_ADDITIONAL_BUTTON_TEXT)}
              onChange={(e) => setButtonText(e.target.value)}
            />
          </Field>
        )}
        <Field label={t("Description (optional)")} className="sm:col-span-2">
          <Textarea rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
        </Field>
      </div>
      {failure && (
        <Alert className="mt-3" title={t("Save failed")}>
          {failure}
        </Alert>
      )}
      <div className="mt-3 flex justify-end gap-2">
        <OnlineButton
          variant="ghost"
          size="sm"
          onClick={(event) => void remove(event.currentTarget)}
          disabled={busy}
          aria-label={t("Delete {title}", { title: resource.title })}
        >
          {t("Delete")}
        </OnlineButton>
        <OnlineButton
          variant="outline"
          size="sm"
          onClick={() => void save()}
          disabled={busy || !changed}
        >
          {t("Save")}
        </OnlineButton>
      </div>
    </li>
  );
}

interface Upload {
  key: string;
  name: string;
  progress: number;
}

function FileGroupEditor({
  sessionId,
  type,
  label,
  hint,
  upload,
  resources,
  onChanged,
}: FileGroupTexts & {
  sessionId: number;
  resources: Resource[];
  onChanged: () => void;
}) {
  const { t } = useTranslator();
  const input = useRef<HTMLInputElement>(null);
  const online = useOnline();
  const [uploads, setUploads] = useState<Upload[]>([]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = "";
    void send(picked);
  };
  const send = async (picked: File[]) => {
    const { accepted, refusals } = sortAttachments(picked);
    for (const refusal of refusals)
      toast.error(t(refusal.title), { description: t(refusal.description) });
    if (accepted.length === 0) return;
    const queued = accepted.map((file, index) => ({
      key: `${Date.now()}-${index}`,
      name: file.name,
      progress: 0,
    }));
    setUploads((all) => [...all, ...queued]);
    let failed = 0;
    let order = resources.length;
    for (const [index, file] of accepted.entries()) {
      const key = queued[index]?.key ?? "";
      const stop = simulateProgress((progress) =>
        setUploads((all) => all.map((u) => (u.key === key ? { ...u, progress } : u))),
      );
      try {
        await uploadResource(
          { sessionId, type, title: titleFromFileName(file.name), description: "", order: order++ },
          file,
        );
        stop();
        setUploads((all) => all.map((u) => (u.key === key ? { ...u, progress: 100 } : u)));
      } catch (error) {
        stop();
        failed += 1;
        setUploads((all) => all.map((u) => (u.key === key ? { ...u, progress: 0 } : u)));
        toast.error(t("Upload failed"), {
          description: t("{file}: {reason}", {
            file: file.name,
            reason: errorMessage(error, t("Please try again.")),
          }),
        });
      }
    }
    if (failed === 0) toast.success(t("All resources uploaded!"));
    onChanged();
    setUploads((all) => all.filter((u) => !queued.some((q) => q.key === u.key)));
  };

  return (
    <section
      aria-labelledby={`edit-${type}-heading`}
      className="rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id={`edit-${type}-heading`} tabIndex={-1} className="font-semibold text-slate-900">
            {t(label)}
          </h3>
          <p className="text-xs text-slate-600">
            {t(hint)} {t("PDF, PNG or JPEG, up to 20MB. You can pick several files.")}
          </p>
        </div>
        <input
          ref={input}
          type="file"
          multiple
          accept={EDIT_UPLOAD_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={t(upload)}
          onChange={pick}
        />
        <OnlineButton
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={uploads.length > 0}
        >
          {t(upload)}
        </OnlineButton>
      </div>
      <FileDropZone
        onFiles={(files) => void send(files)}
        disabled={uploads.length > 0 || !online}
      />
      {uploads.length > 0 && (
        <div className="mt-3 space-y-2" aria-live="polite">
          {uploads.map((upload) => (
            <div key={upload.key}>
              <p className="truncate text-xs text-slate-700">
                {t("{name}: {percent}%", { name: upload.name, percent: upload.progress })}
              </p>
              <ProgressBar
                value={upload.progress}
                label={t("Upload of {name}", { name: upload.name })}
              />
            </div>
          ))}
        </div>
      )}
      {resources.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {resources.map((resource) => (
            <FileResourceRow
              key={`${resource.id}-${resource.title}-${resource.description ?? ""}`}
              resource={resource}
              onChanged={onChanged}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t("No files yet.")}</p>
      )}
    </section>
  );
}

/** The resources as the page lists them, for a member who may read but not change them. */
function ResourcesReadOnly({ session }: { session: PublicSession }) {
  const { t } = useTranslator();
  const lang = speakerTextLang(session.language);
  const sorted = (type: Resource["type"]) =>
    session.resources
      .filter((r) => r.type === type)
      .sort((a, b) => a.order - b.order || a.id - b.id);
  const section = (key: string, heading: string, items: Resource[], empty: string) => (
    <section
      key={key}
      aria-labelledby={`read-${key}-heading`}
      className="rounded-lg border border-slate-200 p-4"
    >
      <h3 id={`read-${key}-heading`} className="font-semibold text-slate-900">
        {heading}
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {items.map((resource) => (
            <li key={resource.id} lang={lang} className="text-sm">
              <a
                href={resource.filePath ?? resource.url ?? "#"}
                target="_blank"
                rel="noopener"
                className="font-medium [overflow-wrap:anywhere] text-brand-700 underline"
              >
                {resource.title}
              </a>
              {resource.buttonText && (
                <span className="ml-2 text-slate-600">({resource.buttonText})</span>
              )}
              {resource.description && (
                <p className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-700">
                  {resource.description}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
  return (
    <div className="space-y-4" data-testid="resources-read-only">
      {FILE_GROUPS.map((group) =>
        section(group.type, t(group.label), sorted(group.type), t("No files yet.")),
      )}
      {section("link", t("Helpful Links"), sorted("link"), t("None"))}
      {section("cta", t("Call-to-Action"), sorted("cta"), t("None"))}
    </div>
  );
}

export function ResourcesTab({
  session,
  readOnly = false,
}: {
  session: PublicSession;
  /** The reader's role does not edit the page: the resources are listed, with no controls. */
  readOnly?: boolean;
}) {
  if (readOnly) return <ResourcesReadOnly session={session} />;
  return <ResourcesEditor session={session} />;
}

function ResourcesEditor({ session }: { session: PublicSession }) {
  const { t, plural } = useTranslator();
  const client = useQueryClient();
  const saved = linkItemsOf(session.resources);
  const [items, setItems] = useState<LinkItem[]>(saved);
  const [saving, setSaving] = useState(false);
  /** Save All Changes was tried: unsaved items show their blank required fields. */
  const [triedSave, setTriedSave] = useState(false);
  /** Why the server refused the last Save All Changes, until the next try. */
  const [failure, setFailure] = useState<string | null>(null);
  const { ref: linksRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  const savedJson = JSON.stringify(saved);

  // A new saved copy (a refetch, for example after a file upload) replaces the items while
  // rendering, keeping unsaved local ones.
  const [syncedJson, setSyncedJson] = useState(savedJson);
  if (syncedJson !== savedJson) {
    setSyncedJson(savedJson);
    setItems((current) => [
      ...saved.map((item) => current.find((c) => c.id === item.id && isUnsaved(c, saved)) ?? item),
      ...current.filter((c) => !isServerId(c.id)),
    ]);
  }

  const refresh = () => void client.invalidateQueries({ queryKey: sessionKey(session.id) });
  const unsaved = items.filter((item) => isUnsaved(item, saved));
  const patch = (id: number, next: Partial<LinkItem>) =>
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...next } : item)));

  const removeItem = async (item: LinkItem) => {
    if (!isServerId(item.id)) {
      setItems((all) => all.filter((i) => i.id !== item.id));
      return;
    }
    try {
      await deleteResource(item.id);
      setItems((all) => all.filter((i) => i.id !== item.id));
      toast.success(t("Resource deleted"));
      refresh();
    } catch (error) {
      toast.error(t("Delete failed"), { description: errorMessage(error, t("Please try again.")) });
    }
  };

  const bar = useRef<HTMLDivElement>(null);
  /** The bar goes once nothing is left unsaved: focus goes to the tab's panel, not to <body>. */
  const focusPanelWhenBarGoes = () => {
    const gone = bar.current;
    const panel = gone?.closest<HTMLElement>('[role="tabpanel"]');
    return focusWhenReady(() => (gone?.isConnected ? null : panel));
  };
  const saveAll = async () => {
    const problem = unsaved.map(linkItemProblem).find(Boolean);
    setFailure(null);
    if (problem) {
      setTriedSave(true);
      focusFirstInvalid();
      toast.error(t("Save failed"), { description: t(problem) });
      return;
    }
    const cancelFocus = focusPanelWhenBarGoes();
    setSaving(true);
    try {
      for (const item of unsaved) {
        const order = items.filter((i) => i.type === item.type).indexOf(item);
        const stored = isServerId(item.id)
          ? await updateResource(item.id, updateBodyOf(item))
          : await createResource(createBodyOf(session.id, item, order));
        // Take the server's copy (https:// added, text trimmed), so the item matches the saved one and loses its Unsaved marker.
        const [copy] = linkItemsOf([stored]);
        setItems((all) =>
          all.map((i) => (i.id === item.id ? (copy ?? { ...item, id: stored.id }) : i)),
        );
      }
      toast.success(t("All changes saved"));
      await client.invalidateQueries({ queryKey: sessionKey(session.id) });
    } catch (error) {
      cancelFocus();
      const reason = errorMessage(error, t("Please try again."));
      setFailure(reason);
      toast.error(t("Save failed"), { description: reason });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={unsaved.length > 0 ? "space-y-6 pb-28" : "space-y-6"}>
      {FILE_GROUPS.map((group) => (
        <FileGroupEditor
          key={group.type}
          sessionId={session.id}
          {...group}
          resources={session.resources
            .filter((r) => r.type === group.type)
            .sort((a, b) => a.order - b.order || a.id - b.id)}
          onChanged={refresh}
        />
      ))}

      <div ref={linksRef} className="space-y-6">
        <LinkItemsSections
          items={items}
          showErrors={(item) => triedSave && isUnsaved(item, saved)}
          marker={(item) => isUnsaved(item, saved) && <Badge tone="amber">{t("Unsaved")}</Badge>}
          onChange={patch}
          onRemove={(item) => void removeItem(item)}
          onAdd={(type) => setItems((all) => [...all, newLinkItem(type)])}
        />
        {failure && <Alert title={t("Save failed")}>{failure}</Alert>}
      </div>

      {unsaved.length > 0 && (
        <div
          ref={bar}
          role="region"
          aria-label={t("Unsaved changes")}
          className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur"
        >
          <div className="mx-auto flex max-w-4xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-800">
              {plural(unsaved.length, {
                one: "# unsaved change to links and calls to action",
                other: "# unsaved changes to links and calls to action",
              })}
            </p>
            <div className="flex gap-2">
              <Button
                variant="outline"
                className="flex-1 sm:flex-none"
                onClick={() => {
                  focusPanelWhenBarGoes();
                  setItems(saved);
                }}
                disabled={saving}
              >
                {t("Discard Changes")}
              </Button>
              <OnlineButton
                className="flex-1 sm:flex-none"
                onClick={() => void saveAll()}
                pending={saving}
                pendingText={t("Saving...")}
              >
                {t("Save All Changes")}
              </OnlineButton>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
