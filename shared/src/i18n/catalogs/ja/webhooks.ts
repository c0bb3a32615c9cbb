/**
 * The webhooks' texts (docs/product.md, Webhooks): the e-mail that a webhook was turned off after a
 * day of failed deliveries, and the refusal of a private address, in ja; the English text is
 * the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Your {product} webhook was turned off": "{product} の Webhook がオフになりました",
  "Every delivery to {url} failed for {hours} hours, so the webhook was turned off and nothing more is sent to it.":
    "{url} への配信が {hours} 時間すべて失敗したため、Webhook をオフにしました。今後は何も送信されません。",
  "Once the receiver works again, turn the webhook back on under Integrations; the events after that are delivered again:":
    "受信側が復旧したら、「連携」で Webhook をオンに戻してください。それ以降のイベントは再び配信されます：",
  "A webhook must be an https address on the public internet, not one on a private network.":
    "Webhook には、プライベートネットワークではなく公開インターネット上の https アドレスを指定してください。",
} satisfies Catalog;
