/** The inputs of a Helpful Link or of a Call-to-Action, shared by the create and edit screens. */
import { useId, type ReactNode } from "react";
import { useTranslator } from "../i18n/language.ts";
import { Field } from "./ui/field.tsx";
import { Input } from "./ui/input.tsx";
import { Textarea } from "./ui/textarea.tsx";

interface LinkValues {
  type: "link" | "cta";
  title: string;
  url: string;
  description: string;
  buttonText: string;
}

/**
 * A link asks for Title, URL and an optional description; a call to action for Title, Button text,
 * URL and a description, each required.
 */
export function LinkFields({
  heading,
  actions,
  value,
  onChange,
}: {
  heading: ReactNode;
  actions: ReactNode;
  value: LinkValues;
  onChange: (next: Partial<LinkValues>) => void;
}) {
  const { t } = useTranslator();
  const headingId = useId();
  const cta = value.type === "cta";
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h4 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          {heading}
        </h4>
        <div className="flex gap-1">{actions}</div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t("Title")}>
          <Input value={value.title} onChange={(e) => onChange({ title: e.target.value })} />
        </Field>
        {cta && (
          <Field label={t("Button text")}>
            <Input
              value={value.buttonText}
              onChange={(e) => onChange({ buttonText: e.target.value })}
            />
          </Field>
        )}
        <Field
          label={t("URL")}
          hint={t("https:// is added when you leave it out.")}
          className={cta ? "sm:col-span-2" : undefined}
        >
          <Input
            type="url"
            inputMode="url"
            value={value.url}
            onChange={(e) => onChange({ url: e.target.value })}
          />
        </Field>
        <Field
          label={cta ? t("Description") : t("Description (optional)")}
          className="sm:col-span-2"
        >
          <Textarea
            rows={2}
            value={value.description}
            onChange={(e) => onChange({ description: e.target.value })}
          />
        </Field>
      </div>
    </div>
  );
}
