/** Texts the server and the service worker render in es: the first HTML's and the sign-in e-mail's. */
import type { Catalog } from "../../translate.ts";

export default {
  // The session page's first HTML
  Speaker: "Ponente",
  "LinkedIn profile": "Perfil de LinkedIn",
  "of {name} (opens in a new tab)": "de {name} (se abre en una pestaña nueva)",
  "{designation} at {company}": "{designation} en {company}",
  // The session page's first screen: its sections, resources and Save for offline
  Resources: "Recursos",
  "Q&A": "Preguntas",
  Polls: "Encuestas",
  "Session sections": "Secciones de la sesión",
  "Loading questions...": "Cargando preguntas…",
  "Loading polls...": "Cargando encuestas…",
  "Loading slides...": "Cargando diapositivas…",
  Slides: "Diapositivas",
  Presentation: "Presentación",
  Handouts: "Documentos",
  "Additional Resources": "Recursos adicionales",
  "Helpful Links": "Enlaces útiles",
  "Next Steps": "Próximos pasos",
  Download: "Descargar",
  "Visit Link": "Abrir enlace",
  "Preview of {title}": "Vista previa de {title}",
  PDF: "PDF",
  "External Link": "Enlace externo",
  "Save for offline": "Guardar sin conexión",
  "Keep this session's files on your device to open them with no network.":
    "Guarda los archivos de esta sesión en tu dispositivo para abrirlos sin conexión.",
  "Now answering": "Respondiendo ahora",
  "Learn More": "Más información",
  "Access Resource": "Acceder al recurso",
  // The session page's footer
  Language: "Idioma",
  // The sign-in e-mail
  "Your {product} code: {code}": "Tu código de {product}: {code}",
  "Hello {firstName},": "Hola, {firstName}:",
  "It expires in # minutes.": {
    one: "Caduca en # minuto.",
    many: "Caduca en # de minutos.",
    other: "Caduca en # minutos.",
  },
  "If you did not ask to sign in to {product}, you can ignore this e-mail.":
    "Si no has pedido iniciar sesión en {product}, puedes ignorar este correo.",
  // The account deletion e-mail
  "Your {product} account deletion code: {code}":
    "Tu código de {product} para eliminar la cuenta: {code}",
  "Entering this code deletes your account and everything in it: sessions, resources, polls, questions and leads. This cannot be undone.":
    "Al introducir este código se eliminan tu cuenta y todo lo que contiene: sesiones, recursos, encuestas, preguntas y contactos. No se puede deshacer.",
  "If you did not ask to delete your account, do not enter the code; you can ignore this e-mail.":
    "Si no has pedido eliminar tu cuenta, no introduzcas el código; puedes ignorar este correo.",
  // The sign-in link and the locked-codes e-mail
  "Hello,": "Hola:",
  "Too many wrong codes for your {product} account":
    "Demasiados códigos incorrectos en tu cuenta de {product}",
  "Too many wrong codes were entered for your {product} account, so its codes are refused for the next 24 hours.":
    "Se introdujeron demasiados códigos incorrectos en tu cuenta de {product}, así que sus códigos se rechazan durante las próximas 24 horas.",
  "You can still sign in with the link in your sign-in e-mail. If this was not you, nobody got in and you need not do anything.":
    "Puedes seguir iniciando sesión con el enlace de tu correo de inicio de sesión. Si no fuiste tú, nadie entró y no tienes que hacer nada.",
  "Or sign in with this link, valid for # minutes and only once:": {
    one: "O inicia sesión con este enlace, válido durante # minuto y una sola vez:",
    many: "O inicia sesión con este enlace, válido durante # de minutos y una sola vez:",
    other: "O inicia sesión con este enlace, válido durante # minutos y una sola vez:",
  },
  "Or confirm the deletion with this link, valid for # minutes and only once:": {
    one: "O confirma la eliminación con este enlace, válido durante # minuto y una sola vez:",
    many: "O confirma la eliminación con este enlace, válido durante # de minutos y una sola vez:",
    other: "O confirma la eliminación con este enlace, válido durante # minutos y una sola vez:",
  },
  // Attendee data: the e-mail gate, confirmation, quota
  Image: "Imagen",
  "{speaker} will receive your e-mail address and may contact you about this talk.":
    "{speaker} recibirá tu correo y podrá contactarte sobre esta charla.",
  'Confirm your e-mail to get "{title}"': "Confirma tu correo para obtener «{title}»",
  'You asked for "{title}" from {speaker}.': "Pediste «{title}» de {speaker}.",
  "Open this link to confirm your e-mail address and get it:":
    "Abre este enlace para confirmar tu correo y obtenerlo:",
  "If you did not ask for it, ignore this e-mail: your address stays unconfirmed.":
    "Si no lo pediste, ignora este correo: tu dirección seguirá sin confirmar.",
  "The link works for # hours.": {
    one: "El enlace funciona durante # hora.",
    many: "El enlace funciona durante # de horas.",
    other: "El enlace funciona durante # horas.",
  },
  // A talk run by a team (members/mail.ts)
  "As a co-host you can edit the page and its polls and run the room.":
    "Como coanfitrión puedes editar la página y sus encuestas y dirigir la sala.",
  "As a moderator you can run the live console and moderate the questions.":
    "Como moderador puedes usar la consola en vivo y moderar las preguntas.",
  "As a viewer you can read the results and the questions.":
    "Como espectador puedes leer los resultados y las preguntas.",
  '{owner} invited you to "{title}" on {product}': "{owner} te invitó a «{title}» en {product}",
  '{owner} invited you to help with the session "{title}".':
    "{owner} te invitó a ayudar con la sesión «{title}».",
  "Open this link to sign in with this e-mail address; the session is under Shared with me:":
    "Abre este enlace para iniciar sesión con esta dirección de correo; la sesión está en Compartidas conmigo:",
  "If you don't know {owner}, you can ignore this e-mail.":
    "Si no conoces a {owner}, puedes ignorar este correo.",
  "Your {product} code to hand over a session: {code}":
    "Tu código de {product} para traspasar una sesión: {code}",
  'Entering this code makes {member} the owner of "{title}", with its leads; you stay on as a co-host.':
    "Al introducir este código, {member} pasa a ser propietario de «{title}», con sus leads; tú sigues como coanfitrión.",
  "If you did not ask to hand over the session, do not enter the code.":
    "Si no pediste traspasar la sesión, no introduzcas el código.",
} satisfies Catalog;
