/**
 * Reaction texts (docs/product.md, Reactions): the owner's pick and the refusals, in es; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Choose one of the session's reactions": "Elige una de las reacciones de la sesión",
  "Offer at most 5 reactions": "Ofrece como máximo 5 reacciones",
  "Each reaction at most once": "Cada reacción como máximo una vez",
  "This talk does not offer that reaction.": "Esta charla no ofrece esa reacción.",
  "Reaction {emoji}": "Reacción {emoji}",
  "Your reaction could not be sent. Please try again.":
    "No se pudo enviar tu reacción. Inténtalo de nuevo.",
  "Reaction {emoji} sent": "Reacción {emoji} enviada",
  "React to the talk": "Reacciona a la charla",
  "React with {emoji}": "Reaccionar con {emoji}",
  "One reaction a second": "Una reacción por segundo",
  Reactions: "Reacciones",
  "The session page offers no reactions.": "La página de la sesión no ofrece reacciones.",
  "Reactions saved": "Reacciones guardadas",
  "The reactions could not be saved": "No se pudieron guardar las reacciones",
  "Attendees tap these on the talk's page and the projector shows them rising. Pick up to {count}, or none to turn them off.":
    "El público las toca en la página de la charla y el proyector las muestra subiendo. Elige hasta {count}, o ninguna para desactivarlas.",
  "Reactions offered": "Reacciones ofrecidas",
  "{count} picked: unpick one to choose another.": "{count} elegidas: quita una para elegir otra.",
  "Save reactions": "Guardar reacciones",
  "Use the default reactions": "Usar las reacciones predeterminadas",
  "Reactions could not be loaded": "No se pudieron cargar las reacciones",
  "No reactions yet. They show here minute by minute.":
    "Aún no hay reacciones. Aparecen aquí minuto a minuto.",
  "Reactions so far": "Reacciones hasta ahora",
  "Reactions per minute, newest first": "Reacciones por minuto, las más recientes primero",
  Minute: "Minuto",
  "All reactions in the minute": "Todas las reacciones del minuto",
  "Speakers don't react to their own talk.": "Los ponentes no reaccionan a su propia charla.",
} satisfies Catalog;
