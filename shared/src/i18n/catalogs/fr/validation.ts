/** The shared forms' validation texts in fr (shared/src/schemas). */
import type { Catalog } from "../../translate.ts";

export default {
  "First name is required": "Le prénom est obligatoire",
  "Last name is required": "Le nom est obligatoire",
  "The code is 6 digits": "Le code comporte 6 chiffres",
  "Not a valid id": "Identifiant non valide",
  "This field is required": "Ce champ est obligatoire",
  "Contains invalid characters": "Contient des caractères non valides",
  "Please enter a valid URL": "Veuillez saisir une URL valide",
  "Not an uploaded file": "Ce n’est pas un fichier téléversé",
  // Polls and votes (shared/src/schemas/poll.ts)
  "A choice needs text": "Un choix doit avoir un texte",
  "You can't allow more answers than there are choices.":
    "Vous ne pouvez pas autoriser plus de réponses qu’il n’y a de choix.",
  "A poll needs a question": "Un sondage doit avoir une question",
  "Enter the word to hide": "Saisissez le mot à masquer",
  "Enter a word": "Saisissez un mot",
  "A word can be at most 25 characters.": "Un mot peut comporter au plus 25 caractères.",
  "Choose at least one answer": "Choisissez au moins une réponse",
  "You can send up to 3 words.": "Vous pouvez envoyer jusqu’à 3 mots.",
  "Send one answer: choiceId, choiceIds, words, rating, text or ranking.":
    "Envoyez une seule réponse : choiceId, choiceIds, words ou rating.",
  // The room (shared/src/schemas/stage.ts)
  "A poll panel names its poll, and only a poll panel does.":
    "Un panneau de sondage indique son sondage, et seul un panneau de sondage le fait.",
  "A question panel names its question, and only a question panel does.":
    "Un panneau de question indique sa question, et seul un panneau de question le fait.",
  "A slide panel names its page, and only a slide panel does.":
    "Une vue de diapo indique sa page, et seule une vue de diapo le fait.",
  "Choose a setting to change.": "Choisissez un réglage à modifier.",
  // The sign-in link
  "This link is not valid or was already used.": "Ce lien n’est pas valide ou a déjà été utilisé.",
  "Enter the network whose votes to discard": "Saisissez le réseau dont les votes sont à écarter",
  "A choice can be at most 120 characters.": "Un choix ne peut pas dépasser 120 caractères.",
  // Authoring (issue 29): optional poll titles, poll order, drop zone, dashboard, limits
  "List each poll once.": "Indiquez chaque sondage une seule fois.",
} satisfies Catalog;
