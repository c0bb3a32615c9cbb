/**
 * Edit screen, Polls tab: each poll's kind, question, optional title, the fields of its kind and
 * its state (draft, open, closed); new polls start as local untitled drafts until created; a saved
 * poll is listed collapsed to its title (or question) with Edit to open it, and Move up / Move
 * down to change the order every screen lists the polls in; opened, a poll that is not a draft
 * shows its live results and offers the embed code (iframe, width 100%, height 600). The kind
 * cannot change once a poll has votes; the host's MAX_POLLS_PER_SESSION bounds Add Poll. Save or
 * Create with a problem shows it at its field and focuses the first; a refused save says why in the
 * poll's card as well as in a toast. With a deck, a poll can be pinned to one of its pages ("Show on
 * slide"), where the projector opens it. A member whose role does not edit (docs/product.md, Team)
 * sees each poll with its state, votes and live results, and no control that changes it.
 */
import * as RadioGroup from "@radix-ui/react-radio-group";
import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../app/toast.ts";
import {
  hasChoices,
  isServerId,
  localeOf,
  MESSAGES,
  msg,
  pollLabel,
  POLL_STATES,
  type Locale,
  type Poll,
  type PollState,
} from "@lectern/shared";
import { ApiError } from "../../api/client.ts";
import { errorMessage } from "../../api/error-text.ts";
import { LanguageOptions } from "../../components/language-switcher.tsx";
import {
  addChoice,
  createPoll,
  deleteChoice,
  deletePoll,
  reorderPolls,
  sessionPollsKey,
  updateChoice,
  updatePoll,
  useKnownResults,
  type UpdatePollBody,
} from "../../api/speaker/polls.ts";
import { useFocusFirstInvalid } from "../../components/form-errors.ts";
import { PollFields } from "../../components/poll-fields.tsx";
import { kindBodyOf, kindChoiceBodies } from "../../components/session-model.ts";
import { CopyField } from "../../components/copy-field.tsx";
import { focusWhenReady } from "../../components/focus.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { CHEVRON_DOWN, Icon } from "../../components/ui/icon.tsx";
import { Field, RequiredNote } from "../../components/ui/field.tsx";
import { cn } from "../../components/ui/cn.ts";
import { inputClass } from "../../components/ui/input.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { translator, useTranslator } from "../../i18n/language.ts";
import {
  embedCodeOf,
  newPollItem,
  pollHasVotes,
  pollItemOf,
  pollItemProblem,
  pollItemUnsaved,
  type PollItem,
} from "./edit-model.ts";
import { PollLiveResults } from "./poll-live-results.tsx";

const STATE_LABELS: Record<PollState, string> = {
  draft: msg("Draft"),
  open: msg("Open"),
  closed: msg("Closed"),
};
const STATE_TONES = { draft: "amber", open: "green", closed: "neutral" } as const;
const STATE_HINTS: Record<PollState, string> = {
  draft: msg("Hidden from attendees"),
  open: msg("Attendees can vote"),
  closed: msg("Results only"),
};

