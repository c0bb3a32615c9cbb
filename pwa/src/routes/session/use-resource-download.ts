/**
 * The download flow (docs/product.md, Download dialog): a visitor who already gave an e-mail for
 * this session gets the resource at once; anyone else is asked first. Recording and delivering the
 * download is in download-flow.ts, fetched on the first tap (or prefetched at the visitor's first
 * interaction).
 */
import { useState } from "react";
import { toast } from "../../app/toast.ts";
import type { Resource } from "@lectern/shared";
import { hasGivenDownloadEmail, rememberDownloadEmailGiven } from "../../attendee/preferences.ts";
import { useTranslator } from "../../i18n/language.ts";

export const loadDownloadFlow = () => import("./download-flow.ts");

export function useResourceDownload(sessionId: number) {
  const { t } = useTranslator();
  const [askingFor, setAskingFor] = useState<Resource | null>(null);
  const [busyResourceId, setBusyResourceId] = useState<number | null>(null);

  /** Records the download; true when the server has it or it is safely queued. */
  async function record(resource: Resource, email?: string): Promise<boolean> {
    setBusyResourceId(resource.id);
    try {
      const flow = await loadDownloadFlow().catch(() => null);
      if (!flow) {
        // The flow's code could not arrive (offline before the app was cached): nothing was recorded.
        toast.error(t("Download failed"), {
          description: t("You're offline. Please try again when you're connected."),
        });
        return false;
      }
      const result = await flow.recordDownload(sessionId, resource, email);
      if (result === "ask-email") setAskingFor(resource);
      return result === "done";
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
