/**
 * Team texts in ja (docs/product.md, Team); the English text is the key (docs/decisions.md,
 * Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  // Refusals
  "Your role in this session doesn't allow this":
    "このセッションでのあなたの役割では、この操作はできません",
  "This person is no longer a member of the session":
    "この方はもうセッションのメンバーではありません",
  "This is the session's owner": "この方はセッションのオーナーです",
  "This person has not signed in yet. They can take the session once they have.":
    "この方はまだログインしていません。ログインすると、セッションを引き継げるようになります。",

  // Roles
  Owner: "オーナー",
  "Who can do what": "役割とできること",
  "The owner can do everything: manage the team, see the leads and delete the session. The others get a role:":
    "オーナーはすべての操作ができます（チームの管理、リードの閲覧、セッションの削除）。ほかのメンバーには次の役割があります：",
  "Edits the page, the resources and the polls, and runs the room.":
    "ページ、資料、投票を編集し、ライブ進行を行います。",
  "Runs the live console and moderates the Q&A.":
    "ライブコンソールを操作し、Q&Aをモデレートします。",
  "Sees the results and the questions, and can export them.":
    "結果と質問を閲覧し、エクスポートできます。",

  // Inviting
  "Invite someone": "メンバーを招待",
  "We e-mail them a link. They see the session on their dashboard once they sign in with this address.":
    "招待リンクをメールで送ります。このアドレスでログインすると、ダッシュボードにセッションが表示されます。",
  Role: "役割",
  "Send invitation": "招待を送信",
  "Invitation sent to {email}.": "{email}に招待を送信しました。",
  "{email} is invited already.": "{email}はすでに招待されています。",
  "The invitation could not be sent": "招待を送信できませんでした",

  // Members
  "People with access": "アクセスできるメンバー",
  "Loading the team": "チームを読み込み中",
  "The team could not be loaded": "チームを読み込めませんでした",
  "{name} (you)": "{name}（あなた）",
  "No one else has access yet.": "ほかにアクセスできる人はまだいません。",
  Active: "参加済み",
  Invited: "招待中",
  "Role of {email}": "{email}の役割",
  "{email} is now {role}.": "{email}の役割を{role}に変更しました。",
  "The role could not be changed": "役割を変更できませんでした",
  "Remove {email}": "{email}を削除",
  "Remove {email}?": "{email}を削除しますか？",
  "They lose access to this session at once. You can invite them again later.":
    "この方はすぐにこのセッションにアクセスできなくなります。あとで再度招待することもできます。",
  "Removing...": "削除中…",
  "{email} was removed": "{email}を削除しました",
  "The person could not be removed": "この方を削除できませんでした",

  // Handing over
  "Hand over the session": "セッションの引き継ぎ",
  "Give this session to a member: they become its owner, with its leads, and you become a co-host.":
    "このセッションをメンバーに引き継ぎます。その方がリードを含めてオーナーになり、あなたは共同ホストになります。",
  "Only a member who has signed in can take the session.":
    "セッションを引き継げるのは、ログイン済みのメンバーだけです。",
  "New owner": "新しいオーナー",
  "Hand over": "引き継ぐ",
  "Hand the session to {name}?": "{name}にセッションを引き継ぎますか？",
  "{name} becomes the session's owner, with its leads, and can manage the team and delete the session. You become a co-host: you can still edit the session and run the room, but no longer see the leads.":
    "{name}がセッションのオーナーになり、リードを引き継ぎ、チームの管理やセッションの削除ができるようになります。あなたは共同ホストになります。セッションの編集やライブ進行は引き続きできますが、リードは表示されなくなります。",
  "To confirm, we e-mail you a code.": "確認のため、メールでコードをお送りします。",
  "We've sent you a 6-digit code.": "6桁のコードを送信しました。",
  "Code to hand over the session": "セッション引き継ぎ用のコード",
  "Handing over...": "引き継ぎ中…",
  "{name} now owns the session": "{name}がセッションのオーナーになりました",
  "You're now a co-host.": "あなたは共同ホストになりました。",
  "The session could not be handed over. Please try again.":
    "セッションを引き継げませんでした。もう一度お試しください。",

  // Activity
  Activity: "アクティビティ",
  "What the team did in this session, newest first.":
    "このセッションでチームが行った操作です（新しい順）。",
  "Loading the activity": "アクティビティを読み込み中",
  "The activity could not be loaded": "アクティビティを読み込めませんでした",
  "Nothing has happened yet.": "まだアクティビティはありません。",
  "Load more": "さらに読み込む",
  "More activity could not be loaded": "続きのアクティビティを読み込めませんでした",
  "{actor} opened the poll “{subject}”": "{actor}が投票「{subject}」を開始しました",
  "{actor} closed the poll “{subject}”": "{actor}が投票「{subject}」を締め切りました",
  "{actor} approved the question “{subject}”": "{actor}が質問「{subject}」を承認しました",
  "{actor} dismissed the question “{subject}”": "{actor}が質問「{subject}」を却下しました",
  "{actor} marked the question “{subject}” answered":
    "{actor}が質問「{subject}」を回答済みにしました",
  "{actor} replied to the question “{subject}”": "{actor}が質問「{subject}」に返信しました",
  "{actor} blocked the person who asked “{subject}”":
    "{actor}が質問「{subject}」の質問者をブロックしました",
  "{actor} changed the screen to {subject}":
    "{actor}がプロジェクター画面を{subject}に切り替えました",
  "{actor} added {subject} to the team": "{actor}が{subject}をチームに追加しました",
  "{actor} changed the role of {subject}": "{actor}が{subject}の役割を変更しました",
  "{actor} removed {subject} from the team": "{actor}が{subject}をチームから削除しました",
  "{actor} edited the page": "{actor}がページを編集しました",
  "{actor} edited the page: {subject}": "{actor}がページを編集しました：{subject}",
  "{actor} added {subject} to the team as {role}":
    "{actor}が{subject}を{role}としてチームに追加しました",
  "{actor} changed the role of {subject} to {role}":
    "{actor}が{subject}の役割を{role}に変更しました",
  "{actor} handed the session to {subject}": "{actor}がセッションを{subject}に引き継ぎました",
  // The projector's refusal (routes/present)
  "Open the presenter link from the speaker, or sign in as the session's speaker or a co-host or moderator of its team.":
    "スピーカーから受け取ったプレゼンターリンクを開くか、セッションのスピーカー、またはチームの共同ホストかモデレーターとしてサインインしてください。",
  // The roles (components/session-role.tsx)
  "Co-host": "共同ホスト",
  Moderator: "モデレーター",
  Viewer: "閲覧者",
} satisfies Catalog;
