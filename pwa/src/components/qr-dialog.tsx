/**
 * The session's QR code: image, Download QR Code (qr-code-{id}.png) and the copyable link. Used by
 * the dashboard, the edit screen and (with extra buttons) the create wizard's success dialog.
 */
import { useState, type ReactNode } from "react";
import { toast } from "../app/toast.ts";
import { errorMessage } from "../api/client.ts";
import { qrImageUrl, sessionPageUrl } from "../api/speaker/sessions.ts";
import { CopyField } from "./copy-field.tsx";
import { downloadUrl } from "./download-file.ts";
import { Button } from "./ui/button.tsx";
import { Dialog } from "./ui/dialog.tsx";

export function qrFileName(sessionId: number): string {
  return `qr-code-${sessionId}.png`;
}

export function QrImage({
  sessionId,
  src,
  className,
}: {
  sessionId: number;
  src?: string;
  className?: string;
}) {
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <img
      src={src ?? qrImageUrl(sessionId)}
      alt={`QR code for session page ${sessionId}`}
      className={className ?? "mx-auto size-56 rounded-lg border border-slate-200 bg-white p-2"}
      onError={() => setHidden(true)}
    />
  );
}

export function QrPanel({
  sessionId,
  qrSrc,
  children,
}: {
  sessionId: number;
  qrSrc?: string;
  children?: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadUrl(qrImageUrl(sessionId), qrFileName(sessionId));
    } catch (error) {
      toast.error("Download failed", {
        description: errorMessage(error, "The QR code could not be downloaded. Please try again."),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4">
      <QrImage sessionId={sessionId} src={qrSrc} />
      <Button className="w-full" onClick={() => void download()} disabled={busy}>
        Download QR Code
      </Button>
      <CopyField label="Session link" value={sessionPageUrl(sessionId)} />
      {children}
    </div>
  );
}

export function QrDialog({
  sessionId,
  title,
  open,
  onOpenChange,
}: {
  sessionId: number;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Session QR Code" description={title}>
      <QrPanel sessionId={sessionId} />
    </Dialog>
  );
}
