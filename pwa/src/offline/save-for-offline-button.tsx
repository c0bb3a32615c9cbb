/**
 * "Save for offline" on the session page: keeps every resource file of the session on the device
 * (progress shown), so slides open later with no network. Says when all are saved already. The
 * files are behind the e-mail gate like a download (docs/decisions.md, Attendee data): a visitor
 * who has not given an e-mail for this session is asked in the download dialog first, and in a
 * session that confirms e-mails the save waits for the mailed link. The saving code is fetched on
 * the tap (the button is off while offline).
 */
import { msg } from "@lectern/shared";
import { useEffect, useEffectEvent, useState } from "react";
import { hasGivenDownloadEmail } from "../attendee/preferences.ts";
import { translator, useTranslator } from "../i18n/language.ts";
import type { EmailRequest } from "../routes/session/use-resource-download.ts";
import type { SaveProgress } from "./save-for-offline.ts";
import { countSaved, filesOf, type SavableFile } from "./saved-files.ts";
import { SaveOfflinePanel } from "./save-offline-panel.tsx";
import { isQuotaError, QUOTA_MESSAGE } from "./storage.ts";
import { OFFLINE_BUTTON_TEXT, useOnline } from "./use-online.ts";

const SAVE_FAILED_TEXT = msg("Some files could not be saved. Check your connection and try again.");
const CONFIRM_FIRST_TEXT = msg(
  "Open the link we e-mailed you to confirm your address, then save for offline again.",
);

type State =
  | { kind: "checking" }
  | { kind: "idle"; saved: number }
  | { kind: "saving"; progress: SaveProgress }
  /** `message` is the English message id, translated when shown. */
  | { kind: "error"; message: string };

function percent(progress: SaveProgress): number {
  if (progress.totalBytes > 0)
    return Math.min(100, Math.round((progress.bytes / progress.totalBytes) * 100));
  return progress.total === 0 ? 100 : Math.round((progress.done / progress.total) * 100);
}

interface SaveForOfflineButtonProps {
  sessionId: number;
  sessionTitle: string;
  resources: SavableFile[];
  /** Opens the download dialog for an e-mail, then runs the request with it. */
  askEmail: (request: EmailRequest) => void;
}

export function SaveForOfflineButton({
  sessionId,
  sessionTitle,
  resources,
  askEmail,
}: SaveForOfflineButtonProps) {
  const { t, plural, number } = useTranslator();
  const files = filesOf(resources);
  const fileKey = files.map((file) => file.id).join(",");
  const online = useOnline();
  const [state, setState] = useState<State>({ kind: "checking" });

  // Counted again only when the list of file ids changes, not on every new copy of the resources.
  const count = useEffectEvent(() => countSaved(files));
  useEffect(() => {
    let live = true;
    count()
      .then((saved) => live && setState({ kind: "idle", saved }))
      .catch(() => live && setState({ kind: "idle", saved: 0 }));
    return () => {
      live = false;
    };
  }, [fileKey]);

  if (files.length === 0 || typeof caches === "undefined") return null;

  function askThenSave(): void {
    askEmail({
      title: sessionTitle,
      run: (email) => {
        void save(email);
        return Promise.resolve(true);
      },
    });
  }

  async function save(email?: string): Promise<void> {
    if (email === undefined && !hasGivenDownloadEmail(sessionId)) return askThenSave();
    const { saveFilesForOffline, SaveNeedsEmail } = await import("./save-for-offline.ts");
    try {
      await saveFilesForOffline(
        files,
        { sessionId, email, locale: translator().locale },
        (progress) => setState({ kind: "saving", progress }),
      );
      setState({ kind: "idle", saved: await countSaved(files) });
    } catch (error) {
      if (error instanceof SaveNeedsEmail && error.reason === "email_required") {
        setState({ kind: "idle", saved: await countSaved(files) });
        return askThenSave();
      }
      let message = isQuotaError(error) ? QUOTA_MESSAGE : SAVE_FAILED_TEXT;
      if (error instanceof SaveNeedsEmail) message = CONFIRM_FIRST_TEXT;
      setState({ kind: "error", message });
    }
  }

  const allSaved = state.kind === "idle" && state.saved === files.length;
  const saving = state.kind === "saving";
  let label = t("Save for offline");
  if (allSaved) label = t("Saved for offline");
  else if (saving) label = t("Saving... {percent}%", { percent: number(percent(state.progress)) });
  else if (!online) label = t(OFFLINE_BUTTON_TEXT);

  return (
    <SaveOfflinePanel
      description={
        allSaved
          ? plural(files.length, {
              one: "The file is on this device and opens with no network.",
              other: "All # files are on this device and open with no network.",
            })
          : t("Keep this session's files on your device to open them with no network.")
      }
      label={label}
      allSaved={allSaved}
      disabled={saving || allSaved || !online || state.kind === "checking"}
      onSave={() => void save()}
      progress={
        saving
          ? {
              percent: percent(state.progress),
              label: t("Saving files for offline: {done} of {total}", {
                done: number(state.progress.done),
                total: number(state.progress.total),
              }),
            }
          : null
      }
      error={state.kind === "error" ? t(state.message) : null}
    />
  );
}
