/**
 * Attendee texts in de: the session page, the embed and their offline texts. The English
 * text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  // Session page
  "Session Not Found": "Session nicht gefunden",
  "The session you're looking for doesn't exist or has been removed.":
    "Die gesuchte Session gibt es nicht oder sie wurde gelöscht.",
  "Loading session...": "Session wird geladen …",
  // Resources tab
  "Processing...": "Wird verarbeitet …",
  // Save for offline
  "Some files could not be saved. Check your connection and try again.":
    "Einige Dateien konnten nicht gespeichert werden. Prüfe deine Verbindung und versuche es noch einmal.",
  "Saved for offline": "Offline gespeichert",
  "Saving... {percent}%": "Wird gespeichert … {percent}\u00a0%",
  "All # files are on this device and open with no network.": {
    one: "Die Datei ist auf diesem Gerät und öffnet sich ohne Netz.",
    other: "Alle # Dateien sind auf diesem Gerät und öffnen sich ohne Netz.",
  },
  "Saving files for offline: {done} of {total}":
    "Dateien werden offline gespeichert: {done} von {total}",
  "Your device is out of storage space, so this could not be saved for later. Free some space and try again.":
    "Auf deinem Gerät ist kein Speicherplatz mehr frei, daher konnte das nicht für später gespeichert werden. Gib etwas Speicher frei und versuche es noch einmal.",
  "You're offline": "Du bist offline",
  // Download dialog and download
  "Download failed": "Download fehlgeschlagen",
  "You're offline. Please try again when you're connected.":
    "Du bist offline. Versuche es noch einmal, sobald du wieder verbunden bist.",
  "Download resource": "Material herunterladen",
  'Enter your email address to get "{title}".':
    "Gib deine E-Mail-Adresse ein, um „{title}“ zu erhalten.",
  "Email address": "E-Mail-Adresse",
  "you@example.com": "du@example.com",
  "Your browser blocked the new tab": "Dein Browser hat den neuen Tab blockiert",
  "Open link": "Link öffnen",
  "Opened your saved copy": "Deine gespeicherte Kopie ist geöffnet",
  "Your download is recorded and will be sent when you're back online.":
    "Dein Download ist vermerkt und wird gesendet, sobald du wieder online bist.",
  "Your request is saved and will be sent when you're back online. You can open the file then.":
    "Deine Anfrage ist gespeichert und wird gesendet, sobald du wieder online bist. Dann kannst du die Datei öffnen.",
  "Your download is ready": "Dein Download ist bereit",
  "Open file": "Datei öffnen",
  "Please try again in a moment.": "Bitte versuche es gleich noch einmal.",
  // Q&A forum
  "Failed to post question": "Frage konnte nicht gesendet werden",
  "Question posted!": "Frage gesendet!",
  "Unable to vote": "Hochstimmen nicht möglich",
  "Vote recorded!": "Zustimmung gezählt!",
  "Question marked as answered": "Frage als beantwortet markiert",
  "Question deleted": "Frage gelöscht",
  "Failed to mark as answered": "Konnte nicht als beantwortet markiert werden",
  "Failed to delete question": "Frage konnte nicht gelöscht werden",
  "Failed to load questions": "Fragen konnten nicht geladen werden",
  Questions: "Fragen",
  Unanswered: "Unbeantwortet",
  Answered: "Beantwortet",
  "No questions yet": "Noch keine Fragen",
  "No questions have been submitted yet": "Es wurden noch keine Fragen gestellt",
  "Be the first to ask a question!": "Stell die erste Frage!",
  "No answered questions": "Keine beantworteten Fragen",
  "Answered questions will appear here": "Beantwortete Fragen erscheinen hier",
  "Q&A Forum": "Fragenforum",
  "Ask Question": "Frage stellen",
  Anonymous: "Anonym",
  "Upvote, # upvotes": { one: "Hochstimmen, # Zustimmung", other: "Hochstimmen, # Zustimmungen" },
  "Mark Answered": "Als beantwortet markieren",
  "Delete question": "Frage löschen",
  "Delete question (You're offline)": "Frage löschen (du bist offline)",
  "Your question goes to the speaker and the audience.":
    "Deine Frage geht an den Speaker und das Publikum.",
  "Leave it empty to ask anonymously.": "Leer lassen, um anonym zu fragen.",
  "Your name (optional)": "Dein Name (optional)",
  "Your Question": "Deine Frage",
  "Post Question": "Frage senden",
  "Posting...": "Wird gesendet …",
  "Pending sync": "Wartet auf Senden",
  // Polls tab and poll cards
  "Error loading polls: {reason}": "Fehler beim Laden der Umfragen: {reason}",
  "No polls available": "Keine Umfragen vorhanden",
  "The speaker hasn't created any polls for this session yet.":
    "Der Speaker hat für diese Session noch keine Umfragen erstellt.",
  "Loading results...": "Ergebnisse werden geladen …",
  "Open for voting": "Abstimmung offen",
  "Voting closed": "Abstimmung geschlossen",
  "Results could not be loaded. They will appear when the connection is back.":
    "Die Ergebnisse konnten nicht geladen werden. Sie erscheinen, sobald die Verbindung wieder steht.",
  "# votes": { one: "# Stimme", other: "# Stimmen" },
  "(your vote)": "(deine Stimme)",
  "{percent}%": "{percent}\u00a0%",
  "Total votes: {count}": "Stimmen insgesamt: {count}",
  "Vote to see results": "Stimm ab, um die Ergebnisse zu sehen",
  "Results will appear in real-time after you vote.":
    "Nach deiner Stimmabgabe erscheinen die Ergebnisse live.",
  "Submitting...": "Wird gesendet …",
  "Submit Vote": "Abstimmen",
  "Saved - will be sent when you're back online":
    "Gespeichert – wird gesendet, sobald du wieder online bist",
  "Vote submitted": "Stimme abgegeben",
  "Vote failed": "Abstimmung fehlgeschlagen",
  "Failed to submit vote. Please try again.":
    "Deine Stimme konnte nicht gesendet werden. Bitte versuche es noch einmal.",
  // Poll kinds
  "Choose up to {count}": "Wähle bis zu {count} Antworten",
  "Up to # words or short phrases, {max} characters each": {
    one: "Ein Wort oder kurzer Ausdruck, höchstens {max} Zeichen",
    other: "Bis zu # Wörter oder kurze Ausdrücke, je höchstens {max} Zeichen",
  },
  "Your word": "Dein Wort",
  "Word {number}": "Wort {number}",
  "Correct!": "Richtig!",
  "The answer was: {answer}": "Die Antwort war: {answer}",
  "Correct answer": "Richtige Antwort",
  "Total voters: {count}": "Abstimmende insgesamt: {count}",
  "No words yet": "Noch keine Wörter",
  "Words sent": "Gesendete Wörter",
  "Your words: {words}": "Deine Wörter: {words}",
  "Average rating": "Durchschnittliche Bewertung",
  "No ratings yet": "Noch keine Bewertungen",
  "out of {scale}": "von {scale}",
  "Votes per score": "Stimmen je Wert",
  "Your rating: {rating}": "Deine Bewertung: {rating}",
  // Embedded poll
  "Powered by {product}": "Bereitgestellt von {product}",
  "Poll Not Available": "Umfrage nicht verfügbar",
  Live: "Live",
  Closed: "Geschlossen",
  "Loading poll...": "Umfrage wird geladen …",
  "Your vote was not sent: {reason}": "Deine Stimme wurde nicht gesendet: {reason}",
  Discard: "Verwerfen",
  "Invalid Poll": "Ungültige Umfrage",
  "The poll ID is missing or invalid.": "Die Umfrage-ID fehlt oder ist ungültig.",
  "Poll Not Found": "Umfrage nicht gefunden",
  // Outbox status bar and refused actions
  "Offline - nothing waiting to be sent": "Offline – nichts wartet auf Senden",
  "Offline - # actions waiting to be sent": {
    one: "Offline – # Aktion wartet auf Senden",
    other: "Offline – # Aktionen warten auf Senden",
  },
  "# actions waiting to be sent": {
    one: "# Aktion wartet auf Senden",
    other: "# Aktionen warten auf Senden",
  },
  "All caught up": "Alles gesendet",
  "Send now": "Jetzt senden",
  'Question: "{question}"': "Frage: „{question}“",
  Upvote: "Zustimmung",
  "Poll vote": "Stimme in einer Umfrage",
  "Resource download": "Download eines Materials",
  "QR visit": "Besuch per QR-Code",
  "# actions could not be sent": {
    one: "# Aktion konnte nicht gesendet werden",
    other: "# Aktionen konnten nicht gesendet werden",
  },
  "Not sent: {reason}": "Nicht gesendet: {reason}",
  "May not have been sent: {reason}": "Möglicherweise nicht gesendet: {reason}",
  "No answer came for {days} days, so it may have arrived. Check before doing it again.":
    "{days} Tage lang kam keine Antwort, vielleicht ist es also angekommen. Prüfe das, bevor du es noch einmal machst.",
  "It waited more than {days} days to be sent.":
    "Die Aktion wartete länger als {days} Tage auf Senden.",
  "Discard {action}": "{action} verwerfen",
  // Offline copy notice
  "You're offline - showing the page as last seen":
    "Du bist offline – die Seite zeigt den zuletzt gesehenen Stand",
  "Connection problem - showing the last saved copy":
    "Verbindungsproblem – du siehst die zuletzt gespeicherte Kopie",
  "Offline - showing the last saved copy": "Offline – du siehst die zuletzt gespeicherte Kopie",
  "Connection problem - showing the copy from {date}":
    "Verbindungsproblem – du siehst die Kopie vom {date}",
  "Offline - showing the copy from {date}": "Offline – du siehst die Kopie vom {date}",
  // Sending without offline storage
  "Could not reach the app's offline storage. Please reload the page.":
    "Der Offline-Speicher der App ist nicht erreichbar. Bitte lade die Seite neu.",
  // Update prompt
  "A new version is available": "Eine neue Version ist verfügbar",
  Reload: "Neu laden",
  // The room
  // Moderation (docs/product.md, Moderation)
  "Reply from the speaker": "Antwort des Speakers",
  Edited: "Bearbeitet",
  "Waiting for the speaker's approval": "Wartet auf die Freigabe des Speakers",
  "Question sent: it will appear once the speaker approves it.":
    "Frage gesendet: Sie erscheint, sobald der Speaker sie freigibt.",
  // Attendee data: the e-mail gate, confirmation, quota
  "Open the link we e-mailed you to confirm your address, then save for offline again.":
    "Öffne den Link aus unserer E-Mail, um deine Adresse zu bestätigen, und speichere dann erneut für offline.",
  "Your e-mail could not be confirmed. Please try again.":
    "Deine E-Mail-Adresse konnte nicht bestätigt werden. Bitte versuche es erneut.",
  "Confirming your e-mail...": "Deine E-Mail-Adresse wird bestätigt...",
  "Your e-mail could not be confirmed": "Deine E-Mail-Adresse konnte nicht bestätigt werden",
  "E-mail confirmed": "E-Mail-Adresse bestätigt",
  'Thank you. You can now get "{title}".': "Danke. Du kannst „{title}“ jetzt herunterladen.",
  "Back to the session": "Zurück zur Session",
  "Privacy notice": "Datenschutzhinweis",
  "We sent you a link. Open it to confirm your address and get the file.":
    "Wir haben dir einen Link geschickt. Öffne ihn, um deine Adresse zu bestätigen und die Datei zu erhalten.",
  // Attendee page for a phone (issue 29)
  "Upvote taken back": "Stimme zurückgenommen",
  "Show more": "Mehr anzeigen",
  "Show less": "Weniger anzeigen",
  "A poll is on screen": "Eine Umfrage ist auf dem Beamer",
  "Vote now": "Jetzt abstimmen",
  "On screen now": "Jetzt auf dem Beamer",
  "Results after the reveal": "Ergebnisse nach der Auflösung",
  "Results when the poll closes": "Ergebnisse, sobald die Umfrage endet",
  "The speaker shows the answer and the results once the quiz is over.":
    "Der Speaker zeigt die Antwort und die Ergebnisse, wenn das Quiz vorbei ist.",
  "The speaker keeps the results hidden until the poll closes.":
    "Der Speaker zeigt die Ergebnisse erst, wenn die Umfrage endet.",
  "Your answer: {answer}": "Deine Antwort: {answer}",
  // Live events spoken once (issue 30)
  "Now answering: {question}": "Wird gerade beantwortet: {question}",
  "Results: {results}": "Ergebnisse: {results}",
  // Slides tab (issue 32)
  "Error loading slides: {reason}": "Folien konnten nicht geladen werden: {reason}",
  "The speaker hasn't shown any slides yet.": "Der Speaker hat noch keine Folien gezeigt.",
  "Follow the speaker": "Dem Speaker folgen",
  "Back to live": "Zurück zur Live-Folie",
  "Previous page": "Vorherige Seite",
  "Next page": "Nächste Seite",
  "Page {page} of {count}": "Seite {page} von {count}",
  "Offline - the speaker may have moved on": "Offline – der Speaker ist vielleicht schon weiter",
} satisfies Catalog;
