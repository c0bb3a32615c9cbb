/** Common texts in fr (account screens, app frame, error texts); the English text is the key. */
import type { Catalog } from "../../translate.ts";

export default {
  // The texts of docs/product.md, Errors and messages (shared/src/rules/messages.ts)
  "Please enter your email address": "Veuillez saisir votre adresse e-mail",
  "Please enter a valid email address": "Veuillez saisir une adresse e-mail valide",
  "Please fill all required fields": "Veuillez remplir tous les champs obligatoires",
  "First name and last name are required.": "Le prénom et le nom sont obligatoires.",
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
  "A poll needs 2 to 10 choices.": "Un sondage doit comporter de 2 à 10 choix.",
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
  "Please sign in to continue": "Veuillez vous connecter pour continuer",
  "You do not have access to this": "Vous n’avez pas accès à ce contenu",
  "Only the session's owner can do this": "Seul le propriétaire de la session peut faire cela",
  "Speakers don't vote in their own polls.":
    "Les intervenants ne votent pas dans leurs propres sondages.",
  "Speakers can't ask questions in their own session.":
    "Les intervenants ne peuvent pas poser de questions dans leur propre session.",
  "Q&A is turned off for this session.": "Les questions sont désactivées pour cette session.",
  "Cross-site requests are not allowed": "Les requêtes intersites ne sont pas autorisées",
  "Please reload the page and try again.": "Veuillez recharger la page et réessayer.",
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
  "This session has no slides yet.": "Cette session n’a pas encore de diapos.",
  "This slide is not in the deck.": "Cette diapo n’est pas dans la présentation.",
  "This PDF could not be read. Please export it again and upload it.":
    "Ce PDF n’a pas pu être lu. Exportez-le à nouveau et téléversez-le.",
  "A deck can have at most 300 pages.": "Une présentation peut compter au plus 300 pages.",
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
  // Home page
  "Endless slide requests": "Des demandes de slides sans fin",
  "“Can you send me the slides?” arrives by e-mail, chat and business card for weeks after every talk.":
    "« Vous pouvez m’envoyer les slides ? » arrive par e-mail, par messagerie et sur des cartes de visite pendant des semaines après chaque intervention.",
  "No idea who was listening": "Aucune idée de qui écoutait",
  "A full room leaves no trace: you never learn who wanted more, so no conversation follows.":
    "Une salle pleine ne laisse aucune trace : vous ne savez jamais qui voulait en savoir plus, et aucune conversation ne s’engage.",
  "Q&A runs out of time": "Plus de temps pour les questions",
  "The best questions stay unasked when the clock wins and the microphone never reaches the back row.":
    "Les meilleures questions restent sans réponse quand le temps manque et que le micro n’atteint jamais le fond de la salle.",
  "Missing the pulse of the room": "Impossible de prendre le pouls de la salle",
  "Raised hands are hard to count, and you cannot tell what the audience really thinks.":
    "Les mains levées sont difficiles à compter, et vous ne savez pas ce que le public pense vraiment.",
  "Host everything on one page": "Tout sur une seule page",
  "Slides, handouts, helpful links and next steps live on one session page, shared by link or QR code.":
    "Slides, documents, liens utiles et prochaines étapes réunis sur la page de la session, partagée par lien ou QR code.",
  "Capture leads": "Récoltez des contacts",
  "Attendees leave their e-mail to download. You see who they are and what they took, and export it as CSV.":
    "Les participants laissent leur e-mail pour télécharger. Vous voyez qui ils sont et ce qu’ils ont pris, et vous exportez le tout en CSV.",
  "Collect questions": "Recueillez les questions",
  "A Q&A forum where attendees ask and upvote, so the questions that matter rise to the top.":
    "Un espace de questions où les participants posent et soutiennent des questions, pour faire remonter celles qui comptent.",
  "Poll instantly": "Sondez en direct",
  "Live polls with results that update as votes arrive, ready to embed on any other site.":
    "Des sondages en direct dont les résultats se mettent à jour à chaque vote, prêts à être intégrés sur n’importe quel autre site.",
  "Every talk deserves a page that keeps working":
    "Chaque intervention mérite une page qui travaille pour vous",
  "{product} gives each of your sessions one page for slides, links, questions and live polls. Share it with a QR code, and see who downloaded what.":
    "{product} donne à chacune de vos sessions une page pour les slides, les liens, les questions et les sondages en direct. Partagez-la avec un QR code et voyez qui a téléchargé quoi.",
  "See how it helps": "Découvrir comment",
  "Free account. No password: sign in with a code sent to your e-mail.":
    "Compte gratuit. Pas de mot de passe : connectez-vous avec un code envoyé par e-mail.",
  "{product} in a few seconds: one page per talk with slides, leads, Q&A and live polls":
    "{product} en quelques secondes : une page par intervention avec slides, contacts, questions et sondages en direct",
  "The projector during a talk: a live poll's question with each answer's share of the votes":
    "L’écran de projection pendant une intervention : la question d’un sondage en direct avec la part des votes de chaque réponse",
  "An attendee's phone on the talk's page: the same poll, with the results after voting":
    "Le téléphone d’un participant sur la page de l’intervention : le même sondage, avec les résultats après le vote",
  "What the room sees: the poll on the projector, and the results on every phone.":
    "Ce que voit la salle : le sondage à l’écran de projection, et les résultats sur chaque téléphone.",
  "Speaking is the easy part": "Parler, c’est la partie facile",
  "What happens around the talk is where speakers lose time, contacts and feedback.":
    "C’est autour de l’intervention que les intervenants perdent du temps, des contacts et des retours.",
  "How {product} helps": "Comment {product} vous aide",
  "One page per talk, made in minutes, opened from a QR code on the last slide, and built for venue Wi-Fi that comes and goes.":
    "Une page par intervention, créée en quelques minutes, ouverte depuis un QR code sur la dernière slide, et conçue pour le Wi-Fi capricieux des salles.",
  "Ready for your next talk?": "Envie de préparer votre prochaine intervention ?",
  "Create your first session page in a few minutes. It is free.":
    "Créez votre première page de session en quelques minutes. C’est gratuit.",
  // Sign-up and sign-in
  "Please check your email for the verification code.":
    "Consultez vos e-mails pour trouver le code de vérification.",
  Email: "E-mail",
  "Create your account": "Créez votre compte",
  "Free for speakers. We will e-mail you a 6-digit code to confirm your address.":
    "Gratuit pour les intervenants. Nous vous enverrons un code à 6 chiffres par e-mail pour confirmer votre adresse.",
  "Create Account": "Créer le compte",
  "Creating Account...": "Création du compte…",
  "Registration successful": "Inscription réussie",
  "Registration failed. Please try again later.":
    "L’inscription a échoué. Veuillez réessayer plus tard.",
  "Already have an account?": "Vous avez déjà un compte ?",
  "Sign in": "Se connecter",
  "Back to Home": "Retour à l’accueil",
  "First name": "Prénom",
  "Last name": "Nom",
  "Enter your e-mail and we will send you a 6-digit code. No password needed.":
    "Saisissez votre e-mail et nous vous enverrons un code à 6 chiffres. Aucun mot de passe requis.",
  "Send Verification Code": "Envoyer le code",
  "Sending OTP...": "Envoi du code…",
  "OTP Sent!": "Code envoyé !",
  "Sign in failed": "La connexion a échoué",
  "New to {product}?": "Première visite sur {product} ?",
  "Create an account": "Créer un compte",
  // Code check
  "Email verified successfully": "Adresse e-mail vérifiée",
  "Let's complete your speaker profile to get started!":
    "Complétons votre profil d’intervenant pour commencer !",
  "Welcome back to {product}": "Bon retour sur {product}",
  "Welcome to {product}": "Bienvenue sur {product}",
  "Verification failed": "La vérification a échoué",
  "Invalid or expired code.": "Code non valide ou expiré.",
  "Code resent": "Code renvoyé",
  "Please check your email for the new verification code.":
    "Consultez vos e-mails pour trouver le nouveau code de vérification.",
  "Failed to resend code": "Impossible de renvoyer le code",
  "Please try again later.": "Veuillez réessayer plus tard.",
  "Check your e-mail": "Consultez vos e-mails",
  "We've sent a 6-digit code to {email}": "Nous avons envoyé un code à 6 chiffres à {email}",
  "Back to Sign Up": "Retour à l’inscription",
  "Verification code": "Code de vérification",
  "Digits only. The code expires after # minutes.": {
    one: "Chiffres uniquement. Le code expire au bout de # minute.",
    many: "Chiffres uniquement. Le code expire au bout de # de minutes.",
    other: "Chiffres uniquement. Le code expire au bout de # minutes.",
  },
  "Verifying...": "Vérification…",
  "Verify Code": "Vérifier le code",
  "Sending...": "Envoi…",
  "Resend Code": "Renvoyer le code",
  // Page not found
  "Page not found": "Page introuvable",
  "The page you are looking for does not exist or has moved.":
    "La page que vous cherchez n’existe pas ou a été déplacée.",
  "Back to Dashboard": "Retour au tableau de bord",
  // The speaker profile form (onboarding and My Speaker Profile)
  "Designation / title": "Fonction / titre",
  Company: "Entreprise",
  Bio: "Biographie",
  "Display picture": "Photo de profil",
  "Invalid file": "Fichier non valide",
  Required: "Obligatoire",
  "Enter your LinkedIn profile URL first.": "Saisissez d’abord l’URL de votre profil LinkedIn.",
  "Filled from LinkedIn: {fields}.": "Rempli depuis LinkedIn : {fields}.",
  "LinkedIn returned no details to fill.": "LinkedIn n’a renvoyé aucune information à remplir.",
  "Please try again or fill out the form manually":
    "Veuillez réessayer ou remplir le formulaire vous-même",
  "Picture uploaded": "Photo téléversée",
  "Upload failed": "Échec du téléversement",
  "Failed to upload profile picture. Please try again.":
    "Impossible de téléverser la photo de profil. Veuillez réessayer.",
  Error: "Erreur",
  "Your profile could not be saved. Please try again.":
    "Votre profil n’a pas pu être enregistré. Veuillez réessayer.",
  "LinkedIn profile URL": "URL du profil LinkedIn",
  "Optional. For example linkedin.com/in/your-name":
    "Facultatif. Par exemple linkedin.com/in/votre-nom",
  "Fetching...": "Récupération…",
  "Fetch from LinkedIn": "Importer depuis LinkedIn",
  "Display picture (optional)": "Photo de profil (facultatif)",
  "Your display picture": "Votre photo de profil",
  "Choose a display picture": "Choisir une photo de profil",
  "Uploading...": "Téléversement…",
  "Change picture": "Changer de photo",
  "Upload picture": "Téléverser une photo",
  "Remove picture": "Retirer la photo",
  "An image under 5MB.": "Une image de moins de 5 Mo.",
  "Bio (optional)": "Biographie (facultatif)",
  "Language for e-mails": "Langue des e-mails",
  "Your sign-in codes are sent in this language.":
    "Vos codes de connexion sont envoyés dans cette langue.",
  "Fetching LinkedIn Data": "Récupération des données LinkedIn",
  "Wait, attempting to fetch details from LinkedIn...":
    "Patientez, nous récupérons vos informations sur LinkedIn…",
  "Fetching LinkedIn data": "Récupération des données LinkedIn",
  // Onboarding
  "Complete Speaker Profile": "Complétez votre profil d’intervenant",
  "Attendees see these details on every session page you create.":
    "Les participants voient ces informations sur chaque page de session que vous créez.",
  "Complete Profile & Continue": "Terminer et continuer",
  "Saving...": "Enregistrement…",
  "Profile completed!": "Profil complété !",
  // My Speaker Profile
  "Loading your profile": "Chargement de votre profil",
  "Your profile could not be loaded": "Votre profil n’a pas pu être chargé",
  "Please check your connection and try again.": "Vérifiez votre connexion et réessayez.",
  "Save Changes": "Enregistrer",
  "Profile updated!": "Profil mis à jour !",
  "Your speaker profile has been successfully updated.":
    "Votre profil d’intervenant a bien été mis à jour.",
  "These details appear on your session pages.":
    "Ces informations apparaissent sur les pages de vos sessions.",
  // Poll kinds' refusals (MESSAGES)
  "This poll takes a different kind of answer.": "Ce sondage attend un autre type de réponse.",
  "You chose more answers than this poll allows.":
    "Vous avez choisi plus de réponses que ce sondage n’en permet.",
  "A word needs at least 2 letters.": "Un mot doit comporter au moins 2 lettres.",
  "That word isn't allowed": "Ce mot n’est pas autorisé",
  "You can't post questions in this session":
    "Vous ne pouvez pas poser de questions dans cette session",
  "Please write a reply": "Veuillez écrire une réponse",
  "This question is waiting for review or was dismissed.":
    "Cette question attend une validation ou a été écartée.",
  "This poll already has votes, so its kind can't change.":
    "Ce sondage a déjà des votes : son type de sondage ne peut plus changer.",
  "Only a quiz has an answer to reveal.": "Seul un quiz a une réponse à révéler.",
  "Close the poll before revealing the answer.": "Fermez le sondage avant de révéler la réponse.",
  "The answer of this quiz is revealed, so it can't open again.":
    "La réponse de ce quiz a été révélée : il ne peut plus être rouvert.",
  "A quiz needs exactly one right answer.": "Un quiz doit avoir exactement une bonne réponse.",
  "This kind of poll has no choices.": "Ce type de sondage n’a pas de choix.",
  // Lectern's defaults for texts the speaker may write
  // Sign-in links, locked codes and signed-in devices
  "This link is not valid or was already used. Please ask for a new e-mail.":
    "Ce lien n’est pas valide ou a déjà été utilisé. Veuillez demander un nouvel e-mail.",
  "This link has expired. Please ask for a new e-mail.":
    "Ce lien a expiré. Veuillez demander un nouvel e-mail.",
  "Signed out everywhere": "Déconnecté partout",
  "Every device is now signed out of {product}":
    "Tous les appareils sont maintenant déconnectés de {product}",
  "Keep my account": "Garder mon compte",
  "Delete my account?": "Supprimer mon compte ?",
  "Signed in": "Connecté",
  "This link could not sign you in. Please try again.":
    "Ce lien n’a pas pu vous connecter. Veuillez réessayer.",
  "Sign in with your link": "Connexion avec votre lien",
  "This link did not sign you in.": "Ce lien ne vous a pas connecté.",
  "Signing you in...": "Connexion en cours...",
  "Back to Sign In": "Retour à la connexion",
  "One moment...": "Un instant...",
  "Unknown browser": "Navigateur inconnu",
  "This device": "Cet appareil",
  "Last active {date}": "Dernière activité : {date}",
  "Signing out...": "Déconnexion...",
  "Sign out {device}": "Déconnecter {device}",
  "Signed-in devices": "Appareils connectés",
  "A device that is not used for 14 days is signed out by itself.":
    "Un appareil inutilisé pendant 14 jours est déconnecté automatiquement.",
  "Sign out everywhere": "Se déconnecter partout",
  "Too many wrong codes. Use the link in your e-mail to sign in, or try again in # hours.": {
    one: "Trop de codes erronés. Connectez-vous avec le lien de votre e-mail, ou réessayez dans # heure.",
    many: "Trop de codes erronés. Connectez-vous avec le lien de votre e-mail, ou réessayez dans # d’heures.",
    other:
      "Trop de codes erronés. Connectez-vous avec le lien de votre e-mail, ou réessayez dans # heures.",
  },
  // Attendee data: the e-mail gate, confirmation, quota
  "Please enter the https address of your privacy notice":
    "Veuillez saisir l'adresse https de votre politique de confidentialité",
  "Enter your e-mail address to get this file.":
    "Saisissez votre adresse e-mail pour obtenir ce fichier.",
  "This confirmation link is no longer valid. Download the file again to get a new one.":
    "Ce lien de confirmation n'est plus valide. Téléchargez à nouveau le fichier pour en recevoir un nouveau.",
  "Your storage is full. Delete files you no longer need and try again.":
    "Votre espace de stockage est plein. Supprimez les fichiers dont vous n'avez plus besoin et réessayez.",
  // Authoring (issue 29): optional poll titles, poll order, drop zone, dashboard, limits
  "You can create up to {count} polls per session.":
    "Vous pouvez créer jusqu’à {count} sondages par session.",
  "This session has as many polls as it may have.":
    "Cette session a déjà autant de sondages qu’elle peut en avoir.",
  "Fields marked * are required.": "Les champs marqués d’un * sont obligatoires.",
  // Accessibility (issue 30): the home page's promo video
  "Pause video": "Mettre la vidéo en pause",
  "Play video": "Lire la vidéo",
} satisfies Catalog;
