/**
 * What the outbox status bar says (outbox-status-bar.tsx): "Offline - N actions waiting to be
 * sent", "Sending...", "N actions waiting to be sent" with Send now (outside the bar's live
 * region, so it is not read as part of the status), or "All caught up". Loaded
 * when the bar first has something to say (or at the visitor's first interaction), so a visit
 * that never queues anything does not download it.
 */
import type { Translator } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { flushOutbox } from "./outbox.ts";

export function statusText(
  { t, plural }: Pick<Translator, "t" | "plural">,
  online: boolean,
  waiting: number,
  sending: boolean,
): string {
  if (!online)
    return waiting === 0
      ? t("Offline - nothing waiting to be sent")
      : plural(waiting, {
          one: "Offline - # action waiting to be sent",
          other: "Offline - # actions waiting to be sent",
        });
  if (sending) return t("Sending...");
  if (waiting > 0)
    return plural(waiting, {
      one: "# action waiting to be sent",
      other: "# actions waiting to be sent",
    });
  return t("All caught up");
}

/** The bar's box around the status and Send now, toned by the connection and the queue. */
export function boxClass(online: boolean, waiting: number): string {
  const tone = !online
    ? "border-amber-300 bg-amber-50 text-amber-950"
    : waiting > 0
      ? "border-brand-100 bg-brand-50 text-brand-800"
      : "border-green-200 bg-green-50 text-green-900";
  return `flex min-h-11 items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm font-medium ${tone}`;
}

/** What the bar says; the bar keeps it in its live region, apart from Send now. */
export function OutboxStatusLine({
  online,
  waiting,
  sending,
}: {
  online: boolean;
  waiting: number;
  sending: boolean;
}) {
  const translator = useTranslator();
  const dot = !online ? "bg-amber-500" : waiting > 0 ? "bg-brand-600" : "bg-green-600";
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden="true" className={`inline-block size-2 rounded-full ${dot}`} />
      {statusText(translator, online, waiting, sending)}
    </span>
  );
}

export function SendNow() {
  const { t } = useTranslator();
  return (
    <button
      type="button"
      onClick={() => void flushOutbox()}
      className="min-h-9 rounded-md px-3 text-sm font-semibold underline-offset-2 hover:underline"
    >
      {t("Send now")}
    </button>
  );
}
