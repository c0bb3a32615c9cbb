/**
 * An event's fields as /events/new and the event's Settings tab ask for them (docs/product.md,
 * Events): name, first and last day, time zone (every zone the browser knows, the browser's own
 * first suggested), venue, description and Collect leads with what attendees are told. The form
 * checks with the shared schema before sending, and shows the server's `invalid` issues the same
 * way, each at its field.
 */
import { useId, type ReactNode } from "react";
import {
  createEventBodySchema,
  EVENT_LIMITS,
  type CreateEventBody,
  type LecternEvent,
} from "@lectern/shared";
import { ApiError } from "../../api/client.ts";
import { bindText } from "../../components/bind-text.ts";
import { fieldErrors, type FieldErrors } from "../../components/form-errors.ts";
import { cn } from "../../components/ui/cn.ts";
import { Field } from "../../components/ui/field.tsx";
import { Input, inputClass } from "../../components/ui/input.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useTranslator } from "../../i18n/language.ts";

export interface EventDraft {
  name: string;
  startsOn: string;
  endsOn: string;
  timezone: string;
  venue: string;
  description: string;
  collectLeads: boolean;
}

export type EventField = keyof EventDraft;

/** The browser's own time zone, the new event's first choice. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

export function emptyEventDraft(): EventDraft {
  return {
    name: "",
    startsOn: "",
    endsOn: "",
    timezone: browserTimeZone(),
    venue: "",
    description: "",
    collectLeads: false,
  };
}

export function draftOf(event: LecternEvent): EventDraft {
  return {
    name: event.name,
    startsOn: event.startsOn,
    endsOn: event.endsOn,
    timezone: event.timezone,
    venue: event.venue ?? "",
    description: event.description ?? "",
    collectLeads: event.collectLeads,
  };
}

/** The body the draft sends, or the problem of each field that is wrong. */
export function checkEventDraft(
  draft: EventDraft,
):
  | { body: CreateEventBody; errors?: undefined }
  | { body?: undefined; errors: FieldErrors<EventField> } {
  const parsed = createEventBodySchema.safeParse({
    ...draft,
    venue: draft.venue.trim() || undefined,
    description: draft.description.trim() || undefined,
  });
  return parsed.success ? { body: parsed.data } : { errors: fieldErrors<EventField>(parsed.error) };
}

/** The server's refusal of the fields (`invalid`), each issue at its field; null for any other. */
export function serverFieldErrors(error: unknown): FieldErrors<string> | null {
  if (!(error instanceof ApiError) || error.code !== "invalid" || !error.details.issues?.length)
    return null;
  const errors: FieldErrors<string> = {};
  for (const issue of error.details.issues) {
    const key = issue.path.split(".")[0] ?? "";
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** Every zone the browser knows, with `current` kept when it is not among them (an alias). */
function timeZones(current: string): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes(current) ? zones : [current, ...zones].sort();
}

export function EventFields({
  draft,
  onDraft,
  errors,
  children,
}: {
  draft: EventDraft;
  onDraft: (next: EventDraft) => void;
  /** English messages (translated here), by field. */
  errors: FieldErrors<string>;
  children?: ReactNode;
}) {
  const { t } = useTranslator();
  const id = useId();
  const error = (key: EventField) => {
    const message = errors[key];
    return message ? t(message) : null;
  };
  return (
    <div className="space-y-4">
      <Field label={t("Event name")} required error={error("name")}>
        <Input name="name" maxLength={EVENT_LIMITS.name} {...bindText(draft, "name", onDraft)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("First day")} required error={error("startsOn")}>
          <Input
            type="date"
            name="startsOn"
            value={draft.startsOn}
            onChange={(event) => onDraft({ ...draft, startsOn: event.target.value })}
          />
        </Field>
        <Field label={t("Last day")} required error={error("endsOn")}>
          <Input
            type="date"
            name="endsOn"
            min={draft.startsOn || undefined}
            value={draft.endsOn}
            onChange={(event) => onDraft({ ...draft, endsOn: event.target.value })}
          />
        </Field>
      </div>
      <Field
        label={t("Time zone")}
        required
        hint={t("The agenda, the talks' times and the room QR codes follow this clock.")}
        error={error("timezone")}
      >
        <select
          name="timezone"
          value={draft.timezone}
          onChange={(event) => onDraft({ ...draft, timezone: event.target.value })}
          className={cn(inputClass, "min-h-11 sm:w-80")}
        >
          {timeZones(draft.timezone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t("Venue")} error={error("venue")}>
        <Input name="venue" maxLength={EVENT_LIMITS.venue} {...bindText(draft, "venue", onDraft)} />
      </Field>
      <Field label={t("Description")} error={error("description")}>
        <Textarea
          name="description"
          rows={4}
          maxLength={EVENT_LIMITS.description}
          {...bindText(draft, "description", onDraft)}
        />
      </Field>
      <div className="rounded-lg border border-slate-200 p-4">
        <div className="flex items-start justify-between gap-4">
          <div>
            <label htmlFor={`${id}-leads`} className="text-sm font-semibold text-slate-900">
              {t("Collect leads for the event")}
            </label>
            <p id={`${id}-leads-hint`} className="text-xs text-slate-600">
              {t(
                "The event receives the e-mail address of everyone who downloads from a talk, beside its speaker. Attendees are told so before they give it.",
              )}
            </p>
          </div>
          <Switch
            id={`${id}-leads`}
            checked={draft.collectLeads}
            onCheckedChange={(collectLeads) => onDraft({ ...draft, collectLeads })}
            aria-describedby={`${id}-leads-hint`}
          />
        </div>
      </div>
      {children}
    </div>
  );
}
