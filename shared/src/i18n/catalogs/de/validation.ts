/** The shared forms' validation texts in de (shared/src/schemas). */
import type { Catalog } from "../../translate.ts";

export default {
  "First name is required": "Vorname fehlt",
  "Last name is required": "Nachname fehlt",
  "The code is 6 digits": "Der Code hat 6 Ziffern",
  "Not a valid id": "Keine gültige ID",
  "This field is required": "Dieses Feld ist erforderlich",
  "Contains invalid characters": "Enthält ungültige Zeichen",
  "Please enter a valid URL": "Bitte gib eine gültige URL ein",
  "Not an uploaded file": "Keine hochgeladene Datei",
  // Polls and votes (shared/src/schemas/poll.ts)
  "A choice needs text": "Eine Antwort braucht einen Text",
  "You can't allow more answers than there are choices.":
    "Du kannst nicht mehr Antworten zulassen, als die Umfrage hat.",
  "A poll needs a question": "Eine Umfrage braucht eine Frage",
  "Enter the word to hide": "Gib das Wort ein, das ausgeblendet werden soll",
  "Enter a word": "Gib ein Wort ein",
  "A word can be at most 25 characters.": "Ein Wort darf höchstens 25 Zeichen haben.",
  "Choose at least one answer": "Wähle mindestens eine Antwort",
  "You can send up to 3 words.": "Du kannst bis zu 3 Wörter senden.",
  "Send one answer: choiceId, choiceIds, words, rating, text or ranking.":
    "Sende eine Antwort: choiceId, choiceIds, words, rating, text oder ranking.",
  // The room (shared/src/schemas/stage.ts)
  "A poll panel names its poll, and only a poll panel does.":
    "Eine Umfrage-Ansicht nennt ihre Umfrage, und nur eine Umfrage-Ansicht tut das.",
  "A question panel names its question, and only a question panel does.":
    "Eine Fragen-Ansicht nennt ihre Frage, und nur eine Fragen-Ansicht tut das.",
  "A slide panel names its page, and only a slide panel does.":
    "Eine Folien-Ansicht nennt ihre Seite, und nur eine Folien-Ansicht tut das.",
  "Choose a setting to change.": "Wähle eine Einstellung, die du ändern möchtest.",
  // The sign-in link
  "This link is not valid or was already used.":
    "Dieser Link ist ungültig oder wurde schon benutzt.",
  "Enter the network whose votes to discard":
    "Gib das Netz ein, dessen Stimmen verworfen werden sollen",
  "A choice can be at most 120 characters.": "Eine Antwort darf höchstens 120 Zeichen lang sein.",
  // Authoring (issue 29): optional poll titles, poll order, drop zone, dashboard, limits
  "List each poll once.": "Nenne jede Umfrage genau einmal.",
} satisfies Catalog;
