/**
 * Event texts (docs/product.md, Events): the organisers' screens, in pt-BR; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "This schedule can't be read: line {line} is not valid JSON.":
    "Não é possível ler esta programação: a linha {line} não é um JSON válido.",
  "This schedule can't be read: {field} is missing or wrong.":
    "Não é possível ler esta programação: {field} está ausente ou errado.",
  "The schedule could not be fetched from that address.":
    "Não foi possível buscar a programação nesse endereço.",
  "You are not on this event's team": "Você não faz parte da equipe deste evento",
  "This event doesn't exist or has been removed.": "Este evento não existe ou foi removido.",
  "This talk is not on the event's agenda.": "Esta palestra não está na programação do evento.",
  "This session is already a talk of another event.":
    "Esta sessão já é uma palestra de outro evento.",
  "You're a speaker of this talk: you can edit the page, run the live console and see its leads. Its team stays with the owner.":
    "Você é palestrante desta palestra: pode editar a página, conduzir o console ao vivo e ver os contatos. A equipe continua com o dono.",
  Creator: "Criador",
  Organiser: "Organizador",
  Events: "Eventos",
  "New event": "Novo evento",
  "Loading your events": "Carregando seus eventos",
  "Your events could not be loaded.": "Não foi possível carregar seus eventos.",
  "Running a conference? An event holds its talks in rooms, a public agenda and a QR code per room.":
    "Organizando uma conferência? Um evento reúne as palestras por sala, uma programação pública e um QR code por sala.",
  Votes: "Votos",
  "The leads could not be downloaded": "Não foi possível baixar os contatos",
  "Loading the figures": "Carregando os números",
  "The figures could not be loaded": "Não foi possível carregar os números",
  "Event dashboard": "Painel do evento",
  "Every talk's activity, and the event's totals.":
    "A atividade de cada palestra e os totais do evento.",
  "Downloading...": "Baixando...",
  "Download the event's leads (CSV)": "Baixar os contatos do evento (CSV)",
  "The figures appear here once the event has talks.":
    "Os números aparecem aqui quando o evento tiver palestras.",
  "Activity of each talk": "Atividade de cada palestra",
  Talk: "Palestra",
  "First day": "Primeiro dia",
  "Last day": "Último dia",
  "Time zone": "Fuso horário",
  "The agenda, the talks' times and the room QR codes follow this clock.":
    "A programação, os horários das palestras e os QR codes das salas seguem este horário.",
  Venue: "Local",
  "Collect leads for the event": "Coletar contatos para o evento",
  "The event receives the e-mail address of everyone who downloads from a talk, beside its speaker. Attendees are told so before they give it.":
    "O evento recebe, além do palestrante, o e-mail de quem baixar algo de uma palestra. Os participantes são avisados antes de informá-lo.",
  "This event doesn't exist any more, or you are not on its team.":
    "Este evento não existe mais, ou você não faz parte da equipe dele.",
  "You're a viewer of this event: you can see its talks, team and figures, but not change anything.":
    "Você é leitor deste evento: pode ver as palestras, a equipe e os números, mas não pode alterar nada.",
  "Loading the event": "Carregando o evento",
  "The event could not be loaded": "Não foi possível carregar o evento",
  "Event sections": "Seções do evento",
  Talks: "Palestras",
  Import: "Importar",
  Settings: "Configurações",
  "Edits the event and every talk, imports schedules and manages the team; a co-host on every talk.":
    "Edita o evento e cada palestra, importa programações e gerencia a equipe; coanfitrião de cada palestra.",
  "Sees the talks, the team and the figures, and changes nothing.":
    "Vê as palestras, a equipe e os números, e não altera nada.",
  "The event's creator can do everything, and alone can delete the event. The others get a role:":
    "Quem criou o evento pode fazer tudo e é o único que pode excluí-lo. Os outros recebem um papel:",
  "The event's team": "Equipe do evento",
  "{email} is on the team already.": "{email} já está na equipe.",
  "We e-mail them a link. They see the event on their dashboard once they sign in with this address.":
    "Enviamos um link por e-mail. A pessoa verá o evento no painel assim que entrar com este endereço.",
  "No one else is on the event's team yet.": "Ainda não há mais ninguém na equipe do evento.",
  "They lose access to the event and its talks at once. You can invite them again later.":
    "A pessoa perde o acesso ao evento e às palestras na hora. Você pode convidá-la de novo depois.",
  Created: "Criadas",
  Updated: "Atualizadas",
  Unchanged: "Sem alteração",
  "Schedule imported": "Programação importada",
  "Read as a {format} schedule.": "Lida como uma programação do {format}.",
  "No longer in the schedule (kept)": "Não estão mais na programação (mantidas)",
  "Edit the session of “{title}”": "Editar a sessão de “{title}”",
  Skipped: "Ignorados",
  "The file is larger than 10 MB.": "O arquivo tem mais de 10 MB.",
  "Choose a schedule file": "Escolha um arquivo de programação",
  "Enter the schedule's address, starting with https://":
    "Digite o endereço da programação, começando com https://",
  "Import a schedule": "Importar uma programação",
  "A pretalx or frab schedule.json, or a Sessionize “All data” JSON. Talks are matched by their id in the schedule: importing again updates them and never adds them twice.":
    "Um schedule.json do pretalx ou frab, ou um JSON “All data” do Sessionize. As palestras são reconhecidas pelo id na programação: importar de novo as atualiza e nunca as duplica.",
  "From a file": "De um arquivo",
  "Schedule file": "Arquivo da programação",
  "JSON, at most 10 MB.": "JSON, no máximo 10 MB.",
  "Importing...": "Importando...",
  "Import file": "Importar arquivo",
  "From an address": "De um endereço",
  "Schedule address": "Endereço da programação",
  "For example https://pretalx.com/yourconf/schedule/export/schedule.json":
    "Por exemplo https://pretalx.com/yourconf/schedule/export/schedule.json",
  "Import from address": "Importar do endereço",
  "The schedule was not imported": "A programação não foi importada",
  "Event created": "Evento criado",
  "The event could not be created": "Não foi possível criar o evento",
  "A conference with its talks in rooms over one or more days, a public agenda and a QR code per room.":
    "Uma conferência com palestras por sala em um ou mais dias, uma programação pública e um QR code por sala.",
  "Create event": "Criar evento",
  Letter: "Carta",
  "QR code of {room}: {link}": "QR code de {room}: {link}",
  "Scan for the talk on now in this room":
    "Escaneie para ver a palestra que está acontecendo nesta sala",
  "Back to the event": "Voltar ao evento",
  "Room QR codes: {name}": "QR codes das salas: {name}",
  "Room QR codes": "QR codes das salas",
  "Print a page per room and put it up at its door. Each QR code opens the talk on in that room at the time it is scanned, so the pages stay right all event long.":
    "Imprima uma página por sala e coloque-a na porta. Cada QR code abre a palestra que está acontecendo na sala no momento da leitura, então as páginas valem o evento inteiro.",
  "Paper size": "Tamanho do papel",
  Print: "Imprimir",
  "Loading the rooms": "Carregando as salas",
  "The rooms could not be loaded": "Não foi possível carregar as salas",
  "No rooms yet. A room is made when a talk names it.":
    "Ainda não há salas. Uma sala é criada quando uma palestra a menciona.",
  "Pages to print": "Páginas para imprimir",
  "Agenda and room QR codes": "Programação e QR codes das salas",
  "Public agenda": "Programação pública",
  "View agenda (opens in a new tab)": "Ver a programação (abre em nova aba)",
  "Print room QR codes": "Imprimir os QR codes das salas",
  "No changes to save": "Não há alterações para salvar",
  "Event saved": "Evento salvo",
  "The event could not be saved": "Não foi possível salvar o evento",
  "Event details": "Dados do evento",
  "Save changes": "Salvar alterações",
  "Event deleted": "Evento excluído",
  "Its talks' session pages are kept.": "As páginas de sessão das palestras são mantidas.",
  "The event could not be deleted": "Não foi possível excluir o evento",
  "Delete event": "Excluir evento",
  "The agenda, the rooms and the event's team go. Every talk's session page stays, with its resources, polls, questions and leads.":
    "A programação, as salas e a equipe do evento são removidas. A página de sessão de cada palestra continua, com materiais, enquetes, perguntas e contatos.",
  "Delete “{name}”?": "Excluir “{name}”?",
  "The agenda, its rooms' QR codes and the event's team are deleted. The talks' session pages are kept. This cannot be undone.":
    "A programação, os QR codes das salas e a equipe do evento serão excluídos. As páginas de sessão das palestras são mantidas. Não é possível desfazer.",
  "The talk could not be changed": "Não foi possível alterar a palestra",
  "The talk could not be added": "Não foi possível adicionar a palestra",
  "“{title}” was changed": "“{title}” foi alterada",
  "“{title}” was added": "“{title}” foi adicionada",
  "Times are on the event's clock: {zone}.": "Os horários estão no fuso do evento: {zone}.",
  Starts: "Início",
  Ends: "Fim",
  "Speakers' e-mails": "E-mails dos palestrantes",
  "One a line. Each speaker is invited as a co-host of the talk and gets its leads.":
    "Um por linha. Cada palestrante é convidado como coanfitrião da palestra e recebe os contatos dela.",
  "Adding...": "Adicionando...",
  "Add talk": "Adicionar palestra",
  "Speakers: {names}": "Palestrantes: {names}",
  "Page of “{title}” (opens in a new tab)": "Página de “{title}” (abre em nova aba)",
  "Change time or room of “{title}”": "Alterar horário ou sala de “{title}”",
  "Change time or room": "Alterar horário ou sala",
  "Remove “{title}” from the event": "Remover “{title}” do evento",
  "Remove from event": "Remover do evento",
  "Loading the talks": "Carregando as palestras",
  "The talks could not be loaded": "Não foi possível carregar as palestras",
  "“{title}” is no longer a talk of the event": "“{title}” não é mais uma palestra do evento",
  "Its session page is kept.": "A página da sessão é mantida.",
  "The talk could not be removed": "Não foi possível remover a palestra",
  "No talks yet.": "Ainda não há palestras.",
  "Add the talks one by one, or import the schedule from pretalx or Sessionize.":
    "Adicione as palestras uma a uma ou importe a programação do pretalx ou do Sessionize.",
  "The organisers have not added any talk yet.":
    "Os organizadores ainda não adicionaram nenhuma palestra.",
  "Remove “{title}” from the event?": "Remover “{title}” do evento?",
  "It leaves the agenda and its room. Its session page, resources, polls, questions and leads are kept.":
    "Ela sai da programação e da sala. A página da sessão, os materiais, enquetes, perguntas e contatos são mantidos.",
  "{event}, the event of this talk, will receive it too.":
    "{event}, o evento desta palestra, também vai recebê-lo.",
  "Not a time zone Lectern knows, e.g. Europe/Berlin":
    "Não é um fuso horário que o Lectern conheça, por exemplo Europe/Berlin",
  "Enter a date as YYYY-MM-DD": "Digite uma data como AAAA-MM-DD",
  "The end must not be before the start": "O fim não pode ser antes do início",
  "Enter a date and time with its offset, e.g. 2026-05-04T09:30:00+02:00":
    "Digite data e hora com o deslocamento, por exemplo 2026-05-04T09:30:00+02:00",
  "Nothing to change": "Nada para alterar",
  "# leads given to the event": {
    one: "# contato dado ao evento",
    many: "# de contatos dados ao evento",
    other: "# contatos dados ao evento",
  },
  "# talks of an earlier import are not in this schedule. They stay on the agenda until you remove them.":
    {
      one: "# palestra de uma importação anterior não está nesta programação. Ela continua na programação do evento até você removê-la.",
      many: "# de palestras de uma importação anterior não estão nesta programação. Elas continuam na programação do evento até você removê-las.",
      other:
        "# palestras de uma importação anterior não estão nesta programação. Elas continuam na programação do evento até você removê-las.",
    },
  "# items of the schedule were not imported:": {
    one: "# item da programação não foi importado:",
    many: "# de itens da programação não foram importados:",
    other: "# itens da programação não foram importados:",
  },
} satisfies Catalog;
