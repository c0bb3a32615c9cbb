/**
 * The download flow of spec section 4: a visitor who already gave an e-mail for this session gets
 * the resource at once; anyone else is asked first. The download is recorded through the outbox
 * (a lead for the speaker), then the file is saved under the resource's title (the server's
 * Content-Disposition) or the link opens in a new tab.
 */
import { useState } from "react";
import { toast } from "../../app/toast.ts";
import { MESSAGES } from "@lectern/shared";
import type { DownloadResponse, Resource } from "@lectern/shared";
import { hasGivenDownloadEmail, rememberDownloadEmailGiven } from "../../attendee/preferences.ts";
import { sendAction } from "../../attendee/send-action.ts";
import { openSavedFile } from "../../offline/save-for-offline.ts";

function deliver(response: DownloadResponse): void {
  if (response.kind === "file") {
    const anchor = document.createElement("a");
    anchor.href = response.url;
    anchor.download = "";
    anchor.rel = "noopener";
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    return;
  }
  const opened = window.open(response.url, "_blank");
  if (opened) {
    opened.opener = null;
    return;
  }
  toast("Your browser blocked the new tab", {
    action: { label: "Open link", onClick: () => void window.open(response.url, "_blank", "noopener,noreferrer") },
  });
}

export function useResourceDownload(sessionId: number) {
  const [askingFor, setAskingFor] = useState<Resource | null>(null);
  const [busyResourceId, setBusyResourceId] = useState<number | null>(null);

  /** Records the download; true when the server has it or it is safely queued. */
  async function record(resource: Resource, email?: string): Promise<boolean> {
    setBusyResourceId(resource.id);
    try {
      const outcome = await sendAction({ kind: "download", sessionId, resourceId: resource.id, email });
      if (outcome.status === "sent") {
        deliver(outcome.response as DownloadResponse);
        return true;
      }
      if (outcome.status === "queued") {
        if (await openSavedFile(resource)) {
          toast("Opened your saved copy", { description: "Your download is recorded and will be sent when you're back online." });
          return true;
        }
        toast("You're offline", {
          description: "Your request is saved and will be sent when you're back online. Tap the button again then to get the resource.",
        });
        return true;
      }
      // The server does not know this visitor's e-mail (another browser profile, cleared cookies): ask again.
      if (email === undefined && outcome.message === MESSAGES.downloadEmailRequired) {
        setAskingFor(resource);
        return false;
      }
      toast.error("Download failed", { description: outcome.message || "Please try again in a moment." });
      return false;
    } finally {
      setBusyResourceId(null);
    }
  }

  function open(resource: Resource): void {
    if (hasGivenDownloadEmail(sessionId)) void record(resource);
    else setAskingFor(resource);
  }

  async function submitEmail(email: string): Promise<void> {
    if (!askingFor) return;
    if (await record(askingFor, email)) {
      rememberDownloadEmailGiven(sessionId);
      setAskingFor(null);
    }
  }

  return { askingFor, busyResourceId, open, submitEmail, cancel: () => setAskingFor(null) };
}
