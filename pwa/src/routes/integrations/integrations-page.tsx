/**
 * /integrations (docs/product.md, API tokens): where a speaker connects Lectern to the tools they
 * already use; for now their API tokens, which read their own data.
 */
import { PageTitle } from "../../components/page-title.tsx";
import { BackToDashboardLink } from "../../components/back-to-dashboard.tsx";
import { RequireUser, SpeakerLayout } from "../../components/speaker-layout.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { ApiTokens } from "./api-tokens.tsx";

export default function IntegrationsPage() {
  const { t } = useTranslator();
  return (
    <RequireUser redirectTo="/signin">
      {() => (
        <SpeakerLayout>
          <div className="mx-auto max-w-3xl">
            <BackToDashboardLink />
            <PageTitle title={t("Integrations")} className="mt-3" />
            <p className="mt-1 text-slate-700">
              {t("Read your leads and results from your own tools and scripts.")}
            </p>
            <ApiTokens />
          </div>
        </SpeakerLayout>
      )}
    </RequireUser>
  );
}
