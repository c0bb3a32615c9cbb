/**
 * Integrations' texts (docs/product.md, API tokens): the refusals of API tokens, in de; the
 * English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "An API token only reads; sign in to make changes.":
    "Ein API-Token liest nur; melde dich an, um etwas zu ändern.",
  "You can have at most # API tokens. Revoke one first.": {
    one: "Du kannst höchstens # API-Token haben. Widerrufe zuerst eines.",
    other: "Du kannst höchstens # API-Tokens haben. Widerrufe zuerst eines.",
  },
  "Give the token a name": "Gib dem Token einen Namen",
  "Token name": "Name des Tokens",
  "What it is for, e.g. CRM sync": "Wofür es ist, z. B. CRM-Sync",
  "Making...": "Wird erstellt …",
  "Make a token": "Token erstellen",
  "Last used {date}": "Zuletzt verwendet: {date}",
  "Never used": "Noch nie verwendet",
  "Revoke {name}": "{name} widerrufen",
  Revoke: "Widerrufen",
  "Token revoked": "Token wurde widerrufen",
  "{name} no longer works.": "{name} funktioniert nicht mehr.",
  "The token could not be revoked": "Das Token konnte nicht widerrufen werden",
  "API tokens": "API-Tokens",
  "A token lets a script read your sessions, leads, results and insights, as Authorization: Bearer <token>. It changes nothing.":
    "Mit einem Token kann ein Skript deine Sessions, Leads, Ergebnisse und Insights lesen, als Authorization: Bearer <token>. Es ändert nichts.",
  "Copy your new token now": "Kopiere jetzt dein neues Token",
  "It is shown only this once. Keep it like a password.":
    "Es wird nur dieses eine Mal angezeigt. Bewahre es wie ein Passwort auf.",
  "Token {name}": "Token {name}",
  "Token copied": "Token kopiert",
  "No tokens yet.": "Noch keine Tokens.",
  "Your tokens": "Deine Tokens",
  "Revoke this token?": "Dieses Token widerrufen?",
  "{name} stops working at once, for every script that uses it.":
    "{name} funktioniert sofort nicht mehr, für jedes Skript, das es nutzt.",
  "Revoke Token": "Token widerrufen",
  "Revoking...": "Wird widerrufen …",
  Integrations: "Integrationen",
  "Read your leads and results from your own tools and scripts.":
    "Lies deine Leads und Ergebnisse mit deinen eigenen Tools und Skripten aus.",
} satisfies Catalog;
