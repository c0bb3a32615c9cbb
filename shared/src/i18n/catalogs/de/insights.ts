/**
 * Insights screen texts (docs/product.md, Insights): the charts, their tables and the print view, in de; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Download CSV": "CSV herunterladen",
  "Talks ranked by audience, engagement and rating":
    "Vorträge nach Publikum, Engagement und Bewertung",
  "Engagement: votes, questions, upvotes and reactions per visitor.":
    "Engagement: Stimmen, Fragen, Zustimmungen und Reaktionen pro Besucher.",
  Audience: "Publikum",
  "Peak live audience": "Live-Publikum in der Spitze",
  Engagement: "Engagement",
  "Loading insights": "Insights werden geladen",
  "Insights: {title}": "Insights: {title}",
  "Insights could not be loaded": "Die Insights konnten nicht geladen werden",
  "Failed to load insights": "Insights konnten nicht geladen werden",
  "Times are in {zone}.": "Die Zeiten gelten in der Zeitzone {zone}.",
  Show: "Anzeigen",
  "Every day, by the day": "Alle Tage, tageweise",
  "The talk's day, by 5 minutes": "Der Tag des Vortrags, in 5-Minuten-Schritten",
  "Print or save as PDF": "Drucken oder als PDF speichern",
  "QR code": "QR-Code",
  "Embedded poll": "Eingebettete Umfrage",
  "Event agenda": "Programm der Veranstaltung",
  Visitors: "Besucher",
  "Asked to download": "Download angefragt",
  "Confirmed leads": "Bestätigte Leads",
  "Headline figures": "Kennzahlen",
  "Unique visitors": "Eindeutige Besucher",
  "Page views": "Seitenaufrufe",
  "Questions asked": "Gestellte Fragen",
  "Page views and live audience": "Seitenaufrufe und Live-Publikum",
  "Live audience: the most attendees the projector counted.":
    "Live-Publikum: die höchste Zahl an Teilnehmenden, die der Beamer gezählt hat.",
  "Live audience": "Live-Publikum",
  "Where visitors came from": "Woher die Besucher kamen",
  Source: "Quelle",
  "Downloads per resource": "Downloads pro Material",
  "From visitors to leads": "Von Besuchern zu Leads",
  Step: "Schritt",
  People: "Personen",
  Participation: "Beteiligung",
  "Polls: share of the live audience that answered":
    "Umfragen: Anteil des Live-Publikums, der abgestimmt hat",
  Poll: "Umfrage",
  "Share of the live audience": "Anteil des Live-Publikums",
  Asked: "Gestellt",
  Upvotes: "Zustimmungen",
  Ratings: "Bewertungen",
  Stars: "Sterne",
  Chip: "Chip",
  "Times picked": "Wie oft gewählt",
  "# voters": { one: "# abstimmende Person", other: "# abstimmende Personen" },
  "Average {average} of 5 from # ratings": {
    one: "Durchschnitt {average} von 5 aus # Bewertung",
    other: "Durchschnitt {average} von 5 aus # Bewertungen",
  },
  "Last sent {date}.": "Zuletzt gesendet: {date}.",
  "It goes out {date}.": "Er wird am {date} verschickt.",
  "It goes out the day after the talk ends.":
    "Er wird am Tag nach dem Ende des Vortrags verschickt.",
  "Your choice could not be saved": "Deine Auswahl konnte nicht gespeichert werden",
  "Report sent": "Bericht gesendet",
  "The report could not be sent": "Der Bericht konnte nicht gesendet werden",
  "Report by e-mail": "Bericht per E-Mail",
  "E-mail me the report": "Schick mir den Bericht per E-Mail",
  "The day after the talk: its figures, a chart, the top questions and the feedback.":
    "Am Tag nach dem Vortrag: seine Zahlen, ein Diagramm, die wichtigsten Fragen und das Feedback.",
  "Send report now": "Bericht jetzt senden",
  "Hide the numbers": "Zahlen ausblenden",
  "Show the numbers": "Zahlen anzeigen",
  "Nothing to show yet.": "Noch nichts zu zeigen.",
  "Chart: {title}. Its numbers are in the table that follows.":
    "Diagramm: {title}. Die Zahlen dazu stehen in der folgenden Tabelle.",
  Time: "Zeit",
  "Times when nothing happened are left out.":
    "Zeiten, in denen nichts passiert ist, sind ausgelassen.",
  "Insights of {title}": "Insights zu {title}",
  Insights: "Insights",
  "It went to # people.": { one: "Er ging an # Person.", other: "Er ging an # Personen." },
} satisfies Catalog;
