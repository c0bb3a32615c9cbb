/**
 * Attendee texts in pt-BR: the session page, the embed and their offline texts. The English
 * text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  // Session page
  "Session Not Found": "Sessão não encontrada",
  "The session you're looking for doesn't exist or has been removed.":
    "A sessão que você procura não existe ou foi removida.",
  "Loading session...": "Carregando sessão…",
  // Resources tab
  "Processing...": "Processando…",
  // Save for offline
  "Some files could not be saved. Check your connection and try again.":
    "Não foi possível salvar alguns arquivos. Verifique sua conexão e tente novamente.",
  "Saved for offline": "Salvo para off-line",
  "Saving... {percent}%": "Salvando… {percent}%",
  "All # files are on this device and open with no network.": {
    one: "O arquivo está neste dispositivo e abre sem internet.",
    many: "Os # de arquivos estão neste dispositivo e abrem sem internet.",
    other: "Os # arquivos estão neste dispositivo e abrem sem internet.",
  },
  "Saving files for offline: {done} of {total}":
    "Salvando arquivos para off-line: {done} de {total}",
  "Your device is out of storage space, so this could not be saved for later. Free some space and try again.":
    "Seu dispositivo está sem espaço de armazenamento, então não foi possível salvar para depois. Libere espaço e tente novamente.",
  "You're offline": "Você está off-line",
  // Download dialog and download
  "Download failed": "Falha no download",
  "You're offline. Please try again when you're connected.":
    "Você está off-line. Tente novamente quando tiver conexão.",
  "Download resource": "Baixar material",
  'Enter your email address to get "{title}".': "Informe seu e-mail para obter “{title}”.",
  "Email address": "E-mail",
  "you@example.com": "voce@example.com",
  "Your browser blocked the new tab": "Seu navegador bloqueou a nova aba",
  "Open link": "Abrir link",
  "Opened your saved copy": "Sua cópia salva foi aberta",
  "Your download is recorded and will be sent when you're back online.":
    "Seu download foi registrado e será enviado quando você voltar a ficar on-line.",
  "Your request is saved and will be sent when you're back online. You can open the file then.":
    "Sua solicitação foi salva e será enviada quando você voltar a ficar on-line. Aí você poderá abrir o arquivo.",
  "Your download is ready": "Seu download está pronto",
  "Open file": "Abrir arquivo",
  "Please try again in a moment.": "Tente novamente em instantes.",
  // Q&A forum
  "Failed to post question": "Não foi possível enviar a pergunta",
  "Question posted!": "Pergunta enviada!",
  "Unable to vote": "Não foi possível apoiar a pergunta",
  "Vote recorded!": "Apoio registrado!",
  "Question marked as answered": "Pergunta marcada como respondida",
  "Question deleted": "Pergunta excluída",
  "Failed to mark as answered": "Não foi possível marcar como respondida",
  "Failed to delete question": "Não foi possível excluir a pergunta",
  "Failed to load questions": "Não foi possível carregar as perguntas",
  Questions: "Perguntas",
  Unanswered: "Sem resposta",
  Answered: "Com resposta",
  "No questions yet": "Nenhuma pergunta ainda",
  "No questions have been submitted yet": "Nenhuma pergunta foi enviada ainda",
  "Be the first to ask a question!": "Faça a primeira pergunta!",
  "No answered questions": "Nenhuma pergunta com resposta",
  "Answered questions will appear here": "As perguntas com resposta aparecerão aqui",
  "Q&A Forum": "Fórum de perguntas",
  "Ask Question": "Fazer pergunta",
  Anonymous: "Anônimo",
  "Upvote, # upvotes": {
    one: "Apoiar, # apoio",
    many: "Apoiar, # de apoios",
    other: "Apoiar, # apoios",
  },
  "Mark Answered": "Marcar como respondida",
  "Delete question": "Excluir pergunta",
  "Delete question (You're offline)": "Excluir pergunta (você está off-line)",
  "Your question goes to the speaker and the audience.":
    "Sua pergunta vai para o palestrante e para o público.",
  "Leave it empty to ask anonymously.": "Deixe em branco para perguntar anonimamente.",
  "Your name (optional)": "Seu nome (opcional)",
  "Your Question": "Sua pergunta",
  "Post Question": "Enviar pergunta",
  "Posting...": "Enviando…",
  "Pending sync": "Aguardando envio",
  // Polls tab and poll cards
  "Error loading polls: {reason}": "Erro ao carregar as enquetes: {reason}",
  "No polls available": "Nenhuma enquete disponível",
  "The speaker hasn't created any polls for this session yet.":
    "O palestrante ainda não criou enquetes para esta sessão.",
  "Loading results...": "Carregando resultados…",
  "Open for voting": "Votação aberta",
  "Voting closed": "Votação encerrada",
  "Results could not be loaded. They will appear when the connection is back.":
    "Não foi possível carregar os resultados. Eles aparecerão quando a conexão voltar.",
  "# votes": { one: "# voto", many: "# de votos", other: "# votos" },
  "(your vote)": "(seu voto)",
  "{percent}%": "{percent}%",
  "Total votes: {count}": "Total de votos: {count}",
  "Vote to see results": "Vote para ver os resultados",
  "Results will appear in real-time after you vote.":
    "Os resultados aparecerão em tempo real depois que você votar.",
  "Submitting...": "Enviando…",
  "Submit Vote": "Votar",
  "Saved - will be sent when you're back online":
    "Salvo – será enviado quando você voltar a ficar on-line",
  "Vote submitted": "Voto enviado",
  "Vote failed": "Falha ao votar",
  "Failed to submit vote. Please try again.": "Não foi possível enviar seu voto. Tente novamente.",
  // Poll kinds
  "Choose up to {count}": "Escolha até {count} opções",
  "Up to # words or short phrases, {max} characters each": {
    one: "Uma palavra ou frase curta, com até {max} caracteres",
    many: "Até # de palavras ou frases curtas, com até {max} caracteres cada",
    other: "Até # palavras ou frases curtas, com até {max} caracteres cada",
  },
  "Your word": "Sua palavra",
  "Word {number}": "Palavra {number}",
  "Correct!": "Acertou!",
  "The answer was: {answer}": "A resposta era: {answer}",
  "Correct answer": "Resposta certa",
  "Total voters: {count}": "Total de votantes: {count}",
  "No words yet": "Ainda não há palavras",
  "Words sent": "Palavras enviadas",
  "Your words: {words}": "Suas palavras: {words}",
  "Average rating": "Avaliação média",
  "No ratings yet": "Ainda não há avaliações",
  "out of {scale}": "de {scale}",
  "Votes per score": "Votos por nota",
  "Your rating: {rating}": "Sua avaliação: {rating}",
  // Embedded poll
  "Powered by {product}": "Com tecnologia {product}",
  "Poll Not Available": "Enquete indisponível",
  Live: "Ao vivo",
  Closed: "Encerrada",
  "Loading poll...": "Carregando enquete…",
  "Your vote was not sent: {reason}": "Seu voto não foi enviado: {reason}",
  Discard: "Descartar",
  "Invalid Poll": "Enquete inválida",
  "The poll ID is missing or invalid.": "O ID da enquete está ausente ou é inválido.",
  "Poll Not Found": "Enquete não encontrada",
  // Outbox status bar and refused actions
  "Offline - nothing waiting to be sent": "Off-line – nada aguardando envio",
  "Offline - # actions waiting to be sent": {
    one: "Off-line – # ação aguardando envio",
    many: "Off-line – # de ações aguardando envio",
    other: "Off-line – # ações aguardando envio",
  },
  "# actions waiting to be sent": {
    one: "# ação aguardando envio",
    many: "# de ações aguardando envio",
    other: "# ações aguardando envio",
  },
  "All caught up": "Tudo enviado",
  "Send now": "Enviar agora",
  'Question: "{question}"': "Pergunta: “{question}”",
  Upvote: "Apoio",
  "Poll vote": "Voto em enquete",
  "Resource download": "Download de material",
  "QR visit": "Visita por QR code",
  "# actions could not be sent": {
    one: "# ação não pôde ser enviada",
    many: "# de ações não puderam ser enviadas",
    other: "# ações não puderam ser enviadas",
  },
  "Not sent: {reason}": "Não enviada: {reason}",
  "May not have been sent: {reason}": "Talvez não tenha sido enviada: {reason}",
  "No answer came for {days} days, so it may have arrived. Check before doing it again.":
    "Nenhuma resposta veio em {days} dias, então talvez tenha chegado. Confira antes de fazer de novo.",
  "It waited more than {days} days to be sent.": "Ficou aguardando envio por mais de {days} dias.",
  "Discard {action}": "Descartar: {action}",
  // Offline copy notice
  "You're offline - showing the page as last seen":
    "Você está off-line – mostrando a página como você a viu por último",
  "Connection problem - showing the last saved copy":
    "Problema de conexão – mostrando a última cópia salva",
  "Offline - showing the last saved copy": "Off-line – mostrando a última cópia salva",
  "Connection problem - showing the copy from {date}":
    "Problema de conexão – mostrando a cópia de {date}",
  "Offline - showing the copy from {date}": "Off-line – mostrando a cópia de {date}",
  // Sending without offline storage
  "Could not reach the app's offline storage. Please reload the page.":
    "Não foi possível acessar o armazenamento off-line do app. Recarregue a página.",
  // Update prompt
  "A new version is available": "Há uma nova versão disponível",
  Reload: "Recarregar",
  // The room
  // Moderation (docs/product.md, Moderation)
  "Reply from the speaker": "Resposta do palestrante",
  Edited: "Editada",
  "Waiting for the speaker's approval": "Aguardando a aprovação do palestrante",
  "Question sent: it will appear once the speaker approves it.":
    "Pergunta enviada: ela aparecerá quando o palestrante aprovar.",
  // Attendee data: the e-mail gate, confirmation, quota
  "Open the link we e-mailed you to confirm your address, then save for offline again.":
    "Abra o link que enviamos por e-mail para confirmar seu endereço e salve offline novamente.",
  "Your e-mail could not be confirmed. Please try again.":
    "Não foi possível confirmar seu e-mail. Tente novamente.",
  "Confirming your e-mail...": "Confirmando seu e-mail...",
  "Your e-mail could not be confirmed": "Não foi possível confirmar seu e-mail",
  "E-mail confirmed": "E-mail confirmado",
  'Thank you. You can now get "{title}".': "Obrigado. Agora você pode obter “{title}”.",
  "Back to the session": "Voltar para a sessão",
  "Privacy notice": "Aviso de privacidade",
  "We sent you a link. Open it to confirm your address and get the file.":
    "Enviamos um link para você. Abra-o para confirmar seu endereço e obter o arquivo.",
  // Attendee page for a phone (issue 29)
  "Upvote taken back": "Voto retirado",
  "Show more": "Mostrar mais",
  "Show less": "Mostrar menos",
  "A poll is on screen": "Há uma enquete na tela",
  "Vote now": "Vote agora",
  "On screen now": "Agora na tela",
  "Results after the reveal": "Resultados depois de revelar a resposta",
  "Results when the poll closes": "Resultados quando a enquete fechar",
  "The speaker shows the answer and the results once the quiz is over.":
    "O palestrante mostra a resposta e os resultados quando o quiz terminar.",
  "The speaker keeps the results hidden until the poll closes.":
    "O palestrante mantém os resultados ocultos até a enquete fechar.",
  "Your answer: {answer}": "Sua resposta: {answer}",
  // Live events spoken once (issue 30)
  "Now answering: {question}": "Respondendo agora: {question}",
  "Results: {results}": "Resultados: {results}",
  // Slides tab (issue 32)
  "Error loading slides: {reason}": "Erro ao carregar os slides: {reason}",
  "The speaker hasn't shown any slides yet.": "O palestrante ainda não mostrou nenhum slide.",
  "Follow the speaker": "Acompanhar o palestrante",
  "Back to live": "Voltar ao slide atual",
  "Previous page": "Página anterior",
  "Next page": "Próxima página",
  "Page {page} of {count}": "Página {page} de {count}",
  "Offline - the speaker may have moved on": "Off-line – o palestrante pode ter avançado",
} satisfies Catalog;
