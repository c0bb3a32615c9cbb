/**
 * Adding a webhook on the Integrations screen (docs/product.md, Webhooks): its URL, the events it
 * hears (each a checkbox, every one ticked to start with) and whether it is about every session of
 * the speaker's or one of them. Checked here as the server checks it; the server's refusal of a
 * private address shows at the URL.
 */
import { useId, useState, type FormEvent } from "react";
import {
  createWebhookBodySchema,
  MAX_LENGTH,
  WEBHOOK_EVENTS,
  type CreatedWebhook,
  type WebhookEvent,
} from "@lectern/shared";
import { ApiError } from "../../api/client.ts";
import { errorMessage } from "../../api/error-text.ts";
import { useDashboard } from "../../api/speaker/sessions.ts";
import { useCreateWebhook } from "../../api/speaker/webhooks.ts";
import { useCurrentUser } from "../../auth/current-user.ts";
import {
  fieldErrors,
  useFocusFirstInvalid,
  type FieldErrors,
} from "../../components/form-errors.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Field } from "../../components/ui/field.tsx";
import { FieldError } from "../../components/ui/field-error.tsx";
import { Input, inputClass } from "../../components/ui/input.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { eventLabel } from "./webhook-texts.ts";

type WebhookField = "url" | "events";

/** The value of the scope's "every session" option. */
const EVERY_SESSION = "";

export function NewWebhookForm({ onMade }: { onMade: (webhook: CreatedWebhook) => void }) {
  const { t } = useTranslator();
  const id = useId();
  const user = useCurrentUser();
  const sessions = useDashboard(user?.id).data?.sessions ?? [];
  const create = useCreateWebhook();
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [scope, setScope] = useState(EVERY_SESSION);
  const [errors, setErrors] = useState<FieldErrors<WebhookField>>({});
  const [failure, setFailure] = useState<string | null>(null);

  /** The ticked events, always in WEBHOOK_EVENTS' order. */
  const toggle = (event: WebhookEvent) =>
    setEvents((now) =>
      WEBHOOK_EVENTS.filter((each) => (each === event ? !now.includes(each) : now.includes(each))),
    );

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    setFailure(null);
    const parsed = createWebhookBodySchema.safeParse({
      url,
      events,
      sessionId: scope === EVERY_SESSION ? undefined : Number(scope),
    });
    if (!parsed.success) {
      const found = fieldErrors<WebhookField>(parsed.error);
      setErrors({
        url: found.url,
        events: found.events ? t("Choose at least one event") : undefined,
      });
      focusFirstInvalid();
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (made) => {
        setUrl("");
        setEvents([...WEBHOOK_EVENTS]);
        setScope(EVERY_SESSION);
        onMade(made);
      },
      onError: (refused) => {
        const text = errorMessage(refused, t("Please try again."));
        if (refused instanceof ApiError && refused.code === "webhook_url_refused") {
          setErrors({ url: text });
          focusFirstInvalid();
        } else setFailure(text);
      },
    });
  };

  const urlError = errors.url ? t(errors.url) : null;
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="mt-4 space-y-4">
      <Field
        label={t("Receiver URL")}
        required
        hint={t("An https address, e.g. the one a Zapier, Make or n8n webhook step gives you.")}
        error={urlError}
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={url}
          maxLength={MAX_LENGTH.url}
          onChange={(event) => setUrl(event.target.value)}
        />
      </Field>
      <fieldset
        aria-invalid={errors.events ? true : undefined}
        aria-describedby={errors.events ? `${id}-events-error` : undefined}
      >
        <legend className="text-sm font-medium text-slate-800">{t("Send these events")}</legend>
        <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={() => toggle(event)}
                className="size-5 shrink-0 accent-brand-700"
              />
              {eventLabel(t, event)}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-events-error`} message={errors.events} />
      </fieldset>
      <Field label={t("Sessions")}>
        <select
          value={scope}
          onChange={(event) => setScope(event.target.value)}
          className={cn(inputClass, "min-h-11 sm:w-96")}
        >
          <option value={EVERY_SESSION}>{t("All my sessions")}</option>
          {sessions.map((session) => (
            <option key={session.id} value={String(session.id)}>
              {session.title}
            </option>
          ))}
        </select>
      </Field>
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <OnlineButton type="submit" pending={create.isPending} pendingText={t("Adding...")}>
        {t("Add webhook")}
      </OnlineButton>
    </form>
  );
}
