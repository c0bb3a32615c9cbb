/** Common texts in fr (account screens, app frame, error texts); the English text is the key. */
import type { Catalog } from "../../translate.ts";

export default {
  // The texts of docs/product.md, Errors and messages (shared/src/rules/messages.ts)
  "Please enter your email address": "Veuillez saisir votre adresse e-mail",
  "Please enter a valid email address": "Veuillez saisir une adresse e-mail valide",
  "Please fill all required fields": "Veuillez remplir tous les champs obligatoires",
  "First name, last name, designation, and company are required.":
    "Le prénom, le nom, la fonction et l’entreprise sont obligatoires.",
  "Invalid LinkedIn URL": "URL LinkedIn non valide",
  "Please enter a valid LinkedIn profile URL (must contain linkedin.com/in/)":
    "Veuillez saisir une URL de profil LinkedIn valide (contenant linkedin.com/in/)",
  "LinkedIn URL is required": "L’URL LinkedIn est obligatoire",
  "File too large": "Fichier trop volumineux",
  "Profile picture must be less than 5MB": "La photo de profil doit faire moins de 5 Mo",
  "File size must be less than 20MB": "Le fichier doit faire moins de 20 Mo",
  "Missing required fields": "Champs obligatoires manquants",
  "Please fill in all required fields: Event Name, Session Title, and Description.":
    "Veuillez remplir tous les champs obligatoires : nom de l’événement, titre de la session et description.",
  "Maximum polls reached": "Nombre maximal de sondages atteint",
  "You can create up to 3 polls per session.": "Vous pouvez créer jusqu’à 3 sondages par session.",
  "A poll needs 2 to 10 choices.": "Un sondage doit comporter de 2 à 10 choix.",
  "Question required": "Question obligatoire",
  "Please enter your question": "Veuillez saisir votre question",
  "Name required": "Nom obligatoire",
  "Please enter your name or choose anonymous":
    "Veuillez saisir votre nom ou choisir de rester anonyme",
  "You have already voted in this poll": "Vous avez déjà voté dans ce sondage",
  "You have already voted for this question": "Vous avez déjà soutenu cette question",
  "You've already upvoted this question": "Vous avez déjà soutenu cette question",
  "This poll is currently closed.": "Ce sondage est actuellement fermé.",
  "This poll is still in draft mode.": "Ce sondage est encore à l’état de brouillon.",
  "A title is required": "Un titre est obligatoire",
  "Only PDF, PNG, JPEG, GIF or WebP files are allowed":
    "Seuls les fichiers PDF, PNG, JPEG, GIF ou WebP sont acceptés",
  "Only PNG, JPEG, GIF or WebP images are allowed":
    "Seules les images PNG, JPEG, GIF ou WebP sont acceptées",
  // What the app says for each error code (pwa/src/api/error-text.ts)
  "Please try again.": "Veuillez réessayer.",
  "Please check what you entered and try again.": "Veuillez vérifier votre saisie et réessayer.",
  "{field}: {message}": "{field} : {message}",
  "This link is not valid.": "Ce lien n’est pas valide.",
  "Request body is not valid JSON": "Le corps de la requête n’est pas du JSON valide",
  "That choice is not part of this poll.": "Ce choix ne fait pas partie de ce sondage.",
  "The upload could not be read. Please try again.":
    "Le fichier téléversé n’a pas pu être lu. Veuillez réessayer.",
  "Choose a file to upload": "Choisissez un fichier à téléverser",
  "Please choose a picture to upload": "Veuillez choisir une image à téléverser",
  "The profile picture must be a file you uploaded":
    "La photo de profil doit être un fichier que vous avez téléversé",
  "There is no active code for this account. Please request a new code.":
    "Aucun code actif pour ce compte. Veuillez demander un nouveau code.",
  "This code has expired. Please request a new code.":
    "Ce code a expiré. Veuillez demander un nouveau code.",
  "That code is not correct.": "Ce code est incorrect.",
  "That code is not correct. # tries left.": {
    one: "Ce code est incorrect. Il vous reste # essai.",
    many: "Ce code est incorrect. Il vous reste # d’essais.",
    other: "Ce code est incorrect. Il vous reste # essais.",
  },
  "Too many wrong codes. Please request a new code.":
    "Trop de codes erronés. Veuillez demander un nouveau code.",
  "Please sign in to continue": "Veuillez vous connecter pour continuer",
  "You do not have access to this": "Vous n’avez pas accès à ce contenu",
  "Only the session's owner can do this": "Seul le propriétaire de la session peut faire cela",
  "Speakers don't vote in their own polls.":
    "Les intervenants ne votent pas dans leurs propres sondages.",
  "Speakers can't ask questions in their own session.":
    "Les intervenants ne peuvent pas poser de questions dans leur propre session.",
  "Q&A is turned off for this session.": "Les questions sont désactivées pour cette session.",
  "Cross-site requests are not allowed": "Les requêtes intersites ne sont pas autorisées",
  "Not found": "Introuvable",
  "No account found with this email. Please sign up first.":
    "Aucun compte n’existe avec cette adresse e-mail. Veuillez d’abord vous inscrire.",
  "This account does not exist. Please sign up again.":
    "Ce compte n’existe pas. Veuillez vous inscrire à nouveau.",
  "User not found": "Utilisateur introuvable",
  "Session not found": "Session introuvable",
  "This poll doesn't exist or has been removed.": "Ce sondage n’existe pas ou a été supprimé.",
  "This choice doesn't exist or has been removed.": "Ce choix n’existe pas ou a été supprimé.",
  "This question doesn't exist or has been removed.":
    "Cette question n’existe pas ou a été supprimée.",
  "Resource not found": "Ressource introuvable",
  "File not found": "Fichier introuvable",
  "The file is missing": "Le fichier est manquant",
  "An account with this email already exists. Please sign in instead.":
    "Un compte existe déjà avec cette adresse e-mail. Veuillez plutôt vous connecter.",
  "A poll can have at most # choices.": {
    one: "Un sondage peut comporter au plus # choix.",
    many: "Un sondage peut comporter au plus # de choix.",
    other: "Un sondage peut comporter au plus # choix.",
  },
  "A poll needs at least # choices.": {
    one: "Un sondage doit comporter au moins # choix.",
    many: "Un sondage doit comporter au moins # de choix.",
    other: "Un sondage doit comporter au moins # choix.",
  },
  "Request body is too large": "La requête est trop volumineuse",
  "Too many requests, please wait a moment": "Trop de requêtes, veuillez patienter un instant",
  "Something went wrong on our side. Please try again.":
    "Un problème est survenu de notre côté. Veuillez réessayer.",
  "We could not send the code e-mail. Please try again in a moment.":
    "Nous n’avons pas pu envoyer l’e-mail contenant le code. Veuillez réessayer dans un instant.",
  "Your account is saved, but we could not send the code e-mail. Please sign in in a moment to get a new code.":
    "Votre compte est enregistré, mais nous n’avons pas pu envoyer l’e-mail contenant le code. Connectez-vous dans un instant pour recevoir un nouveau code.",
  "Failed to fetch LinkedIn data": "Impossible de récupérer les données LinkedIn",
  "Profile lookup is not configured": "La recherche de profil n’est pas configurée",
  "The server can't reach its database right now. Your action is kept and will be sent again.":
    "Le serveur ne parvient pas à joindre sa base de données pour le moment. Votre action est conservée et sera renvoyée.",
  // A screen whose code could not be loaded (pwa/src/app/router.tsx)
  "This page could not be loaded": "Cette page n’a pas pu être chargée",
  "Check your connection, then try again.": "Vérifiez votre connexion, puis réessayez.",
  "Try again": "Réessayer",
  // The toasts' own labels (pwa/src/app/providers.tsx)
  Notifications: "Notifications",
  "Close notification": "Fermer la notification",
  // Top navigation and the account menu
  "Skip to content": "Aller au contenu",
  Main: "Principale",
  "{product}, go to dashboard": "{product}, aller au tableau de bord",
  "{product}, home": "{product}, accueil",
  "Create Session": "Créer une session",
  "Account menu for {name}": "Menu du compte de {name}",
  Dashboard: "Tableau de bord",
  "My Speaker Profile": "Mon profil d’intervenant",
  Language: "Langue",
  "Sign Out": "Se déconnecter",
  "Sign In": "Connexion",
  "Get Started Free": "Inscription gratuite",
  // Dialogs and loading (pwa/src/components/ui)
  Close: "Fermer",
  Cancel: "Annuler",
  Loading: "Chargement",
  // Sign-out, and a speaker whose server session has ended
  "Signed out successfully": "Déconnexion réussie",
  "You have been signed out of {product}": "Déconnexion de {product} effectuée",
  "Please sign in again": "Veuillez vous reconnecter",
  "Your session has ended.": "Votre connexion a expiré.",
} satisfies Catalog;
