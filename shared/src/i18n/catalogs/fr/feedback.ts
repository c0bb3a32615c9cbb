/**
 * Feedback texts (docs/product.md, Feedback): the attendee's card and the Feedback tab, in fr; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "That chip is no longer offered. Please pick again.":
    "Ce mot-clé n'est plus proposé. Veuillez choisir à nouveau.",
  "Feedback is closed for this talk.": "Les avis sont fermés pour cette présentation.",
  "Speakers can't give feedback on their own talk.":
    "Les intervenants ne peuvent pas donner leur avis sur leur propre présentation.",
  "Feedback (CSV)": "Avis (CSV)",
  "Feedback on the talk": "Avis sur la présentation",
  "Export feedback (CSV)": "Exporter les avis (CSV)",
  Feedback: "Avis",
  "Taking feedback": "Recueil des avis",
  "The feedback settings could not be loaded": "Les réglages des avis n'ont pas pu être chargés",
  "What the audience said": "Ce qu'en dit le public",
  "The feedback could not be loaded": "Les avis n'ont pas pu être chargés",
  "Loading the feedback": "Chargement des avis",
  "The feedback settings could not be saved": "Les réglages des avis n'ont pas pu être enregistrés",
  "Opens by itself when the talk ends, {time}, unless you open or close it here.":
    "S'ouvre tout seul à la fin de la présentation, {time}, sauf si vous l'ouvrez ou le fermez ici.",
  "Attendees see stars, chips and a comment box on the talk's page while this is on.":
    "Tant que ceci est activé, les participants voient des étoiles, des mots-clés et un champ de commentaire sur la page de la présentation.",
  "Feedback open": "Avis ouverts",
  "Feedback is open": "Les avis sont ouverts",
  "Feedback is closed": "Les avis sont fermés",
  "Chips saved": "Mots-clés enregistrés",
  "Type the chip's text first": "Saisissez d'abord le texte du mot-clé",
  "That chip is there already": "Ce mot-clé existe déjà",
  Chips: "Mots-clés",
  "Short words attendees may tap beside their stars, up to {count}.":
    "Mots courts que les participants peuvent toucher à côté de leurs étoiles, jusqu'à {count}.",
  "No chips: attendees give stars and a comment.":
    "Aucun mot-clé : les participants donnent des étoiles et un commentaire.",
  "Remove {chip}": "Retirer {chip}",
  "New chip": "Nouveau mot-clé",
  "Remove a chip to add another": "Retirez un mot-clé pour en ajouter un autre",
  "Add chip": "Ajouter le mot-clé",
  "Save chips": "Enregistrer les mots-clés",
  "Use the default chips": "Utiliser les mots-clés par défaut",
  "No feedback yet. It shows here as attendees send it.":
    "Aucun avis pour l'instant. Ils s'affichent ici dès que les participants les envoient.",
  "Stars given": "Étoiles données",
  "Chips picked": "Mots-clés choisis",
  "{chip}: {count}": "{chip} : {count}",
  Comments: "Commentaires",
  "No comments yet.": "Aucun commentaire pour l'instant.",
  "How was the talk?": "Comment était la présentation ?",
  "Your feedback was not taken: {reason}": "Votre avis n'a pas été pris en compte : {reason}",
  "Thanks for your feedback!": "Merci pour votre avis !",
  "Change my feedback": "Modifier mon avis",
  "Choose from 1 to 5 stars": "Choisissez de 1 à 5 étoiles",
  "Your feedback could not be sent. Please try again.":
    "Votre avis n'a pas pu être envoyé. Veuillez réessayer.",
  "Your rating": "Votre note",
  "What stood out? (optional)": "Qu'avez-vous remarqué ? (facultatif)",
  "Comment (optional)": "Commentaire (facultatif)",
  "Send feedback": "Envoyer mon avis",
  Clear: "Clair",
  Inspiring: "Inspirant",
  Practical: "Pratique",
  "Too fast": "Trop rapide",
  "Too basic": "Trop basique",
  "Too advanced": "Trop avancé",
  "Each chip at most once": "Chaque mot-clé une seule fois",
  "Say whether feedback is open, or which chips it offers":
    "Indiquez si les avis sont ouverts, ou quels mots-clés ils proposent",
  "out of 5, from # attendees": {
    one: "sur 5, de # participant",
    many: "sur 5, de # de participants",
    other: "sur 5, de # participants",
  },
  "# stars": { one: "# étoile", many: "# d'étoiles", other: "# étoiles" },
  "You gave # stars": {
    one: "Vous avez donné # étoile",
    many: "Vous avez donné # d'étoiles",
    other: "Vous avez donné # étoiles",
  },
  "# characters left": {
    one: "# caractère restant",
    many: "# de caractères restants",
    other: "# caractères restants",
  },
} satisfies Catalog;
