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
 * URL and a description, each required. With `showErrors` (a save of it was tried) a blank one of
 * them says Required, until it is filled.
 */
export function LinkFields({
  heading,
  actions,
  value,
  onChange,
  showErrors = false,
}: {
  heading: ReactNode;
  actions: ReactNode;
  value: LinkValues;
  onChange: (next: Partial<LinkValues>) => void;
  showErrors?: boolean;
}) {
  const { t } = useTranslator();
  const headingId = useId();
  const cta = value.type === "cta";
  const blank = (key: "title" | "url" | "buttonText" | "description") =>
    showErrors && value[key].trim() === "" ? t("Required") : null;
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
        <Field label={t("Title")} error={blank("title")}>
          <Input value={value.title} onChange={(e) => onChange({ title: e.target.value })} />
        </Field>
        {cta && (
          <Field label={t("Button text")} error={blank("buttonText")}>
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
          error={blank("url")}
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
          error={cta ? blank("description") : null}
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
