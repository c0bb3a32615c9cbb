/**
 * /integrations (docs/product.md, Webhooks and API tokens): where a speaker connects Lectern to the
 * tools they already use: webhooks that send what happens, and API tokens that read their own data.
 */
import { PageTitle } from "../../components/page-title.tsx";
import { BackToDashboardLink } from "../../components/back-to-dashboard.tsx";
import { RequireUser, SpeakerLayout } from "../../components/speaker-layout.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { ApiTokens } from "./api-tokens.tsx";
import { Webhooks } from "./webhooks.tsx";

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
              {t(
                "Send your leads and results to the tools you already use, or read them from your own scripts.",
              )}
            </p>
            <Webhooks />
            <ApiTokens />
          </div>
        </SpeakerLayout>
      )}
    </RequireUser>
  );
}
