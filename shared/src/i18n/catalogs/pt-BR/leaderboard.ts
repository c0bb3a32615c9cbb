/**
 * Quiz leaderboard texts (docs/product.md, Quiz leaderboard): the nickname and its refusals, the board on the phone, the console and the projector, in pt-BR; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Type a nickname": "Digite um apelido",
  "A nickname is at most 24 characters": "Um apelido tem no máximo 24 caracteres",
  "Please choose another nickname.": "Escolha outro apelido, por favor.",
  "Quiz leaderboard": "Ranking do quiz",
  "Loading the leaderboard...": "Carregando o ranking...",
  "The leaderboard fills once a quiz's answer is revealed.":
    "O ranking se preenche quando a resposta de um quiz é revelada.",
  "Nobody answered a revealed quiz yet.": "Ninguém respondeu ainda a um quiz revelado.",
  "The quiz leaderboard": "O ranking do quiz",
  "Your nickname": "Seu apelido",
  "Save nickname": "Salvar apelido",
  "Nickname saved": "Apelido salvo",
  "Your place: {rank}, {correct}": "Sua posição: {rank}, {correct}",
  "Answer a revealed quiz to get a place.": "Responda a um quiz revelado para ganhar uma posição.",
  "Top ten": "Os dez primeiros",
  "The top ten over the revealed quizzes, by correct answers, then by speed.":
    "Os dez primeiros nos quizzes revelados, por respostas certas e depois por rapidez.",
  "# correct": { one: "# certa", many: "# de certas", other: "# certas" },
} satisfies Catalog;
