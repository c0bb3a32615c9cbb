/**
 * Edit screen, Slides tab (docs/product.md, The deck): the speaker uploads a PDF (picked or
 * dropped) or uses a PDF already on the session page; while it renders the tab says which page it
 * is on with a progress bar; an upload that fails says why while the previous deck stays; replacing
 * a deck asks first. Each page shows as a thumbnail (its text is its description) with the
 * speaker's notes; and the settings of what attendees can see and whether polls open on their
 * slide. A member whose role does not edit (docs/product.md, Team) sees the pages, their notes
 * and the settings as text, with nothing to upload or save.
 */
import * as RadioGroup from "@radix-ui/react-radio-group";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import {
  ATTACHMENT_MAX_BYTES,
  FOLLOW_ALONG,
  MAX_DECK_PAGES,
  MESSAGES,
  msg,
  NOTES_MAX_CHARS,
  type DeckPage,
  type DeckResponse,
  type DeckSettingsBody,
  type FollowAlong,
  type PublicSession,
  type Resource,
} from "@lectern/shared";
import { toast } from "../../app/toast.ts";
import { ApiError } from "../../api/client.ts";
import { errorMessage } from "../../api/error-text.ts";
import { deckKey } from "../../api/deck.ts";
import {
  pickDeckResource,
  saveNotes,
  updateDeckSettings,
  uploadDeck,
} from "../../api/speaker/deck.ts";
import { FileDropZone } from "../../components/file-drop-zone.tsx";
import { OnlineButton } from "../../components/online-button.tsx";
import { ProgressBar } from "../../components/progress-bar.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { AlertDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useOnline } from "../../offline/use-online.ts";
import { useTranslator } from "../../i18n/language.ts";

const PDF_ACCEPT = ".pdf,application/pdf";

const FOLLOW_LABELS: Record<FollowAlong, string> = {
  shown: msg("Pages shown so far"),
  "whole-deck": msg("The whole deck"),
};
const FOLLOW_HINTS: Record<FollowAlong, string> = {
  shown: msg("Attendees see each page once you have shown it."),
  "whole-deck": msg("Attendees can look ahead through every page."),
};

/** What the speaker chose to make the deck: a file, or a PDF resource of the page. */
type DeckSource = { file: File } | { resource: Resource };

/**
 * One save at a time, with its failure said inline and in a toast: the settings' and each page's
 * notes'. `run` answers whether the save went through.
 */
