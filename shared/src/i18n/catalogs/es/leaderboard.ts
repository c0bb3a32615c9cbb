/**
 * Quiz leaderboard texts (docs/product.md, Quiz leaderboard): the nickname and its refusals, the board on the phone, the console and the projector, in es; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Type a nickname": "Escribe un apodo",
  "A nickname is at most 24 characters": "Un apodo tiene como máximo 24 caracteres",
  "Please choose another nickname.": "Elige otro apodo, por favor.",
  "Quiz leaderboard": "Clasificación del quiz",
  "Loading the leaderboard...": "Cargando la clasificación...",
  "The leaderboard fills once a quiz's answer is revealed.":
    "La clasificación se llena cuando se revela la respuesta de un quiz.",
  "Nobody answered a revealed quiz yet.": "Nadie ha respondido aún un quiz revelado.",
  "The quiz leaderboard": "La clasificación del quiz",
  "Your nickname": "Tu apodo",
  "Save nickname": "Guardar apodo",
  "Nickname saved": "Apodo guardado",
  "Your place: {rank}, {correct}": "Tu puesto: {rank}, {correct}",
  "Answer a revealed quiz to get a place.":
    "Responde un quiz que se revele para obtener un puesto.",
  "Top ten": "Los diez primeros",
  "The top ten over the revealed quizzes, by correct answers, then by speed.":
    "Los diez primeros de los quiz revelados, por respuestas correctas y luego por rapidez.",
  "# correct": { one: "# correcta", many: "# de correctas", other: "# correctas" },
} satisfies Catalog;
