/**
 * The six-digit field of a code mailed to confirm something that cannot be undone (deleting an
 * account, handing a session over): digits only, whatever is pasted (sanitizeOtpInput), offered by
 * the phone's keyboard as a one-time code, with how long the code lasts under it. The caller keeps
 * the value and the problem, whose text it shows at `${id}-problem`.
 */
import type { RefObject } from "react";
import { OTP_LIFETIME_MS, sanitizeOtpInput } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";
import { Input } from "./ui/input.tsx";
import { Label } from "./ui/label.tsx";

export function CodeField({
  id,
  label,
  value,
  onChange,
  invalid,
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  /** The code as typed, digits only; called only when it changed. */
  onChange: (code: string) => void;
  invalid: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { plural } = useTranslator();
  return (
    <div>
      <Label htmlFor={`${id}-code`}>{label}</Label>
      <Input
        id={`${id}-code`}
        ref={inputRef}
        value={value}
        onChange={(event) => {
          const next = sanitizeOtpInput(event.target.value);
          if (next !== value) onChange(next);
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-problem` : ""}`}
        className="max-w-56 text-center font-mono text-2xl tracking-[0.5em]"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {plural(OTP_LIFETIME_MS / 60_000, {
          one: "Digits only. The code expires after # minute.",
          other: "Digits only. The code expires after # minutes.",
        })}
      </p>
    </div>
  );
}
