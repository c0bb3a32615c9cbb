/**
 * "Export results" (docs/product.md, Export results): the session's poll results, its questions
 * and its feedback as CSV files, from the edit screen's header menu and the dashboard's Manage menu. A refused
 * or failed download says why in a toast.
 */
import { msg } from "@lectern/shared";
import { errorMessage } from "../api/error-text.ts";
import { downloadExport, type ResultsExport } from "../api/speaker/polls.ts";
import { toast } from "../app/toast.ts";
import { translator, useTranslator } from "../i18n/language.ts";
import { useOnline } from "../offline/use-online.ts";
import { buttonClass } from "./ui/button.tsx";
import { CHEVRON_DOWN, Icon } from "./ui/icon.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu.tsx";

export const EXPORT_LABELS: Record<ResultsExport, string> = {
  polls: msg("Poll results (CSV)"),
  questions: msg("Questions (CSV)"),
  feedback: msg("Feedback (CSV)"),
};

/** Downloads one export; a failure shows a toast. */
export async function exportResults(sessionId: number, which: ResultsExport): Promise<void> {
  const { t } = translator();
  try {
    await downloadExport(sessionId, which);
  } catch (error) {
    toast.error(t("Export failed"), {
      description: errorMessage(error, t("Please check your connection and try again.")),
    });
  }
}

export function ExportResultsMenu({ sessionId }: { sessionId: number }) {
  const { t } = useTranslator();
  const online = useOnline();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={buttonClass("outline", "sm")}>
        {t("Export results")}
        <Icon path={CHEVRON_DOWN} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {(["polls", "questions", "feedback"] as const).map((which) => (
          <DropdownMenuItem
            key={which}
            disabled={!online}
            onSelect={() => void exportResults(sessionId, which)}
          >
            {t(EXPORT_LABELS[which])}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
