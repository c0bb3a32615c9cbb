/** Common texts in pt-BR (account screens, app frame, error texts); the English text is the key. */
import type { Catalog } from "../../translate.ts";

export default {
  // The texts of docs/product.md, Errors and messages (shared/src/rules/messages.ts)
  "Please enter your email address": "Digite seu endereço de e-mail",
  "Please enter a valid email address": "Digite um endereço de e-mail válido",
  "Please fill all required fields": "Preencha todos os campos obrigatórios",
  "First name and last name are required.": "Nome e sobrenome são obrigatórios.",
  "Invalid LinkedIn URL": "URL do LinkedIn inválida",
  "Please enter a valid LinkedIn profile URL (must contain linkedin.com/in/)":
    "Digite uma URL de perfil do LinkedIn válida (deve conter linkedin.com/in/)",
  "LinkedIn URL is required": "A URL do LinkedIn é obrigatória",
  "File too large": "Arquivo muito grande",
  "Profile picture must be less than 5MB": "A foto de perfil deve ter menos de 5 MB",
  "File size must be less than 20MB": "O arquivo deve ter menos de 20 MB",
  "Missing required fields": "Campos obrigatórios não preenchidos",
  "Please fill in all required fields: Event Name, Session Title, and Description.":
    "Preencha todos os campos obrigatórios: nome do evento, título da sessão e descrição.",
  "Maximum polls reached": "Limite de enquetes atingido",
  "A poll needs 2 to 10 choices.": "Uma enquete precisa de 2 a 10 opções.",
  "Please enter your question": "Digite sua pergunta",
  "Name required": "Nome obrigatório",
  "Please enter your name or choose anonymous": "Digite seu nome ou escolha anônimo",
  "You have already voted in this poll": "Você já votou nesta enquete",
  "You have already voted for this question": "Você já apoiou esta pergunta",
  "You've already upvoted this question": "Você já apoiou esta pergunta",
  "This poll is currently closed.": "Esta enquete está encerrada no momento.",
  "This poll is still in draft mode.": "Esta enquete ainda é um rascunho.",
  "A title is required": "O título é obrigatório",
  "Only PDF, PNG, JPEG, GIF or WebP files are allowed":
    "Somente arquivos PDF, PNG, JPEG, GIF ou WebP são permitidos",
  "Only PNG, JPEG, GIF or WebP images are allowed":
    "Somente imagens PNG, JPEG, GIF ou WebP são permitidas",
  // What the app says for each error code (pwa/src/api/error-text.ts)
  "Please try again.": "Tente novamente.",
  "Please check what you entered and try again.": "Confira o que você digitou e tente novamente.",
  "{field}: {message}": "{field}: {message}",
  "This link is not valid.": "Este link não é válido.",
  "Request body is not valid JSON": "O corpo da requisição não é um JSON válido",
  "That choice is not part of this poll.": "Essa opção não faz parte desta enquete.",
  "The upload could not be read. Please try again.":
    "Não foi possível ler o arquivo enviado. Tente novamente.",
  "Choose a file to upload": "Escolha um arquivo para enviar",
  "Please choose a picture to upload": "Escolha uma imagem para enviar",
  "The profile picture must be a file you uploaded":
    "A foto de perfil deve ser um arquivo enviado por você",
  "There is no active code for this account. Please request a new code.":
    "Não há código ativo para esta conta. Solicite um novo código.",
  "This code has expired. Please request a new code.":
    "Este código expirou. Solicite um novo código.",
  "That code is not correct.": "Esse código não está correto.",
  "That code is not correct. # tries left.": {
    one: "Esse código não está correto. Resta # tentativa.",
    many: "Esse código não está correto. Restam # de tentativas.",
    other: "Esse código não está correto. Restam # tentativas.",
  },
  "Please sign in to continue": "Entre para continuar",
  "You do not have access to this": "Você não tem acesso a isto",
  "Only the session's owner can do this": "Somente o dono da sessão pode fazer isso",
  "Speakers don't vote in their own polls.": "Palestrantes não votam nas próprias enquetes.",
  "Speakers can't ask questions in their own session.":
    "Palestrantes não podem fazer perguntas na própria sessão.",
  "Q&A is turned off for this session.": "As perguntas estão desativadas nesta sessão.",
  "Cross-site requests are not allowed": "Requisições entre sites não são permitidas",
  "Please reload the page and try again.": "Recarregue a página e tente novamente.",
  "Not found": "Não encontrado",
  "No account found with this email. Please sign up first.":
    "Nenhuma conta encontrada com este e-mail. Cadastre-se primeiro.",
  "This account does not exist. Please sign up again.":
    "Esta conta não existe. Cadastre-se novamente.",
  "User not found": "Usuário não encontrado",
  "Session not found": "Sessão não encontrada",
  "This poll doesn't exist or has been removed.": "Esta enquete não existe ou foi removida.",
  "This choice doesn't exist or has been removed.": "Esta opção não existe ou foi removida.",
  "This question doesn't exist or has been removed.": "Esta pergunta não existe ou foi removida.",
  "Resource not found": "Material não encontrado",
  "This session has no slides yet.": "Esta sessão ainda não tem slides.",
  "This slide is not in the deck.": "Este slide não está na apresentação.",
  "This PDF could not be read. Please export it again and upload it.":
    "Não foi possível ler este PDF. Exporte-o novamente e envie.",
  "A deck can have at most 300 pages.": "Uma apresentação pode ter no máximo 300 páginas.",
  "File not found": "Arquivo não encontrado",
  "The file is missing": "O arquivo está faltando",
  "An account with this email already exists. Please sign in instead.":
    "Já existe uma conta com este e-mail. Entre com ela.",
  "A poll can have at most # choices.": {
    one: "Uma enquete pode ter no máximo # opção.",
    many: "Uma enquete pode ter no máximo # de opções.",
    other: "Uma enquete pode ter no máximo # opções.",
  },
  "A poll needs at least # choices.": {
    one: "Uma enquete precisa de pelo menos # opção.",
    many: "Uma enquete precisa de pelo menos # de opções.",
    other: "Uma enquete precisa de pelo menos # opções.",
  },
  "Request body is too large": "A requisição é grande demais",
  "Too many requests, please wait a moment": "Muitas solicitações, aguarde um momento",
  "Something went wrong on our side. Please try again.":
    "Algo deu errado do nosso lado. Tente novamente.",
  "We could not send the code e-mail. Please try again in a moment.":
    "Não foi possível enviar o e-mail com o código. Tente novamente em instantes.",
  "Your account is saved, but we could not send the code e-mail. Please sign in in a moment to get a new code.":
    "Sua conta foi salva, mas não foi possível enviar o e-mail com o código. Entre em instantes para receber um novo código.",
  "Failed to fetch LinkedIn data": "Não foi possível buscar os dados do LinkedIn",
  "Profile lookup is not configured": "A busca de perfil não está configurada",
  "The server can't reach its database right now. Your action is kept and will be sent again.":
    "O servidor não consegue acessar o banco de dados agora. Sua ação foi guardada e será enviada novamente.",
  // A screen whose code could not be loaded (pwa/src/app/router.tsx)
  "This page could not be loaded": "Não foi possível carregar esta página",
  "Check your connection, then try again.": "Verifique sua conexão e tente novamente.",
  "Try again": "Tentar novamente",
  // The toasts' own labels (pwa/src/app/providers.tsx)
  Notifications: "Notificações",
  "Close notification": "Fechar notificação",
  // Top navigation and the account menu
  "Skip to content": "Pular para o conteúdo",
  Main: "Principal",
  "{product}, go to dashboard": "{product}, ir para o painel",
  "{product}, home": "{product}, início",
  "Create Session": "Criar sessão",
  "Account menu for {name}": "Menu da conta de {name}",
  Dashboard: "Painel",
  "My Speaker Profile": "Meu perfil de palestrante",
  "Sign Out": "Sair",
  "Sign In": "Entrar",
  "Get Started Free": "Comece grátis",
  // Dialogs and loading (pwa/src/components/ui)
  Close: "Fechar",
  Cancel: "Cancelar",
  Loading: "Carregando",
  // Sign-out, and a speaker whose server session has ended
  "Signed out successfully": "Você saiu da conta",
  "You have been signed out of {product}": "Você saiu do {product}",
  "Please sign in again": "Entre novamente",
  "Your session has ended.": "Seu acesso expirou.",
  // Home page
  "Endless slide requests": "Pedidos sem fim pelos slides",
  "“Can you send me the slides?” arrives by e-mail, chat and business card for weeks after every talk.":
    "“Você pode me mandar os slides?” chega por e-mail, chat e cartão de visita durante semanas depois de cada palestra.",
  "No idea who was listening": "Sem saber quem estava ouvindo",
  "A full room leaves no trace: you never learn who wanted more, so no conversation follows.":
    "Uma sala cheia não deixa rastros: você nunca sabe quem queria saber mais, e nenhuma conversa acontece depois.",
  "Q&A runs out of time": "Falta tempo para as perguntas",
  "The best questions stay unasked when the clock wins and the microphone never reaches the back row.":
    "As melhores perguntas ficam sem ser feitas quando o tempo acaba e o microfone nunca chega à última fileira.",
  "Missing the pulse of the room": "Sem sentir o clima da sala",
  "Raised hands are hard to count, and you cannot tell what the audience really thinks.":
    "Mãos levantadas são difíceis de contar, e você não sabe o que o público realmente pensa.",
  "Host everything on one page": "Tudo em uma só página",
  "Slides, handouts, helpful links and next steps live on one session page, shared by link or QR code.":
    "Slides, apostilas, links úteis e próximos passos ficam na página da sessão, compartilhada por link ou QR code.",
  "Capture leads": "Capture contatos",
  "Attendees leave their e-mail to download. You see who they are and what they took, and export it as CSV.":
    "Os participantes deixam o e-mail para baixar. Você vê quem são e o que levaram, e exporta tudo em CSV.",
  "Collect questions": "Receba perguntas",
  "A Q&A forum where attendees ask and upvote, so the questions that matter rise to the top.":
    "Um fórum de perguntas em que os participantes perguntam e apoiam, para que as perguntas importantes subam ao topo.",
  "Poll instantly": "Enquetes na hora",
  "Live polls with results that update as votes arrive, ready to embed on any other site.":
    "Enquetes ao vivo com resultados que se atualizam a cada voto, prontas para incorporar em qualquer outro site.",
  "Every talk deserves a page that keeps working":
    "Toda palestra merece uma página que continue trabalhando",
  "{product} gives each of your sessions one page for slides, links, questions and live polls. Share it with a QR code, and see who downloaded what.":
    "O {product} dá a cada uma das suas sessões uma página para slides, links, perguntas e enquetes ao vivo. Compartilhe com um QR code e veja quem baixou o quê.",
  "See how it helps": "Veja como ajuda",
  "Free account. No password: sign in with a code sent to your e-mail.":
    "Conta grátis. Sem senha: entre com um código enviado para o seu e-mail.",
  "{product} in a few seconds: one page per talk with slides, leads, Q&A and live polls":
    "{product} em poucos segundos: uma página por palestra com slides, contatos, perguntas e enquetes ao vivo",
  "The projector during a talk: a live poll's question with each answer's share of the votes":
    "O projetor durante uma palestra: a pergunta de uma enquete ao vivo com a porcentagem de votos de cada resposta",
  "An attendee's phone on the talk's page: the same poll, with the results after voting":
    "O celular de um participante na página da palestra: a mesma enquete, com os resultados depois de votar",
  "What the room sees: the poll on the projector, and the results on every phone.":
    "O que a sala vê: a enquete no projetor e os resultados em cada celular.",
  "Speaking is the easy part": "Falar é a parte fácil",
  "What happens around the talk is where speakers lose time, contacts and feedback.":
    "É em torno da palestra que os palestrantes perdem tempo, contatos e feedback.",
  "How {product} helps": "Como o {product} ajuda",
  "One page per talk, made in minutes, opened from a QR code on the last slide, and built for venue Wi-Fi that comes and goes.":
    "Uma página por palestra, criada em minutos, aberta por um QR code no último slide e feita para o Wi-Fi instável dos eventos.",
  "Ready for your next talk?": "Tudo pronto para sua próxima palestra?",
  "Create your first session page in a few minutes. It is free.":
    "Crie a página da sua primeira sessão em poucos minutos. É grátis.",
  // Sign-up and sign-in
  "Please check your email for the verification code.":
    "Confira seu e-mail para ver o código de verificação.",
  Email: "E-mail",
  "Create your account": "Crie sua conta",
  "Free for speakers. We will e-mail you a 6-digit code to confirm your address.":
    "Grátis para palestrantes. Vamos enviar um código de 6 dígitos por e-mail para confirmar seu endereço.",
  "Create Account": "Criar conta",
  "Creating Account...": "Criando conta…",
  "Registration successful": "Cadastro realizado",
  "Registration failed. Please try again later.":
    "Não foi possível concluir o cadastro. Tente novamente mais tarde.",
  "Already have an account?": "Já tem uma conta?",
  "Sign in": "Entrar",
  "Back to Home": "Voltar ao início",
  "First name": "Nome",
  "Last name": "Sobrenome",
  "Enter your e-mail and we will send you a 6-digit code. No password needed.":
    "Digite seu e-mail e enviaremos um código de 6 dígitos. Não precisa de senha.",
  "Send Verification Code": "Enviar código",
  "Sending OTP...": "Enviando código…",
  "OTP Sent!": "Código enviado!",
  "Sign in failed": "Não foi possível entrar",
  "New to {product}?": "Primeira vez no {product}?",
  "Create an account": "Criar uma conta",
  // Code check
  "Email verified successfully": "E-mail verificado",
  "Let's complete your speaker profile to get started!":
    "Vamos completar seu perfil de palestrante para começar!",
  "Welcome back to {product}": "Que bom ter você de volta ao {product}",
  "Welcome to {product}": "Boas-vindas ao {product}",
  "Verification failed": "Falha na verificação",
  "Invalid or expired code.": "Código inválido ou expirado.",
  "Code resent": "Código reenviado",
  "Please check your email for the new verification code.":
    "Confira seu e-mail para ver o novo código de verificação.",
  "Failed to resend code": "Não foi possível reenviar o código",
  "Please try again later.": "Tente novamente mais tarde.",
  "Check your e-mail": "Confira seu e-mail",
  "We've sent a 6-digit code to {email}": "Enviamos um código de 6 dígitos para {email}",
  "Back to Sign Up": "Voltar ao cadastro",
  "Verification code": "Código de verificação",
  "Digits only. The code expires after # minutes.": {
    one: "Somente números. O código expira em # minuto.",
    many: "Somente números. O código expira em # de minutos.",
    other: "Somente números. O código expira em # minutos.",
  },
  "Verifying...": "Verificando…",
  "Verify Code": "Verificar código",
  "Sending...": "Enviando…",
  "Resend Code": "Reenviar código",
  // Page not found
  "Page not found": "Página não encontrada",
  "The page you are looking for does not exist or has moved.":
    "A página que você procura não existe ou foi movida.",
  "Back to Dashboard": "Voltar ao painel",
  // The speaker profile form (onboarding and My Speaker Profile)
  "Designation / title": "Cargo / título",
  Company: "Empresa",
  Bio: "Biografia",
  "Display picture": "Foto de perfil",
  "Invalid file": "Arquivo inválido",
  Required: "Obrigatório",
  "Enter your LinkedIn profile URL first.": "Digite primeiro a URL do seu perfil do LinkedIn.",
  "Filled from LinkedIn: {fields}.": "Preenchido pelo LinkedIn: {fields}.",
  "LinkedIn returned no details to fill.": "O LinkedIn não retornou dados para preencher.",
  "Please try again or fill out the form manually":
    "Tente novamente ou preencha o formulário manualmente",
  "Picture uploaded": "Foto enviada",
  "Upload failed": "Falha no envio",
  "Failed to upload profile picture. Please try again.":
    "Não foi possível enviar a foto de perfil. Tente novamente.",
  Error: "Erro",
  "Your profile could not be saved. Please try again.":
    "Não foi possível salvar seu perfil. Tente novamente.",
  "LinkedIn profile URL": "URL do perfil do LinkedIn",
  "Optional. For example linkedin.com/in/your-name":
    "Opcional. Por exemplo, linkedin.com/in/seu-nome",
  "Fetching...": "Buscando…",
  "Fetch from LinkedIn": "Buscar no LinkedIn",
  "Display picture (optional)": "Foto de perfil (opcional)",
  "Your display picture": "Sua foto de perfil",
  "Choose a display picture": "Escolher uma foto de perfil",
  "Uploading...": "Enviando…",
  "Change picture": "Trocar foto",
  "Upload picture": "Enviar foto",
  "Remove picture": "Remover foto",
  "An image under 5MB.": "Uma imagem com menos de 5 MB.",
  "Bio (optional)": "Biografia (opcional)",
  "Language for e-mails": "Idioma dos e-mails",
  "Your sign-in codes are sent in this language.":
    "Seus códigos de acesso são enviados neste idioma.",
  "Fetching LinkedIn Data": "Buscando dados do LinkedIn",
  "Wait, attempting to fetch details from LinkedIn...":
    "Aguarde, estamos buscando seus dados no LinkedIn…",
  "Fetching LinkedIn data": "Buscando dados do LinkedIn",
  // Onboarding
  "Complete Speaker Profile": "Complete seu perfil de palestrante",
  "Attendees see these details on every session page you create.":
    "Os participantes veem estes dados em cada página de sessão que você criar.",
  "Complete Profile & Continue": "Concluir e continuar",
  "Saving...": "Salvando…",
  "Profile completed!": "Perfil concluído!",
  // My Speaker Profile
  "Loading your profile": "Carregando seu perfil",
  "Your profile could not be loaded": "Não foi possível carregar seu perfil",
  "Please check your connection and try again.": "Verifique sua conexão e tente novamente.",
  "Save Changes": "Salvar alterações",
  "Profile updated!": "Perfil atualizado!",
  "Your speaker profile has been successfully updated.":
    "Seu perfil de palestrante foi atualizado.",
  "These details appear on your session pages.":
    "Estes dados aparecem nas páginas das suas sessões.",
  // Poll kinds' refusals (MESSAGES)
  "This poll takes a different kind of answer.": "Esta enquete espera outro tipo de resposta.",
  "You chose more answers than this poll allows.":
    "Você escolheu mais respostas do que esta enquete permite.",
  "A word needs at least 2 letters.": "Uma palavra precisa de pelo menos 2 letras.",
  "That word isn't allowed": "Essa palavra não é permitida",
  "You can't post questions in this session": "Você não pode enviar perguntas nesta sessão",
  "Please write a reply": "Escreva uma resposta",
  "This question is waiting for review or was dismissed.":
    "Esta pergunta está aguardando revisão ou foi descartada.",
  "This poll already has votes, so its kind can't change.":
    "Esta enquete já tem votos, então o tipo de enquete não pode mudar.",
  "Only a quiz has an answer to reveal.": "Só um quiz tem uma resposta para revelar.",
  "Close the poll before revealing the answer.": "Encerre a enquete antes de revelar a resposta.",
  "The answer of this quiz is revealed, so it can't open again.":
    "A resposta deste quiz já foi revelada, então ele não pode ser aberto de novo.",
  "A quiz needs exactly one right answer.": "Um quiz precisa de exatamente uma resposta certa.",
  "This kind of poll has no choices.": "Este tipo de enquete não tem opções.",
  // Lectern's defaults for texts the speaker may write
  // Sign-in links, locked codes and signed-in devices
  "This link is not valid or was already used. Please ask for a new e-mail.":
    "Este link não é válido ou já foi usado. Solicite um novo e-mail.",
  "This link has expired. Please ask for a new e-mail.":
    "Este link expirou. Solicite um novo e-mail.",
  "Signed out everywhere": "Sessão encerrada em todos os lugares",
  "Every device is now signed out of {product}": "Todos os dispositivos saíram do {product}",
  "Keep my account": "Manter minha conta",
  "Delete my account?": "Excluir minha conta?",
  "Signed in": "Sessão iniciada",
  "This link could not sign you in. Please try again.":
    "Não foi possível entrar com este link. Tente novamente.",
  "Sign in with your link": "Entrar com seu link",
  "This link did not sign you in.": "Este link não iniciou sua sessão.",
  "Signing you in...": "Entrando...",
  "Back to Sign In": "Voltar para entrar",
  "One moment...": "Um momento...",
  "Unknown browser": "Navegador desconhecido",
  "This device": "Este dispositivo",
  "Last active {date}": "Última atividade: {date}",
  "Signing out...": "Saindo...",
  "Sign out {device}": "Sair de {device}",
  "Signed-in devices": "Dispositivos conectados",
  "A device that is not used for 14 days is signed out by itself.":
    "Um dispositivo sem uso por 14 dias sai automaticamente.",
  "Sign out everywhere": "Sair em todos os lugares",
  "Too many wrong codes. Use the link in your e-mail to sign in, or try again in # hours.": {
    one: "Muitos códigos incorretos. Entre com o link do seu e-mail ou tente novamente em # hora.",
    many: "Muitos códigos incorretos. Entre com o link do seu e-mail ou tente novamente em # de horas.",
    other:
      "Muitos códigos incorretos. Entre com o link do seu e-mail ou tente novamente em # horas.",
  },
  // Attendee data: the e-mail gate, confirmation, quota
  "Please enter the https address of your privacy notice":
    "Informe o endereço https do seu aviso de privacidade",
  "Enter your e-mail address to get this file.": "Informe seu e-mail para obter este arquivo.",
  "This confirmation link is no longer valid. Download the file again to get a new one.":
    "Este link de confirmação não é mais válido. Baixe o arquivo novamente para receber um novo.",
  "Your storage is full. Delete files you no longer need and try again.":
    "Seu armazenamento está cheio. Exclua arquivos de que não precisa mais e tente novamente.",
  // Authoring (issue 29): optional poll titles, poll order, drop zone, dashboard, limits
  "You can create up to {count} polls per session.":
    "Você pode criar até {count} enquetes por sessão.",
  "This session has as many polls as it may have.":
    "Esta sessão já tem todas as enquetes que pode ter.",
  "Fields marked * are required.": "Os campos marcados com * são obrigatórios.",
  // Accessibility (issue 30): the home page's promo video
  "Pause video": "Pausar o vídeo",
  "Play video": "Reproduzir o vídeo",
} satisfies Catalog;
