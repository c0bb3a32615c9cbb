/**
 * The note on a page shown from its last copy: "Offline - showing the copy from {date}" when the
 * service worker answered from its cache, or "You're offline" when the connection dropped while
 * the page was open (what is on screen is then as last seen).
 */
import { formatDisplayDate } from "@lectern/shared";
import { useOfflineCopy } from "./offline-copy.ts";
import { useOnline } from "./use-online.ts";

export function offlineCopyText(online: boolean, copyAt: Date | null | undefined): string | null {
  if (copyAt !== undefined) {
    const prefix = online ? "Connection problem" : "Offline";
    return copyAt
      ? `${prefix} - showing the copy from ${formatDisplayDate(copyAt)}`
      : `${prefix} - showing the last saved copy`;
  }
  return online ? null : "You're offline - showing the page as last seen";
}

/** `paths` are the API reads behind the page (see cache-rules.ts); without them, any read counts. */
export function OfflineCopyNotice({ paths, className }: { paths?: string[]; className?: string }) {
  const online = useOnline();
  const copyAt = useOfflineCopy(paths);
  const text = offlineCopyText(online, copyAt);
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
