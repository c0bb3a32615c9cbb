/**
 * Team texts in fr (docs/product.md, Team); the English text is the key (docs/decisions.md,
 * Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  // Refusals
  "Your role in this session doesn't allow this": "Votre rôle dans cette session ne le permet pas",
  "This person is no longer a member of the session":
    "Cette personne ne fait plus partie de la session",
  "This is the session's owner": "C’est le propriétaire de la session",
  "This person has not signed in yet. They can take the session once they have.":
    "Cette personne ne s’est pas encore connectée. Elle pourra reprendre la session une fois connectée.",

  // Roles
  Owner: "Propriétaire",
  "Who can do what": "Qui peut faire quoi",
  "The owner can do everything: manage the team, see the leads and delete the session. The others get a role:":
    "Le propriétaire peut tout faire : gérer l’équipe, voir les contacts et supprimer la session. Les autres ont un rôle :",
  "Edits the page, the resources and the polls, and runs the room.":
    "Modifie la page, les ressources et les sondages, et anime la session en direct.",
  "Runs the live console and moderates the Q&A.":
    "Pilote la console en direct et modère les questions.",
  "Sees the results and the questions, and can export them.":
    "Voit les résultats et les questions, et peut les exporter.",

  // Inviting
  "Invite someone": "Inviter quelqu’un",
  "We e-mail them a link. They see the session on their dashboard once they sign in with this address.":
    "Nous lui envoyons un lien par e-mail. La session apparaît dans son tableau de bord dès qu’elle se connecte avec cette adresse.",
  Role: "Rôle",
  "Send invitation": "Envoyer l’invitation",
  "Invitation sent to {email}.": "Invitation envoyée à {email}.",
  "{email} is invited already.": "{email} a déjà reçu une invitation.",
  "The invitation could not be sent": "Impossible d’envoyer l’invitation",

  // Members
  "People with access": "Personnes ayant accès",
  "Loading the team": "Chargement de l’équipe",
  "The team could not be loaded": "Impossible de charger l’équipe",
  "{name} (you)": "{name} (vous)",
  "No one else has access yet.": "Personne d’autre n’a encore accès.",
  Active: "Actif",
  Invited: "Invité",
  "Role of {email}": "Rôle de {email}",
  "{email} is now {role}.": "{email} est maintenant {role}.",
  "The role could not be changed": "Impossible de changer le rôle",
  "Remove {email}": "Retirer {email}",
  "Remove {email}?": "Retirer {email} ?",
  "They lose access to this session at once. You can invite them again later.":
    "Cette personne perd immédiatement l’accès à cette session. Vous pourrez l’inviter de nouveau plus tard.",
  "Removing...": "Retrait…",
  "{email} was removed": "{email} a été retiré de l’équipe",
  "The person could not be removed": "Impossible de retirer cette personne",

  // Handing over
  "Hand over the session": "Transmettre la session",
  "Give this session to a member: they become its owner, with its leads, and you become a co-host.":
    "Confiez cette session à un membre : il en devient le propriétaire, avec ses contacts, et vous devenez co-animateur.",
  "Only a member who has signed in can take the session.":
    "Seul un membre déjà connecté peut reprendre la session.",
  "New owner": "Nouveau propriétaire",
  "Hand over": "Transmettre",
  "Hand the session to {name}?": "Transmettre la session à {name} ?",
  "{name} becomes the session's owner, with its leads, and can manage the team and delete the session. You become a co-host: you can still edit the session and run the room, but no longer see the leads.":
    "{name} devient propriétaire de la session, avec ses contacts, et peut gérer l’équipe et supprimer la session. Vous devenez co-animateur : vous pouvez toujours modifier la session et l’animer en direct, mais vous ne voyez plus les contacts.",
  "To confirm, we e-mail you a code.": "Pour confirmer, nous vous envoyons un code par e-mail.",
  "We've sent you a 6-digit code.": "Nous vous avons envoyé un code à 6 chiffres.",
  "Code to hand over the session": "Code de transmission de la session",
  "Handing over...": "Transmission…",
  "{name} now owns the session": "{name} est maintenant propriétaire de la session",
  "You're now a co-host.": "Vous êtes maintenant co-animateur.",
  "The session could not be handed over. Please try again.":
    "Impossible de transmettre la session. Veuillez réessayer.",

  // Activity
  Activity: "Activité",
  "What the team did in this session, newest first.":
    "Ce que l’équipe a fait dans cette session, du plus récent au plus ancien.",
  "Loading the activity": "Chargement de l’activité",
  "The activity could not be loaded": "Impossible de charger l’activité",
  "Nothing has happened yet.": "Rien ne s’est encore passé.",
  "Load more": "Charger plus",
  "More activity could not be loaded": "Impossible de charger la suite de l’activité",
  "{actor} opened the poll “{subject}”": "{actor} a ouvert le sondage « {subject} »",
  "{actor} closed the poll “{subject}”": "{actor} a fermé le sondage « {subject} »",
  "{actor} approved the question “{subject}”": "{actor} a approuvé la question « {subject} »",
  "{actor} dismissed the question “{subject}”": "{actor} a écarté la question « {subject} »",
  "{actor} marked the question “{subject}” answered":
    "{actor} a marqué la question « {subject} » comme répondue",
  "{actor} replied to the question “{subject}”": "{actor} a répondu à la question « {subject} »",
  "{actor} blocked the person who asked “{subject}”":
    "{actor} a bloqué l’auteur de la question « {subject} »",
  "{actor} changed the screen to {subject}":
    "{actor} a affiché {subject} sur l’écran de projection",
  "{actor} added {subject} to the team": "{actor} a ajouté {subject} à l’équipe",
  "{actor} changed the role of {subject}": "{actor} a changé le rôle de {subject}",
  "{actor} removed {subject} from the team": "{actor} a retiré {subject} de l’équipe",
  "{actor} edited the page": "{actor} a modifié la page",
  "{actor} edited the page: {subject}": "{actor} a modifié la page : {subject}",
  "{actor} added {subject} to the team as {role}":
    "{actor} a ajouté {subject} à l’équipe en tant que {role}",
  "{actor} changed the role of {subject} to {role}":
    "{actor} a changé le rôle de {subject} en {role}",
  "{actor} handed the session to {subject}": "{actor} a transmis la session à {subject}",
  // The projector's refusal (routes/present)
  "Open the presenter link from the speaker, or sign in as the session's speaker or a co-host or moderator of its team.":
    "Ouvrez le lien présentateur fourni par l’intervenant, ou connectez-vous en tant qu’intervenant de la session, ou co-animateur ou modérateur de son équipe.",
  // The roles (components/session-role.tsx)
  "Co-host": "Co-animateur",
  Moderator: "Modérateur",
  Viewer: "Lecteur",
} satisfies Catalog;
