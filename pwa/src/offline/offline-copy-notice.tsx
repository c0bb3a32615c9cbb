/**
 * The note on a page shown from its last copy: "Offline - showing the copy from {date}" when the
 * service worker answered from its cache, or "You're offline" when the connection dropped while
 * the page was open (what is on screen is then as last seen).
 */
import { DISPLAY_DATE, type Translator } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { useOfflineCopy } from "./offline-copy.ts";
import { useOnline } from "./use-online.ts";

export function offlineCopyText(
  { t, date }: Pick<Translator, "t" | "date">,
  online: boolean,
  copyAt: Date | null | undefined,
): string | null {
  if (copyAt === undefined)
    return online ? null : t("You're offline - showing the page as last seen");
  if (copyAt === null)
    return online
      ? t("Connection problem - showing the last saved copy")
      : t("Offline - showing the last saved copy");
  const values = { date: date(copyAt, DISPLAY_DATE) };
  return online
    ? t("Connection problem - showing the copy from {date}", values)
    : t("Offline - showing the copy from {date}", values);
}

/** `paths` are the API reads behind the page (see cache-rules.ts); without them, any read counts. */
export function OfflineCopyNotice({ paths, className }: { paths?: string[]; className?: string }) {
  const translator = useTranslator();
  const online = useOnline();
  const copyAt = useOfflineCopy(paths);
  const text = offlineCopyText(translator, online, copyAt);
  if (!text) return null;
  return (
    <p
      role="status"
      data-testid="offline-copy"
      className={`${className ?? ""} rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950`}
    >
      {text}
    </p>
  );
}
