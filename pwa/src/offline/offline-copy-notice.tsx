/**
 * The note on a page shown from its last copy: "Offline - showing the copy from {date}" when the
 * service worker answered from its cache, or "You're offline" when the connection dropped while
 * the page was open (what is on screen is then as last seen). Online, it reads the copies shown
 * again, at once and then after waits that double up to COPY_RETRY_MAX_MS while one is still shown,
 * so the page catches up soon after the connection returns, even when the first read back still
 * fails (reads never go stale by themselves: app/query-client.ts). A copy no query on screen reads
 * (the questions read ahead while Polls is open) is read again too, or its note would never go.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { DISPLAY_DATE, type Translator } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { copiedPaths, useOfflineCopy } from "./offline-copy.ts";
import { useOnline } from "./use-online.ts";

/** The first wait before a copy still shown while online is asked for again; it doubles each time. */
const COPY_RETRY_FIRST_MS = 1_000;
/** The longest wait between two reads of a copy still shown while online. */
const COPY_RETRY_MAX_MS = 15_000;

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

/** While online and showing a copy, reads the copied paths again until fresh answers replace them. */
function useCatchUp(online: boolean, showingCopy: boolean, paths: string[] | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!online || !showingCopy) return;
    const readAgain = () => {
      const copied = new Set(copiedPaths());
      for (const path of paths ?? copied)
        if (copied.has(path))
          void queryClient.invalidateQueries({ queryKey: [path], refetchType: "all" });
    };
    let wait = COPY_RETRY_FIRST_MS;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        readAgain();
        wait = Math.min(wait * 2, COPY_RETRY_MAX_MS);
        schedule();
      }, wait);
    };
    readAgain();
    schedule();
    return () => clearTimeout(timer);
  }, [online, showingCopy, paths, queryClient]);
}

/** `paths` are the API reads behind the page (see cache-rules.ts); without them, any read counts. */
export function OfflineCopyNotice({ paths, className }: { paths?: string[]; className?: string }) {
  const translator = useTranslator();
  const online = useOnline();
  const copyAt = useOfflineCopy(paths);
  useCatchUp(online, copyAt !== undefined, paths);
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
