/**
 * The download flow (docs/product.md, Download dialog): a visitor who already gave an e-mail for
 * this session gets the resource at once; anyone else is asked first, in the dialog that says who
 * receives the address and why. Save for offline asks through the same dialog (`askEmail`).
 * Recording and delivering the download is in download-flow.ts, fetched on the first tap (or
 * prefetched at the visitor's first interaction); a download this tab's outbox sends later (it
 * was taken offline) is handed over from there too.
 */
import { useState } from "react";
import { toast } from "../../app/toast.ts";
import type { DownloadResponse, Resource } from "@lectern/shared";
import { hasGivenDownloadEmail, rememberDownloadEmailGiven } from "../../attendee/preferences.ts";
import { useTranslator } from "../../i18n/language.ts";
import { useActionSent } from "../../offline/outbox.ts";

export const loadDownloadFlow = () => import("./download-flow.ts");

/** Outbox items whose download was handed over on this page, so a screen mounted again does not offer it twice. */
const handedOver = new Set<string>();

/** What the dialog asks the e-mail for: its title, and what to do with the address once given. */
export interface EmailRequest {
  title: string;
  /** True when the address was taken (the dialog then closes). */
  run: (email: string) => Promise<boolean>;
}

export function useResourceDownload(sessionId: number, resources: readonly Resource[]) {
  const { t } = useTranslator();
  const [asking, setAsking] = useState<EmailRequest | null>(null);
  const [busyResourceId, setBusyResourceId] = useState<number | null>(null);

  // A tap delivers its own answer; one that waited in the outbox is handed over when it is sent,
  // also when that was at the page's start, before this screen was up.
  useActionSent(
    ({ item: { id, action }, response, awaited }) => {
      if (awaited || response === null || action.kind !== "download") return;
      if (action.sessionId !== sessionId || handedOver.has(id)) return;
      handedOver.add(id);
      const title = resources.find((resource) => resource.id === action.resourceId)?.title ?? "";
      loadDownloadFlow()
        .then((flow) => flow.handOver(response as DownloadResponse, title))
        .catch(() => undefined);
    },
    { earlier: true, otherTabs: false },
  );

  const askFor = (resource: Resource): EmailRequest => ({
    title: resource.title,
    run: (email) => record(resource, email),
  });

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
      if (result === "ask-email") setAsking(askFor(resource));
      return result === "done";
    } finally {
      setBusyResourceId(null);
    }
  }

  function open(resource: Resource): void {
    if (hasGivenDownloadEmail(sessionId)) void record(resource);
    else setAsking(askFor(resource));
  }

  async function submitEmail(email: string): Promise<void> {
    if (!asking) return;
    if (await asking.run(email)) {
      rememberDownloadEmailGiven(sessionId);
      setAsking(null);
    }
  }

  return {
    asking,
    busyResourceId,
    open,
    submitEmail,
    askEmail: setAsking,
    cancel: () => setAsking(null),
  };
}
