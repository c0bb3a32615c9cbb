/**
 * The webhooks' texts (docs/product.md, Webhooks): the e-mail that a webhook was turned off after a
 * day of failed deliveries, and the refusal of a private address, in fr; the English text is
 * the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Your {product} webhook was turned off": "Votre webhook {product} a été désactivé",
  "Every delivery to {url} failed for {hours} hours, so the webhook was turned off and nothing more is sent to it.":
    "Chaque envoi vers {url} a échoué pendant {hours} heures : le webhook a donc été désactivé et plus rien ne lui est envoyé.",
  "Once the receiver works again, turn the webhook back on under Integrations; the events after that are delivered again:":
    "Quand le destinataire fonctionnera de nouveau, réactivez le webhook dans Intégrations ; les événements suivants seront de nouveau envoyés :",
  "A webhook must be an https address on the public internet, not one on a private network.":
    "Un webhook doit être une adresse https sur l’internet public, pas une adresse d’un réseau privé.",
} satisfies Catalog;
