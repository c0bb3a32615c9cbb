/**
 * Agenda texts (docs/product.md, Events): the public agenda of an event, in fr; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "{start} – {end}": "{start} – {end}",
  Now: "En ce moment",
  "Up next": "À suivre",
  "Nothing on right now.": "Rien en cours pour le moment.",
  "No more talks to come.": "Plus aucune conférence à venir.",
  "All talks": "Toutes les conférences",
  "Search talks": "Rechercher une conférence",
  "Title, speaker, room or track": "Titre, intervenant, salle ou thème",
  Room: "Salle",
  "All rooms": "Toutes les salles",
  Track: "Thème",
  "All tracks": "Tous les thèmes",
  "No talks match your search.": "Aucune conférence ne correspond à votre recherche.",
  "No talks yet. The agenda shows here once the organisers add them.":
    "Pas encore de conférences. Le programme s’affichera ici dès que les organisateurs les auront ajoutées.",
  "Times in {zone}": "Horaires en {zone}",
  "About the event": "À propos de l’événement",
  "Keep every talk page of this event on your device to open them with no network.":
    "Gardez toutes les pages des conférences de cet événement sur votre appareil pour les ouvrir sans réseau.",
  "Event Not Found": "Événement introuvable",
  "The agenda could not be loaded": "Le programme n’a pas pu être chargé",
  "This agenda is not saved on this device yet. Open it once online to have it offline.":
    "Ce programme n’est pas encore enregistré sur cet appareil. Ouvrez-le une fois en ligne pour l’avoir hors ligne.",
  "Loading agenda...": "Chargement du programme…",
  "Some talk pages could not be saved. Check your connection and try again.":
    "Certaines pages de conférences n’ont pas pu être enregistrées. Vérifiez votre connexion et réessayez.",
  "Saving talk pages for offline: {done} of {total}":
    "Enregistrement des pages de conférences hors ligne : {done} sur {total}",
  "QR code for the room {room}": "Code QR de la salle {room}",
  "# talks found": {
    one: "# conférence trouvée",
    many: "# de conférences trouvées",
    other: "# conférences trouvées",
  },
  "# talk pages saved": {
    one: "# page de conférence enregistrée",
    many: "# de pages de conférences enregistrées",
    other: "# pages de conférences enregistrées",
  },
  "All # talk pages are on this device and open with no network.": {
    one: "La page de la conférence est sur cet appareil et s’ouvre sans réseau.",
    many: "Les # de pages de conférences sont sur cet appareil et s’ouvrent sans réseau.",
    other: "Les # pages de conférences sont sur cet appareil et s’ouvrent sans réseau.",
  },
} satisfies Catalog;
