/**
 * The session page follows the stage (docs/product.md, The room): the page attends the session
 * from the start, and the server sends it the stage then and on every change. A poll put on screen
 * is brought to the top of the page ("Vote now", on the Polls tab) unless the person is writing
 * (focus in a text field, or a dialog open): then a small prompt offers it instead, and nothing
 * moves. A question put on screen makes the page read its pinned question again, so "Now answering"
 * shows on every tab. A page of the deck put on screen becomes the live page the Slides tab follows,
 * and the page, which comes with the stage, joins the deck the page has read; the deck's other
 * changes (deck_update) make it read the deck again, and feedback opened or closed
 * (feedback_update) its feedback state. The join panel and the question list bring nothing. Only a
 * poll the page's public list holds is ever shown (never a draft); one just opened makes it read
 * the list again.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { DeckResponse, Poll, Stage } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { withPageShown } from "./deck-follow.ts";
import { liveSocket } from "./live-socket.ts";
import { attendeePaths } from "./queries.ts";
import { primaryButtonClass } from "./styles.ts";

/** The element the Polls tab gives the poll on screen, which the page scrolls to. */
export const ON_SCREEN_POLL_ELEMENT_ID = "poll-on-screen";

/** Input types a person does not type into. */
const NOT_TYPED = new Set(["button", "checkbox", "radio", "submit", "reset", "range", "color"]);

/** Whether the person is writing: focus in a text field, or a dialog open over the page. */
export function isWriting(doc: Document = document): boolean {
  const focused = doc.activeElement;
  if (focused instanceof HTMLTextAreaElement) return true;
  if (focused instanceof HTMLInputElement && !NOT_TYPED.has(focused.type)) return true;
  if (focused instanceof HTMLElement && focused.isContentEditable) return true;
  return doc.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/** Scrolls the poll on screen to the top of the view once the Polls tab has drawn it. */
function scrollToPollOnScreen(): void {
  const until = Date.now() + 3_000;
  const step = () => {
    const element = document.getElementById(ON_SCREEN_POLL_ELEMENT_ID);
    if (element) element.scrollIntoView({ block: "start" });
    else if (Date.now() < until) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

const stageText = (stage: Stage) =>
  `${stage.panel}:${stage.pollId ?? stage.questionId ?? stage.page ?? ""}`;

/**
 * Attends the session and follows its stage; `onPoll` brings a poll to the top of the page, `onSlide`
 * gets the page of the deck on stage. Answers the poll a writing person is offered instead, or null.
 */
export function useStageFollow(
  sessionId: number,
  onPoll: (pollId: number) => void,
  onSlide: (page: number) => void,
) {
  const queryClient = useQueryClient();
  const [offered, setOffered] = useState<number | null>(null);
  const onPollRef = useRef(onPoll);
  const onSlideRef = useRef(onSlide);
  useEffect(() => {
    onPollRef.current = onPoll;
    onSlideRef.current = onSlide;
  }, [onPoll, onSlide]);

  useEffect(() => {
    let last: string | null = null;
    const deckKey = [attendeePaths.deck(sessionId)];
    return liveSocket.subscribe({
      message: { type: "attend", sessionId },
      // A deck_update or feedback_update may have been missed while the socket was down.
      onReconnect: () => {
        void queryClient.invalidateQueries({ queryKey: deckKey });
        void queryClient.invalidateQueries({
          queryKey: [attendeePaths.feedbackState(sessionId)],
        });
      },
      onMessage(message) {
        if (message.type === "feedback_update" && message.sessionId === sessionId)
          void queryClient.invalidateQueries({
            queryKey: [attendeePaths.feedbackState(sessionId)],
          });
        if (message.type === "deck_update" && message.sessionId === sessionId) {
          void queryClient.invalidateQueries({ queryKey: deckKey });
          // A first deck ready brings the Slides tab (hasDeck).
          void queryClient.invalidateQueries({
            queryKey: [attendeePaths.publicSession(sessionId)],
          });
        }
        if (message.type !== "stage_update" || message.sessionId !== sessionId) return;
        const { stage, slide } = message;
        // Every (re)connect sends the stage again: only a change moves anything.
        if (stageText(stage) === last) return;
        last = stageText(stage);
        if (stage.panel === "slide" && stage.page !== undefined) {
          if (slide)
            queryClient.setQueryData<DeckResponse>(deckKey, (deck) =>
              deck ? withPageShown(deck, slide) : deck,
            );
          onSlideRef.current(stage.page);
        }
        if (stage.panel === "question")
          void queryClient.invalidateQueries({
            queryKey: [attendeePaths.publicSession(sessionId)],
          });
        if (stage.panel !== "poll" || stage.pollId === undefined) {
          setOffered(null);
          return;
        }
        const pollsKey = [attendeePaths.publicPolls(sessionId)];
        const polls = queryClient.getQueryData<Poll[]>(pollsKey);
        if (!polls?.some((poll) => poll.id === stage.pollId))
          void queryClient.invalidateQueries({ queryKey: pollsKey });
        if (isWriting()) {
          setOffered(stage.pollId);
          return;
        }
        setOffered(null);
        onPollRef.current(stage.pollId);
        scrollToPollOnScreen();
      },
    });
  }, [sessionId, queryClient]);

  const accept = () => {
    if (offered === null) return;
    setOffered(null);
    onPollRef.current(offered);
    scrollToPollOnScreen();
  };
  return { offered, accept };
}

/** The page's part in following the stage: the prompt a writing person gets for a poll on screen. */
export function StageFollow({
  sessionId,
  onPoll,
  onSlide,
}: {
  sessionId: number;
  onPoll: (pollId: number) => void;
  onSlide: (page: number) => void;
}) {
  const { t } = useTranslator();
  const { offered, accept } = useStageFollow(sessionId, onPoll, onSlide);
  if (offered === null) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-30 flex justify-center p-3">
      <div className="pointer-events-auto flex items-center gap-3 rounded-full bg-slate-900 py-1.5 pr-1.5 pl-4 text-sm text-white shadow-lg">
        <p role="status">{t("A poll is on screen")}</p>
        <button
          type="button"
          onClick={accept}
          className={`${primaryButtonClass} min-h-11 rounded-full py-1.5`}
        >
          {t("Vote now")}
        </button>
      </div>
    </div>
  );
}
