/**
 * Event texts (docs/product.md, Events): the organisers' screens, in es; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "This schedule can't be read: line {line} is not valid JSON.":
    "No se puede leer este programa: la línea {line} no es JSON válido.",
  "This schedule can't be read: {field} is missing or wrong.":
    "No se puede leer este programa: falta {field} o es incorrecto.",
  "The schedule could not be fetched from that address.":
    "No se pudo obtener el programa desde esa dirección.",
  "You are not on this event's team": "No formas parte del equipo de este evento",
  "This event doesn't exist or has been removed.": "Este evento no existe o se ha eliminado.",
  "This talk is not on the event's agenda.": "Esta charla no está en el programa del evento.",
  "This session is already a talk of another event.":
    "Esta sesión ya es una charla de otro evento.",
  "You're a speaker of this talk: you can edit the page, run the live console and see its leads. Its team stays with the owner.":
    "Eres ponente de esta charla: puedes editar la página, llevar la consola en directo y ver sus contactos. Su equipo sigue en manos del propietario.",
  Creator: "Creador",
  Organiser: "Organizador",
  Events: "Eventos",
  "New event": "Nuevo evento",
  "Loading your events": "Cargando tus eventos",
  "Your events could not be loaded.": "No se pudieron cargar tus eventos.",
  "Running a conference? An event holds its talks in rooms, a public agenda and a QR code per room.":
    "¿Organizas una conferencia? Un evento reúne sus charlas por sala, un programa público y un código QR por sala.",
  Votes: "Votos",
  "The leads could not be downloaded": "No se pudieron descargar los contactos",
  "Loading the figures": "Cargando las cifras",
  "The figures could not be loaded": "No se pudieron cargar las cifras",
  "Event dashboard": "Panel del evento",
  "Every talk's activity, and the event's totals.":
    "La actividad de cada charla y los totales del evento.",
  "Downloading...": "Descargando...",
  "Download the event's leads (CSV)": "Descargar los contactos del evento (CSV)",
  "The figures appear here once the event has talks.":
    "Las cifras aparecen aquí cuando el evento tenga charlas.",
  "Activity of each talk": "Actividad de cada charla",
  Talk: "Charla",
  "First day": "Primer día",
  "Last day": "Último día",
  "Time zone": "Zona horaria",
  "The agenda, the talks' times and the room QR codes follow this clock.":
    "El programa, los horarios de las charlas y los códigos QR de las salas siguen esta hora.",
  Venue: "Lugar",
  "Collect leads for the event": "Recoger contactos para el evento",
  "The event receives the e-mail address of everyone who downloads from a talk, beside its speaker. Attendees are told so before they give it.":
    "El evento recibe, además del ponente, la dirección de correo de quien descargue algo de una charla. Los asistentes lo saben antes de darla.",
  "This event doesn't exist any more, or you are not on its team.":
    "Este evento ya no existe o no formas parte de su equipo.",
  "You're a viewer of this event: you can see its talks, team and figures, but not change anything.":
    "Eres espectador de este evento: puedes ver sus charlas, su equipo y sus cifras, pero no cambiar nada.",
  "Loading the event": "Cargando el evento",
  "The event could not be loaded": "No se pudo cargar el evento",
  "Event sections": "Secciones del evento",
  Talks: "Charlas",
  Import: "Importar",
  Settings: "Ajustes",
  "Edits the event and every talk, imports schedules and manages the team; a co-host on every talk.":
    "Edita el evento y cada charla, importa programas y gestiona el equipo; coanfitrión de cada charla.",
  "Sees the talks, the team and the figures, and changes nothing.":
    "Ve las charlas, el equipo y las cifras, y no cambia nada.",
  "The event's creator can do everything, and alone can delete the event. The others get a role:":
    "Quien creó el evento puede hacerlo todo y es el único que puede eliminarlo. Los demás reciben un rol:",
  "The event's team": "Equipo del evento",
  "{email} is on the team already.": "{email} ya está en el equipo.",
  "We e-mail them a link. They see the event on their dashboard once they sign in with this address.":
    "Le enviamos un enlace por correo. Verá el evento en su panel en cuanto inicie sesión con esta dirección.",
  "No one else is on the event's team yet.": "Todavía no hay nadie más en el equipo del evento.",
  "They lose access to the event and its talks at once. You can invite them again later.":
    "Pierde el acceso al evento y a sus charlas de inmediato. Puedes volver a invitarla más tarde.",
  Created: "Creadas",
  Updated: "Actualizadas",
  Unchanged: "Sin cambios",
  "Schedule imported": "Programa importado",
  "Read as a {format} schedule.": "Leído como un programa de {format}.",
  "No longer in the schedule (kept)": "Ya no están en el programa (se conservan)",
  "Edit the session of “{title}”": "Editar la sesión de «{title}»",
  Skipped: "Omitidos",
  "The file is larger than 10 MB.": "El archivo supera los 10 MB.",
  "Choose a schedule file": "Elige un archivo de programa",
  "Enter the schedule's address, starting with https://":
    "Escribe la dirección del programa, empezando por https://",
  "Import a schedule": "Importar un programa",
  "A pretalx or frab schedule.json, or a Sessionize “All data” JSON. Talks are matched by their id in the schedule: importing again updates them and never adds them twice.":
    "Un schedule.json de pretalx o frab, o un JSON «All data» de Sessionize. Las charlas se reconocen por su id en el programa: importar de nuevo las actualiza y nunca las duplica.",
  "From a file": "Desde un archivo",
  "Schedule file": "Archivo del programa",
  "JSON, at most 10 MB.": "JSON, 10 MB como máximo.",
  "Importing...": "Importando...",
  "Import file": "Importar archivo",
  "From an address": "Desde una dirección",
  "Schedule address": "Dirección del programa",
  "For example https://pretalx.com/yourconf/schedule/export/schedule.json":
    "Por ejemplo https://pretalx.com/yourconf/schedule/export/schedule.json",
  "Import from address": "Importar desde la dirección",
  "The schedule was not imported": "El programa no se importó",
  "Event created": "Evento creado",
  "The event could not be created": "No se pudo crear el evento",
  "A conference with its talks in rooms over one or more days, a public agenda and a QR code per room.":
    "Una conferencia con sus charlas por sala durante uno o varios días, un programa público y un código QR por sala.",
  "Create event": "Crear evento",
  Letter: "Carta",
  "QR code of {room}: {link}": "Código QR de {room}: {link}",
  "Scan for the talk on now in this room": "Escanea para ver la charla que hay ahora en esta sala",
  "Back to the event": "Volver al evento",
  "Room QR codes: {name}": "Códigos QR de las salas: {name}",
  "Room QR codes": "Códigos QR de las salas",
  "Print a page per room and put it up at its door. Each QR code opens the talk on in that room at the time it is scanned, so the pages stay right all event long.":
    "Imprime una página por sala y colócala en su puerta. Cada código QR abre la charla que hay en esa sala al escanearlo, así las páginas sirven durante todo el evento.",
  "Paper size": "Tamaño del papel",
  Print: "Imprimir",
  "Loading the rooms": "Cargando las salas",
  "The rooms could not be loaded": "No se pudieron cargar las salas",
  "No rooms yet. A room is made when a talk names it.":
    "Todavía no hay salas. Una sala se crea cuando una charla la nombra.",
  "Pages to print": "Páginas para imprimir",
  "Agenda and room QR codes": "Programa y códigos QR de las salas",
  "Public agenda": "Programa público",
  "View agenda (opens in a new tab)": "Ver el programa (se abre en una pestaña nueva)",
  "Print room QR codes": "Imprimir los códigos QR de las salas",
  "No changes to save": "No hay cambios que guardar",
  "Event saved": "Evento guardado",
  "The event could not be saved": "No se pudo guardar el evento",
  "Event details": "Datos del evento",
  "Save changes": "Guardar cambios",
  "Event deleted": "Evento eliminado",
  "Its talks' session pages are kept.": "Las páginas de sesión de sus charlas se conservan.",
  "The event could not be deleted": "No se pudo eliminar el evento",
  "Delete event": "Eliminar evento",
  "The agenda, the rooms and the event's team go. Every talk's session page stays, with its resources, polls, questions and leads.":
    "Se eliminan el programa, las salas y el equipo del evento. La página de sesión de cada charla se queda, con sus recursos, encuestas, preguntas y contactos.",
  "Delete “{name}”?": "¿Eliminar «{name}»?",
  "The agenda, its rooms' QR codes and the event's team are deleted. The talks' session pages are kept. This cannot be undone.":
    "Se eliminan el programa, los códigos QR de sus salas y el equipo del evento. Las páginas de sesión de las charlas se conservan. No se puede deshacer.",
  "The talk could not be changed": "No se pudo cambiar la charla",
  "The talk could not be added": "No se pudo añadir la charla",
  "“{title}” was changed": "«{title}» se ha cambiado",
  "“{title}” was added": "«{title}» se ha añadido",
  "Times are on the event's clock: {zone}.": "Los horarios están en la hora del evento: {zone}.",
  Starts: "Empieza",
  Ends: "Termina",
  "Speakers' e-mails": "Correos de los ponentes",
  "One a line. Each speaker is invited as a co-host of the talk and gets its leads.":
    "Una por línea. Cada ponente recibe una invitación como coanfitrión de la charla y obtiene sus contactos.",
  "Adding...": "Añadiendo...",
  "Add talk": "Añadir charla",
  "Speakers: {names}": "Ponentes: {names}",
  "Page of “{title}” (opens in a new tab)": "Página de «{title}» (se abre en una pestaña nueva)",
  "Change time or room of “{title}”": "Cambiar la hora o la sala de «{title}»",
  "Change time or room": "Cambiar hora o sala",
  "Remove “{title}” from the event": "Quitar «{title}» del evento",
  "Remove from event": "Quitar del evento",
  "Loading the talks": "Cargando las charlas",
  "The talks could not be loaded": "No se pudieron cargar las charlas",
  "“{title}” is no longer a talk of the event": "«{title}» ya no es una charla del evento",
  "Its session page is kept.": "Su página de sesión se conserva.",
  "The talk could not be removed": "No se pudo quitar la charla",
  "No talks yet.": "Todavía no hay charlas.",
  "Add the talks one by one, or import the schedule from pretalx or Sessionize.":
    "Añade las charlas una a una o importa el programa desde pretalx o Sessionize.",
  "The organisers have not added any talk yet.":
    "Los organizadores todavía no han añadido ninguna charla.",
  "Remove “{title}” from the event?": "¿Quitar «{title}» del evento?",
  "It leaves the agenda and its room. Its session page, resources, polls, questions and leads are kept.":
    "Sale del programa y de su sala. Su página de sesión, recursos, encuestas, preguntas y contactos se conservan.",
  "{event}, the event of this talk, will receive it too.":
    "{event}, el evento de esta charla, también la recibirá.",
  "Not a time zone Lectern knows, e.g. Europe/Berlin":
    "No es una zona horaria que Lectern conozca, p. ej. Europe/Berlin",
  "Enter a date as YYYY-MM-DD": "Escribe una fecha como AAAA-MM-DD",
  "The end must not be before the start": "El final no puede ser anterior al inicio",
  "Enter a date and time with its offset, e.g. 2026-05-04T09:30:00+02:00":
    "Escribe una fecha y hora con su desfase, p. ej. 2026-05-04T09:30:00+02:00",
  "Nothing to change": "Nada que cambiar",
  "# leads given to the event": {
    one: "# contacto dado al evento",
    many: "# de contactos dados al evento",
    other: "# contactos dados al evento",
  },
  "# talks of an earlier import are not in this schedule. They stay on the agenda until you remove them.":
    {
      one: "# charla de una importación anterior no está en este programa. Sigue en la agenda hasta que la quites.",
      many: "# de charlas de una importación anterior no están en este programa. Siguen en el programa del evento hasta que las quites.",
      other:
        "# charlas de una importación anterior no están en este programa. Siguen en el programa del evento hasta que las quites.",
    },
  "# items of the schedule were not imported:": {
    one: "# elemento del programa no se importó:",
    many: "# de elementos del programa no se importaron:",
    other: "# elementos del programa no se importaron:",
  },
} satisfies Catalog;
