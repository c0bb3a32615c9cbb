/**
 * Event texts (docs/product.md, Events): the organisers' screens, in de; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "This schedule can't be read: line {line} is not valid JSON.":
    "Dieser Zeitplan ist nicht lesbar: Zeile {line} ist kein gültiges JSON.",
  "This schedule can't be read: {field} is missing or wrong.":
    "Dieser Zeitplan ist nicht lesbar: {field} fehlt oder ist falsch.",
  "The schedule could not be fetched from that address.":
    "Der Zeitplan konnte von dieser Adresse nicht abgerufen werden.",
  "You are not on this event's team": "Du gehörst nicht zum Team dieser Veranstaltung",
  "This event doesn't exist or has been removed.":
    "Diese Veranstaltung gibt es nicht oder sie wurde entfernt.",
  "This talk is not on the event's agenda.":
    "Dieser Vortrag steht nicht im Programm der Veranstaltung.",
  "This session is already a talk of another event.":
    "Diese Session ist schon ein Vortrag einer anderen Veranstaltung.",
  "You're a speaker of this talk: you can edit the page, run the live console and see its leads. Its team stays with the owner.":
    "Du bist Speaker dieses Vortrags: Du kannst die Seite bearbeiten, die Live-Konsole führen und ihre Leads sehen. Das Team bleibt beim Inhaber.",
  Creator: "Ersteller",
  Organiser: "Organisator",
  Events: "Veranstaltungen",
  "New event": "Neue Veranstaltung",
  "Loading your events": "Deine Veranstaltungen werden geladen",
  "Your events could not be loaded.": "Deine Veranstaltungen konnten nicht geladen werden.",
  "Running a conference? An event holds its talks in rooms, a public agenda and a QR code per room.":
    "Du organisierst eine Konferenz? Eine Veranstaltung hält ihre Vorträge in Räumen, ein öffentliches Programm und einen QR-Code pro Raum.",
  Votes: "Stimmen",
  "The leads could not be downloaded": "Die Leads konnten nicht heruntergeladen werden",
  "Loading the figures": "Zahlen werden geladen",
  "The figures could not be loaded": "Die Zahlen konnten nicht geladen werden",
  "Event dashboard": "Dashboard der Veranstaltung",
  "Every talk's activity, and the event's totals.":
    "Die Aktivität jedes Vortrags und die Summen der Veranstaltung.",
  "Downloading...": "Wird heruntergeladen …",
  "Download the event's leads (CSV)": "Leads der Veranstaltung herunterladen (CSV)",
  "The figures appear here once the event has talks.":
    "Die Zahlen erscheinen hier, sobald die Veranstaltung Vorträge hat.",
  "Activity of each talk": "Aktivität jedes Vortrags",
  Talk: "Vortrag",
  "First day": "Erster Tag",
  "Last day": "Letzter Tag",
  "Time zone": "Zeitzone",
  "The agenda, the talks' times and the room QR codes follow this clock.":
    "Das Programm, die Zeiten der Vorträge und die QR-Codes der Räume richten sich nach dieser Uhr.",
  Venue: "Veranstaltungsort",
  "Collect leads for the event": "Leads für die Veranstaltung sammeln",
  "The event receives the e-mail address of everyone who downloads from a talk, beside its speaker. Attendees are told so before they give it.":
    "Die Veranstaltung erhält neben dem Speaker die E-Mail-Adresse aller, die bei einem Vortrag etwas herunterladen. Die Teilnehmer erfahren das, bevor sie sie angeben.",
  "This event doesn't exist any more, or you are not on its team.":
    "Diese Veranstaltung gibt es nicht mehr, oder du gehörst nicht zu ihrem Team.",
  "You're a viewer of this event: you can see its talks, team and figures, but not change anything.":
    "Du bist Betrachter dieser Veranstaltung: Du siehst ihre Vorträge, ihr Team und ihre Zahlen, kannst aber nichts ändern.",
  "Loading the event": "Veranstaltung wird geladen",
  "The event could not be loaded": "Die Veranstaltung konnte nicht geladen werden",
  "Event sections": "Bereiche der Veranstaltung",
  Talks: "Vorträge",
  Import: "Import",
  Settings: "Einstellungen",
  "Edits the event and every talk, imports schedules and manages the team; a co-host on every talk.":
    "Bearbeitet die Veranstaltung und jeden Vortrag, importiert Zeitpläne und verwaltet das Team; Co-Host bei jedem Vortrag.",
  "Sees the talks, the team and the figures, and changes nothing.":
    "Sieht die Vorträge, das Team und die Zahlen und ändert nichts.",
  "The event's creator can do everything, and alone can delete the event. The others get a role:":
    "Wer die Veranstaltung erstellt hat, darf alles und als Einziger sie löschen. Die anderen bekommen eine Rolle:",
  "The event's team": "Team der Veranstaltung",
  "{email} is on the team already.": "{email} ist schon im Team.",
  "We e-mail them a link. They see the event on their dashboard once they sign in with this address.":
    "Wir schicken einen Link per E-Mail. Sobald die Person sich mit dieser Adresse anmeldet, sieht sie die Veranstaltung auf ihrem Dashboard.",
  "No one else is on the event's team yet.": "Noch niemand sonst ist im Team der Veranstaltung.",
  "They lose access to the event and its talks at once. You can invite them again later.":
    "Die Person verliert sofort den Zugriff auf die Veranstaltung und ihre Vorträge. Du kannst sie später wieder einladen.",
  Created: "Erstellt",
  Updated: "Aktualisiert",
  Unchanged: "Unverändert",
  "Schedule imported": "Zeitplan importiert",
  "Read as a {format} schedule.": "Als {format}-Zeitplan gelesen.",
  "No longer in the schedule (kept)": "Nicht mehr im Zeitplan (behalten)",
  "Edit the session of “{title}”": "Session von „{title}“ bearbeiten",
  Skipped: "Übersprungen",
  "The file is larger than 10 MB.": "Die Datei ist größer als 10 MB.",
  "Choose a schedule file": "Wähle eine Zeitplan-Datei",
  "Enter the schedule's address, starting with https://":
    "Gib die Adresse des Zeitplans ein, beginnend mit https://",
  "Import a schedule": "Zeitplan importieren",
  "A pretalx or frab schedule.json, or a Sessionize “All data” JSON. Talks are matched by their id in the schedule: importing again updates them and never adds them twice.":
    "Eine schedule.json aus pretalx oder frab oder ein „All data“-JSON aus Sessionize. Vorträge werden über ihre ID im Zeitplan zugeordnet: Ein erneuter Import aktualisiert sie und legt sie nie doppelt an.",
  "From a file": "Aus einer Datei",
  "Schedule file": "Zeitplan-Datei",
  "JSON, at most 10 MB.": "JSON, höchstens 10 MB.",
  "Importing...": "Wird importiert …",
  "Import file": "Datei importieren",
  "From an address": "Von einer Adresse",
  "Schedule address": "Adresse des Zeitplans",
  "For example https://pretalx.com/yourconf/schedule/export/schedule.json":
    "Zum Beispiel https://pretalx.com/yourconf/schedule/export/schedule.json",
  "Import from address": "Von Adresse importieren",
  "The schedule was not imported": "Der Zeitplan wurde nicht importiert",
  "Event created": "Veranstaltung erstellt",
  "The event could not be created": "Die Veranstaltung konnte nicht erstellt werden",
  "A conference with its talks in rooms over one or more days, a public agenda and a QR code per room.":
    "Eine Konferenz mit ihren Vorträgen in Räumen an einem oder mehreren Tagen, einem öffentlichen Programm und einem QR-Code pro Raum.",
  "Create event": "Veranstaltung erstellen",
  Letter: "Letter",
  "QR code of {room}: {link}": "QR-Code von {room}: {link}",
  "Scan for the talk on now in this room":
    "Scannen für den Vortrag, der gerade in diesem Raum läuft",
  "Back to the event": "Zurück zur Veranstaltung",
  "Room QR codes: {name}": "QR-Codes der Räume: {name}",
  "Room QR codes": "QR-Codes der Räume",
  "Print a page per room and put it up at its door. Each QR code opens the talk on in that room at the time it is scanned, so the pages stay right all event long.":
    "Drucke eine Seite pro Raum und häng sie an seiner Tür auf. Jeder QR-Code öffnet den Vortrag, der beim Scannen in diesem Raum läuft, so stimmen die Seiten die ganze Veranstaltung lang.",
  "Paper size": "Papierformat",
  Print: "Drucken",
  "Loading the rooms": "Räume werden geladen",
  "The rooms could not be loaded": "Die Räume konnten nicht geladen werden",
  "No rooms yet. A room is made when a talk names it.":
    "Noch keine Räume. Ein Raum entsteht, sobald ein Vortrag ihn nennt.",
  "Pages to print": "Seiten zum Drucken",
  "Agenda and room QR codes": "Programm und QR-Codes der Räume",
  "Public agenda": "Öffentliches Programm",
  "View agenda (opens in a new tab)": "Programm ansehen (öffnet in neuem Tab)",
  "Print room QR codes": "QR-Codes der Räume drucken",
  "No changes to save": "Keine Änderungen zu speichern",
  "Event saved": "Veranstaltung gespeichert",
  "The event could not be saved": "Die Veranstaltung konnte nicht gespeichert werden",
  "Event details": "Angaben zur Veranstaltung",
  "Save changes": "Änderungen speichern",
  "Event deleted": "Veranstaltung gelöscht",
  "Its talks' session pages are kept.": "Die Session-Seiten ihrer Vorträge bleiben erhalten.",
  "The event could not be deleted": "Die Veranstaltung konnte nicht gelöscht werden",
  "Delete event": "Veranstaltung löschen",
  "The agenda, the rooms and the event's team go. Every talk's session page stays, with its resources, polls, questions and leads.":
    "Das Programm, die Räume und das Team der Veranstaltung verschwinden. Die Session-Seite jedes Vortrags bleibt, mit ihren Materialien, Umfragen, Fragen und Leads.",
  "Delete “{name}”?": "„{name}“ löschen?",
  "The agenda, its rooms' QR codes and the event's team are deleted. The talks' session pages are kept. This cannot be undone.":
    "Das Programm, die QR-Codes seiner Räume und das Team der Veranstaltung werden gelöscht. Die Session-Seiten der Vorträge bleiben erhalten. Das lässt sich nicht rückgängig machen.",
  "The talk could not be changed": "Der Vortrag konnte nicht geändert werden",
  "The talk could not be added": "Der Vortrag konnte nicht hinzugefügt werden",
  "“{title}” was changed": "„{title}“ wurde geändert",
  "“{title}” was added": "„{title}“ wurde hinzugefügt",
  "Times are on the event's clock: {zone}.":
    "Die Zeiten gelten in der Zeitzone der Veranstaltung: {zone}.",
  Starts: "Beginn",
  Ends: "Ende",
  "Speakers' e-mails": "E-Mail-Adressen der Speaker",
  "One a line. Each speaker is invited as a co-host of the talk and gets its leads.":
    "Eine pro Zeile. Jeder Speaker wird als Co-Host des Vortrags eingeladen und bekommt seine Leads.",
  "Adding...": "Wird hinzugefügt …",
  "Add talk": "Vortrag hinzufügen",
  "Speakers: {names}": "Speaker: {names}",
  "Page of “{title}” (opens in a new tab)": "Seite von „{title}“ (öffnet in neuem Tab)",
  "Change time or room of “{title}”": "Zeit oder Raum von „{title}“ ändern",
  "Change time or room": "Zeit oder Raum ändern",
  "Remove “{title}” from the event": "„{title}“ aus der Veranstaltung entfernen",
  "Remove from event": "Aus der Veranstaltung entfernen",
  "Loading the talks": "Vorträge werden geladen",
  "The talks could not be loaded": "Die Vorträge konnten nicht geladen werden",
  "“{title}” is no longer a talk of the event": "„{title}“ ist kein Vortrag der Veranstaltung mehr",
  "Its session page is kept.": "Die Session-Seite bleibt erhalten.",
  "The talk could not be removed": "Der Vortrag konnte nicht entfernt werden",
  "No talks yet.": "Noch keine Vorträge.",
  "Add the talks one by one, or import the schedule from pretalx or Sessionize.":
    "Füge die Vorträge einzeln hinzu oder importiere den Zeitplan aus pretalx oder Sessionize.",
  "The organisers have not added any talk yet.":
    "Das Orga-Team hat noch keine Vorträge eingetragen.",
  "Remove “{title}” from the event?": "„{title}“ aus der Veranstaltung entfernen?",
  "It leaves the agenda and its room. Its session page, resources, polls, questions and leads are kept.":
    "Der Vortrag verschwindet aus dem Programm und seinem Raum. Seine Session-Seite, Materialien, Umfragen, Fragen und Leads bleiben erhalten.",
  "{event}, the event of this talk, will receive it too.":
    "{event}, die Veranstaltung dieses Vortrags, erhält sie ebenfalls.",
  "Not a time zone Lectern knows, e.g. Europe/Berlin":
    "Keine Zeitzone, die Lectern kennt, z. B. Europe/Berlin",
  "Enter a date as YYYY-MM-DD": "Gib ein Datum als JJJJ-MM-TT ein",
  "The end must not be before the start": "Das Ende darf nicht vor dem Beginn liegen",
  "Enter a date and time with its offset, e.g. 2026-05-04T09:30:00+02:00":
    "Gib Datum und Uhrzeit mit Zeitverschiebung ein, z. B. 2026-05-04T09:30:00+02:00",
  "Nothing to change": "Nichts zu ändern",
  "# leads given to the event": {
    one: "# Lead an die Veranstaltung",
    other: "# Leads an die Veranstaltung",
  },
  "# talks of an earlier import are not in this schedule. They stay on the agenda until you remove them.":
    {
      one: "# Vortrag eines früheren Imports ist nicht in diesem Zeitplan. Er bleibt im Programm, bis du ihn entfernst.",
      other:
        "# Vorträge eines früheren Imports sind nicht in diesem Zeitplan. Sie bleiben im Programm, bis du sie entfernst.",
    },
  "# items of the schedule were not imported:": {
    one: "# Eintrag des Zeitplans wurde nicht importiert:",
    other: "# Einträge des Zeitplans wurden nicht importiert:",
  },
} satisfies Catalog;
