/**
 * Integrations' texts (docs/product.md, API tokens): the refusals of API tokens, in pt-BR; the
 * English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "An API token only reads; sign in to make changes.":
    "Um token de API só lê; entre na sua conta para fazer alterações.",
  "You can have at most # API tokens. Revoke one first.": {
    one: "Você pode ter no máximo # token de API. Revogue um primeiro.",
    many: "Você pode ter no máximo # de tokens de API. Revogue um primeiro.",
    other: "Você pode ter no máximo # tokens de API. Revogue um primeiro.",
  },
  "Give the token a name": "Dê um nome ao token",
  "Token name": "Nome do token",
  "What it is for, e.g. CRM sync": "Para que serve, ex.: sincronização com o CRM",
  "Making...": "Criando…",
  "Make a token": "Criar token",
  "Last used {date}": "Último uso: {date}",
  "Never used": "Nunca usado",
  "Revoke {name}": "Revogar {name}",
  Revoke: "Revogar",
  "Token revoked": "Token revogado",
  "{name} no longer works.": "{name} não funciona mais.",
  "The token could not be revoked": "Não foi possível revogar o token",
  "API tokens": "Tokens de API",
  "A token lets a script read your sessions, leads, results and insights, as Authorization: Bearer <token>. It changes nothing.":
    "Um token permite que um script leia suas sessões, contatos, resultados e estatísticas, com Authorization: Bearer <token>. Ele não altera nada.",
  "Copy your new token now": "Copie seu novo token agora",
  "It is shown only this once. Keep it like a password.":
    "Ele só é mostrado desta vez. Guarde-o como uma senha.",
  "Token {name}": "Token {name}",
  "Token copied": "Token copiado",
  "No tokens yet.": "Nenhum token ainda.",
  "Your tokens": "Seus tokens",
  "Revoke this token?": "Revogar este token?",
  "{name} stops working at once, for every script that uses it.":
    "{name} para de funcionar na hora, para todos os scripts que o usam.",
  "Revoke Token": "Revogar token",
  "Revoking...": "Revogando…",
  Integrations: "Integrações",
  "Read your leads and results from your own tools and scripts.":
    "Leia seus contatos e resultados nas suas próprias ferramentas e scripts.",
} satisfies Catalog;
