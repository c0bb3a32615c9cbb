/**
 * The report e-mail's texts (docs/product.md, Insights): the day after a talk, to its owner and the members who opted in, in de; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  'Your report for "{title}"': "Dein Bericht für „{title}“",
  'How "{title}" went, as of {date}:': "So lief „{title}“, Stand {date}:",
  "# unique visitors": { one: "# eindeutiger Besucher", other: "# eindeutige Besucher" },
  "# page views": { one: "# Seitenaufruf", other: "# Seitenaufrufe" },
  "Live audience at its peak: {count}": "Live-Publikum in der Spitze: {count}",
  "Leads: {leads}, of which {confirmed} confirmed": "Leads: {leads}, davon {confirmed} bestätigt",
  "# votes in the polls": { one: "# Stimme in den Umfragen", other: "# Stimmen in den Umfragen" },
  "Questions: {asked} asked, {answered} answered":
    "Fragen: {asked} gestellt, {answered} beantwortet",
  "# reactions": { one: "# Reaktion", other: "# Reaktionen" },
  "Page views over time": "Seitenaufrufe im Zeitverlauf",
  "Bar chart of page views per day, {from} to {to}: {total} in all, at most {most} in one day.":
    "Balkendiagramm der Seitenaufrufe pro Tag, {from} bis {to}: insgesamt {total}, höchstens {most} an einem Tag.",
  "Bar chart of page views per hour, {from} to {to}: {total} in all, at most {most} in one hour.":
    "Balkendiagramm der Seitenaufrufe pro Stunde, {from} bis {to}: insgesamt {total}, höchstens {most} in einer Stunde.",
  "{average} of 5 stars from # ratings": {
    one: "{average} von 5 Sternen aus # Bewertung",
    other: "{average} von 5 Sternen aus # Bewertungen",
  },
  "See every chart on {product}": "Alle Diagramme auf {product} ansehen",
  "You get this e-mail because you are on this session's team and its report is on for you; you can turn it off on the session's insights screen.":
    "Du bekommst diese E-Mail, weil du im Team dieser Session bist und ihren Bericht erhältst; du kannst ihn in den Insights der Session abbestellen.",
} satisfies Catalog;
