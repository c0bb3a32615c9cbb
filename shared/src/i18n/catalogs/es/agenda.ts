/**
 * Agenda texts (docs/product.md, Events): the public agenda of an event, in es; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "{start} – {end}": "{start} – {end}",
  Now: "Ahora",
  "Up next": "A continuación",
  "Nothing on right now.": "No hay nada en curso ahora mismo.",
  "No more talks to come.": "No quedan más charlas.",
  "All talks": "Todas las charlas",
  "Search talks": "Buscar charlas",
  "Title, speaker, room or track": "Título, ponente, sala o temática",
  Room: "Sala",
  "All rooms": "Todas las salas",
  Track: "Temática",
  "All tracks": "Todas las temáticas",
  "No talks match your search.": "Ninguna charla coincide con tu búsqueda.",
  "No talks yet. The agenda shows here once the organisers add them.":
    "Aún no hay charlas. El programa aparecerá aquí cuando la organización las añada.",
  "Times in {zone}": "Horarios en {zone}",
  "About the event": "Sobre el evento",
  "Keep every talk page of this event on your device to open them with no network.":
    "Guarda todas las páginas de las charlas de este evento en tu dispositivo para abrirlas sin red.",
  "Event Not Found": "Evento no encontrado",
  "The agenda could not be loaded": "No se pudo cargar el programa",
  "This agenda is not saved on this device yet. Open it once online to have it offline.":
    "Este programa aún no está guardado en este dispositivo. Ábrelo una vez con conexión para tenerlo sin conexión.",
  "Loading agenda...": "Cargando programa...",
  "Some talk pages could not be saved. Check your connection and try again.":
    "Algunas páginas de charlas no se pudieron guardar. Comprueba tu conexión e inténtalo de nuevo.",
  "Saving talk pages for offline: {done} of {total}":
    "Guardando páginas de charlas sin conexión: {done} de {total}",
  "QR code for the room {room}": "Código QR de la sala {room}",
  "# talks found": {
    one: "# charla encontrada",
    many: "# de charlas encontradas",
    other: "# charlas encontradas",
  },
  "# talk pages saved": {
    one: "# página de charla guardada",
    many: "# de páginas de charlas guardadas",
    other: "# páginas de charlas guardadas",
  },
  "All # talk pages are on this device and open with no network.": {
    one: "La página de la charla está en este dispositivo y se abre sin red.",
    many: "Las # de páginas de charlas están en este dispositivo y se abren sin red.",
    other: "Las # páginas de charlas están en este dispositivo y se abren sin red.",
  },
} satisfies Catalog;
