/** Browser-side file saving: a Blob or a fetched URL saved under a chosen name. */
import { apiErrorOf } from "../api/client.ts";

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The file name a Content-Disposition header gives (`filename="..."`), if any. */
export function attachmentName(header: string | null): string | null {
  const name = header ? /filename="([^"]+)"/.exec(header)?.[1] : undefined;
  return name ?? null;
}

/**
 * Fetches a same-origin file with the speaker's cookie and saves it, under the name the server
 * gives it, else `fileName`.
 */
export async function downloadUrl(path: string, fileName: string): Promise<void> {
  const response = await fetch(path, { credentials: "include" });
  if (!response.ok) throw apiErrorOf(response, await response.text());
  const name = attachmentName(response.headers.get("Content-Disposition")) ?? fileName;
  saveBlob(await response.blob(), name);
}

/** Copies text, falling back to a hidden textarea where the Clipboard API is unavailable. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    if (!copied) throw new Error("Copy is not available in this browser");
  }
}
