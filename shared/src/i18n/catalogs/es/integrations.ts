/**
 * Integrations' texts (docs/product.md, API tokens): the refusals of API tokens, in es; the
 * English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "An API token only reads; sign in to make changes.":
    "Un token de API solo lee; inicia sesión para hacer cambios.",
  "You can have at most # API tokens. Revoke one first.": {
    one: "Puedes tener como máximo # token de API. Revoca uno primero.",
    many: "Puedes tener como máximo # de tokens de API. Revoca uno primero.",
    other: "Puedes tener como máximo # tokens de API. Revoca uno primero.",
  },
  "Give the token a name": "Ponle un nombre al token",
  "Token name": "Nombre del token",
  "What it is for, e.g. CRM sync": "Para qué es, p. ej. sincronización con el CRM",
  "Making...": "Creando…",
  "Make a token": "Crear un token",
  "Last used {date}": "Último uso: {date}",
  "Never used": "Nunca usado",
  "Revoke {name}": "Revocar {name}",
  Revoke: "Revocar",
  "Token revoked": "Token revocado",
  "{name} no longer works.": "{name} ya no funciona.",
  "The token could not be revoked": "No se pudo revocar el token",
  "API tokens": "Tokens de API",
  "A token lets a script read your sessions, leads, results and insights, as Authorization: Bearer <token>. It changes nothing.":
    "Un token permite que un script lea tus sesiones, contactos, resultados y estadísticas, con Authorization: Bearer <token>. No cambia nada.",
  "Copy your new token now": "Copia tu nuevo token ahora",
  "It is shown only this once. Keep it like a password.":
    "Solo se muestra esta vez. Guárdalo como una contraseña.",
  "Token {name}": "Token {name}",
  "Token copied": "Token copiado",
  "No tokens yet.": "Aún no hay tokens.",
  "Your tokens": "Tus tokens",
  "Revoke this token?": "¿Revocar este token?",
  "{name} stops working at once, for every script that uses it.":
    "{name} deja de funcionar de inmediato, para todos los scripts que lo usan.",
  "Revoke Token": "Revocar token",
  "Revoking...": "Revocando…",
  Integrations: "Integraciones",
  "Read your leads and results from your own tools and scripts.":
    "Lee tus contactos y resultados desde tus propias herramientas y scripts.",
} satisfies Catalog;
