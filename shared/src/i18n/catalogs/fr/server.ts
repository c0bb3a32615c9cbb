/** Texts the server and the service worker render in fr: the first HTML's and the sign-in e-mail's. */
import type { Catalog } from "../../translate.ts";

export default {
  // The session page's first HTML
  Speaker: "Intervenant",
  "LinkedIn profile": "Profil LinkedIn",
  "of {name} (opens in a new tab)": "de {name} (s’ouvre dans un nouvel onglet)",
  "{designation} at {company}": "{designation} chez {company}",
  // The session page's first screen: its sections, resources and Save for offline
  Resources: "Ressources",
  "Q&A": "Questions",
  Polls: "Sondages",
  "Session sections": "Sections de la session",
  "Loading questions...": "Chargement des questions…",
  "Loading polls...": "Chargement des sondages…",
  "Loading slides...": "Chargement des diapos…",
  Slides: "Diapos",
  Presentation: "Présentation",
  Handouts: "Documents",
  "Additional Resources": "Ressources complémentaires",
  "Helpful Links": "Liens utiles",
  "Next Steps": "Prochaines étapes",
  Download: "Télécharger",
  "Visit Link": "Ouvrir le lien",
  "Preview of {title}": "Aperçu de {title}",
  PDF: "PDF",
  "External Link": "Lien externe",
  "Save for offline": "Enregistrer hors ligne",
  "Keep this session's files on your device to open them with no network.":
    "Gardez les fichiers de cette session sur votre appareil pour les ouvrir sans réseau.",
  "Now answering": "Réponse en cours",
  "Learn More": "En savoir plus",
  "Access Resource": "Accéder à la ressource",
  // The session page's footer
  Language: "Langue",
  // The sign-in e-mail
  "Your {product} code: {code}": "Votre code {product} : {code}",
  "Hello {firstName},": "Bonjour {firstName},",
  "It expires in # minutes.": {
    one: "Il expire dans # minute.",
    many: "Il expire dans # de minutes.",
    other: "Il expire dans # minutes.",
  },
  "If you did not ask to sign in to {product}, you can ignore this e-mail.":
    "Si vous n’avez pas demandé à vous connecter à {product}, vous pouvez ignorer cet e-mail.",
  // The account deletion e-mail
  "Your {product} account deletion code: {code}":
    "Votre code {product} de suppression du compte : {code}",
  "Entering this code deletes your account and everything in it: sessions, resources, polls, questions and leads. This cannot be undone.":
    "Saisir ce code supprime votre compte et tout son contenu : sessions, ressources, sondages, questions et contacts. Cette action est irréversible.",
  "If you did not ask to delete your account, do not enter the code; you can ignore this e-mail.":
    "Si vous n’avez pas demandé à supprimer votre compte, ne saisissez pas le code ; vous pouvez ignorer cet e-mail.",
  // The sign-in link and the locked-codes e-mail
  "Hello,": "Bonjour,",
  "Too many wrong codes for your {product} account":
    "Trop de codes erronés pour votre compte {product}",
  "Too many wrong codes were entered for your {product} account, so its codes are refused for the next 24 hours.":
    "Trop de codes erronés ont été saisis pour votre compte {product} : ses codes sont refusés pendant les 24 prochaines heures.",
  "You can still sign in with the link in your sign-in e-mail. If this was not you, nobody got in and you need not do anything.":
    "Vous pouvez toujours vous connecter avec le lien de votre e-mail de connexion. Si ce n’était pas vous, personne n’est entré et vous n’avez rien à faire.",
  "Or sign in with this link, valid for # minutes and only once:": {
    one: "Ou connectez-vous avec ce lien, valable # minute et une seule fois :",
    many: "Ou connectez-vous avec ce lien, valable # de minutes et une seule fois :",
    other: "Ou connectez-vous avec ce lien, valable # minutes et une seule fois :",
  },
  "Or confirm the deletion with this link, valid for # minutes and only once:": {
    one: "Ou confirmez la suppression avec ce lien, valable # minute et une seule fois :",
    many: "Ou confirmez la suppression avec ce lien, valable # de minutes et une seule fois :",
    other: "Ou confirmez la suppression avec ce lien, valable # minutes et une seule fois :",
  },
  // Attendee data: the e-mail gate, confirmation, quota
  Image: "Image",
  "{speaker} will receive your e-mail address and may contact you about this talk.":
    "{speaker} recevra votre adresse e-mail et pourra vous contacter au sujet de cette présentation.",
  'Confirm your e-mail to get "{title}"': "Confirmez votre adresse e-mail pour obtenir « {title} »",
  'You asked for "{title}" from {speaker}.': "Vous avez demandé « {title} » de {speaker}.",
  "Open this link to confirm your e-mail address and get it:":
    "Ouvrez ce lien pour confirmer votre adresse e-mail et l'obtenir :",
  "If you did not ask for it, ignore this e-mail: your address stays unconfirmed.":
    "Si vous ne l'avez pas demandé, ignorez cet e-mail : votre adresse reste non confirmée.",
  "The link works for # hours.": {
    one: "Le lien fonctionne pendant # heure.",
    many: "Le lien fonctionne pendant # d'heures.",
    other: "Le lien fonctionne pendant # heures.",
  },
  // A talk run by a team (members/mail.ts)
  "As a co-host you can edit the page and its polls and run the room.":
    "En tant que co-animateur, vous pouvez modifier la page et ses sondages et animer la salle.",
  "As a moderator you can run the live console and moderate the questions.":
    "En tant que modérateur, vous pouvez utiliser la console en direct et modérer les questions.",
  "As a viewer you can read the results and the questions.":
    "En tant que lecteur, vous pouvez consulter les résultats et les questions.",
  '{owner} invited you to "{title}" on {product}':
    "{owner} vous a invité à « {title} » sur {product}",
  '{owner} invited you to help with the session "{title}".':
    "{owner} vous a invité à aider pour la session « {title} ».",
  "Open this link to sign in with this e-mail address; the session is under Shared with me:":
    "Ouvrez ce lien pour vous connecter avec cette adresse e-mail ; la session se trouve dans Partagées avec moi :",
  "If you don't know {owner}, you can ignore this e-mail.":
    "Si vous ne connaissez pas {owner}, vous pouvez ignorer cet e-mail.",
  "Your {product} code to hand over a session: {code}":
    "Votre code {product} pour transmettre une session : {code}",
  'Entering this code makes {member} the owner of "{title}", with its leads; you stay on as a co-host.':
    "Saisir ce code fait de {member} le propriétaire de « {title} », avec ses leads ; vous restez co-animateur.",
  "If you did not ask to hand over the session, do not enter the code.":
    "Si vous n’avez pas demandé à transmettre la session, ne saisissez pas le code.",
} satisfies Catalog;
