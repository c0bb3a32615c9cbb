/**
 * Open and ranking poll texts (docs/product.md, Poll kinds): the forms, the results and the
 * refusals, in de; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Write an answer": "Schreibe eine Antwort",
  "An answer can be at most 280 characters.": "Eine Antwort darf höchstens 280 Zeichen haben.",
  "Rank each choice once.": "Ordne jede Auswahl genau einmal ein.",
  "Open text": "Freitext",
  Ranking: "Rangfolge",
  "Attendees write a short answer; the newest show on a wall.":
    "Teilnehmende schreiben eine kurze Antwort; die neuesten erscheinen auf einer Wand.",
  "Attendees put the choices in order; the best ranked score most.":
    "Teilnehmende bringen die Auswahl in eine Reihenfolge; die am besten platzierten erhalten die meisten Punkte.",
  "Your answer": "Deine Antwort",
  "{count} characters left": "Noch {count} Zeichen",
  "{choice}, place {place} of {count}": "{choice}, Platz {place} von {count}",
  "Put the choices in order, best first: drag them, or use the arrow keys.":
    "Bringe die Auswahl in eine Reihenfolge, die beste zuerst: Ziehe sie oder nutze die Pfeiltasten.",
  "Move {choice}, place {place} of {count}": "{choice} verschieben, Platz {place} von {count}",
  "Move {choice} up": "{choice} nach oben",
  "Move {choice} down": "{choice} nach unten",
  "No answers yet": "Noch keine Antworten",
  "(your answer)": "(deine Antwort)",
  "Hide the answer {answer}": "Die Antwort {answer} ausblenden",
  "Ranking by points": "Rangfolge nach Punkten",
  "(your first choice)": "(deine erste Wahl)",
  "# points": { one: "# Punkt", other: "# Punkte" },
  "average place {place}": "durchschnittlich Platz {place}",
  "The answer could not be hidden": "Die Antwort konnte nicht ausgeblendet werden",
} satisfies Catalog;
