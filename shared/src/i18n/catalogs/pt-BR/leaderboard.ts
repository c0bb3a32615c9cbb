/**
 * Quiz leaderboard texts (docs/product.md, Quiz leaderboard): the nickname's refusals, in pt-BR; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Type a nickname": "Digite um apelido",
  "A nickname is at most 24 characters": "Um apelido tem no máximo 24 caracteres",
  "Please choose another nickname.": "Escolha outro apelido, por favor.",
} satisfies Catalog;
