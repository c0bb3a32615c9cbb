/**
 * "Your data" on the profile screen (docs/product.md, Speaker profile): one sentence of what the
 * file holds and "Download my data", which saves GET /api/users/{id}/export under the name the
 * server gives it. A failure shows inline, read out by screen readers.
 */
import { useId, useState } from "react";
import { errorMessage } from "../../api/error-text.ts";
import type { CurrentUser } from "../../auth/current-user.ts";
import { downloadUrl } from "../../components/download-file.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useTranslator } from "../../i18n/language.ts";

export const dataExportPath = (userId: number): string => `/api/users/${userId}/export`;

export function DownloadData({ user }: { user: CurrentUser }) {
  const { t } = useTranslator();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    setProblem(null);
    setPending(true);
    try {
      await downloadUrl(dataExportPath(user.id), "lectern-data.json");
    } catch (error) {
      setProblem(errorMessage(error, t("Your data could not be downloaded. Please try again.")));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card className="mt-8 p-5 sm:p-8">
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t("Your data")}
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          {t(
            "Download one JSON file with your profile, your sessions, their resources (without the files), polls with their results, questions and leads.",
          )}
        </p>
        <OnlineButton
          variant="outline"
          className="mt-4 w-full sm:w-auto"
          onClick={() => void download()}
          pending={pending}
          pendingText={t("Preparing...")}
        >
          {t("Download my data")}
        </OnlineButton>
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden">
          {problem ?? ""}
        </p>
      </section>
    </Card>
  );
}
