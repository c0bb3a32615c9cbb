/**
 * A team list while it loads or when it could not be loaded, with Try again: the same for a
 * session's team (docs/product.md, Team) and an event's (Events).
 */
import { errorMessage } from "../api/error-text.ts";
import { useTranslator } from "../i18n/language.ts";
import { Alert } from "./ui/alert.tsx";
import { Button } from "./ui/button.tsx";
import { Skeleton } from "./ui/skeleton.tsx";

export function TeamLoadState({
  query,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
}) {
  const { t } = useTranslator();
  if (query.isPending)
    return (
      <div className="mt-3 space-y-2" aria-busy="true" aria-label={t("Loading the team")}>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  return (
    <Alert className="mt-3" title={t("The team could not be loaded")}>
      <p>{errorMessage(query.error, t("Please check your connection and try again."))}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
        {t("Try again")}
      </Button>
    </Alert>
  );
}
