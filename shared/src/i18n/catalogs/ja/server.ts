/** Texts the server and the service worker render in ja: the first HTML's and the sign-in e-mail's. */
import type { Catalog } from "../../translate.ts";

export default {
  // The session page's first HTML
  Speaker: "スピーカー",
  "LinkedIn profile": "LinkedIn プロフィール",
  "of {name} (opens in a new tab)": "（{name}、新しいタブで開きます）",
  "{designation} at {company}": "{company}・{designation}",
  // The session page's first screen: its sections, resources and Save for offline
  Resources: "資料",
  "Q&A": "Q&A",
  Polls: "投票",
  "Session sections": "セッションの項目",
  "Loading questions...": "質問を読み込み中…",
  "Loading polls...": "投票を読み込み中…",
  "Loading slides...": "スライドを読み込み中…",
  Slides: "スライド",
  Presentation: "プレゼンテーション",
  Handouts: "配布資料",
  "Additional Resources": "追加資料",
  "Helpful Links": "参考リンク",
  "Next Steps": "次のステップ",
  Download: "ダウンロード",
  "Visit Link": "リンクを開く",
  "Preview of {title}": "{title} のプレビュー",
  PDF: "PDF",
  "External Link": "外部リンク",
  "Save for offline": "オフライン用に保存",
  "Keep this session's files on your device to open them with no network.":
    "このセッションのファイルを端末に保存すると、ネットワークなしで開けます。",
  "Now answering": "回答中",
  "Learn More": "詳しく見る",
  "Access Resource": "資料を開く",
  // The session page's footer
  Language: "言語",
  // The sign-in e-mail
  "Your {product} code: {code}": "{product} のコード：{code}",
  "Hello {firstName},": "{firstName} さん",
  "It expires in # minutes.": { other: "このコードの有効期限は # 分です。" },
  "If you did not ask to sign in to {product}, you can ignore this e-mail.":
    "{product} へのログインをリクエストしていない場合は、このメールを無視してください。",
  // The account deletion e-mail
  "Your {product} account deletion code: {code}": "{product} のアカウント削除コード：{code}",
  "Entering this code deletes your account and everything in it: sessions, resources, polls, questions and leads. This cannot be undone.":
    "このコードを入力すると、アカウントとその中のすべて（セッション、資料、投票、質問、リード）が削除されます。元に戻すことはできません。",
  "If you did not ask to delete your account, do not enter the code; you can ignore this e-mail.":
    "アカウントの削除をリクエストしていない場合は、コードを入力せず、このメールを無視してください。",
  // The sign-in link and the locked-codes e-mail
  "Hello,": "こんにちは",
  "Too many wrong codes for your {product} account":
    "{product} アカウントで誤ったコードが多すぎます",
  "Too many wrong codes were entered for your {product} account, so its codes are refused for the next 24 hours.":
    "{product} アカウントで誤ったコードが多く入力されたため、今後 24 時間はコードを受け付けません。",
  "You can still sign in with the link in your sign-in e-mail. If this was not you, nobody got in and you need not do anything.":
    "ログインメールのリンクからは引き続きログインできます。心当たりがない場合でも、誰もログインしていないので対応は不要です。",
  "Or sign in with this link, valid for # minutes and only once:": {
    other: "または、このリンクからログインしてください（有効期限 # 分、1 回限り）：",
  },
  "Or confirm the deletion with this link, valid for # minutes and only once:": {
    other: "または、このリンクから削除を確定してください（有効期限 # 分、1 回限り）：",
  },
  // Attendee data: the e-mail gate, confirmation, quota
  Image: "画像",
  "{speaker} will receive your e-mail address and may contact you about this talk.":
    "{speaker} があなたのメールアドレスを受け取り、このトークについて連絡することがあります。",
  'Confirm your e-mail to get "{title}"': "メールアドレスを確認して「{title}」を入手",
  'You asked for "{title}" from {speaker}.': "{speaker} の「{title}」をリクエストしました。",
  "Open this link to confirm your e-mail address and get it:":
    "このリンクを開いてメールアドレスを確認し、入手してください：",
  "If you did not ask for it, ignore this e-mail: your address stays unconfirmed.":
    "心当たりがない場合は、このメールを無視してください。アドレスは未確認のままです。",
  "The link works for # hours.": { other: "リンクの有効期間は # 時間です。" },
  // A talk run by a team (members/mail.ts)
  "As a co-host you can edit the page and its polls and run the room.":
    "共同ホストとして、ページとアンケートを編集し、会場を進行できます。",
  "As a moderator you can run the live console and moderate the questions.":
    "モデレーターとして、ライブコンソールを操作し、質問をモデレートできます。",
  "As a viewer you can read the results and the questions.":
    "閲覧者として、結果と質問を読むことができます。",
  '{owner} invited you to "{title}" on {product}':
    "{owner} さんから {product} の「{title}」に招待されました",
  '{owner} invited you to help with the session "{title}".':
    "{owner} さんから、セッション「{title}」の手伝いに招待されました。",
  "Open this link to sign in with this e-mail address; the session is under Shared with me:":
    "このメールアドレスでサインインするには、このリンクを開いてください。セッションは「共有されたセッション」にあります:",
  "If you don't know {owner}, you can ignore this e-mail.":
    "{owner} さんに心当たりがない場合は、このメールを無視してください。",
  "Your {product} code to hand over a session: {code}":
    "セッションを引き渡すための {product} のコード: {code}",
  'Entering this code makes {member} the owner of "{title}", with its leads; you stay on as a co-host.':
    "このコードを入力すると、{member} さんが「{title}」のオーナーになり、リードも移ります。あなたは共同ホストとして残ります。",
  "If you did not ask to hand over the session, do not enter the code.":
    "セッションの引き渡しを依頼していない場合は、コードを入力しないでください。",
} satisfies Catalog;
