/** The inputs of a Helpful Link and of a Call-to-Action, shared by the create and edit screens. */
import { useId, type ReactNode } from "react";
import { Field } from "./ui/field.tsx";
import { Input } from "./ui/input.tsx";
import { Textarea } from "./ui/textarea.tsx";

export interface LinkValues {
  title: string;
  url: string;
  description: string;
}

export interface CtaValues extends LinkValues {
  buttonText: string;
}

function ItemFrame({
  heading,
  actions,
  children,
}: {
  heading: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
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
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </div>
  );
}

export function LinkFields({
  heading,
  actions,
  value,
  onChange,
}: {
  heading: ReactNode;
  actions: ReactNode;
  value: LinkValues;
  onChange: (next: LinkValues) => void;
}) {
  return (
    <ItemFrame heading={heading} actions={actions}>
      <Field label="Title">
        <Input
          value={value.title}
          onChange={(e) => onChange({ ...value, title: e.target.value })}
        />
      </Field>
      <Field label="URL" hint="https:// is added when you leave it out.">
        <Input
          type="url"
          inputMode="url"
          value={value.url}
          onChange={(e) => onChange({ ...value, url: e.target.value })}
        />
      </Field>
      <Field label="Description (optional)" className="sm:col-span-2">
        <Textarea
          rows={2}
          value={value.description}
          onChange={(e) => onChange({ ...value, description: e.target.value })}
        />
      </Field>
    </ItemFrame>
  );
}

export function CtaFields({
  heading,
  actions,
  value,
  onChange,
}: {
  heading: ReactNode;
  actions: ReactNode;
  value: CtaValues;
  onChange: (next: CtaValues) => void;
}) {
  return (
    <ItemFrame heading={heading} actions={actions}>
      <Field label="Title">
        <Input
          value={value.title}
          onChange={(e) => onChange({ ...value, title: e.target.value })}
        />
      </Field>
      <Field label="Button text">
        <Input
          value={value.buttonText}
          onChange={(e) => onChange({ ...value, buttonText: e.target.value })}
        />
      </Field>
      <Field label="URL" hint="https:// is added when you leave it out." className="sm:col-span-2">
        <Input
          type="url"
          inputMode="url"
          value={value.url}
          onChange={(e) => onChange({ ...value, url: e.target.value })}
        />
      </Field>
      <Field label="Description" className="sm:col-span-2">
        <Textarea
          rows={2}
          value={value.description}
          onChange={(e) => onChange({ ...value, description: e.target.value })}
        />
      </Field>
    </ItemFrame>
  );
}
