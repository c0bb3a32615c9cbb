/**
 * Reaction texts (docs/product.md, Reactions): the owner's pick and the refusals, in pt-BR; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Choose one of the session's reactions": "Escolha uma das reações da sessão",
  "Offer at most 5 reactions": "Ofereça no máximo 5 reações",
  "Each reaction at most once": "Cada reação no máximo uma vez",
  "This talk does not offer that reaction.": "Esta palestra não oferece essa reação.",
  "Reaction {emoji}": "Reação {emoji}",
  "Your reaction could not be sent. Please try again.":
    "Não foi possível enviar sua reação. Tente novamente.",
  "Reaction {emoji} sent": "Reação {emoji} enviada",
  "React to the talk": "Reaja à palestra",
  "React with {emoji}": "Reagir com {emoji}",
  "One reaction a second": "Uma reação por segundo",
  Reactions: "Reações",
  "The session page offers no reactions.": "A página da sessão não oferece reações.",
  "Reactions saved": "Reações salvas",
  "The reactions could not be saved": "Não foi possível salvar as reações",
  "Attendees tap these on the talk's page and the projector shows them rising. Pick up to {count}, or none to turn them off.":
    "O público toca nelas na página da palestra e o projetor as mostra subindo. Escolha até {count}, ou nenhuma para desativá-las.",
  "Reactions offered": "Reações oferecidas",
  "{count} picked: unpick one to choose another.":
    "{count} escolhidas: desmarque uma para escolher outra.",
  "Save reactions": "Salvar reações",
  "Use the default reactions": "Usar as reações padrão",
  "Reactions could not be loaded": "Não foi possível carregar as reações",
  "No reactions yet. They show here minute by minute.":
    "Nenhuma reação ainda. Elas aparecem aqui minuto a minuto.",
  "Reactions so far": "Reações até agora",
  "Reactions per minute, newest first": "Reações por minuto, as mais recentes primeiro",
  Minute: "Minuto",
  "All reactions in the minute": "Todas as reações do minuto",
  "Speakers don't react to their own talk.": "Palestrantes não reagem à própria palestra.",
} satisfies Catalog;
