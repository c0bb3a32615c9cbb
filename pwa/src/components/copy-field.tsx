/** A read-only value (session link, embed code) with a Copy button and its toast. */
import { useId } from "react";
import { toast } from "../app/toast.ts";
import { useTranslator } from "../i18n/language.ts";
import { copyText } from "./download-file.ts";
import { Button } from "./ui/button.tsx";
import { inputClass } from "./ui/input.tsx";
import { cn } from "./ui/cn.ts";

export function CopyField({
  label,
  value,
  successText,
  multiline,
  copyLabel,
  copyName,
}: {
  label: string;
  value: string;
  successText?: string;
  multiline?: boolean;
  copyLabel?: string;
  /** The Copy button's name when the screen has several: its text, then which value. */
  copyName?: string;
}) {
  const { t } = useTranslator();
  const id = useId();
  const copy = async () => {
    try {
      await copyText(value);
      toast.success(successText ?? t("Copied to clipboard"));
    } catch {
      toast.error(t("Copy failed"), { description: t("Select the text and copy it yourself.") });
    }
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className={cn("flex gap-2", multiline && "flex-col")}>
        {multiline ? (
          <textarea
            id={id}
            readOnly
            value={value}
            rows={3}
            className={cn(inputClass, "font-mono text-xs")}
            onFocus={(e) => e.currentTarget.select()}
          />
        ) : (
          <input
            id={id}
            readOnly
            value={value}
            className={cn(inputClass, "min-h-11 min-w-0 flex-1")}
            onFocus={(e) => e.currentTarget.select()}
          />
        )}
        <Button
          variant="outline"
          onClick={() => void copy()}
          aria-label={copyName}
          className={multiline ? "self-start" : "shrink-0"}
        >
          {copyLabel ?? t("Copy")}
        </Button>
      </div>
    </div>
  );
}
