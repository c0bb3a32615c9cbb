/** The 404 page for any route the table does not know. */
import { Link } from "../../components/link.tsx";
import { useCurrentUser } from "../../auth/current-user.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { SpeakerLayout } from "../../components/speaker-layout.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useTranslator } from "../../i18n/language.ts";

export default function NotFoundPage() {
  const { t } = useTranslator();
  const user = useCurrentUser();
  return (
    <SpeakerLayout width="narrow">
      <div className="py-10 text-center">
        <p className="text-5xl font-bold text-brand-700">404</p>
        <PageTitle title={t("Page not found")} className="mt-4" />
        <p className="mt-3 text-slate-700">
          {t("The page you are looking for does not exist or has moved.")}
        </p>
        <Link to={user ? "/dashboard" : "/"} className={buttonClass("primary", "md", "mt-8")}>
          {user ? t("Back to Dashboard") : t("Back to Home")}
        </Link>
      </div>
    </SpeakerLayout>
  );
}
