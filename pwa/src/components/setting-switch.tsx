/**
 * One on/off setting with its label and a short hint, the switch on the right: the session's Q&A
 * settings (session-info-fields.tsx) and whether a talk takes feedback (Feedback tab).
 */
import { useId, type ReactNode } from "react";
import { Switch } from "./ui/switch.tsx";

export function SettingSwitch({
  label,
  hint,
  checked,
  onChange,
  children,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={id} className="text-sm font-semibold text-slate-900">
            {label}
          </label>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        </div>
        <Switch
          id={id}
          checked={checked}
          onCheckedChange={onChange}
          aria-describedby={`${id}-hint`}
        />
      </div>
      {children}
    </div>
  );
}
