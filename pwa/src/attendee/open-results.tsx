/**
 * An open poll's results (docs/product.md, Poll kinds): a wall of the newest answers, each a card,
 * newest first, the viewer's own marked as theirs. The owner gets a Hide button on each (given
 * `onHide`), which takes the answer off every screen. Its own module, loaded only for an open poll.
 */
import type { Ballot, PollResults } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { Total } from "./results-parts.tsx";

type OpenKindResults = Extract<PollResults, { kind: "open" }>;

/** An answer's card; the viewer's own stands out. */
const cardClass = (own: boolean) =>
  `flex items-start gap-2 rounded-lg border px-3 py-2 ${own ? OWN_CARD : OTHER_CARD}`;
const OWN_CARD = "border-brand-600 bg-brand-50";
const OTHER_CARD = "border-slate-300 bg-slate-100";

export function OpenResults({
  results,
  mine,
  onHide,
}: {
  results: OpenKindResults;
  mine: Ballot | null;
  onHide?: ((answerId: number) => void) | undefined;
}) {
  const { t, number } = useTranslator();
  return (
    <div className="space-y-3">
      {results.answers.length === 0 ? (
        <p className="text-slate-700">{t("No answers yet")}</p>
      ) : (
        <ul data-testid="open-answers" className="grid gap-2 sm:grid-cols-2">
          {results.answers.map((answer) => {
            const own = mine?.text === answer.text;
            return (
              <li key={answer.id} className={cardClass(own)}>
                <p className="min-w-0 flex-1 whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">
                  {answer.text}
                  {own && (
                    <span className="ml-2 inline-block text-sm font-medium text-brand-800">
                      {t("(your answer)")}
                    </span>
                  )}
                </p>
                {onHide && (
                  <button
                    type="button"
                    onClick={() => onHide(answer.id)}
                    aria-label={t("Hide the answer {answer}", { answer: answer.text })}
                    className="min-h-11 shrink-0 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
                  >
                    {t("Hide")}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Total label={t("Total voters: {count}", { count: number(results.totalVoters) })} />
    </div>
  );
}
