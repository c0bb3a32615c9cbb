/**
 * Quiz leaderboard texts (docs/product.md, Quiz leaderboard): the nickname and its refusals, the board on the phone, the console and the projector, in de; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Type a nickname": "Gib einen Spitznamen ein",
  "A nickname is at most 24 characters": "Ein Spitzname hat höchstens 24 Zeichen",
  "Please choose another nickname.": "Bitte wähle einen anderen Spitznamen.",
  "Quiz leaderboard": "Quiz-Rangliste",
  "Loading the leaderboard...": "Rangliste wird geladen …",
  "The leaderboard fills once a quiz's answer is revealed.":
    "Die Rangliste füllt sich, sobald die Antwort eines Quiz aufgedeckt ist.",
  "Nobody answered a revealed quiz yet.": "Noch niemand hat ein aufgedecktes Quiz beantwortet.",
  "The quiz leaderboard": "Die Quiz-Rangliste",
  "Your nickname": "Dein Spitzname",
  "Save nickname": "Spitznamen speichern",
  "Nickname saved": "Spitzname gespeichert",
  "Your place: {rank}, {correct}": "Dein Platz: {rank}, {correct}",
  "Answer a revealed quiz to get a place.":
    "Beantworte ein Quiz, dessen Antwort aufgedeckt wird, um einen Platz zu bekommen.",
  "Top ten": "Die ersten zehn",
  "The top ten over the revealed quizzes, by correct answers, then by speed.":
    "Die ersten zehn über die aufgedeckten Quiz, nach richtigen Antworten, dann nach Tempo.",
  "# correct": { one: "# richtig", other: "# richtig" },
} satisfies Catalog;