function useSave() {
  const { t } = useTranslator();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (save: () => Promise<void>): Promise<boolean> => {
    setFailure(null);
    setBusy(true);
    try {
      await save();
      return true;
    } catch (error) {
      const reason = errorMessage(error, t("Please try again."));
      setFailure(reason);
      toast.error(t("Save failed"), { description: reason });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}

/** Why a file cannot be a deck, in English (shown through t()); or null. */
function deckFileProblem(file: File): string | null {
  if (file.type !== "application/pdf" && !file.name.toLowerCase().endsWith(".pdf"))
    return msg("A deck must be a PDF.");
  if (file.size > ATTACHMENT_MAX_BYTES) return MESSAGES.attachmentTooLarge;
  return null;
}

const isPdfResource = (resource: Resource) =>
  resource.mimeType === "application/pdf" && resource.filePath !== null;

function RenderProgress({ progress }: { progress: { rendered: number; total: number } }) {
  const { t } = useTranslator();
  const page = Math.min(progress.rendered + 1, progress.total);
  const percent = progress.total > 0 ? Math.round((progress.rendered / progress.total) * 100) : 0;
  return (
    <div className="space-y-2 rounded-lg border border-brand-200 bg-brand-50 p-3">
      <p role="status" className="text-sm font-medium text-brand-800">
        {t("Rendering page {page} of {total}", { page, total: progress.total })}
      </p>
      <ProgressBar value={percent} label={t("Rendering the deck")} />
    </div>
  );
}

function DeckSettingsPanel({ sessionId, deck }: { sessionId: number; deck: DeckResponse }) {
  const { t } = useTranslator();
  const client = useQueryClient();
  const id = useId();
  const { busy, failure, run } = useSave();

  /** One change at a time; the controls stay enabled, so focus stays where the speaker is. */
  const change = async (body: DeckSettingsBody) => {
    if (busy) return;
    await run(async () => {
      const settings = await updateDeckSettings(sessionId, body);
      client.setQueryData<DeckResponse | null>(deckKey(sessionId), (now) =>
        now ? { ...now, ...settings } : now,
      );
      toast.success(t("Slide settings saved"));
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
        {t("Slide settings")}
      </h3>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          {t("What attendees can see")}
        </legend>
        <RadioGroup.Root
          value={deck.followAlong}
          onValueChange={(value) => void change({ followAlong: value as FollowAlong })}
          aria-label={t("What attendees can see")}
          className="grid gap-2 sm:grid-cols-2"
        >
          {FOLLOW_ALONG.map((value) => (
            <RadioGroup.Item
              key={value}
              value={value}
              aria-labelledby={`${id}-${value}`}
              aria-describedby={`${id}-${value}-hint`}
              className="flex min-h-14 items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-800 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-800 forced-colors:data-[state=checked]:outline-3 forced-colors:data-[state=checked]:-outline-offset-3 forced-colors:data-[state=checked]:outline-[Highlight]"
            >
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white"
              >
                <RadioGroup.Indicator className="size-2 rounded-full bg-brand-700" />
              </span>
              <span>
                <span id={`${id}-${value}`} className="block font-medium">
                  {t(FOLLOW_LABELS[value])}
                </span>
                <span id={`${id}-${value}-hint`} className="block text-xs text-slate-600">
                  {t(FOLLOW_HINTS[value])}
                </span>
              </span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </fieldset>
      <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
        <div>
          <label htmlFor={`${id}-polls`} className="text-sm font-medium text-slate-900">
            {t("Open polls on their slide")}
          </label>
          <p id={`${id}-polls-hint`} className="text-xs text-slate-600">
            {t(
              "Showing a page opens the poll pinned to it; the next key press shows its live results.",
            )}
          </p>
        </div>
        <Switch
          id={`${id}-polls`}
          checked={deck.openPollsOnSlide}
          onCheckedChange={(openPollsOnSlide) => void change({ openPollsOnSlide })}
          aria-describedby={`${id}-polls-hint`}
        />
      </div>
      {failure && <Alert title={t("Save failed")}>{failure}</Alert>}
    </section>
  );
}

function PageNotes({
  sessionId,
  page,
  saved,
}: {
  sessionId: number;
  page: DeckPage;
  saved: string;
}) {
  const { t, number } = useTranslator();
  const client = useQueryClient();
  const [text, setText] = useState(saved);
  const { busy, failure, run } = useSave();
  const [justSaved, setJustSaved] = useState(false);
  const changed = text !== saved;

  const save = async () => {
    setJustSaved(false);
    const done = await run(async () => {
      const stored = await saveNotes(sessionId, page.n, text.trim());
      client.setQueryData<DeckResponse | null>(deckKey(sessionId), (now) =>
        now ? { ...now, notes: { ...now.notes, [page.n]: stored.text } } : now,
      );
      setText(stored.text);
      toast.success(t("Notes saved"));
    });
    setJustSaved(done);
  };

  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[12rem_1fr]">
      <figure className="m-0">
        <img
          src={page.thumb}
          alt={page.text.trim() || t("Page {number}, without text", { number: page.n })}
          loading="lazy"
          width={960}
          height={540}
          className="h-auto w-full rounded border border-slate-300 bg-white object-contain"
        />
        <figcaption className="mt-1 flex items-center gap-2 text-sm font-medium text-slate-800">
          {t("Page {number}", { number: page.n })}
          {changed && <Badge tone="amber">{t("Unsaved")}</Badge>}
        </figcaption>
      </figure>
      <div className="min-w-0">
        <Field
          label={t("Notes for page {number}", { number: page.n })}
          hint={t("{count} of {max} characters", {
            count: number(text.length),
            max: number(NOTES_MAX_CHARS),
          })}
        >
          <Textarea
            rows={4}
            value={text}
            maxLength={NOTES_MAX_CHARS}
            onChange={(event) => {
              setText(event.target.value);
              setJustSaved(false);
            }}
          />
        </Field>
        {failure && (
          <Alert className="mt-2" title={t("Save failed")}>
            {failure}
          </Alert>
        )}
        <div className="mt-2 flex flex-wrap items-center justify-end gap-3">
          <p role="status" className="text-sm text-green-800">
            {justSaved && !changed ? t("Saved") : ""}
          </p>
          <OnlineButton
            variant="outline"
            size="sm"
            onClick={() => void save()}
            pending={busy}
            pendingText={t("Saving...")}
            disabled={!changed}
            aria-label={t("Save notes for page {number}", { number: page.n })}
          >
            {t("Save notes")}
          </OnlineButton>
        </div>
      </div>
    </li>
  );
}

function DeckUpload({
  session,
  deck,
  onStarted,
}: {
  session: PublicSession;
  deck: DeckResponse | null;
  onStarted: () => Promise<void>;
}) {
  const { t } = useTranslator();
  const online = useOnline();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [sending, setSending] = useState(false);
  /** Why the last upload was refused, until the next one. */
  const [failure, setFailure] = useState<string | null>(null);
  /** The source waiting for the speaker to confirm replacing the deck. */
  const [replacing, setReplacing] = useState<DeckSource | null>(null);
  const hasDeck = (deck?.pageCount ?? 0) > 0;
  const rendering = deck?.status === "rendering";
  const pdfs = session.resources.filter(isPdfResource);

  const send = async (source: DeckSource) => {
    setReplacing(null);
    setFailure(null);
    setSending(true);
    try {
      if ("file" in source) await uploadDeck(session.id, source.file);
      else await pickDeckResource(session.id, source.resource.id);
      toast.success(t("Deck received: rendering its pages"));
    } catch (error) {
      const reason = errorMessage(error, t("Please try again."));
      // An unreadable PDF is recorded as the failed upload: the deck's read says why in detail.
      setFailure(error instanceof ApiError && error.code === "pdf_unreadable" ? null : reason);
      toast.error(t("Upload failed"), { description: reason });
    } finally {
      setSending(false);
      await onStarted();
    }
  };
  const choose = (source: DeckSource) => {
    if ("file" in source) {
      const problem = deckFileProblem(source.file);
      if (problem) {
        setFailure(t(problem));
        return;
      }
    }
    if (hasDeck) setReplacing(source);
    else void send(source);
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = event.target.files ?? [];
    event.target.value = "";
    if (file) choose({ file });
  };

  const blocked = sending || rendering;
  /** The newest upload failed: the server's own words on why, in English. */
  const failedDetail = failure === null && deck?.status === "failed" ? deck.error : undefined;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id={`${id}-heading`} className="font-semibold text-slate-900">
            {hasDeck ? t("Replace the deck") : t("Upload your deck")}
          </h3>
          <p className="text-xs text-slate-600">
            {t("A PDF of up to {pages} pages and 20MB.", { pages: MAX_DECK_PAGES })}
          </p>
        </div>
        <input
          ref={input}
          type="file"
          accept={PDF_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={t("Upload a PDF deck")}
          onChange={pick}
        />
        <OnlineButton
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={blocked}
          pending={sending}
          pendingText={t("Uploading...")}
        >
          {hasDeck ? t("Replace PDF") : t("Upload PDF")}
        </OnlineButton>
      </div>
      <FileDropZone onFiles={([file]) => file && choose({ file })} disabled={blocked || !online} />
      {(failure !== null || failedDetail !== undefined) && (
        <Alert title={t("The PDF could not be used")}>
          <span className="block">
            {failure ?? t("This PDF could not be read. Please export it again and upload it.")}
            {hasDeck && ` ${t("The previous deck stays.")}`}
          </span>
          {failedDetail && (
            <span lang="en" className="mt-1 block text-xs">
              {failedDetail}
            </span>
          )}
        </Alert>
      )}
      {pdfs.length > 0 && (
        <div>
          <h4 className="text-sm font-medium text-slate-800">
            {t("Use a PDF already on this page")}
          </h4>
          <ul className="mt-2 space-y-2">
            {pdfs.map((resource) => (
              <li
                key={resource.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2"
              >
                <span className="min-w-0 truncate text-sm text-slate-800">{resource.title}</span>
                <OnlineButton
                  variant="ghost"
                  size="sm"
                  disabled={blocked}
                  onClick={() => choose({ resource })}
                  aria-label={t("Use {title} as the deck", { title: resource.title })}
                >
                  {t("Use as deck")}
                </OnlineButton>
              </li>
            ))}
          </ul>
        </div>
      )}
      <AlertDialog
        open={replacing !== null}
        onOpenChange={(open) => !open && setReplacing(null)}
        title={t("Replace the deck?")}
        description={t(
          "The new PDF's pages take the place of the current ones once they are rendered. Notes stay with their page numbers.",
        )}
        actionLabel={t("Replace deck")}
        onAction={() => replacing && void send(replacing)}
      />
    </section>
  );
}

/** The deck's settings, pages and notes as text, for a member who may read but not change them. */
function DeckReadOnly({ deck }: { deck: DeckResponse | null }) {
  const { t } = useTranslator();
  if (!deck || deck.pages.length === 0)
    return deck?.status === "rendering" ? null : (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
        {t("No slides yet.")}
      </p>
    );
  return (
    <>
      <section aria-labelledby="deck-settings-read-heading" className="space-y-2">
        <h3 id="deck-settings-read-heading" className="font-semibold text-slate-900">
          {t("Slide settings")}
        </h3>
        <dl className="grid gap-2 text-sm sm:grid-cols-[14rem_1fr]">
          <dt className="font-medium text-slate-700">{t("What attendees can see")}</dt>
          <dd className="text-slate-900">{t(FOLLOW_LABELS[deck.followAlong])}</dd>
          <dt className="font-medium text-slate-700">{t("Open polls on their slide")}</dt>
          <dd className="text-slate-900">{deck.openPollsOnSlide ? t("On") : t("Off")}</dd>
        </dl>
      </section>
      <section aria-labelledby="deck-pages-heading">
        <h3 id="deck-pages-heading" className="font-semibold text-slate-900">
          {t("Pages and speaker notes")}
        </h3>
        <ul className="mt-3 space-y-3">
          {deck.pages.map((page) => {
            const notes = deck.notes?.[page.n] ?? "";
            return (
              <li
                key={`${page.n}-${page.thumb}`}
                className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[12rem_1fr]"
              >
                <figure className="m-0">
                  <img
                    src={page.thumb}
                    alt={page.text.trim() || t("Page {number}, without text", { number: page.n })}
                    loading="lazy"
                    width={960}
                    height={540}
                    className="h-auto w-full rounded border border-slate-300 bg-white object-contain"
                  />
                  <figcaption className="mt-1 text-sm font-medium text-slate-800">
                    {t("Page {number}", { number: page.n })}
                  </figcaption>
                </figure>
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-700">
                    {t("Notes for page {number}", { number: page.n })}
                  </p>
                  <p className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-900">
                    {notes || t("No notes")}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

export function DeckTab({
  session,
  deck,
  readOnly = false,
}: {
  session: PublicSession;
  deck: Pick<UseQueryResult<DeckResponse | null>, "data" | "isPending" | "isError" | "error">;
  /** The reader's role does not edit the page: the deck shows as it is, with no controls. */
  readOnly?: boolean;
}) {
  const { t } = useTranslator();
  const client = useQueryClient();
  if (deck.isPending)
    return (
      <div aria-busy="true" aria-label={t("Loading slides...")} className="space-y-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-48" />
      </div>
    );
  if (deck.isError)
    return (
      <Alert title={t("The slides could not be loaded")}>
        {errorMessage(deck.error, t("Please try again."))}
      </Alert>
    );
  const data = deck.data ?? null;
  const refresh = () => client.invalidateQueries({ queryKey: deckKey(session.id) });

  if (readOnly)
    return (
      <div className="space-y-6" data-testid="deck-read-only">
        {data?.status === "rendering" && data.progress && (
          <RenderProgress progress={data.progress} />
        )}
        <DeckReadOnly deck={data} />
      </div>
    );
  return (
    <div className="space-y-6">
      <DeckUpload session={session} deck={data} onStarted={refresh} />
      {data?.status === "rendering" && data.progress && <RenderProgress progress={data.progress} />}
      {data && data.pages.length > 0 ? (
        <>
          <DeckSettingsPanel sessionId={session.id} deck={data} />
          <section aria-labelledby="deck-pages-heading">
            <h3 id="deck-pages-heading" className="font-semibold text-slate-900">
              {t("Pages and speaker notes")}
            </h3>
            <p className="text-xs text-slate-600">
              {t("Only you and the live console see the notes.")}
            </p>
            <ul className="mt-3 space-y-3">
              {data.pages.map((page) => (
                <PageNotes
                  key={`${page.n}-${page.thumb}`}
                  sessionId={session.id}
                  page={page}
                  saved={data.notes?.[page.n] ?? ""}
                />
              ))}
            </ul>
          </section>
        </>
      ) : (
        data?.status !== "rendering" && (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
            {t(
              "No slides yet. Upload a PDF to show it on the projector and on every phone in the hall.",
            )}
          </p>
        )
      )}
    </div>
  );
}
