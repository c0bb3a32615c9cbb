/**
 * Quiz leaderboard texts (docs/product.md, Quiz leaderboard): the nickname's refusals, in fr; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Type a nickname": "Saisissez un pseudo",
  "A nickname is at most 24 characters": "Un pseudo fait au plus 24 caractères",
  "Please choose another nickname.": "Veuillez choisir un autre pseudo.",
} satisfies Catalog;
