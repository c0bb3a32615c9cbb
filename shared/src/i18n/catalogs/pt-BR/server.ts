/** Texts the server and the service worker render in pt-BR: the first HTML's and the sign-in e-mail's. */
import type { Catalog } from "../../translate.ts";

export default {
  // The session page's first HTML
  Speaker: "Palestrante",
  "LinkedIn profile": "Perfil no LinkedIn",
  "of {name} (opens in a new tab)": "de {name} (abre em uma nova aba)",
  "{designation} at {company}": "{designation} em {company}",
  // The session page's first screen: its sections, resources and Save for offline
  Resources: "Materiais",
  "Q&A": "Perguntas",
  Polls: "Enquetes",
  "Session sections": "Seções da sessão",
  "Loading questions...": "Carregando perguntas…",
  "Loading polls...": "Carregando enquetes…",
  "Loading slides...": "Carregando slides…",
  Slides: "Slides",
  Presentation: "Apresentação",
  Handouts: "Apostilas",
  "Additional Resources": "Materiais adicionais",
  "Helpful Links": "Links úteis",
  "Next Steps": "Próximos passos",
  Download: "Baixar",
  "Visit Link": "Abrir link",
  "Preview of {title}": "Prévia de {title}",
  PDF: "PDF",
  "External Link": "Link externo",
  "Save for offline": "Salvar para off-line",
  "Keep this session's files on your device to open them with no network.":
    "Guarde os arquivos desta sessão no seu dispositivo para abri-los sem internet.",
  "Now answering": "Respondendo agora",
  "Learn More": "Saiba mais",
  "Access Resource": "Acessar material",
  // The session page's footer
  Language: "Idioma",
  // The sign-in e-mail
  "Your {product} code: {code}": "Seu código do {product}: {code}",
  "Hello {firstName},": "Olá, {firstName},",
  "It expires in # minutes.": {
    one: "Ele expira em # minuto.",
    many: "Ele expira em # de minutos.",
    other: "Ele expira em # minutos.",
  },
  "If you did not ask to sign in to {product}, you can ignore this e-mail.":
    "Se você não pediu para entrar no {product}, pode ignorar este e-mail.",
  // The account deletion e-mail
  "Your {product} account deletion code: {code}":
    "Seu código do {product} para excluir a conta: {code}",
  "Entering this code deletes your account and everything in it: sessions, resources, polls, questions and leads. This cannot be undone.":
    "Ao digitar este código, sua conta e tudo o que há nela são excluídos: sessões, materiais, enquetes, perguntas e contatos. Isso não pode ser desfeito.",
  "If you did not ask to delete your account, do not enter the code; you can ignore this e-mail.":
    "Se você não pediu para excluir sua conta, não digite o código; pode ignorar este e-mail.",
  // The sign-in link and the locked-codes e-mail
  "Hello,": "Olá,",
  "Too many wrong codes for your {product} account":
    "Muitos códigos incorretos na sua conta do {product}",
  "Too many wrong codes were entered for your {product} account, so its codes are refused for the next 24 hours.":
    "Muitos códigos incorretos foram digitados na sua conta do {product}, por isso os códigos dela serão recusados nas próximas 24 horas.",
  "You can still sign in with the link in your sign-in e-mail. If this was not you, nobody got in and you need not do anything.":
    "Você ainda pode entrar com o link do seu e-mail de acesso. Se não foi você, ninguém entrou e você não precisa fazer nada.",
  "Or sign in with this link, valid for # minutes and only once:": {
    one: "Ou entre com este link, válido por # minuto e uma única vez:",
    many: "Ou entre com este link, válido por # de minutos e uma única vez:",
    other: "Ou entre com este link, válido por # minutos e uma única vez:",
  },
  "Or confirm the deletion with this link, valid for # minutes and only once:": {
    one: "Ou confirme a exclusão com este link, válido por # minuto e uma única vez:",
    many: "Ou confirme a exclusão com este link, válido por # de minutos e uma única vez:",
    other: "Ou confirme a exclusão com este link, válido por # minutos e uma única vez:",
  },
  // Attendee data: the e-mail gate, confirmation, quota
  Image: "Imagem",
  "{speaker} will receive your e-mail address and may contact you about this talk.":
    "{speaker} receberá seu e-mail e poderá entrar em contato sobre esta palestra.",
  'Confirm your e-mail to get "{title}"': "Confirme seu e-mail para obter “{title}”",
  'You asked for "{title}" from {speaker}.': "Você pediu “{title}” de {speaker}.",
  "Open this link to confirm your e-mail address and get it:":
    "Abra este link para confirmar seu e-mail e obtê-lo:",
  "If you did not ask for it, ignore this e-mail: your address stays unconfirmed.":
    "Se você não pediu, ignore este e-mail: seu endereço continua não confirmado.",
  "The link works for # hours.": {
    one: "O link funciona por # hora.",
    many: "O link funciona por # de horas.",
    other: "O link funciona por # horas.",
  },
  // A talk run by a team (members/mail.ts)
  "As a co-host you can edit the page and its polls and run the room.":
    "Como coanfitrião, você pode editar a página e as enquetes e conduzir a sala.",
  "As a moderator you can run the live console and moderate the questions.":
    "Como moderador, você pode usar o console ao vivo e moderar as perguntas.",
  "As a viewer you can read the results and the questions.":
    "Como leitor, você pode ver os resultados e as perguntas.",
  '{owner} invited you to "{title}" on {product}':
    "{owner} convidou você para “{title}” no {product}",
  '{owner} invited you to help with the session "{title}".':
    "{owner} convidou você para ajudar na sessão “{title}”.",
  "Open this link to sign in with this e-mail address; the session is under Shared with me:":
    "Abra este link para entrar com este endereço de e-mail; a sessão está em Compartilhadas comigo:",
  "If you don't know {owner}, you can ignore this e-mail.":
    "Se você não conhece {owner}, pode ignorar este e-mail.",
  "Your {product} code to hand over a session: {code}":
    "Seu código do {product} para transferir uma sessão: {code}",
  'Entering this code makes {member} the owner of "{title}", with its leads; you stay on as a co-host.':
    "Ao digitar este código, {member} passa a ser dono de “{title}”, com os leads; você continua como coanfitrião.",
  "If you did not ask to hand over the session, do not enter the code.":
    "Se você não pediu para transferir a sessão, não digite o código.",
} satisfies Catalog;
