/**
 * Attendee texts in es: the session page, the embed and their offline texts. The English
 * text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  // Session page
  "Session Not Found": "Sesión no encontrada",
  "The session you're looking for doesn't exist or has been removed.":
    "La sesión que buscas no existe o se ha eliminado.",
  "Loading session...": "Cargando sesión…",
  // Resources tab
  "Processing...": "Procesando…",
  // Save for offline
  "Some files could not be saved. Check your connection and try again.":
    "No se pudieron guardar algunos archivos. Revisa tu conexión e inténtalo de nuevo.",
  "Saved for offline": "Guardado sin conexión",
  "Saving... {percent}%": "Guardando… {percent}\u00a0%",
  "All # files are on this device and open with no network.": {
    one: "El archivo está en este dispositivo y se abre sin conexión.",
    many: "Los # de archivos están en este dispositivo y se abren sin conexión.",
    other: "Los # archivos están en este dispositivo y se abren sin conexión.",
  },
  "Saving files for offline: {done} of {total}":
    "Guardando archivos sin conexión: {done} de {total}",
  "Your device is out of storage space, so this could not be saved for later. Free some space and try again.":
    "Tu dispositivo no tiene espacio de almacenamiento, así que no se pudo guardar para más tarde. Libera espacio e inténtalo de nuevo.",
  "You're offline": "Estás sin conexión",
  // Download dialog and download
  "Download failed": "No se pudo descargar",
  "You're offline. Please try again when you're connected.":
    "Estás sin conexión. Inténtalo de nuevo cuando tengas conexión.",
  "Download resource": "Descargar recurso",
  'Enter your email address to get "{title}".':
    "Introduce tu correo electrónico para obtener «{title}».",
  "Email address": "Correo electrónico",
  "you@example.com": "tu@example.com",
  "Your browser blocked the new tab": "Tu navegador bloqueó la nueva pestaña",
  "Open link": "Abrir enlace",
  "Opened your saved copy": "Se abrió tu copia guardada",
  "Your download is recorded and will be sent when you're back online.":
    "Tu descarga quedó registrada y se enviará cuando vuelvas a estar en línea.",
  "Your request is saved and will be sent when you're back online. You can open the file then.":
    "Tu solicitud está guardada y se enviará cuando vuelvas a estar en línea. Entonces podrás abrir el archivo.",
  "Your download is ready": "Tu descarga está lista",
  "Open file": "Abrir archivo",
  "Please try again in a moment.": "Inténtalo de nuevo en un momento.",
  // Q&A forum
  "Failed to post question": "No se pudo publicar la pregunta",
  "Question posted!": "¡Pregunta publicada!",
  "Unable to vote": "No se pudo apoyar la pregunta",
  "Vote recorded!": "¡Apoyo registrado!",
  "Question marked as answered": "Pregunta marcada como respondida",
  "Question deleted": "Pregunta eliminada",
  "Failed to mark as answered": "No se pudo marcar como respondida",
  "Failed to delete question": "No se pudo eliminar la pregunta",
  "Failed to load questions": "No se pudieron cargar las preguntas",
  Questions: "Preguntas",
  Unanswered: "Sin responder",
  Answered: "Con respuesta",
  "No questions yet": "Aún no hay preguntas",
  "No questions have been submitted yet": "Todavía no se ha enviado ninguna pregunta",
  "Be the first to ask a question!": "¡Haz la primera pregunta!",
  "No answered questions": "No hay preguntas con respuesta",
  "Answered questions will appear here": "Las preguntas con respuesta aparecerán aquí",
  "Q&A Forum": "Foro de preguntas",
  "Ask Question": "Hacer una pregunta",
  Anonymous: "Anónimo",
  "Upvote, # upvotes": {
    one: "Apoyar, # apoyo",
    many: "Apoyar, # de apoyos",
    other: "Apoyar, # apoyos",
  },
  "Mark Answered": "Marcar como respondida",
  "Delete question": "Eliminar pregunta",
  "Delete question (You're offline)": "Eliminar pregunta (estás sin conexión)",
  "Your question goes to the speaker and the audience.":
    "Tu pregunta llega al ponente y al público.",
  "Leave it empty to ask anonymously.": "Déjalo vacío para preguntar de forma anónima.",
  "Your name (optional)": "Tu nombre (opcional)",
  "Your Question": "Tu pregunta",
  "Post Question": "Publicar pregunta",
  "Posting...": "Publicando…",
  "Pending sync": "Pendiente de envío",
  // Polls tab and poll cards
  "Error loading polls: {reason}": "Error al cargar las encuestas: {reason}",
  "No polls available": "No hay encuestas",
  "The speaker hasn't created any polls for this session yet.":
    "El ponente aún no ha creado encuestas para esta sesión.",
  "Loading results...": "Cargando resultados…",
  "Open for voting": "Votación abierta",
  "Voting closed": "Votación cerrada",
  "Results could not be loaded. They will appear when the connection is back.":
    "No se pudieron cargar los resultados. Aparecerán cuando vuelva la conexión.",
  "# votes": { one: "# voto", many: "# de votos", other: "# votos" },
  "(your vote)": "(tu voto)",
  "{percent}%": "{percent}\u00a0%",
  "Total votes: {count}": "Total de votos: {count}",
  "Vote to see results": "Vota para ver los resultados",
  "Results will appear in real-time after you vote.":
    "Los resultados aparecerán en tiempo real después de votar.",
  "Submitting...": "Enviando…",
  "Submit Vote": "Votar",
  "Saved - will be sent when you're back online":
    "Guardado: se enviará cuando vuelvas a estar en línea",
  "Vote submitted": "Voto enviado",
  "Vote failed": "Error al votar",
  "Failed to submit vote. Please try again.": "No se pudo enviar tu voto. Inténtalo de nuevo.",
  // Poll kinds
  "Choose up to {count}": "Elige hasta {count} opciones",
  "Up to # words or short phrases, {max} characters each": {
    one: "Una palabra o frase corta, de {max} caracteres como máximo",
    many: "Hasta # de palabras o frases cortas, de {max} caracteres cada una",
    other: "Hasta # palabras o frases cortas, de {max} caracteres cada una",
  },
  "Your word": "Tu palabra",
  "Word {number}": "Palabra {number}",
  "Correct!": "¡Correcto!",
  "The answer was: {answer}": "La respuesta era: {answer}",
  "Correct answer": "Respuesta correcta",
  "Total voters: {count}": "Total de votantes: {count}",
  "No words yet": "Aún no hay palabras",
  "Words sent": "Palabras enviadas",
  "Your words: {words}": "Tus palabras: {words}",
  "Average rating": "Valoración media",
  "No ratings yet": "Aún no hay valoraciones",
  "out of {scale}": "de {scale}",
  "Votes per score": "Votos por puntuación",
  "Your rating: {rating}": "Tu valoración: {rating}",
  // Embedded poll
  "Powered by {product}": "Con la tecnología de {product}",
  "Poll Not Available": "Encuesta no disponible",
  Live: "En vivo",
  Closed: "Cerrada",
  "Loading poll...": "Cargando encuesta…",
  "Your vote was not sent: {reason}": "Tu voto no se envió: {reason}",
  Discard: "Descartar",
  "Invalid Poll": "Encuesta no válida",
  "The poll ID is missing or invalid.": "Falta el ID de la encuesta o no es válido.",
  "Poll Not Found": "Encuesta no encontrada",
  // Outbox status bar and refused actions
  "Offline - nothing waiting to be sent": "Sin conexión: nada pendiente de envío",
  "Offline - # actions waiting to be sent": {
    one: "Sin conexión: # acción pendiente de envío",
    many: "Sin conexión: # de acciones pendientes de envío",
    other: "Sin conexión: # acciones pendientes de envío",
  },
  "# actions waiting to be sent": {
    one: "# acción pendiente de envío",
    many: "# de acciones pendientes de envío",
    other: "# acciones pendientes de envío",
  },
  "All caught up": "Todo enviado",
  "Send now": "Enviar ahora",
  'Question: "{question}"': "Pregunta: «{question}»",
  Upvote: "Apoyo",
  "Poll vote": "Voto en una encuesta",
  "Resource download": "Descarga de un recurso",
  "QR visit": "Visita por código QR",
  "# actions could not be sent": {
    one: "# acción no se pudo enviar",
    many: "# de acciones no se pudieron enviar",
    other: "# acciones no se pudieron enviar",
  },
  "Not sent: {reason}": "No enviada: {reason}",
  "May not have been sent: {reason}": "Puede que no se haya enviado: {reason}",
  "No answer came for {days} days, so it may have arrived. Check before doing it again.":
    "No llegó ninguna respuesta en {days} días, así que puede que haya llegado. Compruébalo antes de repetirlo.",
  "It waited more than {days} days to be sent.": "Estuvo pendiente de envío más de {days} días.",
  "Discard {action}": "Descartar: {action}",
  // Offline copy notice
  "You're offline - showing the page as last seen":
    "Estás sin conexión: se muestra la página tal como la viste por última vez",
  "Connection problem - showing the last saved copy":
    "Problema de conexión: se muestra la última copia guardada",
  "Offline - showing the last saved copy": "Sin conexión: se muestra la última copia guardada",
  "Connection problem - showing the copy from {date}":
    "Problema de conexión: se muestra la copia del {date}",
  "Offline - showing the copy from {date}": "Sin conexión: se muestra la copia del {date}",
  // Sending without offline storage
  "Could not reach the app's offline storage. Please reload the page.":
    "No se pudo acceder al almacenamiento sin conexión de la app. Vuelve a cargar la página.",
  // Update prompt
  "A new version is available": "Hay una nueva versión disponible",
  Reload: "Recargar",
  // The room
  // Moderation (docs/product.md, Moderation)
  "Reply from the speaker": "Respuesta del ponente",
  Edited: "Editada",
  "Waiting for the speaker's approval": "Esperando la aprobación del ponente",
  "Question sent: it will appear once the speaker approves it.":
    "Pregunta enviada: aparecerá cuando el ponente la apruebe.",
  // Attendee data: the e-mail gate, confirmation, quota
  "Open the link we e-mailed you to confirm your address, then save for offline again.":
    "Abre el enlace que te enviamos por correo para confirmar tu dirección y vuelve a guardar sin conexión.",
  "Your e-mail could not be confirmed. Please try again.":
    "No se pudo confirmar tu correo. Inténtalo de nuevo.",
  "Confirming your e-mail...": "Confirmando tu correo...",
  "Your e-mail could not be confirmed": "No se pudo confirmar tu correo",
  "E-mail confirmed": "Correo confirmado",
  'Thank you. You can now get "{title}".': "Gracias. Ya puedes obtener «{title}».",
  "Back to the session": "Volver a la sesión",
  "Privacy notice": "Aviso de privacidad",
  "We sent you a link. Open it to confirm your address and get the file.":
    "Te enviamos un enlace. Ábrelo para confirmar tu dirección y obtener el archivo.",
  // Attendee page for a phone (issue 29)
  "Upvote taken back": "Voto retirado",
  "Show more": "Mostrar más",
  "Show less": "Mostrar menos",
  "A poll is on screen": "Hay una encuesta en pantalla",
  "Vote now": "Vota ahora",
  "On screen now": "Ahora en pantalla",
  "Results after the reveal": "Resultados después de revelar la respuesta",
  "Results when the poll closes": "Resultados al cerrar la encuesta",
  "The speaker shows the answer and the results once the quiz is over.":
    "El ponente muestra la respuesta y los resultados cuando termina el cuestionario.",
  "The speaker keeps the results hidden until the poll closes.":
    "El ponente mantiene los resultados ocultos hasta que se cierre la encuesta.",
  "Your answer: {answer}": "Tu respuesta: {answer}",
  // Live events spoken once (issue 30)
  "Now answering: {question}": "Respondiendo ahora: {question}",
  "Results: {results}": "Resultados: {results}",
  // Slides tab (issue 32)
  "Error loading slides: {reason}": "Error al cargar las diapositivas: {reason}",
  "The speaker hasn't shown any slides yet.": "El ponente aún no ha mostrado ninguna diapositiva.",
  "Follow the speaker": "Seguir al ponente",
  "Back to live": "Volver al directo",
  "Previous page": "Página anterior",
  "Next page": "Página siguiente",
  "Page {page} of {count}": "Página {page} de {count}",
  "Offline - the speaker may have moved on": "Sin conexión: puede que el ponente haya avanzado",
} satisfies Catalog;
