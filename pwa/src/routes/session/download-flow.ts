/**
 * What a tap on a resource does once the e-mail question is settled (docs/product.md, Download
 * dialog): the download is recorded through the outbox (a lead for the speaker), then the file is
 * saved under the resource's title (the server's Content-Disposition, fetched with the download
 * token the answer carries) or the link opens in a new tab; in a session that confirms e-mails, a
 * note says a link was mailed instead. Offline, a copy saved for offline opens instead. Loaded on
 * the first tap (use-resource-download.ts), not with the page.
 */
import { toast } from "../../app/toast.ts";
import type { DownloadResponse, Resource } from "@lectern/shared";
import { sendAction } from "../../attendee/send-action.ts";
import { translator } from "../../i18n/language.ts";
import { openSavedFile } from "../../offline/open-saved-file.ts";

/** Saves a file from its tokened URL under the name the server gives it. */
export function saveFromUrl(url: string): void {
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = "";
  anchor.rel = "noopener";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export function deliver(response: DownloadResponse): void {
  const { t } = translator();
  if (response.kind === "file") return saveFromUrl(response.url);
  if (response.kind === "confirm") {
    toast(t("Check your e-mail"), {
      description: t("We sent you a link. Open it to confirm your address and get the file."),
    });
    return;
  }
  const opened = window.open(response.url, "_blank");
  if (opened) {
    opened.opener = null;
    return;
  }
  toast(t("Your browser blocked the new tab"), {
    action: {
      label: t("Open link"),
      onClick: () => void window.open(response.url, "_blank", "noopener,noreferrer"),
    },
  });
}

/**
 * Records the download and delivers it: "done" when the server has it or it is safely queued,
 * "ask-email" when the server does not know this visitor's e-mail (another browser profile,
 * cleared cookies), "failed" otherwise (a toast says why).
 */
export async function recordDownload(
  sessionId: number,
  resource: Resource,
  email?: string,
): Promise<"done" | "ask-email" | "failed"> {
  const { t, locale } = translator();
  const send = () =>
    sendAction({
      kind: "download",
      sessionId,
      resourceId: resource.id,
      email,
      ...(email === undefined ? {} : { locale }),
    });
  let outcome = await send();
  // Another tab sent the same action and kept its answer: ask again for a token of our own.
  if (outcome.status === "sent" && outcome.response === null) outcome = await send();
  if (outcome.status === "sent" && outcome.response !== null) {
    deliver(outcome.response as DownloadResponse);
    return "done";
  }
  if (outcome.status === "queued") {
    if (await openSavedFile(resource)) {
      toast(t("Opened your saved copy"), {
        description: t("Your download is recorded and will be sent when you're back online."),
      });
      return "done";
    }
    toast(t("You're offline"), {
      description: t(
        "Your request is saved and will be sent when you're back online. Tap the button again then to get the resource.",
      ),
    });
    return "done";
  }
  if (outcome.status === "failed" && email === undefined && outcome.code === "email_required")
    return "ask-email";
  toast.error(t("Download failed"), {
    description:
      (outcome.status === "failed" && outcome.message) || t("Please try again in a moment."),
  });
  return "failed";
}
