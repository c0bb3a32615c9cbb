/** Texts the server and the service worker render in de: the first HTML's and the sign-in e-mail's. */
import type { Catalog } from "../../translate.ts";

export default {
  // The session page's first HTML
  Speaker: "Speaker",
  "LinkedIn profile": "LinkedIn-Profil",
  "of {name} (opens in a new tab)": "von {name} (öffnet in einem neuen Tab)",
  "{designation} at {company}": "{designation} bei {company}",
  // The sign-in e-mail
  "Your {product} code: {code}": "Dein {product}-Code: {code}",
  "Hello {firstName},": "Hallo {firstName},",
  "It expires in # minutes.": {
    one: "Er läuft in # Minute ab.",
    other: "Er läuft in # Minuten ab.",
  },
  "If you did not ask to sign in to {product}, you can ignore this e-mail.":
    "Wenn du dich nicht bei {product} anmelden wolltest, kannst du diese E-Mail ignorieren.",
  // The account deletion e-mail
  "Your {product} account deletion code: {code}":
    "Dein {product}-Code zum Löschen deines Kontos: {code}",
  "Entering this code deletes your account and everything in it: sessions, resources, polls, questions and leads. This cannot be undone.":
    "Mit diesem Code löschst du dein Konto und alles darin: Sessions, Materialien, Umfragen, Fragen und Leads. Das lässt sich nicht rückgängig machen.",
  "If you did not ask to delete your account, do not enter the code; you can ignore this e-mail.":
    "Wenn du dein Konto nicht löschen wolltest, gib den Code nicht ein; du kannst diese E-Mail ignorieren.",
} satisfies Catalog;
