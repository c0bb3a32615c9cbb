/**
 * Quiz leaderboard texts (docs/product.md, Quiz leaderboard): the nickname's refusals, in ja; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Type a nickname": "ニックネームを入力してください",
  "A nickname is at most 24 characters": "ニックネームは24文字以内です",
  "Please choose another nickname.": "別のニックネームを選んでください。",
} satisfies Catalog;
