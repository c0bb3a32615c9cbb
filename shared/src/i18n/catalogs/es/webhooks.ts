/**
 * The webhooks' texts (docs/product.md, Webhooks): the e-mail that a webhook was turned off after a
 * day of failed deliveries, and the refusal of a private address, in es; the English text is
 * the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Your {product} webhook was turned off": "Tu webhook de {product} se ha desactivado",
  "Every delivery to {url} failed for {hours} hours, so the webhook was turned off and nothing more is sent to it.":
    "Todas las entregas a {url} fallaron durante {hours} horas, así que el webhook se ha desactivado y ya no se le envía nada.",
  "Once the receiver works again, turn the webhook back on under Integrations; the events after that are delivered again:":
    "Cuando el receptor vuelva a funcionar, activa de nuevo el webhook en Integraciones; los eventos posteriores se volverán a entregar:",
  "A webhook must be an https address on the public internet, not one on a private network.":
    "Un webhook debe ser una dirección https en internet pública, no una de una red privada.",
} satisfies Catalog;
