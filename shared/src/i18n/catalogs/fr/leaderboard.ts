/**
 * Quiz leaderboard texts (docs/product.md, Quiz leaderboard): the nickname and its refusals, the board on the phone, the console and the projector, in fr; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Type a nickname": "Saisissez un pseudo",
  "A nickname is at most 24 characters": "Un pseudo fait au plus 24 caractères",
  "Please choose another nickname.": "Veuillez choisir un autre pseudo.",
  "Quiz leaderboard": "Classement du quiz",
  "Loading the leaderboard...": "Chargement du classement…",
  "The leaderboard fills once a quiz's answer is revealed.":
    "Le classement se remplit dès que la réponse d'un quiz est révélée.",
  "Nobody answered a revealed quiz yet.": "Personne n'a encore répondu à un quiz révélé.",
  "The quiz leaderboard": "Le classement du quiz",
  "Your nickname": "Votre pseudo",
  "Save nickname": "Enregistrer le pseudo",
  "Nickname saved": "Pseudo enregistré",
  "Your place: {rank}, {correct}": "Votre place : {rank}, {correct}",
  "Answer a revealed quiz to get a place.": "Répondez à un quiz révélé pour obtenir une place.",
  "Top ten": "Les dix premiers",
  "The top ten over the revealed quizzes, by correct answers, then by speed.":
    "Les dix premiers sur les quiz révélés, par bonnes réponses puis par rapidité.",
  "# correct": { one: "# bonne réponse", many: "# de bonnes réponses", other: "# bonnes réponses" },
} satisfies Catalog;
