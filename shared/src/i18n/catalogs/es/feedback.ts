/**
 * Feedback texts (docs/product.md, Feedback): the attendee's card and the Feedback tab, in es; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "That chip is no longer offered. Please pick again.":
    "Esa etiqueta ya no se ofrece. Vuelve a elegir.",
  "Feedback is closed for this talk.": "Las valoraciones de esta charla están cerradas.",
  "Speakers can't give feedback on their own talk.":
    "Los ponentes no pueden valorar su propia charla.",
  "Feedback (CSV)": "Valoraciones (CSV)",
  "Feedback on the talk": "Valoración de la charla",
  "Export feedback (CSV)": "Exportar valoraciones (CSV)",
  Feedback: "Valoraciones",
  "Taking feedback": "Recoger valoraciones",
  "The feedback settings could not be loaded":
    "No se pudieron cargar los ajustes de las valoraciones",
  "What the audience said": "Lo que dijo el público",
  "The feedback could not be loaded": "No se pudieron cargar las valoraciones",
  "Loading the feedback": "Cargando las valoraciones",
  "The feedback settings could not be saved":
    "No se pudieron guardar los ajustes de las valoraciones",
  "Opens by itself when the talk ends, {time}, unless you open or close it here.":
    "Se abre sola al terminar la charla, {time}, salvo que la abras o la cierres aquí.",
  "Attendees see stars, chips and a comment box on the talk's page while this is on.":
    "Mientras esto esté activado, los asistentes ven estrellas, etiquetas y un cuadro de comentario en la página de la charla.",
  "Feedback open": "Valoraciones abiertas",
  "Feedback is open": "Las valoraciones están abiertas",
  "Feedback is closed": "Las valoraciones están cerradas",
  "Chips saved": "Etiquetas guardadas",
  "Type the chip's text first": "Escribe primero el texto de la etiqueta",
  "That chip is there already": "Esa etiqueta ya está",
  Chips: "Etiquetas",
  "Short words attendees may tap beside their stars, up to {count}.":
    "Palabras cortas que los asistentes pueden tocar junto a sus estrellas, hasta {count}.",
  "No chips: attendees give stars and a comment.":
    "Sin etiquetas: los asistentes dan estrellas y un comentario.",
  "Remove {chip}": "Quitar {chip}",
  "New chip": "Nueva etiqueta",
  "Remove a chip to add another": "Quita una etiqueta para añadir otra",
  "Add chip": "Añadir etiqueta",
  "Save chips": "Guardar etiquetas",
  "Use the default chips": "Usar las etiquetas predeterminadas",
  "No feedback yet. It shows here as attendees send it.":
    "Aún no hay valoraciones. Aparecen aquí a medida que los asistentes las envían.",
  "Stars given": "Estrellas dadas",
  "Chips picked": "Etiquetas elegidas",
  "{chip}: {count}": "{chip}: {count}",
  Comments: "Comentarios",
  "No comments yet.": "Aún no hay comentarios.",
  "How was the talk?": "¿Qué tal la charla?",
  "Your feedback was not taken: {reason}": "Tu valoración no se aceptó: {reason}",
  "Thanks for your feedback!": "¡Gracias por tu valoración!",
  "Change my feedback": "Cambiar mi valoración",
  "Choose from 1 to 5 stars": "Elige de 1 a 5 estrellas",
  "Your feedback could not be sent. Please try again.":
    "No se pudo enviar tu valoración. Inténtalo de nuevo.",
  "Your rating": "Tu puntuación",
  "What stood out? (optional)": "¿Qué destacó? (opcional)",
  "Comment (optional)": "Comentario (opcional)",
  "Send feedback": "Enviar valoración",
  Clear: "Clara",
  Inspiring: "Inspiradora",
  Practical: "Práctica",
  "Too fast": "Demasiado rápida",
  "Too basic": "Demasiado básica",
  "Too advanced": "Demasiado avanzada",
  "Each chip at most once": "Cada etiqueta una sola vez",
  "Say whether feedback is open, or which chips it offers":
    "Indica si las valoraciones están abiertas o qué etiquetas ofrecen",
  "out of 5, from # attendees": {
    one: "de 5, de # asistente",
    many: "de 5, de # de asistentes",
    other: "de 5, de # asistentes",
  },
  "# stars": { one: "# estrella", many: "# de estrellas", other: "# estrellas" },
  "You gave # stars": {
    one: "Diste # estrella",
    many: "Diste # de estrellas",
    other: "Diste # estrellas",
  },
  "# characters left": {
    one: "Queda # carácter",
    many: "Quedan # de caracteres",
    other: "Quedan # caracteres",
  },
} satisfies Catalog;
