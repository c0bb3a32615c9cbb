/**
 * Reaction texts (docs/product.md, Reactions): the owner's pick and the refusals, in fr; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Choose one of the session's reactions": "Choisissez une des réactions de la session",
  "Offer at most 5 reactions": "Proposez au plus 5 réactions",
  "Each reaction at most once": "Chaque réaction au plus une fois",
  "This talk does not offer that reaction.": "Cette présentation ne propose pas cette réaction.",
  "Reaction {emoji}": "Réaction {emoji}",
  "Your reaction could not be sent. Please try again.":
    "Votre réaction n'a pas pu être envoyée. Veuillez réessayer.",
  "Reaction {emoji} sent": "Réaction {emoji} envoyée",
  "React to the talk": "Réagir à la présentation",
  "React with {emoji}": "Réagir avec {emoji}",
  "One reaction a second": "Une réaction par seconde",
  Reactions: "Réactions",
  "The session page offers no reactions.": "La page de la session ne propose aucune réaction.",
  "Reactions saved": "Réactions enregistrées",
  "The reactions could not be saved": "Les réactions n’ont pas pu être enregistrées",
  "Attendees tap these on the talk's page and the projector shows them rising. Pick up to {count}, or none to turn them off.":
    "Le public les touche sur la page de l’intervention et le projecteur les fait monter. Choisissez-en jusqu’à {count}, ou aucune pour les désactiver.",
  "Reactions offered": "Réactions proposées",
  "{count} picked: unpick one to choose another.":
    "{count} choisies : retirez-en une pour en choisir une autre.",
  "Save reactions": "Enregistrer les réactions",
  "Use the default reactions": "Utiliser les réactions par défaut",
  "Reactions could not be loaded": "Les réactions n’ont pas pu être chargées",
  "No reactions yet. They show here minute by minute.":
    "Aucune réaction pour l’instant. Elles s’affichent ici minute par minute.",
  "Reactions so far": "Réactions jusqu’ici",
  "Reactions per minute, newest first": "Réactions par minute, les plus récentes d’abord",
  Minute: "Minute",
  "All reactions in the minute": "Toutes les réactions de la minute",
  "Speakers don't react to their own talk.":
    "Les intervenants ne réagissent pas à leur propre intervention.",
} satisfies Catalog;
