/**
 * The webhooks' texts (docs/product.md, Webhooks): the e-mail that a webhook was turned off after a
 * day of failed deliveries, and the refusal of a private address, in de; the English text is
 * the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Your {product} webhook was turned off": "Dein {product}-Webhook wurde ausgeschaltet",
  "Every delivery to {url} failed for {hours} hours, so the webhook was turned off and nothing more is sent to it.":
    "Jede Zustellung an {url} ist {hours} Stunden lang fehlgeschlagen, deshalb wurde der Webhook ausgeschaltet und es wird nichts mehr an ihn gesendet.",
  "Once the receiver works again, turn the webhook back on under Integrations; the events after that are delivered again:":
    "Sobald der Empfänger wieder funktioniert, schalte den Webhook unter Integrationen wieder ein; die Ereignisse danach werden wieder zugestellt:",
  "A webhook must be an https address on the public internet, not one on a private network.":
    "Ein Webhook muss eine https-Adresse im öffentlichen Internet sein, keine in einem privaten Netz.",
} satisfies Catalog;
