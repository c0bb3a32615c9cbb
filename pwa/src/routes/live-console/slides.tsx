/**
 * The live console's Slides area (docs/product.md, The room), for a session whose deck has pages:
 * the page on stage, the one Next shows (a page's thumbnail, or the pinned poll whose results come
 * first), the speaker's notes for the page in large type, and the talk's elapsed-time clock
 * (talk-clock.ts). The big Previous / Next for one thumb are the stage bar's (stage-bar.tsx), which
 * step through the deck by the projector's own rule; "Show slides" brings the deck back from
 * another panel at the furthest page shown.
 */
import { useId } from "react";
import {
  furthestShownStage,
  pollLabel,
  type DeckResponse,
  type Poll,
  type Stage,
} from "@lectern/shared";
import { Button } from "../../components/ui/button.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { stepStage } from "../present/panel-order.ts";
import { elapsedText, useTalkClock } from "./talk-clock.ts";

/** What "Show slides" puts on stage: the page shown now, else the furthest shown (or the first). */
export function slidesStage(stage: Stage | null, deck: DeckResponse): Stage {
  if (stage?.panel === "slide" && stage.page !== undefined) return stage;
  return furthestShownStage(deck.pageCount, deck.shownUpTo);
}

function TalkClock({ sessionId, slidePage }: { sessionId: number; slidePage?: number }) {
  const { t } = useTranslator();
  const clock = useTalkClock(sessionId, slidePage);
  return (
    <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-100 px-3 py-2">
      <p className="min-w-0">
        <span className="block text-xs font-semibold text-slate-700">{t("Elapsed time")}</span>
        <span
          role="timer"
          aria-label={t("Elapsed time")}
          data-testid="console-clock"
          className="text-3xl font-bold tabular-nums text-slate-900"
        >
          {elapsedText(clock.elapsed)}
        </span>
      </p>
      {clock.running ? (
        <Button variant="outline" className="min-h-12" onClick={clock.reset}>
          {t("Reset clock")}
        </Button>
      ) : (
        <Button variant="outline" className="min-h-12" onClick={clock.start}>
          {t("Start clock")}
        </Button>
      )}
    </div>
  );
}

/** What the stage bar's Next shows from `from`, in words, with the page's thumbnail when it is one. */
function NextUp({
  deck,
  from,
  polls,
}: {
  deck: DeckResponse;
  from: Stage;
  polls: readonly Poll[];
}) {
  const { t } = useTranslator();
  const next = stepStage(from, 1, polls, deck);
  const page = next?.panel === "slide" ? deck.pages.find((p) => p.n === next.page) : undefined;
  const poll = next?.panel === "poll" ? polls.find((p) => p.id === next.pollId) : undefined;
  return (
    <div className="min-w-0 space-y-1" data-testid="console-next-up">
      <p className="text-sm font-semibold text-slate-700">
        {next === null
          ? t("Next: the end of the deck")
          : poll
            ? t("Next: the results of {title}", { title: pollLabel(poll) })
            : t("Next: slide {page}", { page: next.page ?? 1 })}
      </p>
      {page && (
        <img
          src={page.thumb}
          alt=""
          className="aspect-video w-full rounded-md bg-black object-contain"
        />
      )}
    </div>
  );
}

export function SlidesView({
  sessionId,
  deck,
  stage,
  polls,
}: {
  sessionId: number;
  deck: DeckResponse;
  stage: Stage | null;
  polls: readonly Poll[];
}) {
  const { t } = useTranslator();
  const onStage = stage?.panel === "slide" ? stage.page : undefined;
  const current = slidesStage(stage, deck);
  const pageNumber = current.page ?? 1;
  const page = deck.pages.find((p) => p.n === pageNumber);
  const notes = deck.notes?.[pageNumber]?.trim() ?? "";
  const textId = useId();
  const described = page !== undefined && page.text.trim() !== "";
  return (
    <div className="space-y-3">
      <TalkClock sessionId={sessionId} slidePage={onStage} />
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] items-start gap-3">
        <figure className="min-w-0 space-y-1">
          {page && (
            <img
              src={page.thumb}
              alt={t("Slide {page} of {count}", { page: pageNumber, count: deck.pageCount })}
              aria-describedby={described ? textId : undefined}
              data-testid="console-slide"
              data-page={pageNumber}
              className="aspect-video w-full rounded-md bg-black object-contain"
            />
          )}
          {described && (
            <p id={textId} className="sr-only">
              {page.text}
            </p>
          )}
          <figcaption className="text-sm font-semibold text-slate-800">
            {onStage === undefined
              ? t("Not on screen: the slides come back at slide {page}", { page: pageNumber })
              : t("Slide {page} of {count}", { page: pageNumber, count: deck.pageCount })}
          </figcaption>
        </figure>
        {stage && <NextUp deck={deck} from={stage} polls={polls} />}
      </div>
      <section aria-labelledby="console-notes" className="space-y-1">
        <h3 id="console-notes" className="text-sm font-semibold text-slate-700">
          {t("Your notes")}
        </h3>
        {notes ? (
          <p
            data-testid="console-notes"
            className="text-2xl leading-snug break-words whitespace-pre-wrap text-slate-900"
          >
            {notes}
          </p>
        ) : (
          <p className="text-base text-slate-700">{t("No notes for this slide.")}</p>
        )}
      </section>
    </div>
  );
}
