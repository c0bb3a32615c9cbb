/**
 * Quiz leaderboard texts (docs/product.md, Quiz leaderboard): the nickname's refusals, in de; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Type a nickname": "Gib einen Spitznamen ein",
  "A nickname is at most 24 characters": "Ein Spitzname hat höchstens 24 Zeichen",
  "Please choose another nickname.": "Bitte wähle einen anderen Spitznamen.",
} satisfies Catalog;
