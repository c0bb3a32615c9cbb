/**
 * What a tap on a resource does once the e-mail question is settled (docs/product.md, Download
 * dialog): the download is recorded through the outbox (a lead for the speaker), then the file is
 * saved under the resource's title (the server's Content-Disposition, fetched with the download
 * token the answer carries) or the link opens in a new tab; in a session that confirms e-mails, a
 * note says a link was mailed instead. Offline, a copy saved for offline opens instead, and a
 * download that waited in the outbox hands its file over when it is sent, in a toast with Open file
 * (handOver), which fetches the file with the token already given and so records nothing more.
 * Loaded on the first tap (use-resource-download.ts), not with the page.
 */
import { toast } from "../../app/toast.ts";
import { DOWNLOAD_TOKEN_LIFETIME_MS, type DownloadResponse, type Resource } from "@lectern/shared";
import { sendAction } from "../../attendee/send-action.ts";
import { translator } from "../../i18n/language.ts";
import { hasSavedFile, openSavedFile } from "../../offline/open-saved-file.ts";

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
 * A download that waited in the outbox was just sent: its file (or link) is offered in a toast that
 * stays while the answer's download token is valid; a mailed confirmation link is simply announced.
 * A file kept for offline was already opened from its copy at the tap, so nothing is offered.
 */
export async function handOver(response: DownloadResponse, title: string): Promise<void> {
  const { t } = translator();
  if (response.kind === "confirm") return deliver(response);
  if (response.kind === "file" && (await hasSavedFile(response.resourceId))) return;
  toast(t("Your download is ready"), {
    description: title,
    duration: DOWNLOAD_TOKEN_LIFETIME_MS,
    action: {
      label: response.kind === "file" ? t("Open file") : t("Open link"),
      onClick: () => deliver(response),
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
        "Your request is saved and will be sent when you're back online. You can open the file then.",
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
