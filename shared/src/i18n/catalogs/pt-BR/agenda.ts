/**
 * Agenda texts (docs/product.md, Events): the public agenda of an event, in pt-BR; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "{start} – {end}": "{start} – {end}",
  Now: "Agora",
  "Up next": "A seguir",
  "Nothing on right now.": "Nada acontecendo agora.",
  "No more talks to come.": "Não há mais palestras pela frente.",
  "All talks": "Todas as palestras",
  "Search talks": "Buscar palestras",
  "Title, speaker, room or track": "Título, palestrante, sala ou trilha",
  Room: "Sala",
  "All rooms": "Todas as salas",
  Track: "Trilha",
  "All tracks": "Todas as trilhas",
  "No talks match your search.": "Nenhuma palestra corresponde à sua busca.",
  "No talks yet. The agenda shows here once the organisers add them.":
    "Ainda não há palestras. A programação aparece aqui quando a organização adicioná-las.",
  "Times in {zone}": "Horários em {zone}",
  "About the event": "Sobre o evento",
  "Keep every talk page of this event on your device to open them with no network.":
    "Guarde todas as páginas de palestras deste evento no seu dispositivo para abri-las sem rede.",
  "Event Not Found": "Evento não encontrado",
  "The agenda could not be loaded": "Não foi possível carregar a programação",
  "This agenda is not saved on this device yet. Open it once online to have it offline.":
    "Esta programação ainda não está salva neste dispositivo. Abra-a uma vez on-line para tê-la off-line.",
  "Loading agenda...": "Carregando programação...",
  "Some talk pages could not be saved. Check your connection and try again.":
    "Algumas páginas de palestras não puderam ser salvas. Verifique sua conexão e tente novamente.",
  "Saving talk pages for offline: {done} of {total}":
    "Salvando páginas de palestras para uso off-line: {done} de {total}",
  "QR code for the room {room}": "QR code da sala {room}",
  "# talks found": {
    one: "# palestra encontrada",
    many: "# de palestras encontradas",
    other: "# palestras encontradas",
  },
  "# talk pages saved": {
    one: "# página de palestra salva",
    many: "# de páginas de palestras salvas",
    other: "# páginas de palestras salvas",
  },
  "All # talk pages are on this device and open with no network.": {
    one: "A página da palestra está neste dispositivo e abre sem rede.",
    many: "As # de páginas de palestras estão neste dispositivo e abrem sem rede.",
    other: "As # páginas de palestras estão neste dispositivo e abrem sem rede.",
  },
} satisfies Catalog;
