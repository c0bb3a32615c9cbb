/**
 * Integrations' texts (docs/product.md, API tokens): the refusals of API tokens, in fr; the
 * English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "An API token only reads; sign in to make changes.":
    "Un jeton d'API ne fait que lire ; connectez-vous pour modifier quoi que ce soit.",
  "You can have at most # API tokens. Revoke one first.": {
    one: "Vous pouvez avoir au plus # jeton d'API. Révoquez-en un d'abord.",
    many: "Vous pouvez avoir au plus # de jetons d'API. Révoquez-en un d'abord.",
    other: "Vous pouvez avoir au plus # jetons d'API. Révoquez-en un d'abord.",
  },
  "Give the token a name": "Donnez un nom au jeton",
  "Token name": "Nom du jeton",
  "What it is for, e.g. CRM sync": "À quoi il sert, p. ex. synchro CRM",
  "Making...": "Création…",
  "Make a token": "Créer un jeton",
  "Last used {date}": "Dernière utilisation : {date}",
  "Never used": "Jamais utilisé",
  "Revoke {name}": "Révoquer {name}",
  Revoke: "Révoquer",
  "Token revoked": "Jeton révoqué",
  "{name} no longer works.": "{name} ne fonctionne plus.",
  "The token could not be revoked": "Le jeton n'a pas pu être révoqué",
  "API tokens": "Jetons d'API",
  "A token lets a script read your sessions, leads, results and insights, as Authorization: Bearer <token>. It changes nothing.":
    "Un jeton permet à un script de lire vos sessions, contacts, résultats et statistiques, avec Authorization: Bearer <token>. Il ne modifie rien.",
  "Copy your new token now": "Copiez votre nouveau jeton maintenant",
  "It is shown only this once. Keep it like a password.":
    "Il n'est affiché que cette fois-ci. Gardez-le comme un mot de passe.",
  "Token {name}": "Jeton {name}",
  "Token copied": "Jeton copié",
  "No tokens yet.": "Aucun jeton pour l'instant.",
  "Your tokens": "Vos jetons",
  "Revoke this token?": "Révoquer ce jeton ?",
  "{name} stops working at once, for every script that uses it.":
    "{name} cesse immédiatement de fonctionner, pour tous les scripts qui l'utilisent.",
  "Revoke Token": "Révoquer le jeton",
  "Revoking...": "Révocation…",
  Integrations: "Intégrations",
  "Read your leads and results from your own tools and scripts.":
    "Lisez vos contacts et résultats depuis vos propres outils et scripts.",
} satisfies Catalog;
