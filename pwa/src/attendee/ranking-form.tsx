/**
 * A ranking's vote form (docs/product.md, Poll kinds): the poll's choices as a list the attendee
 * puts in order, best first, and sends once. Three ways to move a choice, each saying its new place
 * in a live region: drag its handle (pointer events, so a finger works as a mouse does); on the
 * focused handle, the up and down arrow keys; or the Move up and Move down buttons beside it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { PollChoice } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { useSpeakerLang } from "./speaker-lang.ts";
import {
  sortedChoices,
  SubmitVoteButton,
  VoteFormFrame,
  type VoteFormProps,
} from "./vote-form-parts.tsx";

/** `order` with the choice `id` moved to `place` (0 for the first). */
function moved(order: readonly number[], id: number, place: number): number[] {
  const rest = order.filter((other) => other !== id);
  const to = Math.max(0, Math.min(place, rest.length));
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}

/** A row of the list; the one being dragged stands out. */
const rowClass = (dragged: boolean) =>
  `flex min-h-12 items-center gap-2 rounded-lg border p-1 text-slate-900 ${dragged ? DRAGGED_ROW : RESTING_ROW}`;
const DRAGGED_ROW = "border-brand-600 bg-brand-50";
const RESTING_ROW = "border-slate-300 bg-white";

const moveButtonClass =
  "flex size-12 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 disabled:opacity-40";

export function RankingForm({ poll, questionId, submitting, queued, onVote }: VoteFormProps) {
  const { t, number } = useTranslator();
  const lang = useSpeakerLang();
  const hintId = useId();
  const choices = sortedChoices(poll.choices);
  const [order, setOrder] = useState<number[]>(() => choices.map((c) => c.id));
  const [said, setSaid] = useState("");
  const [dragging, setDragging] = useState<number | null>(null);
  /** The handle to focus once the list is drawn again after a move by keyboard. */
  const refocus = useRef<number | null>(null);
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const rows = useRef(new Map<number, HTMLLIElement>());
  const locked = submitting || queued !== null;
  const shown = queued?.ranking ?? order;
  const byId = new Map<number, PollChoice>(choices.map((c) => [c.id, c]));
  const ranked = shown.flatMap((id) => byId.get(id) ?? []);

  useEffect(() => {
    if (refocus.current === null) return;
    handles.current.get(refocus.current)?.focus();
    refocus.current = null;
  });

  function place(id: number, to: number, focus: boolean) {
    const next = moved(order, id, to);
    if (next.join() === order.join()) return;
    setOrder(next);
    if (focus) refocus.current = id;
    setSaid(
      t("{choice}, place {place} of {count}", {
        choice: byId.get(id)?.text ?? "",
        place: number(next.indexOf(id) + 1),
        count: number(next.length),
      }),
    );
  }

  function onHandleKey(event: KeyboardEvent, id: number, index: number) {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    place(id, event.key === "ArrowUp" ? index - 1 : index + 1, true);
  }

  /** While dragging, the choice takes the place of the row under the pointer. */
  function onDragMove(event: PointerEvent, id: number) {
    if (dragging !== id) return;
    const over = order.findIndex((other) => {
      const box = rows.current.get(other)?.getBoundingClientRect();
      return box !== undefined && event.clientY >= box.top && event.clientY <= box.bottom;
    });
    if (over !== -1) place(id, over, false);
  }

  return (
    <VoteFormFrame answer={{ ranking: shown }} locked={locked} onVote={onVote}>
      <fieldset disabled={locked} aria-labelledby={questionId} aria-describedby={hintId}>
        <p id={hintId} className="mb-2 text-sm text-slate-700">
          {t("Put the choices in order, best first: drag them, or use the arrow keys.")}
        </p>
        <ol className="space-y-2">
          {ranked.map((choice, index) => (
            <li
              key={choice.id}
              ref={(node) => {
                if (node) rows.current.set(choice.id, node);
                else rows.current.delete(choice.id);
              }}
              data-testid="ranking-row"
              className={rowClass(dragging === choice.id)}
            >
              <button
                type="button"
                ref={(node) => {
                  if (node) handles.current.set(choice.id, node);
                  else handles.current.delete(choice.id);
                }}
                aria-label={t("Move {choice}, place {place} of {count}", {
                  choice: choice.text,
                  place: number(index + 1),
                  count: number(ranked.length),
                })}
                aria-describedby={hintId}
                onKeyDown={(event) => onHandleKey(event, choice.id, index)}
                onPointerDown={(event) => {
                  event.currentTarget.setPointerCapture(event.pointerId);
                  setDragging(choice.id);
                }}
                onPointerMove={(event) => onDragMove(event, choice.id)}
                onPointerUp={() => setDragging(null)}
                onPointerCancel={() => setDragging(null)}
                className="flex size-12 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
              >
                <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 fill-current">
                  <path d="M7 4h2v2H7zM11 4h2v2h-2zM7 9h2v2H7zM11 9h2v2h-2zM7 14h2v2H7zM11 14h2v2h-2z" />
                </svg>
              </button>
              <span className="w-6 shrink-0 text-center font-semibold tabular-nums">
                {number(index + 1)}
              </span>
              <span
                aria-hidden="true"
                className="size-3 shrink-0 rounded-full"
                style={{ backgroundColor: choice.color }}
              />
              <span lang={lang} className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                {choice.text}
              </span>
              <button
                type="button"
                disabled={index === 0}
                aria-label={t("Move {choice} up", { choice: choice.text })}
                onClick={() => place(choice.id, index - 1, false)}
                className={moveButtonClass}
              >
                <span aria-hidden="true">▲</span>
              </button>
              <button
                type="button"
                disabled={index === ranked.length - 1}
                aria-label={t("Move {choice} down", { choice: choice.text })}
                onClick={() => place(choice.id, index + 1, false)}
                className={moveButtonClass}
              >
                <span aria-hidden="true">▼</span>
              </button>
            </li>
          ))}
        </ol>
        <p role="status" className="sr-only">
          {said}
        </p>
      </fieldset>
      {queued === null && <SubmitVoteButton disabled={locked} submitting={submitting} />}
    </VoteFormFrame>
  );
}
