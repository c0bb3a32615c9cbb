/** The Pending sync badge on a question that waits in the outbox (the server has not stored it yet). */
import { useTranslator } from "../i18n/language.ts";

export function PendingSyncBadge() {
  const { t } = useTranslator();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="size-3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="8" cy="8" r="6" />
        <path d="M8 4.5V8l2.5 1.5" />
      </svg>
      {t("Pending sync")}
    </span>
  );
}
