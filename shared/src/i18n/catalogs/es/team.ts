/**
 * Team texts in es (docs/product.md, Team); the English text is the key (docs/decisions.md,
 * Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  // Refusals
  "Your role in this session doesn't allow this": "Tu rol en esta sesión no lo permite",
  "This person is no longer a member of the session": "Esta persona ya no es miembro de la sesión",
  "This is the session's owner": "Es el propietario de la sesión",
  "This person has not signed in yet. They can take the session once they have.":
    "Esta persona aún no ha iniciado sesión. Podrá recibir la sesión en cuanto lo haga.",

  // Roles
  Owner: "Propietario",
  "Who can do what": "Quién puede hacer qué",
  "The owner can do everything: manage the team, see the leads and delete the session. The others get a role:":
    "El propietario puede hacerlo todo: gestionar el equipo, ver los contactos y eliminar la sesión. Los demás tienen un rol:",
  "Edits the page, the resources and the polls, and runs the room.":
    "Edita la página, los recursos y las encuestas, y dirige la sesión en directo.",
  "Runs the live console and moderates the Q&A.":
    "Maneja la consola en directo y modera las preguntas.",
  "Sees the results and the questions, and can export them.":
    "Ve los resultados y las preguntas, y puede exportarlos.",

  // Inviting
  "Invite someone": "Invitar a alguien",
  "We e-mail them a link. They see the session on their dashboard once they sign in with this address.":
    "Le enviamos un enlace por correo. Verá la sesión en su panel en cuanto inicie sesión con esta dirección.",
  Role: "Rol",
  "Send invitation": "Enviar invitación",
  "Invitation sent to {email}.": "Invitación enviada a {email}.",
  "{email} is invited already.": "{email} ya tiene una invitación.",
  "The invitation could not be sent": "No se pudo enviar la invitación",

  // Members
  "People with access": "Personas con acceso",
  "Loading the team": "Cargando el equipo",
  "The team could not be loaded": "No se pudo cargar el equipo",
  "{name} (you)": "{name} (tú)",
  "No one else has access yet.": "Nadie más tiene acceso todavía.",
  Active: "Activo",
  Invited: "Invitado",
  "Role of {email}": "Rol de {email}",
  "{email} is now {role}.": "{email} ahora es {role}.",
  "The role could not be changed": "No se pudo cambiar el rol",
  "Remove {email}": "Quitar a {email}",
  "Remove {email}?": "¿Quitar a {email}?",
  "They lose access to this session at once. You can invite them again later.":
    "Perderá el acceso a esta sesión de inmediato. Puedes volver a invitarle más adelante.",
  "Removing...": "Quitando…",
  "{email} was removed": "Se ha quitado a {email}",
  "The person could not be removed": "No se pudo quitar a esta persona",

  // Handing over
  "Hand over the session": "Transferir la sesión",
  "Give this session to a member: they become its owner, with its leads, and you become a co-host.":
    "Transfiere esta sesión a un miembro: pasará a ser su propietario, con sus contactos, y tú serás coanfitrión.",
  "Only a member who has signed in can take the session.":
    "Solo un miembro que ya haya iniciado sesión puede recibir la sesión.",
  "New owner": "Nuevo propietario",
  "Hand over": "Transferir",
  "Hand the session to {name}?": "¿Transferir la sesión a {name}?",
  "{name} becomes the session's owner, with its leads, and can manage the team and delete the session. You become a co-host: you can still edit the session and run the room, but no longer see the leads.":
    "{name} pasará a ser el propietario de la sesión, con sus contactos, y podrá gestionar el equipo y eliminar la sesión. Tú serás coanfitrión: podrás seguir editando la sesión y dirigiéndola en directo, pero ya no verás los contactos.",
  "To confirm, we e-mail you a code.": "Para confirmar, te enviamos un código por correo.",
  "We've sent you a 6-digit code.": "Te hemos enviado un código de 6 dígitos.",
  "Code to hand over the session": "Código para transferir la sesión",
  "Handing over...": "Transfiriendo…",
  "{name} now owns the session": "{name} es ahora el propietario de la sesión",
  "You're now a co-host.": "Ahora eres coanfitrión.",
  "The session could not be handed over. Please try again.":
    "No se pudo transferir la sesión. Inténtalo de nuevo.",

  // Activity
  Activity: "Actividad",
  "What the team did in this session, newest first.":
    "Lo que ha hecho el equipo en esta sesión, lo más reciente primero.",
  "Loading the activity": "Cargando la actividad",
  "The activity could not be loaded": "No se pudo cargar la actividad",
  "Nothing has happened yet.": "Todavía no ha pasado nada.",
  "Load more": "Cargar más",
  "More activity could not be loaded": "No se pudo cargar más actividad",
  "{actor} opened the poll “{subject}”": "{actor} abrió la encuesta «{subject}»",
  "{actor} closed the poll “{subject}”": "{actor} cerró la encuesta «{subject}»",
  "{actor} approved the question “{subject}”": "{actor} aprobó la pregunta «{subject}»",
  "{actor} dismissed the question “{subject}”": "{actor} descartó la pregunta «{subject}»",
  "{actor} marked the question “{subject}” answered":
    "{actor} marcó como respondida la pregunta «{subject}»",
  "{actor} replied to the question “{subject}”": "{actor} respondió a la pregunta «{subject}»",
  "{actor} blocked the person who asked “{subject}”":
    "{actor} bloqueó a quien preguntó «{subject}»",
  "{actor} changed the screen to {subject}": "{actor} cambió la pantalla del proyector a {subject}",
  "{actor} added {subject} to the team": "{actor} añadió a {subject} al equipo",
  "{actor} changed the role of {subject}": "{actor} cambió el rol de {subject}",
  "{actor} removed {subject} from the team": "{actor} quitó a {subject} del equipo",
  "{actor} edited the page": "{actor} editó la página",
  "{actor} edited the page: {subject}": "{actor} editó la página: {subject}",
  "{actor} added {subject} to the team as {role}":
    "{actor} añadió a {subject} al equipo como {role}",
  "{actor} changed the role of {subject} to {role}": "{actor} cambió el rol de {subject} a {role}",
  "{actor} handed the session to {subject}": "{actor} transfirió la sesión a {subject}",
  // The projector's refusal (routes/present)
  "Open the presenter link from the speaker, or sign in as the session's speaker or a co-host or moderator of its team.":
    "Abre el enlace de presentador que te dio el ponente o inicia sesión como ponente de la sesión o como coanfitrión o moderador de su equipo.",
  // The roles (components/session-role.tsx)
  "Co-host": "Coanfitrión",
  Moderator: "Moderador",
  Viewer: "Espectador",
} satisfies Catalog;
