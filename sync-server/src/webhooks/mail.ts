/**
 * The one e-mail a speaker gets when a webhook is turned off after WEBHOOK_RETRY_HOURS of failed
 * deliveries (docs/product.md, Webhooks), in their language.
 */
import { PRODUCT_NAME, WEBHOOK_RETRY_HOURS, type Locale } from "@lectern/shared";
import { translatorFor } from "../i18n/translators.ts";

export function turnedOffMail(
  recipient: { firstName: string; locale: Locale },
  webhook: { url: string },
  /** The Integrations screen: `${publicUrl}/integrations`. */
  link: string,
): { subject: string; text: string } {
  const { t } = translatorFor(recipient.locale);
  return {
    subject: t("Your {product} webhook was turned off", { product: PRODUCT_NAME }),
    text: [
      t("Hello {firstName},", { firstName: recipient.firstName }),
      "",
      t(
        "Every delivery to {url} failed for {hours} hours, so the webhook was turned off and nothing more is sent to it.",
        { url: webhook.url, hours: WEBHOOK_RETRY_HOURS },
      ),
      t(
        "Once the receiver works again, turn the webhook back on under Integrations; the events after that are delivered again:",
      ),
      link,
      "",
    ].join("\n"),
  };
}
