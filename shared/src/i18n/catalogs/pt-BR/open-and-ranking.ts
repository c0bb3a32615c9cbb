/**
 * Open and ranking poll texts (docs/product.md, Poll kinds): the forms, the results and the
 * refusals, in pt-BR; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Write an answer": "Escreva uma resposta",
  "An answer can be at most 280 characters.": "Uma resposta pode ter no máximo 280 caracteres.",
  "Rank each choice once.": "Ordene cada opção uma única vez.",
  "Open text": "Texto livre",
  Ranking: "Ranking",
  "Attendees write a short answer; the newest show on a wall.":
    "Os participantes escrevem uma resposta curta; as mais recentes aparecem num mural.",
  "Attendees put the choices in order; the best ranked score most.":
    "Os participantes ordenam as opções; as mais bem colocadas somam mais pontos.",
  "Your answer": "Sua resposta",
  "{count} characters left": "Restam {count} caracteres",
  "{choice}, place {place} of {count}": "{choice}, posição {place} de {count}",
  "Put the choices in order, best first: drag them, or use the arrow keys.":
    "Ordene as opções, a melhor primeiro: arraste-as ou use as setas do teclado.",
  "Move {choice}, place {place} of {count}": "Mover {choice}, posição {place} de {count}",
  "Move {choice} up": "Subir {choice}",
  "Move {choice} down": "Descer {choice}",
  "No answers yet": "Ainda não há respostas",
  "(your answer)": "(sua resposta)",
  "Hide the answer {answer}": "Ocultar a resposta {answer}",
  "Ranking by points": "Ranking por pontos",
  "(your first choice)": "(sua primeira opção)",
  "# points": { one: "# ponto", many: "# de pontos", other: "# pontos" },
  "average place {place}": "posição média {place}",
  "The answer could not be hidden": "Não foi possível ocultar a resposta",
} satisfies Catalog;
