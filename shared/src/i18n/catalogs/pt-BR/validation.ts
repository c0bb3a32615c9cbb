/** The shared forms' validation texts in pt-BR (shared/src/schemas). */
import type { Catalog } from "../../translate.ts";

export default {
  "First name is required": "O nome é obrigatório",
  "Last name is required": "O sobrenome é obrigatório",
  "The code is 6 digits": "O código tem 6 dígitos",
  "Not a valid id": "Não é um identificador válido",
  "This field is required": "Este campo é obrigatório",
  "Contains invalid characters": "Contém caracteres inválidos",
  "Please enter a valid URL": "Insira uma URL válida",
  "Not an uploaded file": "Não é um arquivo enviado",
  // Polls and votes (shared/src/schemas/poll.ts)
  "A choice needs text": "Uma opção precisa de texto",
  "You can't allow more answers than there are choices.":
    "Você não pode permitir mais respostas do que opções.",
  "A poll needs a question": "Uma enquete precisa de uma pergunta",
  "Enter the word to hide": "Digite a palavra a ocultar",
  "Enter a word": "Digite uma palavra",
  "A word can be at most 25 characters.": "Uma palavra pode ter no máximo 25 caracteres.",
  "Choose at least one answer": "Escolha pelo menos uma resposta",
  "You can send up to 3 words.": "Você pode enviar até 3 palavras.",
  "Send one answer: choiceId, choiceIds, words, rating, text or ranking.":
    "Envie uma única resposta: choiceId, choiceIds, words, rating, text ou ranking.",
  // The room (shared/src/schemas/stage.ts)
  "A poll panel names its poll, and only a poll panel does.":
    "Um painel de enquete indica sua enquete, e só um painel de enquete faz isso.",
  "A question panel names its question, and only a question panel does.":
    "Um painel de pergunta indica sua pergunta, e só um painel de pergunta faz isso.",
  "A slide panel names its page, and only a slide panel does.":
    "Uma visualização de slide indica sua página, e só uma visualização de slide faz isso.",
  "Choose a setting to change.": "Escolha uma configuração para alterar.",
  // The sign-in link
  "This link is not valid or was already used.": "Este link não é válido ou já foi usado.",
  "Enter the network whose votes to discard": "Informe a rede cujos votos serão descartados",
  "A choice can be at most 120 characters.": "Uma opção pode ter no máximo 120 caracteres.",
  // Authoring (issue 29): optional poll titles, poll order, drop zone, dashboard, limits
  "List each poll once.": "Inclua cada enquete uma única vez.",
} satisfies Catalog;
