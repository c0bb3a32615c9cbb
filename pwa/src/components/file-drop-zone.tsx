/**
 * A file group's drop zone (docs/product.md, Create session and Edit session): files dragged from
 * the desktop onto it are taken as if picked with its button, which stays for the keyboard and
 * for phones. It marks itself while files are over it; a drop while `disabled` is ignored.
 */
import { useRef, useState, type DragEvent, type ReactNode } from "react";
import { useTranslator } from "../i18n/language.ts";
import { cn } from "./ui/cn.ts";

const carriesFiles = (event: DragEvent) => [...event.dataTransfer.types].includes("Files");

export function FileDropZone({
  onFiles,
  disabled = false,
  children,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslator();
  const [over, setOver] = useState(false);
  /** dragenter and dragleave fire for every child: count them so leaving a child is no leave. */
  const depth = useRef(0);
  const reset = () => {
    depth.current = 0;
    setOver(false);
  };
  return (
    <div
      data-testid="file-drop-zone"
      data-drag-over={over ? "true" : undefined}
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? "none" : "copy";
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        reset();
        if (!disabled) onFiles([...event.dataTransfer.files]);
      }}
      className={cn(
        "mt-3 rounded-lg border-2 border-dashed px-3 py-3 text-center text-sm transition-colors",
        over && !disabled
          ? "border-brand-700 bg-brand-50 text-brand-800"
          : "border-slate-300 text-slate-600",
      )}
    >
      <p>{over ? t("Drop to add the files") : t("Drag files here, or use the button.")}</p>
      {children}
    </div>
  );
}
