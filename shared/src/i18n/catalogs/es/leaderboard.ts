/**
 * Quiz leaderboard texts (docs/product.md, Quiz leaderboard): the nickname's refusals, in es; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Type a nickname": "Escribe un apodo",
  "A nickname is at most 24 characters": "Un apodo tiene como máximo 24 caracteres",
  "Please choose another nickname.": "Elige otro apodo, por favor.",
} satisfies Catalog;