function StatePicker({
  value,
  onChange,
  pollNumber,
}: {
  value: PollState;
  onChange: (state: PollState) => void;
  pollNumber: number;
}) {
  const { t } = useTranslator();
  const legend = t("State of poll {number}", { number: pollNumber });
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <RadioGroup.Root
        value={value}
        onValueChange={(v) => onChange(v as PollState)}
        className="grid grid-cols-3 gap-2"
        aria-label={legend}
      >
        {POLL_STATES.map((state) => (
          <RadioGroup.Item
            key={state}
            value={state}
            className="flex min-h-12 flex-col items-center justify-center rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm font-medium text-slate-800 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-800 forced-colors:data-[state=checked]:outline-3 forced-colors:data-[state=checked]:-outline-offset-3 forced-colors:data-[state=checked]:outline-[Highlight]"
          >
            {t(STATE_LABELS[state])}
            <span className="text-xs font-normal text-slate-600">{t(STATE_HINTS[state])}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </fieldset>
  );
}

/** "Show on slide": the deck's page the poll is pinned to, or None. */
function SlidePicker({
  value,
  onChange,
  pageCount,
  pollNumber,
}: {
  value: number | null;
  onChange: (slidePage: number | null) => void;
  pageCount: number;
  pollNumber: number;
}) {
  const { t } = useTranslator();
  return (
    <Field
      label={t("Show on slide")}
      hint={t("The poll opens when its page is shown, if “Open polls on their slide” is on.")}
    >
      <select
        value={value ?? ""}
        onChange={(event) =>
          onChange(event.target.value === "" ? null : Number(event.target.value))
        }
        aria-label={t("Show on slide (poll {number})", { number: pollNumber })}
        className={cn(inputClass, "min-h-11")}
      >
        <option value="">{t("None")}</option>
        {Array.from({ length: Math.max(pageCount, value ?? 0) }, (_, index) => (
          <option key={index + 1} value={index + 1}>
            {t("Page {number}", { number: index + 1 })}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * The embed code of a saved poll with its language: Visitor's language (no `?lang`, each visitor's
 * own) or one language, each named in itself.
 */
function EmbedCode({ poll }: { poll: Poll }) {
  const { t } = useTranslator();
  const [lang, setLang] = useState<Locale | null>(null);
  return (
    <div className="space-y-3">
      <Field label={t("Language of the embed")}>
        <select
          value={lang ?? ""}
          onChange={(event) => setLang(localeOf(event.target.value))}
          className={cn(inputClass, "min-h-11")}
        >
          <option value="">{t("Visitor's language")}</option>
          <LanguageOptions />
        </select>
      </Field>
      <CopyField
        label={t("Embed code")}
        value={embedCodeOf(window.location.origin, poll.id, pollLabel(poll), lang ?? undefined)}
        multiline
        copyLabel={t("Copy Embed Code")}
        copyName={t("Copy Embed Code: {title}", { title: pollLabel(poll) })}
        successText={t("Embed code copied!")}
      />
    </div>
  );
}

/**
 * Saves a changed poll: the poll itself (a new kind only when it changed; a new kind with choices
 * brings them all, its right answer marked, as the server asks), then new and changed choices (a
 * quiz's right answer marked before a removed one goes), then the removed choices.
 */
async function savePoll(item: PollItem, saved: Poll): Promise<void> {
  const { t } = translator();
  const { kind, ...kindFields } = kindBodyOf(item, item.choices);
  const kindChanged = kind !== saved.kind;
  const bringsChoices = kindChanged && hasChoices(item.kind);
  const body: UpdatePollBody = {
    title: item.title.trim(),
    question: item.question.trim(),
    state: item.state,
    ...kindFields,
    ...(kindChanged ? { kind } : {}),
    ...(bringsChoices ? { choices: kindChoiceBodies(item, item.choices) } : {}),
    ...(item.slidePage !== saved.slidePage ? { slidePage: item.slidePage } : {}),
  };
  await updatePoll(item.id, body);
  if (!hasChoices(item.kind) || bringsChoices) return;
  const quiz = item.kind === "quiz";
  for (const [order, choice] of item.choices.entries()) {
    const before = saved.choices.find((c) => c.id === choice.id);
    const right = quiz && choice.id === item.correctChoiceId;
    const text = choice.text.trim();
    if (!isServerId(choice.id)) {
      if (text === "") continue;
      try {
        await addChoice(item.id, {
          text,
          color: choice.color,
          order,
          ...(quiz ? { correct: right } : {}),
        });
      } catch (error) {
        toast.error(t("Add choice failed"), {
          description: errorMessage(error, t("Please try again.")),
        });
        throw error;
      }
    } else if (
      before &&
      (before.text !== choice.text ||
        before.color !== choice.color ||
        before.order !== order ||
        (right && before.correct !== true))
    ) {
      await updateChoice(choice.id, {
        text,
        color: choice.color,
        order,
        ...(right ? { correct: true } : {}),
      });
    }
  }
  for (const id of item.removedChoiceIds) {
    try {
      await deleteChoice(id);
    } catch (error) {
      toast.error(t("Remove choice failed"), {
        description: errorMessage(error, t("Please try again.")),
      });
      throw error;
    }
  }
}

/** The poll's voters as its live results count them, so the header moves with every vote. */
function VoteCount({ poll }: { poll: Poll }) {
  const { plural } = useTranslator();
  const results = useKnownResults(poll);
  return (
    <span className="text-sm text-slate-700">
      {plural(results.totalVoters, { one: "# vote", other: "# votes" })}
    </span>
  );
}

const ROTATED = "rotate-180";

/** Move up / Move down of a saved poll: aria-disabled at either end, so focus stays on it. */
function MoveButtons({
  pollNumber,
  canUp,
  canDown,
  onMove,
}: {
  pollNumber: number;
  canUp: boolean;
  canDown: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const { t } = useTranslator();
  const button = (by: -1 | 1, can: boolean, label: string) => (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      aria-disabled={can ? undefined : true}
      className={cn("min-w-11", !can && "cursor-not-allowed opacity-50")}
      onClick={() => can && onMove(by)}
    >
      <Icon path={CHEVRON_DOWN} className={cn("size-5", by === -1 && ROTATED)} />
    </Button>
  );
  return (
    <>
      {button(-1, canUp, t("Move poll {number} up", { number: pollNumber }))}
      {button(1, canDown, t("Move poll {number} down", { number: pollNumber }))}
    </>
  );
}

/** Add Poll, which takes focus when a poll is deleted or discarded. */
const ADD_POLL_ID = "add-poll";

/** The id of a poll card's heading, which takes focus when the card is added or created. */
const pollHeadingId = (id: number) => `poll-${id}-heading`;

function PollCard({
  item,
  saved,
  index,
  sessionId,
  deckPages,
  open,
  onToggle,
  move,
  onChange,
  onDiscardLocal,
  onSaved,
  onRefresh,
}: {
  item: PollItem;
  saved: Poll | undefined;
  index: number;
  sessionId: number;
  /** The session's deck's number of pages (0 without one): the pages a poll can be pinned to. */
  deckPages: number;
  /** The poll's fields are shown; a saved poll is otherwise collapsed to its title. */
  open: boolean;
  onToggle: () => void;
  /** The saved poll's place in the order, and how to change it. */
  move: { canUp: boolean; canDown: boolean; onMove: (by: -1 | 1) => void } | null;
  onChange: (next: PollItem) => void;
  onDiscardLocal: () => void;
  onSaved: () => Promise<void>;
  /** Reads the polls again, keeping this poll's unsaved edits. */
  onRefresh: () => Promise<void>;
}) {
  const { t } = useTranslator();
  const [busy, setBusy] = useState(false);
  const [triedSave, setTriedSave] = useState(false);
  /** Why the server refused the last save, shown in the card until the next try. */
  const [failure, setFailure] = useState<string | null>(null);
  const { ref: card, focusFirstInvalid } = useFocusFirstInvalid<HTMLElement>();
  const pollNumber = index + 1;
  const unsaved = pollItemUnsaved(item, saved);
  const bodyId = `poll-${item.id}-fields`;

  const save = async () => {
    const problem = pollItemProblem(item);
    setFailure(null);
    if (problem) {
      setTriedSave(true);
      focusFirstInvalid();
      toast.error(saved ? t("Save failed") : t("Create failed"), { description: t(problem) });
      return;
    }
    setBusy(true);
    try {
      if (!saved) {
        const created = await createPoll(sessionId, {
          ...kindBodyOf(item, item.choices),
          title: item.title.trim(),
          question: item.question.trim(),
          state: item.state,
          choices: kindChoiceBodies(item, item.choices),
          ...(item.slidePage !== null ? { slidePage: item.slidePage } : {}),
        });
        toast.success(t("Poll created"));
        // This card gives way to the created poll's, folded: focus goes to its heading.
        focusWhenReady(() => document.getElementById(pollHeadingId(created.id)), card.current);
        onDiscardLocal();
      } else {
        await savePoll(item, saved);
        toast.success(t("Polls saved"));
      }
      await onSaved();
    } catch (error) {
      const reason = errorMessage(error, t("Please try again."));
      setFailure(reason);
      toast.error(saved ? t("Save failed") : t("Create failed"), { description: reason });
      if (saved && error instanceof ApiError && error.code === "poll_has_votes") {
        // Votes came in since the list was read: keep the saved kind and learn of the votes.
        onChange({ ...item, kind: saved.kind });
        await onRefresh();
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    // The card goes: focus goes to Add Poll, below the polls.
    const gone = card.current;
    const cancelFocus = focusWhenReady(() =>
      gone?.isConnected ? null : document.getElementById(ADD_POLL_ID),
    );
    if (!saved) {
      onDiscardLocal();
      return;
    }
    setBusy(true);
    try {
      await deletePoll(item.id);
      await onSaved();
    } catch (error) {
      cancelFocus();
      toast.error(t("Delete failed"), {
        description: errorMessage(error, t("The poll could not be deleted. Please try again.")),
      });
      setBusy(false);
    }
  };

  return (
    <section
      ref={card}
      aria-labelledby={pollHeadingId(item.id)}
      className="rounded-lg border border-slate-200 p-4"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3
          id={pollHeadingId(item.id)}
          tabIndex={-1}
          className="flex flex-wrap items-center gap-2 font-semibold text-slate-900"
        >
          {t("Poll {number}", { number: pollNumber })}
          {saved ? (
            <Badge tone={STATE_TONES[saved.state]}>{t(STATE_LABELS[saved.state])}</Badge>
          ) : (
            <Badge tone="blue">{t("Not created yet")}</Badge>
          )}
          {saved && unsaved && <Badge tone="amber">{t("Unsaved")}</Badge>}
        </h3>
        {saved && <VoteCount poll={saved} />}
      </div>
      {saved && (
        <div className="flex items-center gap-1">
          <p className="min-w-0 flex-1 truncate font-medium text-slate-800">
            {pollLabel(item) || t("No question yet")}
          </p>
          {move && <MoveButtons pollNumber={pollNumber} {...move} />}
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={open ? bodyId : undefined}
            aria-label={
              open
                ? t("Close poll {number}", { number: pollNumber })
                : t("Edit poll {number}", { number: pollNumber })
            }
            onClick={onToggle}
          >
            {open ? t("Close") : t("Edit")}
            <Icon
              path={CHEVRON_DOWN}
              className={cn("size-4 transition-transform", open && ROTATED)}
            />
          </Button>
        </div>
      )}
      {open && (
        <div id={bodyId} className={saved ? `mt-3` : undefined}>
          <div className="grid gap-3">
            <PollFields
              pollNumber={pollNumber}
              value={item}
              showErrors={triedSave}
              onChange={(next, removed) =>
                onChange(
                  removed && isServerId(removed.id)
                    ? { ...next, removedChoiceIds: [...next.removedChoiceIds, removed.id] }
                    : next,
                )
              }
              busy={busy}
              kindLocked={pollHasVotes(saved)}
            />
            <StatePicker
              value={item.state}
              onChange={(state) => onChange({ ...item, state })}
              pollNumber={pollNumber}
            />
            {(deckPages > 0 || item.slidePage !== null) && (
              <SlidePicker
                value={item.slidePage}
                onChange={(slidePage) => onChange({ ...item, slidePage })}
                pageCount={deckPages}
                pollNumber={pollNumber}
              />
            )}
          </div>
          {failure && (
            <Alert className="mt-4" title={saved ? t("Save failed") : t("Create failed")}>
              {failure}
            </Alert>
          )}
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <OnlineButton
              variant="ghost"
              onClick={() => void remove()}
              disabled={busy}
              aria-label={
                saved ? t("Delete Poll: {title}", { title: pollLabel(saved) }) : undefined
              }
            >
              {saved ? t("Delete Poll") : t("Discard")}
            </OnlineButton>
            {saved && unsaved && (
              <Button
                variant="outline"
                onClick={(event) => {
                  // Undo changes goes once nothing is unsaved: focus goes to the poll's heading.
                  const gone = event.currentTarget;
                  focusWhenReady(() =>
                    gone.isConnected ? null : document.getElementById(pollHeadingId(item.id)),
                  );
                  onChange(pollItemOf(saved));
                }}
                disabled={busy}
              >
                {t("Undo changes")}
              </Button>
            )}
            <OnlineButton
              onClick={() => void save()}
              pending={busy}
              pendingText={t("Saving...")}
              disabled={saved !== undefined && !unsaved}
              aria-label={saved ? t("Save Poll: {title}", { title: pollLabel(saved) }) : undefined}
            >
              {saved ? t("Save Poll") : t("Create Poll")}
            </OnlineButton>
          </div>
          {saved && saved.state !== "draft" && (
            <div className="mt-4 space-y-4 border-t border-slate-200 pt-4">
              <PollLiveResults poll={saved} onChanged={onRefresh} />
              <EmbedCode poll={saved} />
            </div>
          )}
          {saved && saved.state === "draft" && (
            <p className="mt-4 text-xs text-slate-600">
              {t("The embed code appears once this poll is saved as open or closed.")}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/** One poll as a member who may read but not change it sees it: its state, votes and results. */
function ReadOnlyPoll({ poll, index }: { poll: Poll; index: number }) {
  const { t } = useTranslator();
  return (
    <section
      aria-labelledby={pollHeadingId(poll.id)}
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={pollHeadingId(poll.id)}
          className="flex flex-wrap items-center gap-2 font-semibold text-slate-900"
        >
          {t("Poll {number}", { number: index + 1 })}
          <Badge tone={STATE_TONES[poll.state]}>{t(STATE_LABELS[poll.state])}</Badge>
        </h3>
        <VoteCount poll={poll} />
      </div>
      <div>
        <p className="font-medium break-words text-slate-800">{pollLabel(poll)}</p>
        {poll.title && <p className="text-sm break-words text-slate-700">{poll.question}</p>}
      </div>
      {poll.state === "draft" ? (
        poll.choices.length > 0 && (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            {poll.choices.map((choice) => (
              <li key={choice.id} className="break-words">
                {choice.text}
              </li>
            ))}
          </ul>
        )
      ) : (
        <>
          <PollLiveResults poll={poll} readOnly onChanged={() => Promise.resolve()} />
          <EmbedCode poll={poll} />
        </>
      )}
    </section>
  );
}

export function PollsTab({
  sessionId,
  polls,
  maxPolls,
  deckPages = 0,
  readOnly = false,
}: {
  sessionId: number;
  polls: { data: Poll[] | undefined; isPending: boolean; isError: boolean; error: unknown };
  /** The host's MAX_POLLS_PER_SESSION. */
  maxPolls: number;
  /** The session's deck's number of pages (0 without one). */
  deckPages?: number;
  /** The reader's role does not edit polls: each shows as it is, with no controls. */
  readOnly?: boolean;
}) {
  const { t, number } = useTranslator();
  const client = useQueryClient();
  const [items, setItems] = useState<PollItem[]>([]);
  /** Saved polls opened with Edit; new ones are always open. */
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [moved, setMoved] = useState("");
  /** Polls just saved: their working copy is replaced by the server's fresh one. */
  const justSaved = useRef(new Set<number>());
  const savedJson = JSON.stringify(polls.data ?? []);

  useEffect(() => {
    const fresh = (JSON.parse(savedJson) as Poll[]).sort(
      (a, b) => a.order - b.order || a.id - b.id,
    );
    const reset = new Set(justSaved.current);
    justSaved.current.clear();
    setItems((current) => [
      ...fresh.map((poll) => {
        const mine = current.find((c) => c.id === poll.id);
        const keepEdits = mine && !reset.has(poll.id) && pollItemUnsaved(mine, poll);
        return keepEdits ? mine : pollItemOf(poll);
      }),
      ...current.filter((c) => !isServerId(c.id)),
    ]);
  }, [savedJson]);

  if (polls.isPending) return <Skeleton className="h-64" />;
  if (polls.isError)
    return (
      <Alert title={t("Polls could not be loaded")}>
        {errorMessage(polls.error, t("Please try again."))}
      </Alert>
    );
  if (readOnly) {
    const sorted = [...(polls.data ?? [])].sort((a, b) => a.order - b.order || a.id - b.id);
    return (
      <div className="space-y-4" data-testid="polls-read-only">
        {sorted.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
            {t("No polls yet.")}
          </p>
        ) : (
          sorted.map((poll, index) => <ReadOnlyPoll key={poll.id} poll={poll} index={index} />)
        )}
      </div>
    );
  }

  const refetch = (id: number) => {
    justSaved.current.add(id);
    return client.invalidateQueries({ queryKey: sessionPollsKey(sessionId) });
  };
  const addPoll = () => {
    if (items.length >= maxPolls) {
      toast.error(t(MESSAGES.maxPollsTitle), {
        description: t(MESSAGES.maxPolls, { count: number(maxPolls) }),
      });
      return;
    }
    const added = newPollItem();
    setItems((all) => [...all, added]);
    // Its fields push Add Poll down, off screen: focus goes to the new poll, whose fields follow.
    focusWhenReady(() => document.getElementById(pollHeadingId(added.id)));
  };
  const savedIds = items.filter((i) => isServerId(i.id)).map((i) => i.id);
  /** Moves a saved poll up or down among the saved ones, here at once and then on the server. */
  const movePoll = async (id: number, by: -1 | 1) => {
    const from = savedIds.indexOf(id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= savedIds.length) return;
    const order = [...savedIds];
    [order[from], order[to]] = [order[to]!, order[from]!];
    setItems((all) => [
      ...order.map((pollId) => all.find((i) => i.id === pollId)!),
      ...all.filter((i) => !isServerId(i.id)),
    ]);
    setMoved(t("Poll moved to position {number}.", { number: number(to + 1) }));
    try {
      client.setQueryData(sessionPollsKey(sessionId), await reorderPolls(sessionId, order));
    } catch (error) {
      toast.error(t("Move failed"), { description: errorMessage(error, t("Please try again.")) });
      await client.invalidateQueries({ queryKey: sessionPollsKey(sessionId) });
    }
  };
  const toggle = (id: number) =>
    setOpened((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const isOpen = (item: PollItem) => !isServerId(item.id) || opened.has(item.id);
  return (
    <div className="space-y-4">
      {items.some(isOpen) && <RequiredNote />}
      {items.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
          {t("No polls yet. Add one to ask the room.")}
        </p>
      )}
      {items.map((item, index) => (
        <PollCard
          key={item.id}
          item={item}
          saved={polls.data?.find((p) => p.id === item.id)}
          index={index}
          sessionId={sessionId}
          deckPages={deckPages}
          open={isOpen(item)}
          onToggle={() => toggle(item.id)}
          move={
            isServerId(item.id) && savedIds.length > 1
              ? {
                  canUp: savedIds.indexOf(item.id) > 0,
                  canDown: savedIds.indexOf(item.id) < savedIds.length - 1,
                  onMove: (by) => void movePoll(item.id, by),
                }
              : null
          }
          onChange={(next) => setItems((all) => all.map((i) => (i.id === item.id ? next : i)))}
          onDiscardLocal={() => setItems((all) => all.filter((i) => i.id !== item.id))}
          onSaved={() => refetch(item.id)}
          onRefresh={() => client.invalidateQueries({ queryKey: sessionPollsKey(sessionId) })}
        />
      ))}
      <p role="status" className="sr-only">
        {moved}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button id={ADD_POLL_ID} variant="outline" onClick={addPoll}>
          {t("Add Poll")}
        </Button>
        <p className="text-sm text-slate-600">
          {t("{count} of {max} polls", {
            count: number(items.length),
            max: number(maxPolls),
          })}
        </p>
      </div>
    </div>
  );
}
