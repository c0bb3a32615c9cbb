/**
 * Event texts (docs/product.md, Events): the organisers' screens, in fr; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "This schedule can't be read: line {line} is not valid JSON.":
    "Ce programme est illisible : la ligne {line} n’est pas du JSON valide.",
  "This schedule can't be read: {field} is missing or wrong.":
    "Ce programme est illisible : {field} manque ou est incorrect.",
  "The schedule could not be fetched from that address.":
    "Le programme n’a pas pu être récupéré à cette adresse.",
  "You are not on this event's team": "Vous ne faites pas partie de l’équipe de cet événement",
  "This event doesn't exist or has been removed.": "Cet événement n’existe pas ou a été supprimé.",
  "This talk is not on the event's agenda.":
    "Cette intervention ne figure pas au programme de l’événement.",
  "This session is already a talk of another event.":
    "Cette session est déjà une intervention d’un autre événement.",
  "You're a speaker of this talk: you can edit the page, run the live console and see its leads. Its team stays with the owner.":
    "Vous êtes intervenant de cette intervention : vous pouvez modifier la page, piloter la console en direct et voir ses contacts. Son équipe reste gérée par le propriétaire.",
  Creator: "Créateur",
  Organiser: "Organisateur",
  Events: "Événements",
  "New event": "Nouvel événement",
  "Loading your events": "Chargement de vos événements",
  "Your events could not be loaded.": "Vos événements n’ont pas pu être chargés.",
  "Running a conference? An event holds its talks in rooms, a public agenda and a QR code per room.":
    "Vous organisez une conférence ? Un événement réunit ses interventions par salle, un programme public et un QR code par salle.",
  Votes: "Votes",
  "The leads could not be downloaded": "Les contacts n’ont pas pu être téléchargés",
  "Loading the figures": "Chargement des chiffres",
  "The figures could not be loaded": "Les chiffres n’ont pas pu être chargés",
  "Event dashboard": "Tableau de bord de l’événement",
  "Every talk's activity, and the event's totals.":
    "L’activité de chaque intervention et les totaux de l’événement.",
  "Downloading...": "Téléchargement…",
  "Download the event's leads (CSV)": "Télécharger les contacts de l’événement (CSV)",
  "The figures appear here once the event has talks.":
    "Les chiffres s’affichent ici dès que l’événement a des interventions.",
  "Activity of each talk": "Activité de chaque intervention",
  Talk: "Intervention",
  "First day": "Premier jour",
  "Last day": "Dernier jour",
  "Time zone": "Fuseau horaire",
  "The agenda, the talks' times and the room QR codes follow this clock.":
    "Le programme, les horaires des interventions et les QR codes des salles suivent cette heure.",
  Venue: "Lieu",
  "Collect leads for the event": "Collecter des contacts pour l’événement",
  "The event receives the e-mail address of everyone who downloads from a talk, beside its speaker. Attendees are told so before they give it.":
    "L’événement reçoit, en plus de l’intervenant, l’adresse e-mail de chaque personne qui télécharge depuis une intervention. Les participants en sont informés avant de la donner.",
  "This event doesn't exist any more, or you are not on its team.":
    "Cet événement n’existe plus, ou vous ne faites pas partie de son équipe.",
  "You're a viewer of this event: you can see its talks, team and figures, but not change anything.":
    "Vous êtes lecteur de cet événement : vous voyez ses interventions, son équipe et ses chiffres, sans rien pouvoir modifier.",
  "Loading the event": "Chargement de l’événement",
  "The event could not be loaded": "L’événement n’a pas pu être chargé",
  "Event sections": "Sections de l’événement",
  Talks: "Interventions",
  Import: "Importer",
  Settings: "Paramètres",
  "Edits the event and every talk, imports schedules and manages the team; a co-host on every talk.":
    "Modifie l’événement et chaque intervention, importe des programmes et gère l’équipe ; co-animateur de chaque intervention.",
  "Sees the talks, the team and the figures, and changes nothing.":
    "Voit les interventions, l’équipe et les chiffres, sans rien modifier.",
  "The event's creator can do everything, and alone can delete the event. The others get a role:":
    "Le créateur de l’événement peut tout faire, et lui seul peut le supprimer. Les autres reçoivent un rôle :",
  "The event's team": "Équipe de l’événement",
  "{email} is on the team already.": "{email} fait déjà partie de l’équipe.",
  "We e-mail them a link. They see the event on their dashboard once they sign in with this address.":
    "Nous lui envoyons un lien par e-mail. Elle verra l’événement dans son tableau de bord dès qu’elle se connectera avec cette adresse.",
  "No one else is on the event's team yet.":
    "Personne d’autre ne fait encore partie de l’équipe de l’événement.",
  "They lose access to the event and its talks at once. You can invite them again later.":
    "Cette personne perd immédiatement l’accès à l’événement et à ses interventions. Vous pourrez l’inviter de nouveau plus tard.",
  Created: "Créées",
  Updated: "Mises à jour",
  Unchanged: "Inchangées",
  "Schedule imported": "Programme importé",
  "Read as a {format} schedule.": "Lu comme un programme {format}.",
  "No longer in the schedule (kept)": "Plus dans le programme (conservées)",
  "Edit the session of “{title}”": "Modifier la session de « {title} »",
  Skipped: "Ignorés",
  "The file is larger than 10 MB.": "Le fichier dépasse 10 Mo.",
  "Choose a schedule file": "Choisissez un fichier de programme",
  "Enter the schedule's address, starting with https://":
    "Saisissez l’adresse du programme, commençant par https://",
  "Import a schedule": "Importer un programme",
  "A pretalx or frab schedule.json, or a Sessionize “All data” JSON. Talks are matched by their id in the schedule: importing again updates them and never adds them twice.":
    "Un schedule.json de pretalx ou frab, ou un JSON « All data » de Sessionize. Les interventions sont reconnues par leur identifiant dans le programme : importer de nouveau les met à jour sans jamais les ajouter deux fois.",
  "From a file": "Depuis un fichier",
  "Schedule file": "Fichier du programme",
  "JSON, at most 10 MB.": "JSON, 10 Mo au maximum.",
  "Importing...": "Importation…",
  "Import file": "Importer le fichier",
  "From an address": "Depuis une adresse",
  "Schedule address": "Adresse du programme",
  "For example https://pretalx.com/yourconf/schedule/export/schedule.json":
    "Par exemple https://pretalx.com/yourconf/schedule/export/schedule.json",
  "Import from address": "Importer depuis l’adresse",
  "The schedule was not imported": "Le programme n’a pas été importé",
  "Event created": "Événement créé",
  "The event could not be created": "L’événement n’a pas pu être créé",
  "A conference with its talks in rooms over one or more days, a public agenda and a QR code per room.":
    "Une conférence avec ses interventions par salle sur un ou plusieurs jours, un programme public et un QR code par salle.",
  "Create event": "Créer l’événement",
  Letter: "Letter (US)",
  "QR code of {room}: {link}": "QR code de {room} : {link}",
  "Scan for the talk on now in this room": "Scannez pour l’intervention en cours dans cette salle",
  "Back to the event": "Retour à l’événement",
  "Room QR codes: {name}": "QR codes des salles : {name}",
  "Room QR codes": "QR codes des salles",
  "Print a page per room and put it up at its door. Each QR code opens the talk on in that room at the time it is scanned, so the pages stay right all event long.":
    "Imprimez une page par salle et affichez-la à sa porte. Chaque QR code ouvre l’intervention en cours dans la salle au moment du scan : les pages restent justes pendant tout l’événement.",
  "Paper size": "Format du papier",
  Print: "Imprimer",
  "Loading the rooms": "Chargement des salles",
  "The rooms could not be loaded": "Les salles n’ont pas pu être chargées",
  "No rooms yet. A room is made when a talk names it.":
    "Pas encore de salle. Une salle est créée dès qu’une intervention la mentionne.",
  "Pages to print": "Pages à imprimer",
  "Agenda and room QR codes": "Programme et QR codes des salles",
  "Public agenda": "Programme public",
  "View agenda (opens in a new tab)": "Voir le programme (nouvel onglet)",
  "Print room QR codes": "Imprimer les QR codes des salles",
  "No changes to save": "Aucune modification à enregistrer",
  "Event saved": "Événement enregistré",
  "The event could not be saved": "L’événement n’a pas pu être enregistré",
  "Event details": "Informations sur l’événement",
  "Save changes": "Enregistrer les modifications",
  "Event deleted": "Événement supprimé",
  "Its talks' session pages are kept.":
    "Les pages de session de ses interventions sont conservées.",
  "The event could not be deleted": "L’événement n’a pas pu être supprimé",
  "Delete event": "Supprimer l’événement",
  "The agenda, the rooms and the event's team go. Every talk's session page stays, with its resources, polls, questions and leads.":
    "Le programme, les salles et l’équipe de l’événement disparaissent. La page de session de chaque intervention reste, avec ses ressources, sondages, questions et contacts.",
  "Delete “{name}”?": "Supprimer « {name} » ?",
  "The agenda, its rooms' QR codes and the event's team are deleted. The talks' session pages are kept. This cannot be undone.":
    "Le programme, les QR codes de ses salles et l’équipe de l’événement sont supprimés. Les pages de session des interventions sont conservées. Cette action est irréversible.",
  "The talk could not be changed": "L’intervention n’a pas pu être modifiée",
  "The talk could not be added": "L’intervention n’a pas pu être ajoutée",
  "“{title}” was changed": "« {title} » a été modifiée",
  "“{title}” was added": "« {title} » a été ajoutée",
  "Times are on the event's clock: {zone}.": "Les horaires sont à l’heure de l’événement : {zone}.",
  Starts: "Début",
  Ends: "Fin",
  "Speakers' e-mails": "E-mails des intervenants",
  "One a line. Each speaker is invited as a co-host of the talk and gets its leads.":
    "Une par ligne. Chaque intervenant est invité comme co-animateur de l’intervention et en reçoit les contacts.",
  "Adding...": "Ajout…",
  "Add talk": "Ajouter une intervention",
  "Speakers: {names}": "Intervenants : {names}",
  "Page of “{title}” (opens in a new tab)": "Page de « {title} » (nouvel onglet)",
  "Change time or room of “{title}”": "Modifier l’horaire ou la salle de « {title} »",
  "Change time or room": "Modifier l’horaire ou la salle",
  "Remove “{title}” from the event": "Retirer « {title} » de l’événement",
  "Remove from event": "Retirer de l’événement",
  "Loading the talks": "Chargement des interventions",
  "The talks could not be loaded": "Les interventions n’ont pas pu être chargées",
  "“{title}” is no longer a talk of the event":
    "« {title} » n’est plus une intervention de l’événement",
  "Its session page is kept.": "Sa page de session est conservée.",
  "The talk could not be removed": "L’intervention n’a pas pu être retirée",
  "No talks yet.": "Pas encore d’intervention.",
  "Add the talks one by one, or import the schedule from pretalx or Sessionize.":
    "Ajoutez les interventions une à une, ou importez le programme depuis pretalx ou Sessionize.",
  "The organisers have not added any talk yet.":
    "Les organisateurs n’ont encore ajouté aucune intervention.",
  "Remove “{title}” from the event?": "Retirer « {title} » de l’événement ?",
  "It leaves the agenda and its room. Its session page, resources, polls, questions and leads are kept.":
    "Elle quitte le programme et sa salle. Sa page de session, ses ressources, sondages, questions et contacts sont conservés.",
  "{event}, the event of this talk, will receive it too.":
    "{event}, l’événement de cette intervention, la recevra aussi.",
  "Not a time zone Lectern knows, e.g. Europe/Berlin":
    "Fuseau horaire inconnu de Lectern, par exemple Europe/Berlin",
  "Enter a date as YYYY-MM-DD": "Saisissez une date au format AAAA-MM-JJ",
  "The end must not be before the start": "La fin ne peut pas précéder le début",
  "Enter a date and time with its offset, e.g. 2026-05-04T09:30:00+02:00":
    "Saisissez une date et une heure avec leur décalage, par exemple 2026-05-04T09:30:00+02:00",
  "Nothing to change": "Rien à modifier",
  "# leads given to the event": {
    one: "# contact donné à l’événement",
    many: "# de contacts donnés à l’événement",
    other: "# contacts donnés à l’événement",
  },
  "# talks of an earlier import are not in this schedule. They stay on the agenda until you remove them.":
    {
      one: "# intervention d’un import précédent ne figure pas dans ce programme. Elle reste au programme de l’événement jusqu’à ce que vous la retiriez.",
      many: "# d’interventions d’un import précédent ne figurent pas dans ce programme. Elles restent au programme de l’événement jusqu’à ce que vous les retiriez.",
      other:
        "# interventions d’un import précédent ne figurent pas dans ce programme. Elles restent au programme de l’événement jusqu’à ce que vous les retiriez.",
    },
  "# items of the schedule were not imported:": {
    one: "# élément du programme n’a pas été importé :",
    many: "# d’éléments du programme n’ont pas été importés :",
    other: "# éléments du programme n’ont pas été importés :",
  },
} satisfies Catalog;
