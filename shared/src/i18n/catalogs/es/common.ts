/** Common texts in es (account screens, app frame, error texts); the English text is the key. */
import type { Catalog } from "../../translate.ts";

export default {
  // The texts of docs/product.md, Errors and messages (shared/src/rules/messages.ts)
  "Please enter your email address": "Introduce tu dirección de correo electrónico",
  "Please enter a valid email address": "Introduce una dirección de correo electrónico válida",
  "Please fill all required fields": "Rellena todos los campos obligatorios",
  "First name, last name, designation, and company are required.":
    "El nombre, los apellidos, el cargo y la empresa son obligatorios.",
  "Invalid LinkedIn URL": "URL de LinkedIn no válida",
  "Please enter a valid LinkedIn profile URL (must contain linkedin.com/in/)":
    "Introduce una URL de perfil de LinkedIn válida (debe contener linkedin.com/in/)",
  "LinkedIn URL is required": "La URL de LinkedIn es obligatoria",
  "File too large": "Archivo demasiado grande",
  "Profile picture must be less than 5MB": "La foto de perfil debe ocupar menos de 5 MB",
  "File size must be less than 20MB": "El archivo debe ocupar menos de 20 MB",
  "Missing required fields": "Faltan campos obligatorios",
  "Please fill in all required fields: Event Name, Session Title, and Description.":
    "Rellena todos los campos obligatorios: nombre del evento, título de la sesión y descripción.",
  "Maximum polls reached": "Has alcanzado el máximo de encuestas",
  "You can create up to 3 polls per session.": "Puedes crear hasta 3 encuestas por sesión.",
  "A poll needs 2 to 10 choices.": "Una encuesta necesita de 2 a 10 opciones.",
  "Question required": "Falta la pregunta",
  "Please enter your question": "Escribe tu pregunta",
  "Name required": "Falta el nombre",
  "Please enter your name or choose anonymous": "Escribe tu nombre o elige anónimo",
  "You have already voted in this poll": "Ya has votado en esta encuesta",
  "You have already voted for this question": "Ya has apoyado esta pregunta",
  "You've already upvoted this question": "Ya has apoyado esta pregunta",
  "This poll is currently closed.": "Esta encuesta está cerrada en este momento.",
  "This poll is still in draft mode.": "Esta encuesta todavía es un borrador.",
  "A title is required": "El título es obligatorio",
  "Only PDF, PNG, JPEG, GIF or WebP files are allowed":
    "Solo se permiten archivos PDF, PNG, JPEG, GIF o WebP",
  "Only PNG, JPEG, GIF or WebP images are allowed":
    "Solo se permiten imágenes PNG, JPEG, GIF o WebP",
  // What the app says for each error code (pwa/src/api/error-text.ts)
  "Please try again.": "Inténtalo de nuevo.",
  "Please check what you entered and try again.":
    "Revisa lo que has introducido e inténtalo de nuevo.",
  "{field}: {message}": "{field}: {message}",
  "This link is not valid.": "Este enlace no es válido.",
  "Request body is not valid JSON": "El cuerpo de la solicitud no es un JSON válido",
  "That choice is not part of this poll.": "Esa opción no forma parte de esta encuesta.",
  "The upload could not be read. Please try again.":
    "No se pudo leer el archivo subido. Inténtalo de nuevo.",
  "Choose a file to upload": "Elige un archivo para subir",
  "Please choose a picture to upload": "Elige una imagen para subir",
  "The profile picture must be a file you uploaded":
    "La foto de perfil debe ser un archivo que hayas subido",
  "There is no active code for this account. Please request a new code.":
    "No hay ningún código activo para esta cuenta. Solicita uno nuevo.",
  "This code has expired. Please request a new code.":
    "Este código ha caducado. Solicita uno nuevo.",
  "That code is not correct.": "Ese código no es correcto.",
  "That code is not correct. # tries left.": {
    one: "Ese código no es correcto. Te queda # intento.",
    many: "Ese código no es correcto. Te quedan # de intentos.",
    other: "Ese código no es correcto. Te quedan # intentos.",
  },
  "Too many wrong codes. Please request a new code.":
    "Demasiados códigos incorrectos. Solicita uno nuevo.",
  "Please sign in to continue": "Inicia sesión para continuar",
  "You do not have access to this": "No tienes acceso a esto",
  "Only the session's owner can do this": "Solo el propietario de la sesión puede hacer esto",
  "Speakers don't vote in their own polls.": "Los ponentes no votan en sus propias encuestas.",
  "Speakers can't ask questions in their own session.":
    "Los ponentes no pueden hacer preguntas en su propia sesión.",
  "Q&A is turned off for this session.": "Las preguntas están desactivadas en esta sesión.",
  "Cross-site requests are not allowed": "No se permiten solicitudes entre sitios",
  "Not found": "No encontrado",
  "No account found with this email. Please sign up first.":
    "No hay ninguna cuenta con este correo. Regístrate primero.",
  "This account does not exist. Please sign up again.":
    "Esta cuenta no existe. Vuelve a registrarte.",
  "User not found": "Usuario no encontrado",
  "Session not found": "Sesión no encontrada",
  "This poll doesn't exist or has been removed.": "Esta encuesta no existe o se ha eliminado.",
  "This choice doesn't exist or has been removed.": "Esta opción no existe o se ha eliminado.",
  "This question doesn't exist or has been removed.": "Esta pregunta no existe o se ha eliminado.",
  "Resource not found": "Recurso no encontrado",
  "File not found": "Archivo no encontrado",
  "The file is missing": "Falta el archivo",
  "An account with this email already exists. Please sign in instead.":
    "Ya existe una cuenta con este correo. Inicia sesión.",
  "A poll can have at most # choices.": {
    one: "Una encuesta puede tener como máximo # opción.",
    many: "Una encuesta puede tener como máximo # de opciones.",
    other: "Una encuesta puede tener como máximo # opciones.",
  },
  "A poll needs at least # choices.": {
    one: "Una encuesta necesita al menos # opción.",
    many: "Una encuesta necesita al menos # de opciones.",
    other: "Una encuesta necesita al menos # opciones.",
  },
  "Request body is too large": "La solicitud es demasiado grande",
  "Too many requests, please wait a moment": "Demasiadas solicitudes, espera un momento",
  "Something went wrong on our side. Please try again.":
    "Algo ha fallado por nuestra parte. Inténtalo de nuevo.",
  "We could not send the code e-mail. Please try again in a moment.":
    "No hemos podido enviar el correo con el código. Inténtalo de nuevo en un momento.",
  "Your account is saved, but we could not send the code e-mail. Please sign in in a moment to get a new code.":
    "Tu cuenta se ha guardado, pero no hemos podido enviar el correo con el código. Inicia sesión en un momento para recibir un código nuevo.",
  "Failed to fetch LinkedIn data": "No se pudieron obtener los datos de LinkedIn",
  "Profile lookup is not configured": "La búsqueda de perfiles no está configurada",
  "The server can't reach its database right now. Your action is kept and will be sent again.":
    "El servidor no puede acceder a su base de datos ahora mismo. Tu acción se guarda y se volverá a enviar.",
  // A screen whose code could not be loaded (pwa/src/app/router.tsx)
  "This page could not be loaded": "No se pudo cargar esta página",
  "Check your connection, then try again.": "Comprueba tu conexión e inténtalo de nuevo.",
  "Try again": "Reintentar",
  // The toasts' own labels (pwa/src/app/providers.tsx)
  Notifications: "Notificaciones",
  "Close notification": "Cerrar notificación",
  // Top navigation and the account menu
  "Skip to content": "Saltar al contenido",
  Main: "Principal",
  "{product}, go to dashboard": "{product}, ir al panel",
  "{product}, home": "{product}, inicio",
  "Create Session": "Crear sesión",
  "Account menu for {name}": "Menú de la cuenta de {name}",
  Dashboard: "Panel",
  "My Speaker Profile": "Mi perfil de ponente",
  Language: "Idioma",
  "Sign Out": "Cerrar sesión",
  "Sign In": "Iniciar sesión",
  "Get Started Free": "Empieza gratis",
  // Dialogs and loading (pwa/src/components/ui)
  Close: "Cerrar",
  Cancel: "Cancelar",
  Loading: "Cargando",
  // Sign-out, and a speaker whose server session has ended
  "Signed out successfully": "Sesión cerrada",
  "You have been signed out of {product}": "Has cerrado sesión en {product}",
  "Please sign in again": "Vuelve a iniciar sesión",
  "Your session has ended.": "Tu sesión ha caducado.",
} satisfies Catalog;
