/**
 * Reaction texts (docs/product.md, Reactions): the owner's pick and the refusals, in de; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Choose one of the session's reactions": "Wähle eine der Reaktionen dieser Session",
  "Offer at most 5 reactions": "Biete höchstens 5 Reaktionen an",
  "Each reaction at most once": "Jede Reaktion höchstens einmal",
  "This talk does not offer that reaction.": "Diese Reaktion gibt es bei diesem Vortrag nicht.",
  "Reaction {emoji}": "Reaktion {emoji}",
  "Your reaction could not be sent. Please try again.":
    "Deine Reaktion konnte nicht gesendet werden. Bitte versuche es noch einmal.",
  "Reaction {emoji} sent": "Reaktion {emoji} gesendet",
  "React to the talk": "Auf den Vortrag reagieren",
  "React with {emoji}": "Mit {emoji} reagieren",
  "One reaction a second": "Eine Reaktion pro Sekunde",
  Reactions: "Reaktionen",
  "The session page offers no reactions.": "Die Session-Seite bietet keine Reaktionen an.",
  "Reactions saved": "Reaktionen gespeichert",
  "The reactions could not be saved": "Die Reaktionen konnten nicht gespeichert werden",
  "Attendees tap these on the talk's page and the projector shows them rising. Pick up to {count}, or none to turn them off.":
    "Teilnehmende tippen sie auf der Seite des Vortrags an, und der Projektor lässt sie aufsteigen. Wähle bis zu {count} oder keine, um sie abzuschalten.",
  "Reactions offered": "Angebotene Reaktionen",
  "{count} picked: unpick one to choose another.":
    "{count} gewählt: Wähle eine ab, um eine andere zu nehmen.",
  "Save reactions": "Reaktionen speichern",
  "Use the default reactions": "Die Standardreaktionen verwenden",
  "Reactions could not be loaded": "Die Reaktionen konnten nicht geladen werden",
  "No reactions yet. They show here minute by minute.":
    "Noch keine Reaktionen. Sie erscheinen hier Minute für Minute.",
  "Reactions so far": "Reaktionen bisher",
  "Reactions per minute, newest first": "Reaktionen pro Minute, neueste zuerst",
  Minute: "Minute",
  "All reactions in the minute": "Alle Reaktionen der Minute",
  "Speakers don't react to their own talk.":
    "Sprecher:innen reagieren nicht auf ihren eigenen Vortrag.",
} satisfies Catalog;
