/** The shared forms' validation texts in es (shared/src/schemas). */
import type { Catalog } from "../../translate.ts";

export default {
  "First name is required": "El nombre es obligatorio",
  "Last name is required": "El apellido es obligatorio",
  "The code is 6 digits": "El código tiene 6 dígitos",
  "Not a valid id": "No es un identificador válido",
  "This field is required": "Este campo es obligatorio",
  "Contains invalid characters": "Contiene caracteres no válidos",
  "Please enter a valid URL": "Introduce una URL válida",
  "Not an uploaded file": "No es un archivo subido",
  // Polls and votes (shared/src/schemas/poll.ts)
  "A choice needs text": "Una opción necesita texto",
  "You can't allow more answers than there are choices.":
    "No puedes permitir más respuestas que opciones.",
  "A poll needs a question": "Una encuesta necesita una pregunta",
  "Enter the word to hide": "Escribe la palabra que quieres ocultar",
  "Enter a word": "Escribe una palabra",
  "A word can be at most 25 characters.": "Una palabra puede tener como máximo 25 caracteres.",
  "Choose at least one answer": "Elige al menos una respuesta",
  "You can send up to 3 words.": "Puedes enviar hasta 3 palabras.",
  "Send one answer: choiceId, choiceIds, words, rating, text or ranking.":
    "Envía una sola respuesta: choiceId, choiceIds, words, rating, text o ranking.",
  // The room (shared/src/schemas/stage.ts)
  "A poll panel names its poll, and only a poll panel does.":
    "Un panel de encuesta indica su encuesta, y solo un panel de encuesta lo hace.",
  "A question panel names its question, and only a question panel does.":
    "Un panel de pregunta indica su pregunta, y solo un panel de pregunta lo hace.",
  "A slide panel names its page, and only a slide panel does.":
    "Una vista de diapositiva indica su página, y solo una vista de diapositiva lo hace.",
  "Choose a setting to change.": "Elige un ajuste para cambiar.",
  // The sign-in link
  "This link is not valid or was already used.": "Este enlace no es válido o ya se usó.",
  "Enter the network whose votes to discard": "Indica la red cuyos votos quieres descartar",
  "A choice can be at most 120 characters.": "Una opción puede tener como máximo 120 caracteres.",
  // Authoring (issue 29): optional poll titles, poll order, drop zone, dashboard, limits
  "List each poll once.": "Incluye cada encuesta una sola vez.",
} satisfies Catalog;
