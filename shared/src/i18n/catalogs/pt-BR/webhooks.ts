/**
 * The webhooks' texts (docs/product.md, Webhooks): the e-mail that a webhook was turned off after a
 * day of failed deliveries, and the refusal of a private address, in pt-BR; the English text is
 * the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Your {product} webhook was turned off": "Seu webhook do {product} foi desativado",
  "Every delivery to {url} failed for {hours} hours, so the webhook was turned off and nothing more is sent to it.":
    "Todas as entregas para {url} falharam durante {hours} horas, então o webhook foi desativado e nada mais é enviado para ele.",
  "Once the receiver works again, turn the webhook back on under Integrations; the events after that are delivered again:":
    "Quando o receptor voltar a funcionar, ative o webhook de novo em Integrações; os eventos seguintes voltarão a ser entregues:",
  "A webhook must be an https address on the public internet, not one on a private network.":
    "Um webhook precisa ser um endereço https na internet pública, não um de uma rede privada.",
} satisfies Catalog;
