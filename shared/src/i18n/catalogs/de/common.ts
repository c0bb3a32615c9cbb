/** Common texts in de (account screens, app frame, error texts); the English text is the key. */
import type { Catalog } from "../../translate.ts";

export default {
  // The texts of docs/product.md, Errors and messages (shared/src/rules/messages.ts)
  "Please enter your email address": "Bitte gib deine E-Mail-Adresse ein",
  "Please enter a valid email address": "Bitte gib eine gültige E-Mail-Adresse ein",
  "Please fill all required fields": "Bitte fülle alle Pflichtfelder aus",
  "First name, last name, designation, and company are required.":
    "Vorname, Nachname, Position und Unternehmen sind Pflichtangaben.",
  "Invalid LinkedIn URL": "Ungültige LinkedIn-URL",
  "Please enter a valid LinkedIn profile URL (must contain linkedin.com/in/)":
    "Bitte gib eine gültige LinkedIn-Profil-URL ein (mit linkedin.com/in/)",
  "LinkedIn URL is required": "LinkedIn-URL fehlt",
  "File too large": "Datei zu groß",
  "Profile picture must be less than 5MB": "Das Profilbild muss kleiner als 5 MB sein",
  "File size must be less than 20MB": "Die Datei muss kleiner als 20 MB sein",
  "Missing required fields": "Pflichtfelder fehlen",
  "Please fill in all required fields: Event Name, Session Title, and Description.":
    "Bitte fülle alle Pflichtfelder aus: Name der Veranstaltung, Session-Titel und Beschreibung.",
  "Maximum polls reached": "Maximale Anzahl an Umfragen erreicht",
  "You can create up to 3 polls per session.": "Du kannst bis zu 3 Umfragen pro Session erstellen.",
  "A poll needs 2 to 10 choices.": "Eine Umfrage braucht 2 bis 10 Antworten.",
  "Question required": "Frage fehlt",
  "Please enter your question": "Bitte gib deine Frage ein",
  "Name required": "Name fehlt",
  "Please enter your name or choose anonymous": "Bitte gib deinen Namen ein oder wähle „anonym“",
  "You have already voted in this poll": "Du hast bei dieser Umfrage schon abgestimmt",
  "You have already voted for this question": "Du hast diese Frage schon hochgestimmt",
  "You've already upvoted this question": "Du hast diese Frage schon hochgestimmt",
  "This poll is currently closed.": "Diese Umfrage ist gerade geschlossen.",
  "This poll is still in draft mode.": "Diese Umfrage ist noch ein Entwurf.",
  "A title is required": "Titel fehlt",
  "Only PDF, PNG, JPEG, GIF or WebP files are allowed":
    "Nur PDF-, PNG-, JPEG-, GIF- oder WebP-Dateien sind erlaubt",
  "Only PNG, JPEG, GIF or WebP images are allowed":
    "Nur PNG-, JPEG-, GIF- oder WebP-Bilder sind erlaubt",
  // What the app says for each error code (pwa/src/api/error-text.ts)
  "Please try again.": "Bitte versuche es noch einmal.",
  "Please check what you entered and try again.":
    "Bitte prüfe deine Eingaben und versuche es noch einmal.",
  "{field}: {message}": "{field}: {message}",
  "This link is not valid.": "Dieser Link ist ungültig.",
  "Request body is not valid JSON": "Die Anfrage enthält kein gültiges JSON",
  "That choice is not part of this poll.": "Diese Antwort gehört nicht zu dieser Umfrage.",
  "The upload could not be read. Please try again.":
    "Der Upload konnte nicht gelesen werden. Bitte versuche es noch einmal.",
  "Choose a file to upload": "Wähle eine Datei zum Hochladen",
  "Please choose a picture to upload": "Bitte wähle ein Bild zum Hochladen",
  "The profile picture must be a file you uploaded":
    "Das Profilbild muss eine Datei sein, die du hochgeladen hast",
  "There is no active code for this account. Please request a new code.":
    "Für dieses Konto gibt es keinen gültigen Code. Bitte fordere einen neuen an.",
  "This code has expired. Please request a new code.":
    "Dieser Code ist abgelaufen. Bitte fordere einen neuen an.",
  "That code is not correct.": "Dieser Code ist nicht richtig.",
  "That code is not correct. # tries left.": {
    one: "Dieser Code ist nicht richtig. Noch # Versuch.",
    other: "Dieser Code ist nicht richtig. Noch # Versuche.",
  },
  "Too many wrong codes. Please request a new code.":
    "Zu viele falsche Codes. Bitte fordere einen neuen an.",
  "Please sign in to continue": "Bitte melde dich an, um fortzufahren",
  "You do not have access to this": "Darauf hast du keinen Zugriff",
  "Only the session's owner can do this": "Das kann nur der Inhaber der Session",
  "Speakers don't vote in their own polls.": "Speaker stimmen nicht in ihren eigenen Umfragen ab.",
  "Speakers can't ask questions in their own session.":
    "Speaker können in ihrer eigenen Session keine Fragen stellen.",
  "Q&A is turned off for this session.": "Fragen sind für diese Session ausgeschaltet.",
  "Cross-site requests are not allowed": "Anfragen von fremden Websites sind nicht erlaubt",
  "Not found": "Nicht gefunden",
  "No account found with this email. Please sign up first.":
    "Zu dieser E-Mail-Adresse gibt es kein Konto. Bitte registriere dich zuerst.",
  "This account does not exist. Please sign up again.":
    "Dieses Konto gibt es nicht. Bitte registriere dich erneut.",
  "User not found": "Benutzer nicht gefunden",
  "Session not found": "Session nicht gefunden",
  "This poll doesn't exist or has been removed.":
    "Diese Umfrage gibt es nicht oder sie wurde entfernt.",
  "This choice doesn't exist or has been removed.":
    "Diese Antwort gibt es nicht oder sie wurde entfernt.",
  "This question doesn't exist or has been removed.":
    "Diese Frage gibt es nicht oder sie wurde entfernt.",
  "Resource not found": "Material nicht gefunden",
  "File not found": "Datei nicht gefunden",
  "The file is missing": "Die Datei fehlt",
  "An account with this email already exists. Please sign in instead.":
    "Zu dieser E-Mail-Adresse gibt es schon ein Konto. Bitte melde dich stattdessen an.",
  "A poll can have at most # choices.": {
    one: "Eine Umfrage kann höchstens # Antwort haben.",
    other: "Eine Umfrage kann höchstens # Antworten haben.",
  },
  "A poll needs at least # choices.": {
    one: "Eine Umfrage braucht mindestens # Antwort.",
    other: "Eine Umfrage braucht mindestens # Antworten.",
  },
  "Request body is too large": "Die Anfrage ist zu groß",
  "Too many requests, please wait a moment": "Zu viele Anfragen, bitte warte einen Moment",
  "Something went wrong on our side. Please try again.":
    "Bei uns ist etwas schiefgelaufen. Bitte versuche es noch einmal.",
  "We could not send the code e-mail. Please try again in a moment.":
    "Wir konnten die E-Mail mit dem Code nicht senden. Bitte versuche es gleich noch einmal.",
  "Your account is saved, but we could not send the code e-mail. Please sign in in a moment to get a new code.":
    "Dein Konto ist gespeichert, aber wir konnten die E-Mail mit dem Code nicht senden. Bitte melde dich gleich an, um einen neuen Code zu bekommen.",
  "Failed to fetch LinkedIn data": "LinkedIn-Daten konnten nicht abgerufen werden",
  "Profile lookup is not configured": "Die Profilsuche ist nicht eingerichtet",
  "The server can't reach its database right now. Your action is kept and will be sent again.":
    "Der Server erreicht seine Datenbank gerade nicht. Deine Aktion bleibt gespeichert und wird erneut gesendet.",
  // A screen whose code could not be loaded (pwa/src/app/router.tsx)
  "This page could not be loaded": "Diese Seite konnte nicht geladen werden",
  "Check your connection, then try again.":
    "Prüfe deine Verbindung und versuche es dann noch einmal.",
  "Try again": "Erneut versuchen",
  // The toasts' own labels (pwa/src/app/providers.tsx)
  Notifications: "Benachrichtigungen",
  "Close notification": "Benachrichtigung schließen",
  // Top navigation and the account menu
  "Skip to content": "Zum Inhalt springen",
  Main: "Hauptmenü",
  "{product}, go to dashboard": "{product}, zum Dashboard",
  "{product}, home": "{product}, Startseite",
  "Create Session": "Session erstellen",
  "Account menu for {name}": "Kontomenü von {name}",
  Dashboard: "Dashboard",
  "My Speaker Profile": "Mein Speaker-Profil",
  Language: "Sprache",
  "Sign Out": "Abmelden",
  "Sign In": "Anmelden",
  "Get Started Free": "Kostenlos starten",
  // Dialogs and loading (pwa/src/components/ui)
  Close: "Schließen",
  Cancel: "Abbrechen",
  Loading: "Wird geladen",
  // Sign-out, and a speaker whose server session has ended
  "Signed out successfully": "Erfolgreich abgemeldet",
  "You have been signed out of {product}": "Du wurdest von {product} abgemeldet",
  "Please sign in again": "Bitte melde dich erneut an",
  "Your session has ended.": "Deine Anmeldung ist abgelaufen.",
} satisfies Catalog;
