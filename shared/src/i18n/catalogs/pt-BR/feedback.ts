/**
 * Feedback texts (docs/product.md, Feedback): the attendee's card and the Feedback tab, in pt-BR; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "That chip is no longer offered. Please pick again.":
    "Essa etiqueta não é mais oferecida. Escolha de novo.",
  "Feedback is closed for this talk.": "As avaliações desta palestra estão fechadas.",
  "Speakers can't give feedback on their own talk.":
    "Palestrantes não podem avaliar a própria palestra.",
  "Feedback (CSV)": "Avaliações (CSV)",
  "Feedback on the talk": "Avaliação da palestra",
  "Export feedback (CSV)": "Exportar avaliações (CSV)",
  Feedback: "Avaliações",
  "Taking feedback": "Receber avaliações",
  "The feedback settings could not be loaded":
    "Não foi possível carregar as configurações das avaliações",
  "What the audience said": "O que o público disse",
  "The feedback could not be loaded": "Não foi possível carregar as avaliações",
  "Loading the feedback": "Carregando as avaliações",
  "The feedback settings could not be saved":
    "Não foi possível salvar as configurações das avaliações",
  "Opens by itself when the talk ends, {time}, unless you open or close it here.":
    "Abre sozinha quando a palestra termina, {time}, a menos que você a abra ou feche aqui.",
  "Attendees see stars, chips and a comment box on the talk's page while this is on.":
    "Enquanto isto estiver ligado, os participantes veem estrelas, etiquetas e um campo de comentário na página da palestra.",
  "Feedback open": "Avaliações abertas",
  "Feedback is open": "As avaliações estão abertas",
  "Feedback is closed": "As avaliações estão fechadas",
  "Chips saved": "Etiquetas salvas",
  "Type the chip's text first": "Digite primeiro o texto da etiqueta",
  "That chip is there already": "Essa etiqueta já existe",
  Chips: "Etiquetas",
  "Short words attendees may tap beside their stars, up to {count}.":
    "Palavras curtas que os participantes podem tocar ao lado das estrelas, até {count}.",
  "No chips: attendees give stars and a comment.":
    "Sem etiquetas: os participantes dão estrelas e um comentário.",
  "Remove {chip}": "Remover {chip}",
  "New chip": "Nova etiqueta",
  "Remove a chip to add another": "Remova uma etiqueta para adicionar outra",
  "Add chip": "Adicionar etiqueta",
  "Save chips": "Salvar etiquetas",
  "Use the default chips": "Usar as etiquetas padrão",
  "No feedback yet. It shows here as attendees send it.":
    "Nenhuma avaliação ainda. Elas aparecem aqui à medida que os participantes as enviam.",
  "Stars given": "Estrelas dadas",
  "Chips picked": "Etiquetas escolhidas",
  "{chip}: {count}": "{chip}: {count}",
  Comments: "Comentários",
  "No comments yet.": "Nenhum comentário ainda.",
  "How was the talk?": "Como foi a palestra?",
  "Your feedback was not taken: {reason}": "Sua avaliação não foi aceita: {reason}",
  "Thanks for your feedback!": "Obrigado pela sua avaliação!",
  "Change my feedback": "Alterar minha avaliação",
  "Choose from 1 to 5 stars": "Escolha de 1 a 5 estrelas",
  "Your feedback could not be sent. Please try again.":
    "Não foi possível enviar sua avaliação. Tente novamente.",
  "Your rating": "Sua nota",
  "What stood out? (optional)": "O que se destacou? (opcional)",
  "Comment (optional)": "Comentário (opcional)",
  "Send feedback": "Enviar avaliação",
  Clear: "Clara",
  Inspiring: "Inspiradora",
  Practical: "Prática",
  "Too fast": "Rápida demais",
  "Too basic": "Básica demais",
  "Too advanced": "Avançada demais",
  "Each chip at most once": "Cada etiqueta no máximo uma vez",
  "Say whether feedback is open, or which chips it offers":
    "Diga se as avaliações estão abertas ou quais etiquetas oferecem",
  "out of 5, from # attendees": {
    one: "de 5, de # participante",
    many: "de 5, de # de participantes",
    other: "de 5, de # participantes",
  },
  "# stars": { one: "# estrela", many: "# de estrelas", other: "# estrelas" },
  "You gave # stars": {
    one: "Você deu # estrela",
    many: "Você deu # de estrelas",
    other: "Você deu # estrelas",
  },
  "# characters left": {
    one: "Resta # caractere",
    many: "Restam # de caracteres",
    other: "Restam # caracteres",
  },
} satisfies Catalog;
