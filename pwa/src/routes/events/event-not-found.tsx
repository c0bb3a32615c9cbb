/**
 * What the event screens show instead of an event the reader may not see (docs/product.md,
 * Events): one that does not exist or is gone, or one whose team the reader is not on.
 */
import { ApiError } from "../../api/client.ts";
import { Link } from "../../components/link.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useTranslator } from "../../i18n/language.ts";

export function EventNotFound() {
  const { t } = useTranslator();
  return (
    <div className="mx-auto max-w-md px-4 py-10 text-center">
      <PageTitle title={t("Event Not Found")} />
      <p className="mt-3 text-slate-700">
        {t("This event doesn't exist any more, or you are not on its team.")}
      </p>
      <Link to="/dashboard" className={buttonClass("primary", "md", "mt-8")}>
        {t("Back to Dashboard")}
      </Link>
    </div>
  );
}

/** Refusals that mean the event is not the reader's to see (a bad id, not on its team, gone). */
export const isEventMissing = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);
