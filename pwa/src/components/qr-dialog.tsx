/**
 * The session's QR code: image, Download QR Code (qr-code-{id}.png) and the copyable link. Used by
 * the dashboard, the edit screen and (with extra buttons) the create wizard's success dialog.
 */
import { useState, type ReactNode } from "react";
import { toast } from "../app/toast.ts";
import { errorMessage } from "../api/error-text.ts";
import { qrImageUrl, sessionPageUrl } from "../api/speaker/sessions.ts";
import { useTranslator } from "../i18n/language.ts";
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
  const { t } = useTranslator();
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <img
      src={src ?? qrImageUrl(sessionId)}
      alt={t("QR code for session page {id}", { id: sessionId })}
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
  const { t } = useTranslator();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadUrl(qrImageUrl(sessionId), qrFileName(sessionId));
    } catch (error) {
      toast.error(t("Download failed"), {
        description: errorMessage(
          error,
          t("The QR code could not be downloaded. Please try again."),
        ),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4">
      <QrImage sessionId={sessionId} src={qrSrc} />
      <Button className="w-full" onClick={() => void download()} disabled={busy}>
        {t("Download QR Code")}
      </Button>
      <CopyField label={t("Session link")} value={sessionPageUrl(sessionId)} />
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
  const { t } = useTranslator();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("Session QR Code")}
      description={title}
    >
      <QrPanel sessionId={sessionId} />
    </Dialog>
  );
}
