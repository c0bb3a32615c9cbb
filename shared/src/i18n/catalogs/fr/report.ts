/**
 * The report e-mail's texts (docs/product.md, Insights): the day after a talk, to its owner and the members who opted in, in fr; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  'Your report for "{title}"': "Votre bilan pour « {title} »",
  'How "{title}" went, as of {date}:': "Le bilan de « {title} », au {date} :",
  "# unique visitors": {
    one: "# visiteur unique",
    many: "# de visiteurs uniques",
    other: "# visiteurs uniques",
  },
  "# page views": { one: "# vue", many: "# de vues", other: "# vues" },
  "Live audience at its peak: {count}": "Public en direct au plus fort : {count}",
  "Leads: {leads}, of which {confirmed} confirmed":
    "Contacts : {leads}, dont {confirmed} confirmés",
  "# votes in the polls": {
    one: "# vote dans les sondages",
    many: "# de votes dans les sondages",
    other: "# votes dans les sondages",
  },
  "Questions: {asked} asked, {answered} answered":
    "Questions : {asked} posées, {answered} avec réponse",
  "# reactions": { one: "# réaction", many: "# de réactions", other: "# réactions" },
  "Page views over time": "Vues au fil du temps",
  "Bar chart of page views per day, {from} to {to}: {total} in all, at most {most} in one day.":
    "Histogramme des vues par jour, du {from} au {to} : {total} au total, au plus {most} en un jour.",
  "Bar chart of page views per hour, {from} to {to}: {total} in all, at most {most} in one hour.":
    "Histogramme des vues par heure, du {from} au {to} : {total} au total, au plus {most} en une heure.",
  "{average} of 5 stars from # ratings": {
    one: "{average} sur 5 étoiles, # note",
    many: "{average} sur 5 étoiles, # de notes",
    other: "{average} sur 5 étoiles, # notes",
  },
  "See every chart on {product}": "Voir tous les graphiques sur {product}",
  "You get this e-mail because you are on this session's team and its report is on for you; you can turn it off on the session's insights screen.":
    "Vous recevez cet e-mail car vous faites partie de l’équipe de cette session et son bilan vous est envoyé ; vous pouvez le désactiver sur l’écran des statistiques de la session.",
} satisfies Catalog;
