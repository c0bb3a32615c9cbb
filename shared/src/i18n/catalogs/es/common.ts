/** Common texts in es (account screens, app frame, error texts); the English text is the key. */
import type { Catalog } from "../../translate.ts";

export default {
  // The texts of docs/product.md, Errors and messages (shared/src/rules/messages.ts)
  "Please enter your email address": "Introduce tu dirección de correo electrónico",
  "Please enter a valid email address": "Introduce una dirección de correo electrónico válida",
  "Please fill all required fields": "Rellena todos los campos obligatorios",
  "First name and last name are required.": "El nombre y los apellidos son obligatorios.",
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
  "A poll needs 2 to 10 choices.": "Una encuesta necesita de 2 a 10 opciones.",
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
  "Please sign in to continue": "Inicia sesión para continuar",
  "You do not have access to this": "No tienes acceso a esto",
  "Only the session's owner can do this": "Solo el propietario de la sesión puede hacer esto",
  "Speakers don't vote in their own polls.": "Los ponentes no votan en sus propias encuestas.",
  "Speakers can't ask questions in their own session.":
    "Los ponentes no pueden hacer preguntas en su propia sesión.",
  "Q&A is turned off for this session.": "Las preguntas están desactivadas en esta sesión.",
  "Cross-site requests are not allowed": "No se permiten solicitudes entre sitios",
  "Please reload the page and try again.": "Vuelve a cargar la página e inténtalo de nuevo.",
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
  "This session has no slides yet.": "Esta sesión aún no tiene diapositivas.",
  "This slide is not in the deck.": "Esta diapositiva no está en la presentación.",
  "This PDF could not be read. Please export it again and upload it.":
    "No se pudo leer este PDF. Expórtalo de nuevo y súbelo.",
  "A deck can have at most 300 pages.": "Una presentación puede tener como máximo 300 páginas.",
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
  // Home page
  "Endless slide requests": "Peticiones interminables de diapositivas",
  "“Can you send me the slides?” arrives by e-mail, chat and business card for weeks after every talk.":
    "«¿Me puedes enviar las diapositivas?» llega por correo, chat y tarjeta de visita durante semanas después de cada charla.",
  "No idea who was listening": "Sin saber quién te escuchaba",
  "A full room leaves no trace: you never learn who wanted more, so no conversation follows.":
    "Una sala llena no deja rastro: nunca sabes quién quería saber más, así que no surge ninguna conversación.",
  "Q&A runs out of time": "No queda tiempo para preguntas",
  "The best questions stay unasked when the clock wins and the microphone never reaches the back row.":
    "Las mejores preguntas se quedan sin hacer cuando se acaba el tiempo y el micrófono nunca llega a la última fila.",
  "Missing the pulse of the room": "Sin saber qué piensa la sala",
  "Raised hands are hard to count, and you cannot tell what the audience really thinks.":
    "Las manos levantadas son difíciles de contar y no sabes lo que el público piensa de verdad.",
  "Host everything on one page": "Todo en una sola página",
  "Slides, handouts, helpful links and next steps live on one session page, shared by link or QR code.":
    "Diapositivas, documentos, enlaces útiles y próximos pasos en la página de la sesión, compartida por enlace o código QR.",
  "Capture leads": "Consigue contactos",
  "Attendees leave their e-mail to download. You see who they are and what they took, and export it as CSV.":
    "Los asistentes dejan su correo para descargar. Ves quiénes son y qué se llevaron, y lo exportas como CSV.",
  "Collect questions": "Recoge preguntas",
  "A Q&A forum where attendees ask and upvote, so the questions that matter rise to the top.":
    "Un foro de preguntas donde los asistentes preguntan y apoyan, para que las preguntas importantes suban arriba.",
  "Poll instantly": "Encuestas al instante",
  "Live polls with results that update as votes arrive, ready to embed on any other site.":
    "Encuestas en vivo con resultados que se actualizan con cada voto, listas para insertar en cualquier otro sitio.",
  "Every talk deserves a page that keeps working":
    "Cada charla merece una página que siga trabajando",
  "{product} gives each of your sessions one page for slides, links, questions and live polls. Share it with a QR code, and see who downloaded what.":
    "{product} da a cada una de tus sesiones una página para diapositivas, enlaces, preguntas y encuestas en vivo. Compártela con un código QR y mira quién descargó qué.",
  "See how it helps": "Mira cómo te ayuda",
  "Free account. No password: sign in with a code sent to your e-mail.":
    "Cuenta gratuita. Sin contraseña: inicia sesión con un código que te enviamos por correo.",
  "{product} in a few seconds: one page per talk with slides, leads, Q&A and live polls":
    "{product} en pocos segundos: una página por charla con diapositivas, contactos, preguntas y encuestas en vivo",
  "The projector during a talk: a live poll's question with each answer's share of the votes":
    "El proyector durante una charla: la pregunta de una encuesta en vivo con el porcentaje de votos de cada respuesta",
  "An attendee's phone on the talk's page: the same poll, with the results after voting":
    "El móvil de un asistente en la página de la charla: la misma encuesta, con los resultados después de votar",
  "What the room sees: the poll on the projector, and the results on every phone.":
    "Lo que ve la sala: la encuesta en el proyector y los resultados en cada móvil.",
  "Speaking is the easy part": "Hablar es la parte fácil",
  "What happens around the talk is where speakers lose time, contacts and feedback.":
    "Es alrededor de la charla donde los ponentes pierden tiempo, contactos y opiniones.",
  "How {product} helps": "Cómo te ayuda {product}",
  "One page per talk, made in minutes, opened from a QR code on the last slide, and built for venue Wi-Fi that comes and goes.":
    "Una página por charla, creada en minutos, abierta desde un código QR en la última diapositiva y pensada para el wifi intermitente de los recintos.",
  "Ready for your next talk?": "¿Todo listo para tu próxima charla?",
  "Create your first session page in a few minutes. It is free.":
    "Crea la página de tu primera sesión en pocos minutos. Es gratis.",
  // Sign-up and sign-in
  "Please check your email for the verification code.":
    "Revisa tu correo para ver el código de verificación.",
  Email: "Correo",
  "Create your account": "Crea tu cuenta",
  "Free for speakers. We will e-mail you a 6-digit code to confirm your address.":
    "Gratis para ponentes. Te enviaremos un código de 6 dígitos por correo para confirmar tu dirección.",
  "Create Account": "Crear cuenta",
  "Creating Account...": "Creando cuenta…",
  "Registration successful": "Registro completado",
  "Registration failed. Please try again later.":
    "No se pudo completar el registro. Inténtalo más tarde.",
  "Already have an account?": "¿Ya tienes una cuenta?",
  "Sign in": "Iniciar sesión",
  "Back to Home": "Volver al inicio",
  "First name": "Nombre",
  "Last name": "Apellidos",
  "Enter your e-mail and we will send you a 6-digit code. No password needed.":
    "Introduce tu correo y te enviaremos un código de 6 dígitos. No necesitas contraseña.",
  "Send Verification Code": "Enviar código",
  "Sending OTP...": "Enviando código…",
  "OTP Sent!": "¡Código enviado!",
  "Sign in failed": "No se pudo iniciar sesión",
  "New to {product}?": "¿Primera vez en {product}?",
  "Create an account": "Crear una cuenta",
  // Code check
  "Email verified successfully": "Correo verificado",
  "Let's complete your speaker profile to get started!":
    "¡Completa tu perfil de ponente para empezar!",
  "Welcome back to {product}": "Te damos de nuevo la bienvenida a {product}",
  "Welcome to {product}": "Te damos la bienvenida a {product}",
  "Verification failed": "No se pudo verificar",
  "Invalid or expired code.": "Código no válido o caducado.",
  "Code resent": "Código reenviado",
  "Please check your email for the new verification code.":
    "Revisa tu correo para ver el nuevo código de verificación.",
  "Failed to resend code": "No se pudo reenviar el código",
  "Please try again later.": "Inténtalo de nuevo más tarde.",
  "Check your e-mail": "Revisa tu correo",
  "We've sent a 6-digit code to {email}": "Hemos enviado un código de 6 dígitos a {email}",
  "Back to Sign Up": "Volver al registro",
  "Verification code": "Código de verificación",
  "Digits only. The code expires after # minutes.": {
    one: "Solo números. El código caduca en # minuto.",
    many: "Solo números. El código caduca en # de minutos.",
    other: "Solo números. El código caduca en # minutos.",
  },
  "Verifying...": "Verificando…",
  "Verify Code": "Verificar código",
  "Sending...": "Enviando…",
  "Resend Code": "Reenviar código",
  // Page not found
  "Page not found": "Página no encontrada",
  "The page you are looking for does not exist or has moved.":
    "La página que buscas no existe o se ha movido.",
  "Back to Dashboard": "Volver al panel",
  // The speaker profile form (onboarding and My Speaker Profile)
  "Designation / title": "Cargo / título",
  Company: "Empresa",
  Bio: "Biografía",
  "Display picture": "Foto de perfil",
  "Invalid file": "Archivo no válido",
  Required: "Obligatorio",
  "Enter your LinkedIn profile URL first.": "Introduce primero la URL de tu perfil de LinkedIn.",
  "Filled from LinkedIn: {fields}.": "Completado desde LinkedIn: {fields}.",
  "LinkedIn returned no details to fill.": "LinkedIn no devolvió datos para completar.",
  "Please try again or fill out the form manually":
    "Inténtalo de nuevo o rellena el formulario a mano",
  "Picture uploaded": "Foto subida",
  "Upload failed": "No se pudo subir",
  "Failed to upload profile picture. Please try again.":
    "No se pudo subir la foto de perfil. Inténtalo de nuevo.",
  Error: "Error",
  "Your profile could not be saved. Please try again.":
    "No se pudo guardar tu perfil. Inténtalo de nuevo.",
  "LinkedIn profile URL": "URL del perfil de LinkedIn",
  "Optional. For example linkedin.com/in/your-name":
    "Opcional. Por ejemplo, linkedin.com/in/tu-nombre",
  "Fetching...": "Obteniendo…",
  "Fetch from LinkedIn": "Obtener de LinkedIn",
  "Display picture (optional)": "Foto de perfil (opcional)",
  "Your display picture": "Tu foto de perfil",
  "Choose a display picture": "Elegir una foto de perfil",
  "Uploading...": "Subiendo…",
  "Change picture": "Cambiar foto",
  "Upload picture": "Subir foto",
  "Remove picture": "Quitar foto",
  "An image under 5MB.": "Una imagen de menos de 5 MB.",
  "Bio (optional)": "Biografía (opcional)",
  "Language for e-mails": "Idioma de los correos",
  "Your sign-in codes are sent in this language.":
    "Tus códigos de inicio de sesión se envían en este idioma.",
  "Fetching LinkedIn Data": "Obteniendo datos de LinkedIn",
  "Wait, attempting to fetch details from LinkedIn...":
    "Espera, estamos obteniendo tus datos de LinkedIn…",
  "Fetching LinkedIn data": "Obteniendo datos de LinkedIn",
  // Onboarding
  "Complete Speaker Profile": "Completa tu perfil de ponente",
  "Attendees see these details on every session page you create.":
    "Los asistentes verán estos datos en cada página de sesión que crees.",
  "Complete Profile & Continue": "Completar y continuar",
  "Saving...": "Guardando…",
  "Profile completed!": "¡Perfil completado!",
  // My Speaker Profile
  "Loading your profile": "Cargando tu perfil",
  "Your profile could not be loaded": "No se pudo cargar tu perfil",
  "Please check your connection and try again.": "Comprueba tu conexión e inténtalo de nuevo.",
  "Save Changes": "Guardar cambios",
  "Profile updated!": "¡Perfil actualizado!",
  "Your speaker profile has been successfully updated.": "Tu perfil de ponente se ha actualizado.",
  "These details appear on your session pages.":
    "Estos datos aparecen en las páginas de tus sesiones.",
  // Poll kinds' refusals (MESSAGES)
  "This poll takes a different kind of answer.": "Esta encuesta espera otro tipo de respuesta.",
  "You chose more answers than this poll allows.":
    "Elegiste más respuestas de las que permite esta encuesta.",
  "A word needs at least 2 letters.": "Una palabra necesita al menos 2 letras.",
  "That word isn't allowed": "Esa palabra no está permitida",
  "You can't post questions in this session": "No puedes publicar preguntas en esta sesión",
  "Please write a reply": "Escribe una respuesta",
  "This question is waiting for review or was dismissed.":
    "Esta pregunta está pendiente de revisión o fue descartada.",
  "This poll already has votes, so its kind can't change.":
    "Esta encuesta ya tiene votos, así que su tipo de encuesta no puede cambiar.",
  "Only a quiz has an answer to reveal.": "Solo un cuestionario tiene una respuesta que revelar.",
  "Close the poll before revealing the answer.":
    "Cierra la encuesta antes de revelar la respuesta.",
  "The answer of this quiz is revealed, so it can't open again.":
    "La respuesta de este cuestionario ya se reveló, así que no puede volver a abrirse.",
  "A quiz needs exactly one right answer.":
    "Un cuestionario necesita exactamente una respuesta correcta.",
  "This kind of poll has no choices.": "Este tipo de encuesta no tiene opciones.",
  // Lectern's defaults for texts the speaker may write
  // Sign-in links, locked codes and signed-in devices
  "This link is not valid or was already used. Please ask for a new e-mail.":
    "Este enlace no es válido o ya se usó. Solicita un nuevo correo.",
  "This link has expired. Please ask for a new e-mail.":
    "Este enlace ha caducado. Solicita un nuevo correo.",
  "Signed out everywhere": "Sesión cerrada en todas partes",
  "Every device is now signed out of {product}":
    "Todos los dispositivos han cerrado sesión en {product}",
  "Keep my account": "Conservar mi cuenta",
  "Delete my account?": "¿Eliminar mi cuenta?",
  "Signed in": "Sesión iniciada",
  "This link could not sign you in. Please try again.":
    "No pudimos iniciar tu sesión con este enlace. Inténtalo de nuevo.",
  "Sign in with your link": "Inicia sesión con tu enlace",
  "This link did not sign you in.": "Este enlace no inició tu sesión.",
  "Signing you in...": "Iniciando tu sesión...",
  "Back to Sign In": "Volver a iniciar sesión",
  "One moment...": "Un momento...",
  "Unknown browser": "Navegador desconocido",
  "This device": "Este dispositivo",
  "Last active {date}": "Última actividad: {date}",
  "Signing out...": "Cerrando sesión...",
  "Sign out {device}": "Cerrar sesión en {device}",
  "Signed-in devices": "Dispositivos con sesión iniciada",
  "A device that is not used for 14 days is signed out by itself.":
    "Un dispositivo que no se usa durante 14 días cierra sesión solo.",
  "Sign out everywhere": "Cerrar sesión en todas partes",
  "Too many wrong codes. Use the link in your e-mail to sign in, or try again in # hours.": {
    one: "Demasiados códigos incorrectos. Inicia sesión con el enlace de tu correo o inténtalo de nuevo en # hora.",
    many: "Demasiados códigos incorrectos. Inicia sesión con el enlace de tu correo o inténtalo de nuevo en # de horas.",
    other:
      "Demasiados códigos incorrectos. Inicia sesión con el enlace de tu correo o inténtalo de nuevo en # horas.",
  },
  // Attendee data: the e-mail gate, confirmation, quota
  "Please enter the https address of your privacy notice":
    "Introduce la dirección https de tu aviso de privacidad",
  "Enter your e-mail address to get this file.": "Introduce tu correo para obtener este archivo.",
  "This confirmation link is no longer valid. Download the file again to get a new one.":
    "Este enlace de confirmación ya no es válido. Vuelve a descargar el archivo para recibir uno nuevo.",
  "Your storage is full. Delete files you no longer need and try again.":
    "Tu almacenamiento está lleno. Elimina los archivos que ya no necesites e inténtalo de nuevo.",
  // Authoring (issue 29): optional poll titles, poll order, drop zone, dashboard, limits
  "You can create up to {count} polls per session.":
    "Puedes crear hasta {count} encuestas por sesión.",
  "This session has as many polls as it may have.":
    "Esta sesión ya tiene todas las encuestas que puede tener.",
  "Fields marked * are required.": "Los campos marcados con * son obligatorios.",
  // Accessibility (issue 30): the home page's promo video
  "Pause video": "Pausar el vídeo",
  "Play video": "Reproducir el vídeo",
} satisfies Catalog;
