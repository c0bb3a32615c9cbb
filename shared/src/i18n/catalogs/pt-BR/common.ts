/** Common texts in pt-BR (account screens, app frame, error texts); the English text is the key. */
import type { Catalog } from "../../translate.ts";

export default {
  // The texts of docs/product.md, Errors and messages (shared/src/rules/messages.ts)
  "Please enter your email address": "Digite seu endereço de e-mail",
  "Please enter a valid email address": "Digite um endereço de e-mail válido",
  "Please fill all required fields": "Preencha todos os campos obrigatórios",
  "First name, last name, designation, and company are required.":
    "Nome, sobrenome, cargo e empresa são obrigatórios.",
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
  "You can create up to 3 polls per session.": "Você pode criar até 3 enquetes por sessão.",
  "A poll needs 2 to 10 choices.": "Uma enquete precisa de 2 a 10 opções.",
  "Question required": "Pergunta obrigatória",
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
  "Too many wrong codes. Please request a new code.":
    "Muitos códigos incorretos. Solicite um novo código.",
  "Please sign in to continue": "Entre para continuar",
  "You do not have access to this": "Você não tem acesso a isto",
  "Only the session's owner can do this": "Somente o dono da sessão pode fazer isso",
  "Speakers don't vote in their own polls.": "Palestrantes não votam nas próprias enquetes.",
  "Speakers can't ask questions in their own session.":
    "Palestrantes não podem fazer perguntas na própria sessão.",
  "Q&A is turned off for this session.": "As perguntas estão desativadas nesta sessão.",
  "Cross-site requests are not allowed": "Requisições entre sites não são permitidas",
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
  Language: "Idioma",
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
} satisfies Catalog;
