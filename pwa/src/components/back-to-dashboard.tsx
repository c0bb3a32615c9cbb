/**
 * The way back from a session's speaker screens (edit, leads): the header's Back to Dashboard link,
 * and Session Not Found with its Back to Dashboard button (docs/product.md, Edit session).
 */
import { useTranslator } from "../i18n/language.ts";
import { Link } from "./link.tsx";
import { PageTitle } from "./page-title.tsx";
import { buttonClass } from "./ui/button.tsx";
import { Icon } from "./ui/icon.tsx";

export function BackToDashboardLink() {
  const { t } = useTranslator();
  return (
    <Link to="/dashboard" className={buttonClass("ghost", "sm", "-ml-3")}>
      <Icon path="M15 18l-6-6 6-6" />
      {t("Back to Dashboard")}
    </Link>
  );
}

export function SessionNotFound() {
  const { t } = useTranslator();
  return (
    <div className="mx-auto max-w-md py-10 text-center">
      <PageTitle title={t("Session Not Found")} />
      <p className="mt-3 text-slate-700">
        {t("The session you're looking for doesn't exist or has been removed.")}
      </p>
      <Link to="/dashboard" className={buttonClass("primary", "md", "mt-8")}>
        {t("Back to Dashboard")}
      </Link>
    </div>
  );
}
