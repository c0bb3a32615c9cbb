/** Texts the server and the service worker render in es: the first HTML's and the sign-in e-mail's. */
import type { Catalog } from "../../translate.ts";

export default {
  // The session page's first HTML
  Speaker: "Ponente",
  "LinkedIn profile": "Perfil de LinkedIn",
  "of {name} (opens in a new tab)": "de {name} (se abre en una pestaña nueva)",
  "{designation} at {company}": "{designation} en {company}",
  // The sign-in e-mail
  "Your {product} code: {code}": "Tu código de {product}: {code}",
  "Hello {firstName},": "Hola, {firstName}:",
  "It expires in # minutes.": {
    one: "Caduca en # minuto.",
    many: "Caduca en # de minutos.",
    other: "Caduca en # minutos.",
  },
  "If you did not ask to sign in to {product}, you can ignore this e-mail.":
    "Si no has pedido iniciar sesión en {product}, puedes ignorar este correo.",
  // The account deletion e-mail
  "Your {product} account deletion code: {code}":
    "Tu código de {product} para eliminar la cuenta: {code}",
  "Entering this code deletes your account and everything in it: sessions, resources, polls, questions and leads. This cannot be undone.":
    "Al introducir este código se eliminan tu cuenta y todo lo que contiene: sesiones, recursos, encuestas, preguntas y contactos. No se puede deshacer.",
  "If you did not ask to delete your account, do not enter the code; you can ignore this e-mail.":
    "Si no has pedido eliminar tu cuenta, no introduzcas el código; puedes ignorar este correo.",
} satisfies Catalog;
