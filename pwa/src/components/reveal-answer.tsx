/**
 * A closed quiz's "Reveal answer", on the edit screen and the live console (docs/product.md, Poll
 * kinds): confirmed first, since a revealed quiz cannot open again; "Answer revealed" once done
 * (focus goes to it from the dialog), and before the quiz is closed the reason it cannot be
 * revealed yet.
 */
import { useRef, useState } from "react";
import { MESSAGES, type Poll, type PollResults } from "@lectern/shared";
import { errorMessage } from "../api/error-text.ts";
import { revealAnswer } from "../api/speaker/polls.ts";
import { toast } from "../app/toast.ts";
import { useTranslator } from "../i18n/language.ts";
import { OnlineButton } from "./online-button.tsx";
import { AlertDialog } from "./ui/alert-dialog.tsx";
import { Badge } from "./ui/badge.tsx";

export function RevealAnswer({
  poll,
  revealed,
  onRevealed,
  buttonClassName,
  badgeClassName,
}: {
  poll: Poll;
  revealed: boolean;
  /** Takes the results the reveal answered with. */
  onRevealed: (results: PollResults) => Promise<void> | void;
  buttonClassName?: string;
  badgeClassName?: string;
}) {
  const { t } = useTranslator();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const badge = useRef<HTMLSpanElement>(null);
  if (revealed)
    return (
      <span ref={badge} tabIndex={-1} className="inline-flex">
        <Badge tone="green" className={badgeClassName}>
          {t("Answer revealed")}
        </Badge>
      </span>
    );
  if (poll.state !== "closed")
    return <p className="text-xs text-slate-700">{t(MESSAGES.pollNotClosed)}</p>;
  const reveal = async () => {
    setPending(true);
    try {
      const results = await revealAnswer(poll.id);
      toast.success(t("Answer revealed"));
      // The mark takes the button's place before the dialog closes, so focus goes to the mark.
      await onRevealed(results);
      setConfirming(false);
    } catch (error) {
      setConfirming(false);
      toast.error(t("Reveal failed"), {
        description: errorMessage(error, t("Please try again.")),
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <OnlineButton size="sm" className={buttonClassName} onClick={() => setConfirming(true)}>
        {t("Reveal answer")}
      </OnlineButton>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("Reveal the answer?")}
        description={t(
          "Everyone sees the right answer, and each voter sees whether they got it right. The quiz can't open again.",
        )}
        actionLabel={t("Reveal answer")}
        pendingLabel={t("Revealing...")}
        pending={pending}
        onAction={() => void reveal()}
        returnFocusFallback={() => badge.current}
      />
    </>
  );
}
