/**
 * The QR code of a session page: the public page's address with the qr=1 flag, so a scan is told
 * apart from a typed link. One function makes the PNG for both the data URL and the download.
 */
import QRCode from "qrcode";
import type { Config } from "../config.ts";

/** The address a session's QR code encodes. */
export function sessionQrTarget(config: Config, sessionId: number): string {
  return `${config.publicUrl}/session/${sessionId}?qr=1`;
}

const QR_OPTIONS = { errorCorrectionLevel: "M", margin: 2, width: 512 } as const;

export function sessionQrPng(config: Config, sessionId: number): Promise<Buffer> {
  return QRCode.toBuffer(sessionQrTarget(config, sessionId), { ...QR_OPTIONS, type: "png" });
}

export async function sessionQrDataUrl(config: Config, sessionId: number): Promise<string> {
  const png = await sessionQrPng(config, sessionId);
  return `data:image/png;base64,${png.toString("base64")}`;
}

export function qrFileName(sessionId: number): string {
  return `qr-code-${sessionId}.png`;
}
