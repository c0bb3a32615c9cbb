/**
 * What a tap on a resource does once the e-mail question is settled (docs/product.md, Download
 * dialog): the download is recorded through the outbox (a lead for the speaker), then the file is
 * saved under the resource's title (the server's Content-Disposition) or the link opens in a new
 * tab; offline, a copy saved for offline opens instead. Loaded on the first tap
 * (use-resource-download.ts), not with the page.
 */
import { toast } from "../../app/toast.ts";
import type { DownloadResponse, Resource } from "@lectern/shared";
import { sendAction } from "../../attendee/send-action.ts";
import { translator } from "../../i18n/language.ts";
import { openSavedFile } from "../../offline/open-saved-file.ts";

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
  const { t } = translator();
  toast(t("Your browser blocked the new tab"), {
    action: {
      label: t("Open link"),
      onClick: () => void window.open(response.url, "_blank", "noopener,noreferrer"),
    },
  });
}

/** The server's answer for a download of this resource, for when another tab sent it and kept the answer. */
function answerFor(resource: Resource): DownloadResponse {
  return resource.filePath
    ? { resourceId: resource.id, url: `/api/resources/${resource.id}/file`, kind: "file" }
    : { resourceId: resource.id, url: resource.url ?? "", kind: "link" };
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
  const outcome = await sendAction({ kind: "download", sessionId, resourceId: resource.id, email });
  const { t } = translator();
  if (outcome.status === "sent") {
    deliver((outcome.response as DownloadResponse | null) ?? answerFor(resource));
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
  if (email === undefined && outcome.code === "email_required") return "ask-email";
  toast.error(t("Download failed"), {
    description: outcome.message || t("Please try again in a moment."),
  });
  return "failed";
}
