/** Spinning ring with an accessible label (translated; "Loading" when none is given) for loading states. */
import { useTranslator } from "../../i18n/language.ts";
import { cn } from "./cn.ts";

export function Spinner({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslator();
  return (
    <span role="status" className={cn("inline-flex items-center gap-2", className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
      />
      <span className="sr-only">{label ?? t("Loading")}</span>
    </span>
  );
}
