/**
 * One webhook on the Integrations screen (docs/product.md, Webhooks): where it sends and what, a
 * switch that turns it on or off, Send a test, its last deliveries (each with its status, attempts,
 * the receiver's answer and when), read again while one waits, and Remove.
 */
import { useId, useState } from "react";
import { DISPLAY_DATE, type Webhook, type WebhookDelivery } from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import {
  useTestWebhook,
  useUpdateWebhook,
  useWebhookDeliveries,
} from "../../api/speaker/webhooks.ts";
import { toast } from "../../app/toast.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { eventLabel, STATUS_TONES, statusLabel } from "./webhook-texts.ts";

function DeliveryItem({ delivery }: { delivery: WebhookDelivery }) {
  const { t, date } = useTranslator();
  const when = delivery.lastAttemptAt ?? delivery.createdAt;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
      <span className="font-medium text-slate-900">{eventLabel(t, delivery.event)}</span>
      <Badge tone={STATUS_TONES[delivery.status]}>{statusLabel(t, delivery.status)}</Badge>
      <span className="text-slate-700">
        {delivery.responseStatus === null
          ? t("No answer")
          : t("Answered {status}", { status: delivery.responseStatus })}
      </span>
      <span className="text-slate-700">{t("Attempts: {count}", { count: delivery.attempts })}</span>
      <time dateTime={when} className="text-slate-600">
        {date(when, DISPLAY_DATE)}
      </time>
    </li>
  );
}

function Deliveries({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslator();
  const deliveries = useWebhookDeliveries(webhook.id);
  if (deliveries.isPending) return <Skeleton className="mt-2 h-12" />;
  if (deliveries.isError)
    return (
      <p role="alert" className="mt-2 text-sm font-medium text-red-700">
        {errorMessage(deliveries.error, t("Please check your connection and try again."))}
      </p>
    );
  if (deliveries.data.length === 0)
    return <p className="mt-2 text-sm text-slate-700">{t("Nothing sent yet.")}</p>;
  return (
    <ul
      aria-label={t("Deliveries to {url}", { url: webhook.url })}
      className="mt-1 divide-y divide-slate-100"
    >
      {deliveries.data.map((delivery) => (
        <DeliveryItem key={delivery.id} delivery={delivery} />
      ))}
    </ul>
  );
}

export function WebhookRow({ webhook, onRemove }: { webhook: Webhook; onRemove: () => void }) {
  const { t } = useTranslator();
  const id = useId();
  const update = useUpdateWebhook();
  const test = useTestWebhook();
  const [open, setOpen] = useState(false);

  const setEnabled = (enabled: boolean) =>
    update.mutate(
      { id: webhook.id, change: { enabled } },
      {
        onSuccess: () => toast.success(enabled ? t("Webhook turned on") : t("Webhook turned off")),
        onError: (failure) =>
          toast.error(t("The webhook could not be changed"), {
            description: errorMessage(failure, t("Please try again.")),
          }),
      },
    );

  const sendTest = () =>
    test.mutate(webhook.id, {
      onSuccess: () => {
        setOpen(true);
        toast.success(t("Test delivery queued"), {
          description: t("It is sent within a few seconds."),
        });
      },
      onError: (failure) =>
        toast.error(t("The test could not be queued"), {
          description: errorMessage(failure, t("Please try again.")),
        }),
    });

  return (
    <li className="py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{webhook.url}</p>
          <p className="mt-1 text-sm text-slate-700">
            {webhook.events.map((event) => eventLabel(t, event)).join(" · ")}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-enabled`}
            checked={webhook.enabled}
            onCheckedChange={setEnabled}
            aria-describedby={`${id}-state`}
            aria-label={t("On, {url}", { url: webhook.url })}
          />
          <label htmlFor={`${id}-enabled`} className="text-sm font-medium text-slate-800">
            {t("On")}
          </label>
          <Badge id={`${id}-state`} tone={webhook.enabled ? "green" : "neutral"}>
            {webhook.enabled ? t("Sending") : t("Turned off")}
          </Badge>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={sendTest}
          disabled={test.isPending}
          aria-label={t("Send a test to {url}", { url: webhook.url })}
        >
          {t("Send a test")}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-deliveries`}
          onClick={() => setOpen((now) => !now)}
        >
          {open ? t("Hide deliveries") : t("Show deliveries")}
        </Button>
        <Button
          variant="quiet-danger"
          size="sm"
          onClick={onRemove}
          aria-label={t("Remove {url}", { url: webhook.url })}
        >
          {t("Remove")}
        </Button>
      </div>
      <div id={`${id}-deliveries`}>{open && <Deliveries webhook={webhook} />}</div>
    </li>
  );
}
