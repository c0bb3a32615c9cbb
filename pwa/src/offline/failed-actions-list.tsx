/**
 * Actions the server refused for good (poll closed, session deleted, invalid input), or given up
 * after sends that got no answer ("May not have been sent": the server may have it): each shown
 * with its reason and a Discard button, so nothing taken offline disappears unseen.
 * Loaded only when there is something to show; reads the outbox live with dexie-react-hooks.
 */
import type { Translator } from "@lectern/shared";
import { useLiveQuery } from "dexie-react-hooks";
import { useState } from "react";
import { useTranslator } from "../i18n/language.ts";
import type { OutboxItem } from "./outbox-api.ts";
import { discardAction } from "./outbox.ts";
import { db } from "./outbox-runtime.ts";

/** What the person reads for a refused action: its kind, and a question's own text. */
function describe({ action }: OutboxItem, t: Translator["t"]): string {
  switch (action.kind) {
    case "ask":
      return t('Question: "{question}"', { question: action.body.questionText });
    case "upvote":
      return t("Upvote");
    case "unupvote":
      return t("Upvote taken back");
    case "vote":
      return t("Poll vote");
    case "feedback":
      return t("Feedback on the talk");
    case "reaction":
      return t("Reaction {emoji}", { emoji: action.body.emoji });
    case "download":
      return t("Resource download");
    case "track-qr":
      return t("QR visit");
  }
}

export default function FailedActionsList({ sessionId }: { sessionId?: number }) {
  const { t, plural } = useTranslator();
  const failed = useLiveQuery(
    () =>
      db.outbox
        .where("status")
        .equals("failed")
        .filter((item) => sessionId === undefined || item.sessionId === sessionId)
        .sortBy("seq"),
    [sessionId],
  );
  const [busyId, setBusyId] = useState<string | null>(null);
  if (!failed?.length) return null;

  async function discard(id: string): Promise<void> {
    setBusyId(id);
    try {
      await discardAction(id);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section
      aria-labelledby="failed-actions-heading"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
    >
      <h2 id="failed-actions-heading" className="font-semibold">
        {plural(failed.length, {
          one: "# action could not be sent",
          other: "# actions could not be sent",
        })}
      </h2>
      <ul className="mt-1 divide-y divide-red-200">
        {failed.map((item) => (
          <li
            key={item.id}
            className="flex items-center justify-between gap-3 py-2"
            data-testid="failed-action"
          >
            <div className="min-w-0">
              <p className="font-medium break-words">{describe(item, t)}</p>
              <p className="break-words">
                {item.mayHaveArrived
                  ? t("May not have been sent: {reason}", { reason: item.error ?? "" })
                  : t("Not sent: {reason}", { reason: item.error ?? "" })}
              </p>
            </div>
            <button
              type="button"
              disabled={busyId === item.id}
              onClick={() => void discard(item.id)}
              aria-label={t("Discard {action}", { action: describe(item, t) })}
              className="min-h-9 shrink-0 rounded-md border border-red-300 bg-white px-3 font-medium text-red-800 hover:bg-red-100 disabled:opacity-60"
            >
              {t("Discard")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
