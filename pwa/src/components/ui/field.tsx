/**
 * A labelled form field: wires the label, the control's id, aria-invalid and aria-describedby to
 * the hint and the validation message, so every input is announced with its error; and the note
 * that says on screen what a required field's asterisk means.
 */
import { useId, type ReactElement, type ReactNode } from "react";
import { cloneElement } from "react";
import { useTranslator } from "../../i18n/language.ts";
import { cn } from "./cn.ts";
import { FieldError } from "./field-error.tsx";
import { Label } from "./label.tsx";

export interface FieldProps {
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: ReactElement<{
    id?: string;
    "aria-invalid"?: boolean;
    "aria-describedby"?: string;
    required?: boolean;
  }>;
}

export function Field({ label, required, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        required,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** "Fields marked * are required.", at the top of a form whose fields carry the asterisk. */
export function RequiredNote({ className }: { className?: string }) {
  const { t } = useTranslator();
  return (
    <p className={cn("text-xs text-slate-600", className)}>{t("Fields marked * are required.")}</p>
  );
}
