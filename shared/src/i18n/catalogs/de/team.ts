/**
 * Team texts in de (docs/product.md, Team); the English text is the key (docs/decisions.md,
 * Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  // Refusals
  "Your role in this session doesn't allow this": "Deine Rolle in dieser Session erlaubt das nicht",
  "This person is no longer a member of the session":
    "Diese Person ist kein Mitglied der Session mehr",
  "This is the session's owner": "Das ist der Inhaber der Session",
  "This person has not signed in yet. They can take the session once they have.":
    "Diese Person hat sich noch nicht angemeldet. Sobald sie das getan hat, kann sie die Session übernehmen.",

  // Roles
  Owner: "Inhaber",
  "Who can do what": "Wer was darf",
  "The owner can do everything: manage the team, see the leads and delete the session. The others get a role:":
    "Der Inhaber darf alles: das Team verwalten, die Leads sehen und die Session löschen. Alle anderen bekommen eine Rolle:",
  "Edits the page, the resources and the polls, and runs the room.":
    "Bearbeitet die Seite, die Materialien und die Umfragen und leitet die Session live.",
  "Runs the live console and moderates the Q&A.":
    "Bedient die Live-Konsole und moderiert die Fragen.",
  "Sees the results and the questions, and can export them.":
    "Sieht die Ergebnisse und die Fragen und kann sie exportieren.",

  // Inviting
  "Invite someone": "Jemanden einladen",
  "We e-mail them a link. They see the session on their dashboard once they sign in with this address.":
    "Wir schicken der Person einen Link per E-Mail. Sobald sie sich mit dieser Adresse anmeldet, sieht sie die Session in ihrem Dashboard.",
  Role: "Rolle",
  "Send invitation": "Einladung senden",
  "Invitation sent to {email}.": "Einladung an {email} gesendet.",
  "{email} is invited already.": "{email} ist bereits eingeladen.",
  "The invitation could not be sent": "Die Einladung konnte nicht gesendet werden",

  // Members
  "People with access": "Personen mit Zugriff",
  "Loading the team": "Team wird geladen",
  "The team could not be loaded": "Das Team konnte nicht geladen werden",
  "{name} (you)": "{name} (du)",
  "No one else has access yet.": "Sonst hat noch niemand Zugriff.",
  Active: "Aktiv",
  Invited: "Eingeladen",
  "Role of {email}": "Rolle von {email}",
  "{email} is now {role}.": "{email} ist jetzt {role}.",
  "The role could not be changed": "Die Rolle konnte nicht geändert werden",
  "Remove {email}": "{email} entfernen",
  "Remove {email}?": "{email} entfernen?",
  "They lose access to this session at once. You can invite them again later.":
    "Die Person verliert sofort den Zugriff auf diese Session. Du kannst sie später wieder einladen.",
  "Removing...": "Wird entfernt …",
  "{email} was removed": "{email} wurde entfernt",
  "The person could not be removed": "Die Person konnte nicht entfernt werden",

  // Handing over
  "Hand over the session": "Session übergeben",
  "Give this session to a member: they become its owner, with its leads, and you become a co-host.":
    "Übergib diese Session an ein Mitglied: Die Person wird Inhaber und bekommt die Leads, und du wirst Co-Host.",
  "Only a member who has signed in can take the session.":
    "Nur ein Mitglied, das sich schon angemeldet hat, kann die Session übernehmen.",
  "New owner": "Neuer Inhaber",
  "Hand over": "Übergeben",
  "Hand the session to {name}?": "Session an {name} übergeben?",
  "{name} becomes the session's owner, with its leads, and can manage the team and delete the session. You become a co-host: you can still edit the session and run the room, but no longer see the leads.":
    "{name} wird Inhaber der Session, bekommt die Leads und kann das Team verwalten und die Session löschen. Du wirst Co-Host: Du kannst die Session weiter bearbeiten und live leiten, siehst aber die Leads nicht mehr.",
  "To confirm, we e-mail you a code.": "Zur Bestätigung schicken wir dir einen Code per E-Mail.",
  "We've sent you a 6-digit code.": "Wir haben dir einen 6-stelligen Code geschickt.",
  "Code to hand over the session": "Code zum Übergeben der Session",
  "Handing over...": "Wird übergeben …",
  "{name} now owns the session": "{name} ist jetzt Inhaber der Session",
  "You're now a co-host.": "Du bist jetzt Co-Host.",
  "The session could not be handed over. Please try again.":
    "Die Session konnte nicht übergeben werden. Bitte versuche es noch einmal.",

  // Activity
  Activity: "Aktivität",
  "What the team did in this session, newest first.":
    "Was das Team in dieser Session getan hat, das Neueste zuerst.",
  "Loading the activity": "Aktivität wird geladen",
  "The activity could not be loaded": "Die Aktivität konnte nicht geladen werden",
  "Nothing has happened yet.": "Bisher ist nichts passiert.",
  "Load more": "Mehr laden",
  "More activity could not be loaded": "Weitere Aktivitäten konnten nicht geladen werden",
  "{actor} opened the poll “{subject}”": "{actor} hat die Umfrage „{subject}“ geöffnet",
  "{actor} closed the poll “{subject}”": "{actor} hat die Umfrage „{subject}“ geschlossen",
  "{actor} approved the question “{subject}”": "{actor} hat die Frage „{subject}“ freigegeben",
  "{actor} dismissed the question “{subject}”": "{actor} hat die Frage „{subject}“ abgelehnt",
  "{actor} marked the question “{subject}” answered":
    "{actor} hat die Frage „{subject}“ als beantwortet markiert",
  "{actor} replied to the question “{subject}”":
    "{actor} hat auf die Frage „{subject}“ geantwortet",
  "{actor} blocked the person who asked “{subject}”":
    "{actor} hat die Person gesperrt, die „{subject}“ gefragt hat",
  "{actor} changed the screen to {subject}":
    "{actor} hat die Beamer-Ansicht auf {subject} umgestellt",
  "{actor} added {subject} to the team": "{actor} hat {subject} zum Team hinzugefügt",
  "{actor} changed the role of {subject}": "{actor} hat die Rolle von {subject} geändert",
  "{actor} removed {subject} from the team": "{actor} hat {subject} aus dem Team entfernt",
  "{actor} edited the page": "{actor} hat die Seite bearbeitet",
  "{actor} edited the page: {subject}": "{actor} hat die Seite bearbeitet: {subject}",
  "{actor} added {subject} to the team as {role}":
    "{actor} hat {subject} als {role} zum Team hinzugefügt",
  "{actor} changed the role of {subject} to {role}":
    "{actor} hat die Rolle von {subject} auf {role} geändert",
  "{actor} handed the session to {subject}": "{actor} hat die Session an {subject} übergeben",
  // The projector's refusal (routes/present)
  "Open the presenter link from the speaker, or sign in as the session's speaker or a co-host or moderator of its team.":
    "Öffne den Präsentationslink vom Speaker oder melde dich als Speaker der Session oder als Co-Host oder Moderator ihres Teams an.",
  // The roles (components/session-role.tsx)
  "Co-host": "Co-Host",
  Moderator: "Moderator",
  Viewer: "Betrachter",
} satisfies Catalog;
