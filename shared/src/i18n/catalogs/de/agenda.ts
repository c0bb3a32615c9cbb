/**
 * Agenda texts (docs/product.md, Events): the public agenda of an event, in de; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "{start} – {end}": "{start} – {end}",
  Now: "Jetzt",
  "Up next": "Als Nächstes",
  "Nothing on right now.": "Gerade läuft nichts.",
  "No more talks to come.": "Es folgen keine weiteren Vorträge.",
  "All talks": "Alle Vorträge",
  "Search talks": "Vorträge durchsuchen",
  "Title, speaker, room or track": "Titel, Speaker, Raum oder Track",
  Room: "Raum",
  "All rooms": "Alle Räume",
  Track: "Track",
  "All tracks": "Alle Tracks",
  "No talks match your search.": "Keine Vorträge passen zu deiner Suche.",
  "No talks yet. The agenda shows here once the organisers add them.":
    "Noch keine Vorträge. Das Programm erscheint hier, sobald das Orga-Team sie einträgt.",
  "Times in {zone}": "Zeiten in {zone}",
  "About the event": "Über die Veranstaltung",
  "Keep every talk page of this event on your device to open them with no network.":
    "Speichere alle Vortragsseiten dieser Veranstaltung auf deinem Gerät, um sie ohne Netz zu öffnen.",
  "Event Not Found": "Veranstaltung nicht gefunden",
  "The agenda could not be loaded": "Das Programm konnte nicht geladen werden",
  "This agenda is not saved on this device yet. Open it once online to have it offline.":
    "Dieses Programm ist noch nicht auf diesem Gerät gespeichert. Öffne es einmal online, dann ist es auch offline da.",
  "Loading agenda...": "Programm wird geladen …",
  "Some talk pages could not be saved. Check your connection and try again.":
    "Einige Vortragsseiten konnten nicht gespeichert werden. Prüfe deine Verbindung und versuche es erneut.",
  "Saving talk pages for offline: {done} of {total}":
    "Vortragsseiten werden offline gespeichert: {done} von {total}",
  "QR code for the room {room}": "QR-Code für den Raum {room}",
  "# talks found": { one: "# Vortrag gefunden", other: "# Vorträge gefunden" },
  "# talk pages saved": {
    one: "# Vortragsseite gespeichert",
    other: "# Vortragsseiten gespeichert",
  },
  "All # talk pages are on this device and open with no network.": {
    one: "Die Vortragsseite ist auf diesem Gerät und öffnet sich ohne Netz.",
    other: "Alle # Vortragsseiten sind auf diesem Gerät und öffnen sich ohne Netz.",
  },
} satisfies Catalog;
