/**
 * The Integrations screen's webhooks (docs/product.md, Webhooks): add one, its signing secret shown
 * this once with Copy; the list, each with its switch, test and deliveries; Remove, confirmed.
 */
import { useRef, useState } from "react";
import { PRODUCT_NAME, type CreatedWebhook, type Webhook } from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { useDeleteWebhook, useWebhooks } from "../../api/speaker/webhooks.ts";
import { toast } from "../../app/toast.ts";
import { AlertDialog } from "../../components/ui/alert-dialog.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { IntegrationCard, QueryList, ShownOnce } from "./integration-card.tsx";
import { NewWebhookForm } from "./webhook-form.tsx";
import { WebhookRow } from "./webhook-row.tsx";

export function Webhooks() {
  const { t } = useTranslator();
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
    <IntegrationCard
      ref={heading}
      title={t("Webhooks")}
      description={t(
        "{product} sends each new lead, question, closed poll, feedback and ended talk to your receiver as it happens, signed, and tries again for a day if it fails.",
        { product: PRODUCT_NAME },
      )}
      dialog={
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
      }
    >
      <NewWebhookForm onMade={setMade} />
      {made && (
        <ShownOnce
          title={t("Copy the signing secret now")}
          note={t(
            "Your receiver checks each delivery's webhook-signature with it. It is shown only this once.",
          )}
          label={t("Signing secret of {url}", { url: made.url })}
          value={made.secret}
          successText={t("Secret copied")}
        />
      )}
      <QueryList query={webhooks} empty={t("No webhooks yet.")}>
        {(items) => (
          <ul className="mt-4 divide-y divide-slate-200" aria-label={t("Your webhooks")}>
            {items.map((webhook) => (
              <WebhookRow
                key={webhook.id}
                webhook={webhook}
                onRemove={() => setRemoving(webhook)}
              />
            ))}
          </ul>
        )}
      </QueryList>
    </IntegrationCard>
  );
}
