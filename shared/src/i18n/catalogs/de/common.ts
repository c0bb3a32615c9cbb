/** Common texts in de (account screens, app frame, error texts); the English text is the key. */
import type { Catalog } from "../../translate.ts";

export default {
  // The texts of docs/product.md, Errors and messages (shared/src/rules/messages.ts)
  "Please enter your email address": "Bitte gib deine E-Mail-Adresse ein",
  "Please enter a valid email address": "Bitte gib eine gültige E-Mail-Adresse ein",
  "Please fill all required fields": "Bitte fülle alle Pflichtfelder aus",
  "First name and last name are required.": "Vorname und Nachname sind Pflichtangaben.",
  "Invalid LinkedIn URL": "Ungültige LinkedIn-URL",
  "Please enter a valid LinkedIn profile URL (must contain linkedin.com/in/)":
    "Bitte gib eine gültige LinkedIn-Profil-URL ein (mit linkedin.com/in/)",
  "LinkedIn URL is required": "LinkedIn-URL fehlt",
  "File too large": "Datei zu groß",
  "Profile picture must be less than 5MB": "Das Profilbild muss kleiner als 5 MB sein",
  "File size must be less than 20MB": "Die Datei muss kleiner als 20 MB sein",
  "Missing required fields": "Pflichtfelder fehlen",
  "Please fill in all required fields: Event Name, Session Title, and Description.":
    "Bitte fülle alle Pflichtfelder aus: Name der Veranstaltung, Session-Titel und Beschreibung.",
  "Maximum polls reached": "Maximale Anzahl an Umfragen erreicht",
  "A poll needs 2 to 10 choices.": "Eine Umfrage braucht 2 bis 10 Antworten.",
  "Please enter your question": "Bitte gib deine Frage ein",
  "Name required": "Name fehlt",
  "Please enter your name or choose anonymous": "Bitte gib deinen Namen ein oder wähle „anonym“",
  "You have already voted in this poll": "Du hast bei dieser Umfrage schon abgestimmt",
  "You have already voted for this question": "Du hast diese Frage schon hochgestimmt",
  "You've already upvoted this question": "Du hast diese Frage schon hochgestimmt",
  "This poll is currently closed.": "Diese Umfrage ist gerade geschlossen.",
  "This poll is still in draft mode.": "Diese Umfrage ist noch ein Entwurf.",
  "A title is required": "Titel fehlt",
  "Only PDF, PNG, JPEG, GIF or WebP files are allowed":
    "Nur PDF-, PNG-, JPEG-, GIF- oder WebP-Dateien sind erlaubt",
  "Only PNG, JPEG, GIF or WebP images are allowed":
    "Nur PNG-, JPEG-, GIF- oder WebP-Bilder sind erlaubt",
  // What the app says for each error code (pwa/src/api/error-text.ts)
  "Please try again.": "Bitte versuche es noch einmal.",
  "Please check what you entered and try again.":
    "Bitte prüfe deine Eingaben und versuche es noch einmal.",
  "{field}: {message}": "{field}: {message}",
  "This link is not valid.": "Dieser Link ist ungültig.",
  "Request body is not valid JSON": "Die Anfrage enthält kein gültiges JSON",
  "That choice is not part of this poll.": "Diese Antwort gehört nicht zu dieser Umfrage.",
  "The upload could not be read. Please try again.":
    "Der Upload konnte nicht gelesen werden. Bitte versuche es noch einmal.",
  "Choose a file to upload": "Wähle eine Datei zum Hochladen",
  "Please choose a picture to upload": "Bitte wähle ein Bild zum Hochladen",
  "The profile picture must be a file you uploaded":
    "Das Profilbild muss eine Datei sein, die du hochgeladen hast",
  "There is no active code for this account. Please request a new code.":
    "Für dieses Konto gibt es keinen gültigen Code. Bitte fordere einen neuen an.",
  "This code has expired. Please request a new code.":
    "Dieser Code ist abgelaufen. Bitte fordere einen neuen an.",
  "That code is not correct.": "Dieser Code ist nicht richtig.",
  "That code is not correct. # tries left.": {
    one: "Dieser Code ist nicht richtig. Noch # Versuch.",
    other: "Dieser Code ist nicht richtig. Noch # Versuche.",
  },
  "Please sign in to continue": "Bitte melde dich an, um fortzufahren",
  "You do not have access to this": "Darauf hast du keinen Zugriff",
  "Only the session's owner can do this": "Das kann nur der Inhaber der Session",
  "Speakers don't vote in their own polls.": "Speaker stimmen nicht in ihren eigenen Umfragen ab.",
  "Speakers can't ask questions in their own session.":
    "Speaker können in ihrer eigenen Session keine Fragen stellen.",
  "Q&A is turned off for this session.": "Fragen sind für diese Session ausgeschaltet.",
  "Cross-site requests are not allowed": "Anfragen von fremden Websites sind nicht erlaubt",
  "Please reload the page and try again.":
    "Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.",
  "Not found": "Nicht gefunden",
  "No account found with this email. Please sign up first.":
    "Zu dieser E-Mail-Adresse gibt es kein Konto. Bitte registriere dich zuerst.",
  "This account does not exist. Please sign up again.":
    "Dieses Konto gibt es nicht. Bitte registriere dich erneut.",
  "User not found": "Benutzer nicht gefunden",
  "Session not found": "Session nicht gefunden",
  "This poll doesn't exist or has been removed.":
    "Diese Umfrage gibt es nicht oder sie wurde entfernt.",
  "This choice doesn't exist or has been removed.":
    "Diese Antwort gibt es nicht oder sie wurde entfernt.",
  "This question doesn't exist or has been removed.":
    "Diese Frage gibt es nicht oder sie wurde entfernt.",
  "This session has no slides yet.": "Diese Sitzung hat noch keine Folien.",
  "This slide is not in the deck.": "Diese Folie ist nicht im Foliensatz.",
  "This PDF could not be read. Please export it again and upload it.":
    "Diese PDF konnte nicht gelesen werden. Bitte exportiere sie erneut und lade sie hoch.",
  "A deck can have at most 300 pages.": "Ein Foliensatz kann höchstens 300 Seiten haben.",
  "Resource not found": "Material nicht gefunden",
  "File not found": "Datei nicht gefunden",
  "The file is missing": "Die Datei fehlt",
  "An account with this email already exists. Please sign in instead.":
    "Zu dieser E-Mail-Adresse gibt es schon ein Konto. Bitte melde dich stattdessen an.",
  "A poll can have at most # choices.": {
    one: "Eine Umfrage kann höchstens # Antwort haben.",
    other: "Eine Umfrage kann höchstens # Antworten haben.",
  },
  "A poll needs at least # choices.": {
    one: "Eine Umfrage braucht mindestens # Antwort.",
    other: "Eine Umfrage braucht mindestens # Antworten.",
  },
  "Request body is too large": "Die Anfrage ist zu groß",
  "Too many requests, please wait a moment": "Zu viele Anfragen, bitte warte einen Moment",
  "Something went wrong on our side. Please try again.":
    "Bei uns ist etwas schiefgelaufen. Bitte versuche es noch einmal.",
  "We could not send the code e-mail. Please try again in a moment.":
    "Wir konnten die E-Mail mit dem Code nicht senden. Bitte versuche es gleich noch einmal.",
  "Your account is saved, but we could not send the code e-mail. Please sign in in a moment to get a new code.":
    "Dein Konto ist gespeichert, aber wir konnten die E-Mail mit dem Code nicht senden. Bitte melde dich gleich an, um einen neuen Code zu bekommen.",
  "Failed to fetch LinkedIn data": "LinkedIn-Daten konnten nicht abgerufen werden",
  "Profile lookup is not configured": "Die Profilsuche ist nicht eingerichtet",
  "The server can't reach its database right now. Your action is kept and will be sent again.":
    "Der Server erreicht seine Datenbank gerade nicht. Deine Aktion bleibt gespeichert und wird erneut gesendet.",
  // A screen whose code could not be loaded (pwa/src/app/router.tsx)
  "This page could not be loaded": "Diese Seite konnte nicht geladen werden",
  "Check your connection, then try again.":
    "Prüfe deine Verbindung und versuche es dann noch einmal.",
  "Try again": "Erneut versuchen",
  // The toasts' own labels (pwa/src/app/providers.tsx)
  Notifications: "Benachrichtigungen",
  "Close notification": "Benachrichtigung schließen",
  // Top navigation and the account menu
  "Skip to content": "Zum Inhalt springen",
  Main: "Hauptmenü",
  "{product}, go to dashboard": "{product}, zum Dashboard",
  "{product}, home": "{product}, Startseite",
  "Create Session": "Session erstellen",
  "Account menu for {name}": "Kontomenü von {name}",
  Dashboard: "Dashboard",
  "My Speaker Profile": "Mein Speaker-Profil",
  "Sign Out": "Abmelden",
  "Sign In": "Anmelden",
  "Get Started Free": "Kostenlos starten",
  // Dialogs and loading (pwa/src/components/ui)
  Close: "Schließen",
  Cancel: "Abbrechen",
  Loading: "Wird geladen",
  // Sign-out, and a speaker whose server session has ended
  "Signed out successfully": "Erfolgreich abgemeldet",
  "You have been signed out of {product}": "Du wurdest von {product} abgemeldet",
  "Please sign in again": "Bitte melde dich erneut an",
  "Your session has ended.": "Deine Anmeldung ist abgelaufen.",
  // Home page
  "Endless slide requests": "Endlose Anfragen nach den Folien",
  "“Can you send me the slides?” arrives by e-mail, chat and business card for weeks after every talk.":
    "„Kannst du mir die Folien schicken?“ kommt nach jedem Vortrag wochenlang per E-Mail, Chat und Visitenkarte.",
  "No idea who was listening": "Keine Ahnung, wer zugehört hat",
  "A full room leaves no trace: you never learn who wanted more, so no conversation follows.":
    "Ein voller Saal hinterlässt keine Spuren: Du erfährst nie, wer mehr wissen wollte, also folgt kein Gespräch.",
  "Q&A runs out of time": "Keine Zeit mehr für Fragen",
  "The best questions stay unasked when the clock wins and the microphone never reaches the back row.":
    "Die besten Fragen bleiben ungestellt, wenn die Zeit abläuft und das Mikrofon nie die letzte Reihe erreicht.",
  "Missing the pulse of the room": "Kein Gespür für die Stimmung im Saal",
  "Raised hands are hard to count, and you cannot tell what the audience really thinks.":
    "Gehobene Hände sind schwer zu zählen, und du weißt nicht, was das Publikum wirklich denkt.",
  "Host everything on one page": "Alles auf einer Seite",
  "Slides, handouts, helpful links and next steps live on one session page, shared by link or QR code.":
    "Folien, Handouts, nützliche Links und nächste Schritte liegen auf einer Session-Seite, geteilt per Link oder QR-Code.",
  "Capture leads": "Leads gewinnen",
  "Attendees leave their e-mail to download. You see who they are and what they took, and export it as CSV.":
    "Teilnehmer hinterlassen für den Download ihre E-Mail-Adresse. Du siehst, wer sie sind und was sie mitgenommen haben, und exportierst alles als CSV.",
  "Collect questions": "Fragen sammeln",
  "A Q&A forum where attendees ask and upvote, so the questions that matter rise to the top.":
    "Ein Fragenforum, in dem Teilnehmer fragen und hochstimmen, damit die wichtigen Fragen nach oben kommen.",
  "Poll instantly": "Sofort abstimmen lassen",
  "Live polls with results that update as votes arrive, ready to embed on any other site.":
    "Live-Umfragen, deren Ergebnisse sich mit jeder Stimme aktualisieren – zum Einbetten auf jeder anderen Website.",
  "Every talk deserves a page that keeps working":
    "Jeder Vortrag verdient eine Seite, die weiterwirkt",
  "{product} gives each of your sessions one page for slides, links, questions and live polls. Share it with a QR code, and see who downloaded what.":
    "{product} gibt jeder deiner Sessions eine Seite für Folien, Links, Fragen und Live-Umfragen. Teile sie per QR-Code und sieh, wer was heruntergeladen hat.",
  "See how it helps": "So hilft es dir",
  "Free account. No password: sign in with a code sent to your e-mail.":
    "Kostenloses Konto. Kein Passwort: Du meldest dich mit einem Code an, den wir dir per E-Mail schicken.",
  "{product} in a few seconds: one page per talk with slides, leads, Q&A and live polls":
    "{product} in wenigen Sekunden: eine Seite pro Vortrag mit Folien, Leads, Fragen und Live-Umfragen",
  "The projector during a talk: a live poll's question with each answer's share of the votes":
    "Der Beamer während eines Vortrags: die Frage einer Live-Umfrage mit dem Stimmenanteil jeder Antwort",
  "An attendee's phone on the talk's page: the same poll, with the results after voting":
    "Das Handy eines Teilnehmers auf der Seite des Vortrags: dieselbe Umfrage mit den Ergebnissen nach der Abstimmung",
  "What the room sees: the poll on the projector, and the results on every phone.":
    "Was der Saal sieht: die Umfrage auf dem Beamer und die Ergebnisse auf jedem Handy.",
  "Speaking is the easy part": "Der Vortrag ist der leichte Teil",
  "What happens around the talk is where speakers lose time, contacts and feedback.":
    "Rund um den Vortrag verlieren Speaker Zeit, Kontakte und Feedback.",
  "How {product} helps": "So hilft {product}",
  "One page per talk, made in minutes, opened from a QR code on the last slide, and built for venue Wi-Fi that comes and goes.":
    "Eine Seite pro Vortrag: in Minuten erstellt, per QR-Code auf der letzten Folie geöffnet und gemacht für WLAN vor Ort, das kommt und geht.",
  "Ready for your next talk?": "Bereit für deinen nächsten Vortrag?",
  "Create your first session page in a few minutes. It is free.":
    "Erstelle deine erste Session-Seite in wenigen Minuten. Kostenlos.",
  // Sign-up and sign-in
  "Please check your email for the verification code.":
    "Den Bestätigungscode findest du in deinem Postfach.",
  Email: "E-Mail",
  "Create your account": "Konto erstellen",
  "Free for speakers. We will e-mail you a 6-digit code to confirm your address.":
    "Kostenlos für Speaker. Wir schicken dir einen 6-stelligen Code, um deine E-Mail-Adresse zu bestätigen.",
  "Create Account": "Konto erstellen",
  "Creating Account...": "Konto wird erstellt …",
  "Registration successful": "Registrierung erfolgreich",
  "Registration failed. Please try again later.":
    "Registrierung fehlgeschlagen. Bitte versuche es später noch einmal.",
  "Already have an account?": "Schon ein Konto?",
  "Sign in": "Anmelden",
  "Back to Home": "Zur Startseite",
  "First name": "Vorname",
  "Last name": "Nachname",
  "Enter your e-mail and we will send you a 6-digit code. No password needed.":
    "Gib deine E-Mail-Adresse ein und wir schicken dir einen 6-stelligen Code. Kein Passwort nötig.",
  "Send Verification Code": "Code senden",
  "Sending OTP...": "Code wird gesendet …",
  "OTP Sent!": "Code gesendet!",
  "Sign in failed": "Anmeldung fehlgeschlagen",
  "New to {product}?": "Neu bei {product}?",
  "Create an account": "Konto erstellen",
  // Code check
  "Email verified successfully": "E-Mail-Adresse bestätigt",
  "Let's complete your speaker profile to get started!":
    "Vervollständige jetzt dein Speaker-Profil, dann kann es losgehen!",
  "Welcome back to {product}": "Willkommen zurück bei {product}",
  "Welcome to {product}": "Willkommen bei {product}",
  "Verification failed": "Bestätigung fehlgeschlagen",
  "Invalid or expired code.": "Ungültiger oder abgelaufener Code.",
  "Code resent": "Code erneut gesendet",
  "Please check your email for the new verification code.":
    "Den neuen Bestätigungscode findest du in deinem Postfach.",
  "Failed to resend code": "Code konnte nicht erneut gesendet werden",
  "Please try again later.": "Bitte versuche es später noch einmal.",
  "Check your e-mail": "Sieh in dein Postfach",
  "We've sent a 6-digit code to {email}": "Wir haben einen 6-stelligen Code an {email} geschickt",
  "Back to Sign Up": "Zurück zur Registrierung",
  "Verification code": "Bestätigungscode",
  "Digits only. The code expires after # minutes.": {
    one: "Nur Ziffern. Der Code läuft nach # Minute ab.",
    other: "Nur Ziffern. Der Code läuft nach # Minuten ab.",
  },
  "Verifying...": "Wird geprüft …",
  "Verify Code": "Code prüfen",
  "Sending...": "Wird gesendet …",
  "Resend Code": "Code erneut senden",
  // Page not found
  "Page not found": "Seite nicht gefunden",
  "The page you are looking for does not exist or has moved.":
    "Die Seite, die du suchst, gibt es nicht oder sie ist umgezogen.",
  "Back to Dashboard": "Zurück zum Dashboard",
  // The speaker profile form (onboarding and My Speaker Profile)
  "Designation / title": "Position / Titel",
  Company: "Unternehmen",
  Bio: "Bio",
  "Display picture": "Profilbild",
  "Invalid file": "Ungültige Datei",
  Required: "Pflichtfeld",
  "Enter your LinkedIn profile URL first.": "Gib zuerst die URL deines LinkedIn-Profils ein.",
  "Filled from LinkedIn: {fields}.": "Von LinkedIn übernommen: {fields}.",
  "LinkedIn returned no details to fill.": "LinkedIn hat keine Angaben zum Ausfüllen geliefert.",
  "Please try again or fill out the form manually":
    "Bitte versuche es noch einmal oder fülle das Formular selbst aus",
  "Picture uploaded": "Bild hochgeladen",
  "Upload failed": "Upload fehlgeschlagen",
  "Failed to upload profile picture. Please try again.":
    "Das Profilbild konnte nicht hochgeladen werden. Bitte versuche es noch einmal.",
  Error: "Fehler",
  "Your profile could not be saved. Please try again.":
    "Dein Profil konnte nicht gespeichert werden. Bitte versuche es noch einmal.",
  "LinkedIn profile URL": "LinkedIn-Profil-URL",
  "Optional. For example linkedin.com/in/your-name":
    "Optional. Zum Beispiel linkedin.com/in/dein-name",
  "Fetching...": "Wird abgerufen …",
  "Fetch from LinkedIn": "Von LinkedIn übernehmen",
  "Display picture (optional)": "Profilbild (optional)",
  "Your display picture": "Dein Profilbild",
  "Choose a display picture": "Profilbild auswählen",
  "Uploading...": "Wird hochgeladen …",
  "Change picture": "Bild ändern",
  "Upload picture": "Bild hochladen",
  "Remove picture": "Bild entfernen",
  "An image under 5MB.": "Ein Bild unter 5 MB.",
  "Bio (optional)": "Bio (optional)",
  "Language for e-mails": "Sprache der E-Mails",
  "Your sign-in codes are sent in this language.": "Deine Anmeldecodes kommen in dieser Sprache.",
  "Fetching LinkedIn Data": "LinkedIn-Daten werden abgerufen",
  "Wait, attempting to fetch details from LinkedIn...":
    "Einen Moment, wir rufen deine Angaben von LinkedIn ab …",
  "Fetching LinkedIn data": "LinkedIn-Daten werden abgerufen",
  // Onboarding
  "Complete Speaker Profile": "Speaker-Profil vervollständigen",
  "Attendees see these details on every session page you create.":
    "Teilnehmer sehen diese Angaben auf jeder Session-Seite, die du erstellst.",
  "Complete Profile & Continue": "Speichern & weiter",
  "Saving...": "Wird gespeichert …",
  "Profile completed!": "Profil vervollständigt!",
  // My Speaker Profile
  "Loading your profile": "Dein Profil wird geladen",
  "Your profile could not be loaded": "Dein Profil konnte nicht geladen werden",
  "Please check your connection and try again.":
    "Bitte prüfe deine Verbindung und versuche es noch einmal.",
  "Save Changes": "Änderungen speichern",
  "Profile updated!": "Profil aktualisiert!",
  "Your speaker profile has been successfully updated.": "Dein Speaker-Profil wurde aktualisiert.",
  "These details appear on your session pages.":
    "Diese Angaben erscheinen auf deinen Session-Seiten.",
  // Poll kinds' refusals (MESSAGES)
  "This poll takes a different kind of answer.":
    "Diese Umfrage erwartet eine andere Art von Antwort.",
  "You chose more answers than this poll allows.":
    "Du hast mehr Antworten gewählt, als diese Umfrage erlaubt.",
  "A word needs at least 2 letters.": "Ein Wort braucht mindestens 2 Buchstaben.",
  "That word isn't allowed": "Dieses Wort ist nicht erlaubt",
  "You can't post questions in this session": "Du kannst in dieser Session keine Fragen stellen",
  "Please write a reply": "Bitte schreib eine Antwort",
  "This question is waiting for review or was dismissed.":
    "Diese Frage wartet auf Prüfung oder wurde abgelehnt.",
  "This poll already has votes, so its kind can't change.":
    "Diese Umfrage hat schon Stimmen, daher kann ihre Umfrageart nicht mehr geändert werden.",
  "Only a quiz has an answer to reveal.": "Nur ein Quiz hat eine Antwort zum Auflösen.",
  "Close the poll before revealing the answer.":
    "Schließe die Umfrage, bevor du die Antwort auflöst.",
  "The answer of this quiz is revealed, so it can't open again.":
    "Die Antwort dieses Quiz ist aufgelöst, daher kann es nicht wieder geöffnet werden.",
  "A quiz needs exactly one right answer.": "Ein Quiz braucht genau eine richtige Antwort.",
  "This kind of poll has no choices.": "Diese Umfrageart hat keine Antworten.",
  // Lectern's defaults for texts the speaker may write
  // Sign-in links, locked codes and signed-in devices
  "This link is not valid or was already used. Please ask for a new e-mail.":
    "Dieser Link ist ungültig oder wurde schon benutzt. Bitte fordere eine neue E-Mail an.",
  "This link has expired. Please ask for a new e-mail.":
    "Dieser Link ist abgelaufen. Bitte fordere eine neue E-Mail an.",
  "Signed out everywhere": "Überall abgemeldet",
  "Every device is now signed out of {product}": "Jedes Gerät ist jetzt von {product} abgemeldet",
  "Keep my account": "Konto behalten",
  "Delete my account?": "Mein Konto löschen?",
  "Signed in": "Angemeldet",
  "This link could not sign you in. Please try again.":
    "Mit diesem Link konnten wir dich nicht anmelden. Bitte versuche es erneut.",
  "Sign in with your link": "Mit deinem Link anmelden",
  "This link did not sign you in.": "Dieser Link hat dich nicht angemeldet.",
  "Signing you in...": "Du wirst angemeldet …",
  "Back to Sign In": "Zurück zur Anmeldung",
  "One moment...": "Einen Moment …",
  "Unknown browser": "Unbekannter Browser",
  "This device": "Dieses Gerät",
  "Last active {date}": "Zuletzt aktiv: {date}",
  "Signing out...": "Wird abgemeldet …",
  "Sign out {device}": "{device} abmelden",
  "Signed-in devices": "Angemeldete Geräte",
  "A device that is not used for 14 days is signed out by itself.":
    "Ein Gerät, das 14 Tage nicht benutzt wird, wird von selbst abgemeldet.",
  "Sign out everywhere": "Überall abmelden",
  "Too many wrong codes. Use the link in your e-mail to sign in, or try again in # hours.": {
    one: "Zu viele falsche Codes. Melde dich mit dem Link in deiner E-Mail an oder versuche es in # Stunde erneut.",
    other:
      "Zu viele falsche Codes. Melde dich mit dem Link in deiner E-Mail an oder versuche es in # Stunden erneut.",
  },
  // Attendee data: the e-mail gate, confirmation, quota
  "Please enter the https address of your privacy notice":
    "Bitte gib die https-Adresse deines Datenschutzhinweises ein",
  "Enter your e-mail address to get this file.":
    "Gib deine E-Mail-Adresse ein, um diese Datei zu erhalten.",
  "This confirmation link is no longer valid. Download the file again to get a new one.":
    "Dieser Bestätigungslink ist nicht mehr gültig. Lade die Datei erneut herunter, um einen neuen zu erhalten.",
  "Your storage is full. Delete files you no longer need and try again.":
    "Dein Speicher ist voll. Lösche Dateien, die du nicht mehr brauchst, und versuche es erneut.",
  // Authoring (issue 29): optional poll titles, poll order, drop zone, dashboard, limits
  "You can create up to {count} polls per session.":
    "Du kannst bis zu {count} Umfragen pro Session erstellen.",
  "This session has as many polls as it may have.":
    "Diese Session hat bereits so viele Umfragen, wie sie haben darf.",
  "Fields marked * are required.": "Mit * markierte Felder sind Pflichtfelder.",
  // Accessibility (issue 30): the home page's promo video
  "Pause video": "Video anhalten",
  "Play video": "Video abspielen",
} satisfies Catalog;
