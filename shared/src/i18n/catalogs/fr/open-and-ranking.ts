/**
 * Open and ranking poll texts (docs/product.md, Poll kinds): the forms, the results and the
 * refusals, in fr; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Write an answer": "Écrivez une réponse",
  "An answer can be at most 280 characters.": "Une réponse peut compter au plus 280 caractères.",
  "Rank each choice once.": "Classez chaque choix une seule fois.",
  "Open text": "Texte libre",
  Ranking: "Classement",
  "Attendees write a short answer; the newest show on a wall.":
    "Les participants écrivent une réponse courte ; les plus récentes s'affichent sur un mur.",
  "Attendees put the choices in order; the best ranked score most.":
    "Les participants classent les choix ; les mieux classés marquent le plus de points.",
  "Your answer": "Votre réponse",
  "{count} characters left": "Encore {count} caractères",
  "{choice}, place {place} of {count}": "{choice}, place {place} sur {count}",
  "Put the choices in order, best first: drag them, or use the arrow keys.":
    "Classez les choix, le meilleur en premier : faites-les glisser ou utilisez les flèches du clavier.",
  "Move {choice}, place {place} of {count}": "Déplacer {choice}, place {place} sur {count}",
  "Move {choice} up": "Monter {choice}",
  "Move {choice} down": "Descendre {choice}",
  "No answers yet": "Pas encore de réponses",
  "(your answer)": "(votre réponse)",
  "Hide the answer {answer}": "Masquer la réponse {answer}",
  "Ranking by points": "Classement par points",
  "(your first choice)": "(votre premier choix)",
  "# points": { one: "# point", many: "# de points", other: "# points" },
  "average place {place}": "place moyenne {place}",
  "The answer could not be hidden": "La réponse n'a pas pu être masquée",
} satisfies Catalog;
