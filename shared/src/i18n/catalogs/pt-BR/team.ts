/**
 * Team texts in pt-BR (docs/product.md, Team); the English text is the key (docs/decisions.md,
 * Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  // Refusals
  "Your role in this session doesn't allow this": "Sua função nesta sessão não permite isso",
  "This person is no longer a member of the session": "Esta pessoa não é mais membro da sessão",
  "This is the session's owner": "Este é o dono da sessão",
  "This person has not signed in yet. They can take the session once they have.":
    "Esta pessoa ainda não entrou. Ela poderá assumir a sessão assim que entrar.",

  // Roles
  Owner: "Dono",
  "Who can do what": "Quem pode fazer o quê",
  "The owner can do everything: manage the team, see the leads and delete the session. The others get a role:":
    "O dono pode fazer tudo: gerenciar a equipe, ver os contatos e excluir a sessão. Os demais recebem uma função:",
  "Edits the page, the resources and the polls, and runs the room.":
    "Edita a página, os materiais e as enquetes, e conduz a sessão ao vivo.",
  "Runs the live console and moderates the Q&A.": "Opera o console ao vivo e modera as perguntas.",
  "Sees the results and the questions, and can export them.":
    "Vê os resultados e as perguntas, e pode exportá-los.",

  // Inviting
  "Invite someone": "Convidar alguém",
  "We e-mail them a link. They see the session on their dashboard once they sign in with this address.":
    "Enviamos um link por e-mail. A pessoa verá a sessão no painel assim que entrar com este endereço.",
  Role: "Função",
  "Send invitation": "Enviar convite",
  "Invitation sent to {email}.": "Convite enviado para {email}.",
  "{email} is invited already.": "{email} já foi convidado.",
  "The invitation could not be sent": "Não foi possível enviar o convite",

  // Members
  "People with access": "Pessoas com acesso",
  "Loading the team": "Carregando a equipe",
  "The team could not be loaded": "Não foi possível carregar a equipe",
  "{name} (you)": "{name} (você)",
  "No one else has access yet.": "Ninguém mais tem acesso ainda.",
  Active: "Ativo",
  Invited: "Convidado",
  "Role of {email}": "Função de {email}",
  "{email} is now {role}.": "{email} agora é {role}.",
  "The role could not be changed": "Não foi possível alterar a função",
  "Remove {email}": "Remover {email}",
  "Remove {email}?": "Remover {email}?",
  "They lose access to this session at once. You can invite them again later.":
    "A pessoa perde o acesso a esta sessão na hora. Você pode convidá-la de novo depois.",
  "Removing...": "Removendo…",
  "{email} was removed": "{email} foi removido",
  "The person could not be removed": "Não foi possível remover esta pessoa",

  // Handing over
  "Hand over the session": "Transferir a sessão",
  "Give this session to a member: they become its owner, with its leads, and you become a co-host.":
    "Passe esta sessão para um membro: ele se torna o dono, com os contatos, e você passa a ser coanfitrião.",
  "Only a member who has signed in can take the session.":
    "Só um membro que já entrou pode assumir a sessão.",
  "New owner": "Novo dono",
  "Hand over": "Transferir",
  "Hand the session to {name}?": "Transferir a sessão para {name}?",
  "{name} becomes the session's owner, with its leads, and can manage the team and delete the session. You become a co-host: you can still edit the session and run the room, but no longer see the leads.":
    "{name} se torna o dono da sessão, com os contatos, e pode gerenciar a equipe e excluir a sessão. Você passa a ser coanfitrião: ainda pode editar a sessão e conduzi-la ao vivo, mas não vê mais os contatos.",
  "To confirm, we e-mail you a code.": "Para confirmar, enviamos um código para o seu e-mail.",
  "We've sent you a 6-digit code.": "Enviamos um código de 6 dígitos para você.",
  "Code to hand over the session": "Código para transferir a sessão",
  "Handing over...": "Transferindo…",
  "{name} now owns the session": "{name} agora é o dono da sessão",
  "You're now a co-host.": "Agora você é coanfitrião.",
  "The session could not be handed over. Please try again.":
    "Não foi possível transferir a sessão. Tente novamente.",

  // Activity
  Activity: "Atividade",
  "What the team did in this session, newest first.":
    "O que a equipe fez nesta sessão, do mais recente ao mais antigo.",
  "Loading the activity": "Carregando a atividade",
  "The activity could not be loaded": "Não foi possível carregar a atividade",
  "Nothing has happened yet.": "Nada aconteceu ainda.",
  "Load more": "Carregar mais",
  "More activity could not be loaded": "Não foi possível carregar mais atividades",
  "{actor} opened the poll “{subject}”": "{actor} abriu a enquete “{subject}”",
  "{actor} closed the poll “{subject}”": "{actor} encerrou a enquete “{subject}”",
  "{actor} approved the question “{subject}”": "{actor} aprovou a pergunta “{subject}”",
  "{actor} dismissed the question “{subject}”": "{actor} descartou a pergunta “{subject}”",
  "{actor} marked the question “{subject}” answered":
    "{actor} marcou a pergunta “{subject}” como respondida",
  "{actor} replied to the question “{subject}”": "{actor} respondeu à pergunta “{subject}”",
  "{actor} blocked the person who asked “{subject}”":
    "{actor} bloqueou quem fez a pergunta “{subject}”",
  "{actor} changed the screen to {subject}": "{actor} mudou a tela do projetor para {subject}",
  "{actor} added {subject} to the team": "{actor} adicionou {subject} à equipe",
  "{actor} changed the role of {subject}": "{actor} alterou a função de {subject}",
  "{actor} removed {subject} from the team": "{actor} removeu {subject} da equipe",
  "{actor} edited the page": "{actor} editou a página",
  "{actor} edited the page: {subject}": "{actor} editou a página: {subject}",
  "{actor} added {subject} to the team as {role}":
    "{actor} adicionou {subject} à equipe como {role}",
  "{actor} changed the role of {subject} to {role}":
    "{actor} alterou a função de {subject} para {role}",
  "{actor} handed the session to {subject}": "{actor} transferiu a sessão para {subject}",
  // The projector's refusal (routes/present)
  "Open the presenter link from the speaker, or sign in as the session's speaker or a co-host or moderator of its team.":
    "Abra o link do apresentador enviado pelo palestrante ou entre como palestrante da sessão ou como coanfitrião ou moderador da equipe.",
  // The roles (components/session-role.tsx)
  "Co-host": "Coanfitrião",
  Moderator: "Moderador",
  Viewer: "Leitor",
} satisfies Catalog;
