/**
 * The report e-mail's texts (docs/product.md, Insights): the day after a talk, to its owner and the members who opted in, in pt-BR; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  'Your report for "{title}"': "Seu relatório de “{title}”",
  'How "{title}" went, as of {date}:': "Como foi “{title}”, até {date}:",
  "# unique visitors": {
    one: "# visitante único",
    many: "# de visitantes únicos",
    other: "# visitantes únicos",
  },
  "# page views": {
    one: "# visualização",
    many: "# de visualizações",
    other: "# visualizações",
  },
  "Live audience at its peak: {count}": "Público ao vivo no pico: {count}",
  "Leads: {leads}, of which {confirmed} confirmed":
    "Contatos: {leads}, dos quais {confirmed} confirmados",
  "# votes in the polls": {
    one: "# voto nas enquetes",
    many: "# de votos nas enquetes",
    other: "# votos nas enquetes",
  },
  "Questions: {asked} asked, {answered} answered":
    "Perguntas: {asked} feitas, {answered} com resposta",
  "# reactions": { one: "# reação", many: "# de reações", other: "# reações" },
  "Page views over time": "Visualizações ao longo do tempo",
  "Bar chart of page views per day, {from} to {to}: {total} in all, at most {most} in one day.":
    "Gráfico de barras das visualizações por dia, de {from} a {to}: {total} no total, no máximo {most} em um dia.",
  "Bar chart of page views per hour, {from} to {to}: {total} in all, at most {most} in one hour.":
    "Gráfico de barras das visualizações por hora, de {from} a {to}: {total} no total, no máximo {most} em uma hora.",
  "{average} of 5 stars from # ratings": {
    one: "{average} de 5 estrelas, de # avaliação",
    many: "{average} de 5 estrelas, de # de avaliações",
    other: "{average} de 5 estrelas, de # avaliações",
  },
  "See every chart on {product}": "Ver todos os gráficos no {product}",
  "You get this e-mail because you are on this session's team and its report is on for you; you can turn it off on the session's insights screen.":
    "Você recebe este e-mail porque faz parte da equipe desta sessão e o relatório dela está ativado para você; você pode desativá-lo na tela de estatísticas da sessão.",
} satisfies Catalog;
