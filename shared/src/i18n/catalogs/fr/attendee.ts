/**
 * Attendee texts in fr: the session page, the embed and their offline texts. The English
 * text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  // Session page
  "Session Not Found": "Session introuvable",
  "The session you're looking for doesn't exist or has been removed.":
    "La session que vous cherchez n’existe pas ou a été supprimée.",
  "Loading session...": "Chargement de la session…",
  // Resources tab
  "Processing...": "Traitement…",
  // Save for offline
  "Some files could not be saved. Check your connection and try again.":
    "Certains fichiers n’ont pas pu être enregistrés. Vérifiez votre connexion et réessayez.",
  "Saved for offline": "Enregistré hors ligne",
  "Saving... {percent}%": "Enregistrement… {percent}\u00a0%",
  "All # files are on this device and open with no network.": {
    one: "Le fichier est sur cet appareil et s’ouvre sans réseau.",
    many: "Les # de fichiers sont sur cet appareil et s’ouvrent sans réseau.",
    other: "Les # fichiers sont sur cet appareil et s’ouvrent sans réseau.",
  },
  "Saving files for offline: {done} of {total}":
    "Enregistrement des fichiers hors ligne\u00a0: {done} sur {total}",
  "Your device is out of storage space, so this could not be saved for later. Free some space and try again.":
    "Votre appareil n’a plus d’espace de stockage\u00a0: impossible de l’enregistrer pour plus tard. Libérez de l’espace et réessayez.",
  "You're offline": "Vous êtes hors ligne",
  // Download dialog and download
  "Download failed": "Échec du téléchargement",
  "You're offline. Please try again when you're connected.":
    "Vous êtes hors ligne. Réessayez une fois la connexion rétablie.",
  "Download resource": "Télécharger la ressource",
  'Enter your email address to get "{title}".':
    "Saisissez votre adresse e-mail pour obtenir «\u00a0{title}\u00a0».",
  "Email address": "Adresse e-mail",
  "you@example.com": "vous@example.com",
  "Your browser blocked the new tab": "Votre navigateur a bloqué le nouvel onglet",
  "Open link": "Ouvrir le lien",
  "Opened your saved copy": "Votre copie enregistrée est ouverte",
  "Your download is recorded and will be sent when you're back online.":
    "Votre téléchargement est noté et sera envoyé dès votre retour en ligne.",
  "Your request is saved and will be sent when you're back online. You can open the file then.":
    "Votre demande est enregistrée et sera envoyée dès votre retour en ligne. Vous pourrez alors ouvrir le fichier.",
  "Your download is ready": "Votre téléchargement est prêt",
  "Open file": "Ouvrir le fichier",
  "Please try again in a moment.": "Veuillez réessayer dans un instant.",
  // Q&A forum
  "Failed to post question": "Impossible de publier la question",
  "Question posted!": "Question publiée\u00a0!",
  "Unable to vote": "Impossible de soutenir la question",
  "Vote recorded!": "Soutien enregistré\u00a0!",
  "Question marked as answered": "Question marquée avec réponse",
  "Question deleted": "Question supprimée",
  "Failed to mark as answered": "Impossible de marquer la question avec réponse",
  "Failed to delete question": "Impossible de supprimer la question",
  "Failed to load questions": "Impossible de charger les questions",
  Questions: "Questions",
  Unanswered: "Sans réponse",
  Answered: "Avec réponse",
  "No questions yet": "Pas encore de questions",
  "No questions have been submitted yet": "Aucune question n’a encore été posée",
  "Be the first to ask a question!": "Posez la première question\u00a0!",
  "No answered questions": "Aucune question avec réponse",
  "Answered questions will appear here": "Les questions avec réponse apparaîtront ici",
  "Q&A Forum": "Forum de questions",
  "Ask Question": "Poser une question",
  Anonymous: "Anonyme",
  "Upvote, # upvotes": {
    one: "Soutenir, # soutien",
    many: "Soutenir, # de soutiens",
    other: "Soutenir, # soutiens",
  },
  "Mark Answered": "Marquer avec réponse",
  "Delete question": "Supprimer la question",
  "Delete question (You're offline)": "Supprimer la question (vous êtes hors ligne)",
  "Your question goes to the speaker and the audience.":
    "Votre question est transmise à l’intervenant et au public.",
  "Leave it empty to ask anonymously.": "Laissez vide pour poser la question anonymement.",
  "Your name (optional)": "Votre nom (facultatif)",
  "Your Question": "Votre question",
  "Post Question": "Publier la question",
  "Posting...": "Publication…",
  "Pending sync": "En attente d’envoi",
  // Polls tab and poll cards
  "Error loading polls: {reason}": "Erreur de chargement des sondages\u00a0: {reason}",
  "No polls available": "Aucun sondage disponible",
  "The speaker hasn't created any polls for this session yet.":
    "L’intervenant n’a pas encore créé de sondage pour cette session.",
  "Loading results...": "Chargement des résultats…",
  "Open for voting": "Vote ouvert",
  "Voting closed": "Vote fermé",
  "Results could not be loaded. They will appear when the connection is back.":
    "Impossible de charger les résultats. Ils s’afficheront au retour de la connexion.",
  "# votes": { one: "# vote", many: "# de votes", other: "# votes" },
  "(your vote)": "(votre vote)",
  "{percent}%": "{percent}\u00a0%",
  "Total votes: {count}": "Total des votes\u00a0: {count}",
  "Vote to see results": "Votez pour voir les résultats",
  "Results will appear in real-time after you vote.":
    "Les résultats s’afficheront en direct après votre vote.",
  "Submitting...": "Envoi…",
  "Submit Vote": "Voter",
  "Saved - will be sent when you're back online":
    "Enregistré – sera envoyé dès votre retour en ligne",
  "Vote submitted": "Vote envoyé",
  "Vote failed": "Échec du vote",
  "Failed to submit vote. Please try again.":
    "Impossible d’envoyer votre vote. Veuillez réessayer.",
  // Poll kinds
  "Choose up to {count}": "Choisissez jusqu’à {count}\u00a0choix",
  "Up to # words or short phrases, {max} characters each": {
    one: "Un mot ou une courte expression, {max}\u00a0caractères au plus",
    many: "Jusqu’à # de mots ou courtes expressions, {max}\u00a0caractères chacun",
    other: "Jusqu’à # mots ou courtes expressions, {max}\u00a0caractères chacun",
  },
  "Your word": "Votre mot",
  "Word {number}": "Mot {number}",
  "Correct!": "Bonne réponse\u00a0!",
  "The answer was: {answer}": "La réponse était\u00a0: {answer}",
  "Correct answer": "Bonne réponse",
  "Total voters: {count}": "Total des votants\u00a0: {count}",
  "No words yet": "Aucun mot pour l’instant",
  "Words sent": "Mots envoyés",
  "Your words: {words}": "Vos mots\u00a0: {words}",
  "Average rating": "Note moyenne",
  "No ratings yet": "Aucune note pour l’instant",
  "out of {scale}": "sur {scale}",
  "Votes per score": "Votes par note",
  "Your rating: {rating}": "Votre note\u00a0: {rating}",
  // Embedded poll
  "Powered by {product}": "Propulsé par {product}",
  "Poll Not Available": "Sondage indisponible",
  Live: "En direct",
  Closed: "Fermé",
  "Loading poll...": "Chargement du sondage…",
  "Your vote was not sent: {reason}": "Votre vote n’a pas été envoyé\u00a0: {reason}",
  Discard: "Abandonner",
  "Invalid Poll": "Sondage non valide",
  "The poll ID is missing or invalid.": "L’identifiant du sondage est manquant ou non valide.",
  "Poll Not Found": "Sondage introuvable",
  // Outbox status bar and refused actions
  "Offline - nothing waiting to be sent": "Hors ligne – rien en attente d’envoi",
  "Offline - # actions waiting to be sent": {
    one: "Hors ligne – # action en attente d’envoi",
    many: "Hors ligne – # d’actions en attente d’envoi",
    other: "Hors ligne – # actions en attente d’envoi",
  },
  "# actions waiting to be sent": {
    one: "# action en attente d’envoi",
    many: "# d’actions en attente d’envoi",
    other: "# actions en attente d’envoi",
  },
  "All caught up": "Tout est envoyé",
  "Send now": "Envoyer maintenant",
  'Question: "{question}"': "Question\u00a0: «\u00a0{question}\u00a0»",
  Upvote: "Soutien",
  "Poll vote": "Vote à un sondage",
  "Resource download": "Téléchargement d’une ressource",
  "QR visit": "Visite par QR code",
  "# actions could not be sent": {
    one: "# action n’a pas pu être envoyée",
    many: "# d’actions n’ont pas pu être envoyées",
    other: "# actions n’ont pas pu être envoyées",
  },
  "Not sent: {reason}": "Non envoyée\u00a0: {reason}",
  "May not have been sent: {reason}": "Peut-être non envoyée\u00a0: {reason}",
  "No answer came for {days} days, so it may have arrived. Check before doing it again.":
    "Aucune réponse n’est venue en {days}\u00a0jours\u00a0: elle est peut-être arrivée. Vérifiez avant de recommencer.",
  "It waited more than {days} days to be sent.":
    "Elle est restée en attente d’envoi plus de {days}\u00a0jours.",
  "Discard {action}": "Abandonner\u00a0: {action}",
  // Offline copy notice
  "You're offline - showing the page as last seen":
    "Vous êtes hors ligne – page affichée telle que vous l’avez vue en dernier",
  "Connection problem - showing the last saved copy":
    "Problème de connexion – affichage de la dernière copie enregistrée",
  "Offline - showing the last saved copy":
    "Hors ligne – affichage de la dernière copie enregistrée",
  "Connection problem - showing the copy from {date}":
    "Problème de connexion – affichage de la copie du {date}",
  "Offline - showing the copy from {date}": "Hors ligne – affichage de la copie du {date}",
  // Sending without offline storage
  "Could not reach the app's offline storage. Please reload the page.":
    "Le stockage hors ligne de l’application est inaccessible. Veuillez recharger la page.",
  // Update prompt
  "A new version is available": "Une nouvelle version est disponible",
  Reload: "Recharger",
  // The room
  // Moderation (docs/product.md, Moderation)
  "Reply from the speaker": "Réponse de l’intervenant",
  Edited: "Modifiée",
  "Waiting for the speaker's approval": "En attente de l’approbation de l’intervenant",
  "Question sent: it will appear once the speaker approves it.":
    "Question envoyée : elle apparaîtra dès que l’intervenant l’aura approuvée.",
  // Attendee data: the e-mail gate, confirmation, quota
  "Open the link we e-mailed you to confirm your address, then save for offline again.":
    "Ouvrez le lien que nous vous avons envoyé par e-mail pour confirmer votre adresse, puis enregistrez à nouveau hors ligne.",
  "Your e-mail could not be confirmed. Please try again.":
    "Votre adresse e-mail n'a pas pu être confirmée. Veuillez réessayer.",
  "Confirming your e-mail...": "Confirmation de votre adresse e-mail...",
  "Your e-mail could not be confirmed": "Votre adresse e-mail n'a pas pu être confirmée",
  "E-mail confirmed": "Adresse e-mail confirmée",
  'Thank you. You can now get "{title}".': "Merci. Vous pouvez maintenant obtenir « {title} ».",
  "Back to the session": "Retour à la session",
  "Privacy notice": "Politique de confidentialité",
  "We sent you a link. Open it to confirm your address and get the file.":
    "Nous vous avons envoyé un lien. Ouvrez-le pour confirmer votre adresse et obtenir le fichier.",
  // Attendee page for a phone (issue 29)
  "Upvote taken back": "Vote retiré",
  "Show more": "Afficher plus",
  "Show less": "Afficher moins",
  "A poll is on screen": "Un sondage est à l’écran",
  "Vote now": "Votez maintenant",
  "On screen now": "À l’écran maintenant",
  "Results after the reveal": "Résultats après la révélation",
  "Results when the poll closes": "Résultats à la clôture du sondage",
  "The speaker shows the answer and the results once the quiz is over.":
    "L’intervenant montre la réponse et les résultats à la fin du quiz.",
  "The speaker keeps the results hidden until the poll closes.":
    "L’intervenant garde les résultats cachés jusqu’à la clôture du sondage.",
  "Your answer: {answer}": "Votre réponse : {answer}",
  // Live events spoken once (issue 30)
  "Now answering: {question}": "Réponse en cours : {question}",
  "Results: {results}": "Résultats : {results}",
  // Slides tab (issue 32)
  "Error loading slides: {reason}": "Erreur de chargement des diapositives\u00a0: {reason}",
  "The speaker hasn't shown any slides yet.": "L’intervenant n’a encore montré aucune diapositive.",
  "Follow the speaker": "Suivre l’intervenant",
  "Back to live": "Revenir au direct",
  "Previous page": "Page précédente",
  "Next page": "Page suivante",
  "Page {page} of {count}": "Page {page} sur {count}",
  "Offline - the speaker may have moved on":
    "Hors ligne – l’intervenant est peut-être passé à la suite",
} satisfies Catalog;
