/** Texts the server and the service worker render in de: the first HTML's and the sign-in e-mail's. */
import type { Catalog } from "../../translate.ts";

export default {
  // The session page's first HTML
  Speaker: "Speaker",
  "LinkedIn profile": "LinkedIn-Profil",
  "of {name} (opens in a new tab)": "von {name} (öffnet in einem neuen Tab)",
  "{designation} at {company}": "{designation} bei {company}",
  // The session page's first screen: its sections, resources and Save for offline
  Resources: "Materialien",
  "Q&A": "Fragen",
  Polls: "Umfragen",
  "Session sections": "Bereiche der Session",
  "Loading questions...": "Fragen werden geladen …",
  "Loading polls...": "Umfragen werden geladen …",
  "Loading slides...": "Folien werden geladen …",
  Slides: "Folien",
  Presentation: "Präsentation",
  Handouts: "Handouts",
  "Additional Resources": "Weitere Materialien",
  "Helpful Links": "Nützliche Links",
  "Next Steps": "Nächste Schritte",
  Download: "Herunterladen",
  "Visit Link": "Link öffnen",
  "Preview of {title}": "Vorschau von {title}",
  PDF: "PDF",
  "External Link": "Externer Link",
  "Save for offline": "Offline speichern",
  "Keep this session's files on your device to open them with no network.":
    "Speichere die Dateien dieser Session auf deinem Gerät, um sie ohne Netz zu öffnen.",
  "Now answering": "Wird gerade beantwortet",
  "Learn More": "Mehr erfahren",
  "Access Resource": "Material öffnen",
  // The session page's footer
  Language: "Sprache",
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
  // The sign-in link and the locked-codes e-mail
  "Hello,": "Hallo,",
  "Too many wrong codes for your {product} account":
    "Zu viele falsche Codes für dein {product}-Konto",
  "Too many wrong codes were entered for your {product} account, so its codes are refused for the next 24 hours.":
    "Für dein {product}-Konto wurden zu viele falsche Codes eingegeben, deshalb werden seine Codes für die nächsten 24 Stunden abgelehnt.",
  "You can still sign in with the link in your sign-in e-mail. If this was not you, nobody got in and you need not do anything.":
    "Mit dem Link in deiner Anmelde-E-Mail kannst du dich weiterhin anmelden. Wenn du das nicht warst: Niemand ist hineingekommen, du musst nichts tun.",
  "Or sign in with this link, valid for # minutes and only once:": {
    one: "Oder melde dich mit diesem Link an, gültig für # Minute und nur einmal:",
    other: "Oder melde dich mit diesem Link an, gültig für # Minuten und nur einmal:",
  },
  "Or confirm the deletion with this link, valid for # minutes and only once:": {
    one: "Oder bestätige das Löschen mit diesem Link, gültig für # Minute und nur einmal:",
    other: "Oder bestätige das Löschen mit diesem Link, gültig für # Minuten und nur einmal:",
  },
  // Attendee data: the e-mail gate, confirmation, quota
  Image: "Bild",
  "{speaker} will receive your e-mail address and may contact you about this talk.":
    "{speaker} erhält deine E-Mail-Adresse und darf dich zu diesem Vortrag kontaktieren.",
  'Confirm your e-mail to get "{title}"':
    "Bestätige deine E-Mail-Adresse, um „{title}“ zu erhalten",
  'You asked for "{title}" from {speaker}.': "Du hast „{title}“ von {speaker} angefordert.",
  "Open this link to confirm your e-mail address and get it:":
    "Öffne diesen Link, um deine E-Mail-Adresse zu bestätigen und die Datei zu erhalten:",
  "If you did not ask for it, ignore this e-mail: your address stays unconfirmed.":
    "Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Deine Adresse bleibt unbestätigt.",
  "The link works for # hours.": {
    one: "Der Link gilt # Stunde.",
    other: "Der Link gilt # Stunden.",
  },
  // A talk run by a team (members/mail.ts)
  "As a co-host you can edit the page and its polls and run the room.":
    "Als Co-Host kannst du die Seite und ihre Umfragen bearbeiten und den Saal leiten.",
  "As a moderator you can run the live console and moderate the questions.":
    "Als Moderator kannst du die Live-Konsole bedienen und die Fragen moderieren.",
  "As a viewer you can read the results and the questions.":
    "Als Betrachter kannst du die Ergebnisse und die Fragen lesen.",
  '{owner} invited you to "{title}" on {product}':
    "{owner} hat dich zu „{title}“ auf {product} eingeladen",
  '{owner} invited you to help with the session "{title}".':
    "{owner} hat dich eingeladen, bei der Session „{title}“ mitzuhelfen.",
  "Open this link to sign in with this e-mail address; the session is under Shared with me:":
    "Öffne diesen Link, um dich mit dieser E-Mail-Adresse anzumelden; die Session steht unter „Mit mir geteilt“:",
  "If you don't know {owner}, you can ignore this e-mail.":
    "Wenn du {owner} nicht kennst, kannst du diese E-Mail ignorieren.",
  "Your {product} code to hand over a session: {code}":
    "Dein {product}-Code zum Übergeben einer Session: {code}",
  'Entering this code makes {member} the owner of "{title}", with its leads; you stay on as a co-host.':
    "Mit diesem Code wird {member} Inhaber von „{title}“, mit den Leads; du bleibst als Co-Host dabei.",
  "If you did not ask to hand over the session, do not enter the code.":
    "Wenn du die Session nicht übergeben wolltest, gib den Code nicht ein.",
} satisfies Catalog;
