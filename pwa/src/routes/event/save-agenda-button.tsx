/**
 * "Save for offline" on the agenda: keeps every talk page of the event on the device (the saving
 * code, offline/save-for-offline-talks.ts, is fetched on the tap), with its progress, and says the
 * result politely ("12 talk pages saved"); says so when all are saved already. Off while offline.
 * event-page-html.ts writes its first render (checking what is saved): change them together.
 */
import { msg } from "@lectern/shared";
import { useEffect, useEffectEvent, useState } from "react";
import { useTranslator } from "../../i18n/language.ts";
import { API_CACHE, talkPageReadPaths } from "../../offline/cache-rules.ts";
import { SaveOfflinePanel } from "../../offline/save-offline-panel.tsx";
import { isQuotaError, QUOTA_MESSAGE } from "../../offline/storage.ts";
import { OFFLINE_BUTTON_TEXT, useOnline } from "../../offline/use-online.ts";

const SAVE_FAILED_TEXT = msg(
  "Some talk pages could not be saved. Check your connection and try again.",
);

type State =
  | { kind: "checking" }
  /** `justSaved`: the count the last save ended with, said once in the status line. */
  | { kind: "idle"; saved: number; justSaved: number | null }
  | { kind: "saving"; done: number }
  /** `message` is the English message id, translated when shown. */
  | { kind: "error"; message: string };

/** How many of the talks have every read of their page in the API cache. */
async function countSaved(sessionIds: readonly number[]): Promise<number> {
  const cache = await caches.open(API_CACHE);
  const found = await Promise.all(
    sessionIds.map(async (id) => {
      const copies = await Promise.all(talkPageReadPaths(id).map((path) => cache.match(path)));
      return copies.every(Boolean);
    }),
  );
  return found.filter(Boolean).length;
}

export function SaveAgendaButton({ sessionIds }: { sessionIds: readonly number[] }) {
  const { t, plural, number } = useTranslator();
  const online = useOnline();
  const [state, setState] = useState<State>({ kind: "checking" });
  const key = sessionIds.join(",");
  const total = sessionIds.length;

  // Counted again only when the list of talks changes, not on every new copy of the agenda.
  const count = useEffectEvent(() => countSaved(sessionIds));
  useEffect(() => {
    let live = true;
    count()
      .then((saved) => live && setState({ kind: "idle", saved, justSaved: null }))
      .catch(() => live && setState({ kind: "idle", saved: 0, justSaved: null }));
    return () => {
      live = false;
    };
  }, [key]);

  if (typeof caches === "undefined") return null;

  async function save(): Promise<void> {
    setState({ kind: "saving", done: 0 });
    try {
      const { saveTalkPagesForOffline } = await import("../../offline/save-for-offline-talks.ts");
      await saveTalkPagesForOffline(sessionIds, (done) => setState({ kind: "saving", done }));
      const saved = await countSaved(sessionIds);
      setState({ kind: "idle", saved, justSaved: saved });
    } catch (error) {
      setState({ kind: "error", message: isQuotaError(error) ? QUOTA_MESSAGE : SAVE_FAILED_TEXT });
    }
  }

  const allSaved = state.kind === "idle" && state.saved === total;
  const saving = state.kind === "saving";
  const percent = saving ? Math.round((state.done / Math.max(total, 1)) * 100) : 0;
  let label = t("Save for offline");
  if (allSaved) label = t("Saved for offline");
  else if (saving) label = t("Saving... {percent}%", { percent: number(percent) });
  else if (!online) label = t(OFFLINE_BUTTON_TEXT);

  return (
    <SaveOfflinePanel
      description={
        allSaved
          ? plural(total, {
              one: "The talk page is on this device and opens with no network.",
              other: "All # talk pages are on this device and open with no network.",
            })
          : t("Keep every talk page of this event on your device to open them with no network.")
      }
      label={label}
      allSaved={allSaved}
      disabled={saving || allSaved || !online || state.kind === "checking"}
      onSave={() => void save()}
      progress={
        saving
          ? {
              percent,
              label: t("Saving talk pages for offline: {done} of {total}", {
                done: number(state.done),
                total: number(total),
              }),
            }
          : null
      }
      status={
        state.kind === "idle" && state.justSaved !== null
          ? plural(state.justSaved, { one: "# talk page saved", other: "# talk pages saved" })
          : ""
      }
      error={state.kind === "error" ? t(state.message) : null}
    />
  );
}
