/**
 * The Integrations screen's webhooks (docs/product.md, Webhooks): add one, its signing secret shown
 * this once with Copy; the list, each with its switch, test and deliveries; Remove, confirmed.
 */
import { useId, useRef, useState } from "react";
import { PRODUCT_NAME, type CreatedWebhook, type Webhook } from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { useDeleteWebhook, useWebhooks } from "../../api/speaker/webhooks.ts";
import { toast } from "../../app/toast.ts";
import { CopyField } from "../../components/copy-field.tsx";
import { AlertDialog } from "../../components/ui/alert-dialog.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { NewWebhookForm } from "./webhook-form.tsx";
import { WebhookRow } from "./webhook-row.tsx";

export function Webhooks() {
  const { t } = useTranslator();
  const id = useId();
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [made, setMade] = useState<CreatedWebhook | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const confirmRemove = () => {
    if (!removing) return;
    const { id: webhookId, url } = removing;
    remove.mutate(webhookId, {
      onSuccess: () => {
        setRemoving(null);
        if (made?.id === webhookId) setMade(null);
        toast.success(t("Webhook removed"), {
          description: t("Nothing more is sent to {url}.", { url }),
        });
      },
      onError: (failure) => {
        setRemoving(null);
        toast.error(t("The webhook could not be removed"), {
          description: errorMessage(failure, t("Please try again.")),
        });
      },
    });
  };

  return (
    <Card className="mt-6 p-5 sm:p-8">
      <section aria-labelledby={`${id}-title`}>
        <h2
          id={`${id}-title`}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          {t("Webhooks")}
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          {t(
            "{product} sends each new lead, question, closed poll, feedback and ended talk to your receiver as it happens, signed, and tries again for a day if it fails.",
            { product: PRODUCT_NAME },
          )}
        </p>
        <NewWebhookForm onMade={setMade} />
        {made && (
          <Alert variant="info" className="mt-4" title={t("Copy the signing secret now")}>
            <p className="mb-3">
              {t(
                "Your receiver checks each delivery's webhook-signature with it. It is shown only this once.",
              )}
            </p>
            <CopyField
              label={t("Signing secret of {url}", { url: made.url })}
              value={made.secret}
              successText={t("Secret copied")}
            />
          </Alert>
        )}
        {webhooks.isPending ? (
          <Skeleton className="mt-4 h-16" />
        ) : webhooks.isError ? (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {errorMessage(webhooks.error, t("Please check your connection and try again."))}
          </p>
        ) : webhooks.data.length === 0 ? (
          <p className="mt-4 text-sm text-slate-700">{t("No webhooks yet.")}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200" aria-label={t("Your webhooks")}>
            {webhooks.data.map((webhook) => (
              <WebhookRow
                key={webhook.id}
                webhook={webhook}
                onRemove={() => setRemoving(webhook)}
              />
            ))}
          </ul>
        )}
      </section>
      <AlertDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("Remove this webhook?")}
        description={t("{url} gets nothing more, and its deliveries are deleted.", {
          url: removing?.url ?? "",
        })}
        actionLabel={t("Remove Webhook")}
        pendingLabel={t("Removing...")}
        pending={remove.isPending}
        onAction={confirmRemove}
        returnFocusFallback={() => heading.current}
      />
    </Card>
  );
}
