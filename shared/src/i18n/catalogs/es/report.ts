/**
 * The report e-mail's texts (docs/product.md, Insights): the day after a talk, to its owner and the members who opted in, in es; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  'Your report for "{title}"': "Tu informe de «{title}»",
  'How "{title}" went, as of {date}:': "Así fue «{title}», a {date}:",
  "# unique visitors": {
    one: "# visitante único",
    many: "# de visitantes únicos",
    other: "# visitantes únicos",
  },
  "# page views": { one: "# visita", many: "# de visitas", other: "# visitas" },
  "Live audience at its peak: {count}": "Público en directo en su punto máximo: {count}",
  "Leads: {leads}, of which {confirmed} confirmed":
    "Contactos: {leads}, de ellos {confirmed} confirmados",
  "# votes in the polls": {
    one: "# voto en las encuestas",
    many: "# de votos en las encuestas",
    other: "# votos en las encuestas",
  },
  "Questions: {asked} asked, {answered} answered":
    "Preguntas: {asked} hechas, {answered} con respuesta",
  "# reactions": { one: "# reacción", many: "# de reacciones", other: "# reacciones" },
  "Page views over time": "Visitas a lo largo del tiempo",
  "Bar chart of page views per day, {from} to {to}: {total} in all, at most {most} in one day.":
    "Gráfico de barras de las visitas por día, del {from} al {to}: {total} en total, como mucho {most} en un día.",
  "Bar chart of page views per hour, {from} to {to}: {total} in all, at most {most} in one hour.":
    "Gráfico de barras de las visitas por hora, del {from} al {to}: {total} en total, como mucho {most} en una hora.",
  "{average} of 5 stars from # ratings": {
    one: "{average} de 5 estrellas, de # valoración",
    many: "{average} de 5 estrellas, de # de valoraciones",
    other: "{average} de 5 estrellas, de # valoraciones",
  },
  "See every chart on {product}": "Ver todos los gráficos en {product}",
  "You get this e-mail because you are on this session's team and its report is on for you; you can turn it off on the session's insights screen.":
    "Recibes este correo porque formas parte del equipo de esta sesión y tienes activado su informe; puedes desactivarlo en la pantalla de estadísticas de la sesión.",
} satisfies Catalog;
