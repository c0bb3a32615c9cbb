/**
 * Feedback texts (docs/product.md, Feedback): the attendee's card and the Feedback tab, in de; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "That chip is no longer offered. Please pick again.":
    "Diesen Chip gibt es nicht mehr. Bitte wähle neu.",
  "Feedback is closed for this talk.": "Das Feedback zu diesem Vortrag ist geschlossen.",
  "Speakers can't give feedback on their own talk.":
    "Vortragende können ihren eigenen Vortrag nicht bewerten.",
  "Feedback (CSV)": "Feedback (CSV)",
  "Feedback on the talk": "Feedback zum Vortrag",
  "Export feedback (CSV)": "Feedback exportieren (CSV)",
  Feedback: "Feedback",
  "Taking feedback": "Feedback annehmen",
  "The feedback settings could not be loaded":
    "Die Feedback-Einstellungen konnten nicht geladen werden",
  "What the audience said": "Was das Publikum sagt",
  "The feedback could not be loaded": "Das Feedback konnte nicht geladen werden",
  "Loading the feedback": "Feedback wird geladen",
  "The feedback settings could not be saved":
    "Die Feedback-Einstellungen konnten nicht gespeichert werden",
  "Opens by itself when the talk ends, {time}, unless you open or close it here.":
    "Öffnet von selbst, wenn der Vortrag endet, {time}, außer du öffnest oder schließt es hier.",
  "Attendees see stars, chips and a comment box on the talk's page while this is on.":
    "Solange dies an ist, sehen Teilnehmende auf der Seite des Vortrags Sterne, Chips und ein Kommentarfeld.",
  "Feedback open": "Feedback offen",
  "Feedback is open": "Feedback ist offen",
  "Feedback is closed": "Feedback ist geschlossen",
  "Chips saved": "Chips gespeichert",
  "Type the chip's text first": "Gib zuerst den Text des Chips ein",
  "That chip is there already": "Diesen Chip gibt es schon",
  Chips: "Chips",
  "Short words attendees may tap beside their stars, up to {count}.":
    "Kurze Wörter, die Teilnehmende neben ihren Sternen antippen können, bis zu {count}.",
  "No chips: attendees give stars and a comment.":
    "Keine Chips: Teilnehmende geben Sterne und einen Kommentar.",
  "Remove {chip}": "{chip} entfernen",
  "New chip": "Neuer Chip",
  "Remove a chip to add another": "Entferne einen Chip, um einen weiteren hinzuzufügen",
  "Add chip": "Chip hinzufügen",
  "Save chips": "Chips speichern",
  "Use the default chips": "Standard-Chips verwenden",
  "No feedback yet. It shows here as attendees send it.":
    "Noch kein Feedback. Es erscheint hier, sobald Teilnehmende es senden.",
  "Stars given": "Vergebene Sterne",
  "Chips picked": "Gewählte Chips",
  "{chip}: {count}": "{chip}: {count}",
  Comments: "Kommentare",
  "No comments yet.": "Noch keine Kommentare.",
  "How was the talk?": "Wie war der Vortrag?",
  "Your feedback was not taken: {reason}": "Dein Feedback wurde nicht angenommen: {reason}",
  "Thanks for your feedback!": "Danke für dein Feedback!",
  "Change my feedback": "Mein Feedback ändern",
  "Choose from 1 to 5 stars": "Wähle 1 bis 5 Sterne",
  "Your feedback could not be sent. Please try again.":
    "Dein Feedback konnte nicht gesendet werden. Bitte versuche es erneut.",
  "Your rating": "Deine Bewertung",
  "What stood out? (optional)": "Was ist aufgefallen? (optional)",
  "Comment (optional)": "Kommentar (optional)",
  "Send feedback": "Feedback senden",
  Clear: "Verständlich",
  Inspiring: "Inspirierend",
  Practical: "Praxisnah",
  "Too fast": "Zu schnell",
  "Too basic": "Zu einfach",
  "Too advanced": "Zu anspruchsvoll",
  "Each chip at most once": "Jeden Chip höchstens einmal",
  "Say whether feedback is open, or which chips it offers":
    "Gib an, ob das Feedback offen ist oder welche Chips es anbietet",
  "out of 5, from # attendees": {
    one: "von 5, von # Teilnehmenden",
    other: "von 5, von # Teilnehmenden",
  },
  "# stars": { one: "# Stern", other: "# Sterne" },
  "You gave # stars": { one: "Du hast # Stern gegeben", other: "Du hast # Sterne gegeben" },
  "# characters left": { one: "Noch # Zeichen", other: "Noch # Zeichen" },
} satisfies Catalog;
