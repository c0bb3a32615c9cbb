/**
 * Open and ranking poll texts (docs/product.md, Poll kinds): the forms, the results and the
 * refusals, in es; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Write an answer": "Escribe una respuesta",
  "An answer can be at most 280 characters.":
    "Una respuesta puede tener como máximo 280 caracteres.",
  "Rank each choice once.": "Ordena cada opción una sola vez.",
  "Open text": "Texto libre",
  Ranking: "Clasificación",
  "Attendees write a short answer; the newest show on a wall.":
    "Los asistentes escriben una respuesta corta; las más recientes aparecen en un muro.",
  "Attendees put the choices in order; the best ranked score most.":
    "Los asistentes ordenan las opciones; las mejor clasificadas suman más puntos.",
  "Your answer": "Tu respuesta",
  "{count} characters left": "Quedan {count} caracteres",
  "{choice}, place {place} of {count}": "{choice}, puesto {place} de {count}",
  "Put the choices in order, best first: drag them, or use the arrow keys.":
    "Ordena las opciones, la mejor primero: arrástralas o usa las teclas de flecha.",
  "Move {choice}, place {place} of {count}": "Mover {choice}, puesto {place} de {count}",
  "Move {choice} up": "Subir {choice}",
  "Move {choice} down": "Bajar {choice}",
  "No answers yet": "Aún no hay respuestas",
  "(your answer)": "(tu respuesta)",
  "Hide the answer {answer}": "Ocultar la respuesta {answer}",
  "Ranking by points": "Clasificación por puntos",
  "(your first choice)": "(tu primera opción)",
  "# points": { one: "# punto", many: "# de puntos", other: "# puntos" },
  "average place {place}": "puesto medio {place}",
  "The answer could not be hidden": "No se pudo ocultar la respuesta",
} satisfies Catalog;
