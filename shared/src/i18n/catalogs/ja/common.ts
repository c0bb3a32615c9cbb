/** Common texts in ja (account screens, app frame, error texts); the English text is the key. */
import type { Catalog } from "../../translate.ts";

export default {
  // The texts of docs/product.md, Errors and messages (shared/src/rules/messages.ts)
  "Please enter your email address": "メールアドレスを入力してください",
  "Please enter a valid email address": "有効なメールアドレスを入力してください",
  "Please fill all required fields": "必須項目をすべて入力してください",
  "First name, last name, designation, and company are required.":
    "名、姓、役職、会社名は必須です。",
  "Invalid LinkedIn URL": "LinkedInのURLが無効です",
  "Please enter a valid LinkedIn profile URL (must contain linkedin.com/in/)":
    "有効なLinkedInプロフィールのURLを入力してください（linkedin.com/in/を含むもの）",
  "LinkedIn URL is required": "LinkedInのURLを入力してください",
  "File too large": "ファイルが大きすぎます",
  "Profile picture must be less than 5MB": "プロフィール画像は5MB未満にしてください",
  "File size must be less than 20MB": "ファイルサイズは20MB未満にしてください",
  "Missing required fields": "必須項目が入力されていません",
  "Please fill in all required fields: Event Name, Session Title, and Description.":
    "必須項目をすべて入力してください：イベント名、セッションのタイトル、説明。",
  "Maximum polls reached": "投票の上限に達しました",
  "You can create up to 3 polls per session.": "1つのセッションで作成できる投票は3つまでです。",
  "A poll needs 2 to 10 choices.": "投票の選択肢は2〜10個必要です。",
  "Question required": "質問が未入力です",
  "Please enter your question": "質問を入力してください",
  "Name required": "名前が未入力です",
  "Please enter your name or choose anonymous": "名前を入力するか、匿名を選択してください",
  "You have already voted in this poll": "この投票にはすでに投票済みです",
  "You have already voted for this question": "この質問にはすでにいいねしています",
  "You've already upvoted this question": "この質問にはすでにいいねしています",
  "This poll is currently closed.": "この投票は現在終了しています。",
  "This poll is still in draft mode.": "この投票はまだ下書きです。",
  "A title is required": "タイトルを入力してください",
  "Only PDF, PNG, JPEG, GIF or WebP files are allowed":
    "PDF、PNG、JPEG、GIF、WebPファイルのみ使用できます",
  "Only PNG, JPEG, GIF or WebP images are allowed": "PNG、JPEG、GIF、WebP画像のみ使用できます",
  // What the app says for each error code (pwa/src/api/error-text.ts)
  "Please try again.": "もう一度お試しください。",
  "Please check what you entered and try again.": "入力内容を確認して、もう一度お試しください。",
  "{field}: {message}": "{field}：{message}",
  "This link is not valid.": "このリンクは無効です。",
  "Request body is not valid JSON": "リクエスト本文が有効なJSONではありません",
  "That choice is not part of this poll.": "この選択肢はこの投票にはありません。",
  "The upload could not be read. Please try again.":
    "アップロードされたファイルを読み込めませんでした。もう一度お試しください。",
  "Choose a file to upload": "アップロードするファイルを選択してください",
  "Please choose a picture to upload": "アップロードする画像を選択してください",
  "The profile picture must be a file you uploaded":
    "プロフィール画像は、ご自身でアップロードしたファイルを使用してください",
  "There is no active code for this account. Please request a new code.":
    "このアカウントに有効なコードはありません。新しいコードをリクエストしてください。",
  "This code has expired. Please request a new code.":
    "このコードは有効期限が切れています。新しいコードをリクエストしてください。",
  "That code is not correct.": "コードが正しくありません。",
  "That code is not correct. # tries left.": { other: "コードが正しくありません。残り#回です。" },
  "Too many wrong codes. Please request a new code.":
    "誤ったコードが多すぎます。新しいコードをリクエストしてください。",
  "Please sign in to continue": "続けるにはログインしてください",
  "You do not have access to this": "アクセス権がありません",
  "Only the session's owner can do this": "この操作はセッションのオーナーのみ行えます",
  "Speakers don't vote in their own polls.": "スピーカーは自分の投票には投票できません。",
  "Speakers can't ask questions in their own session.":
    "スピーカーは自分のセッションでは質問できません。",
  "Q&A is turned off for this session.": "このセッションではQ&Aがオフになっています。",
  "Cross-site requests are not allowed": "クロスサイトリクエストは許可されていません",
  "Not found": "見つかりません",
  "No account found with this email. Please sign up first.":
    "このメールアドレスのアカウントは見つかりません。先に新規登録してください。",
  "This account does not exist. Please sign up again.":
    "このアカウントは存在しません。もう一度新規登録してください。",
  "User not found": "ユーザーが見つかりません",
  "Session not found": "セッションが見つかりません",
  "This poll doesn't exist or has been removed.": "この投票は存在しないか、削除されました。",
  "This choice doesn't exist or has been removed.": "この選択肢は存在しないか、削除されました。",
  "This question doesn't exist or has been removed.": "この質問は存在しないか、削除されました。",
  "Resource not found": "資料が見つかりません",
  "File not found": "ファイルが見つかりません",
  "The file is missing": "ファイルがありません",
  "An account with this email already exists. Please sign in instead.":
    "このメールアドレスのアカウントはすでにあります。ログインしてください。",
  "A poll can have at most # choices.": { other: "投票の選択肢は最大#個です。" },
  "A poll needs at least # choices.": { other: "投票の選択肢は#個以上必要です。" },
  "Request body is too large": "リクエストが大きすぎます",
  "Too many requests, please wait a moment": "リクエストが多すぎます。しばらくお待ちください",
  "Something went wrong on our side. Please try again.":
    "サーバー側で問題が発生しました。もう一度お試しください。",
  "We could not send the code e-mail. Please try again in a moment.":
    "コードのメールを送信できませんでした。しばらくしてからもう一度お試しください。",
  "Your account is saved, but we could not send the code e-mail. Please sign in in a moment to get a new code.":
    "アカウントは保存されましたが、コードのメールを送信できませんでした。しばらくしてからログインし、新しいコードを受け取ってください。",
  "Failed to fetch LinkedIn data": "LinkedInのデータを取得できませんでした",
  "Profile lookup is not configured": "プロフィール検索が設定されていません",
  "The server can't reach its database right now. Your action is kept and will be sent again.":
    "現在サーバーがデータベースに接続できません。操作は保存され、あとで再送信されます。",
  // A screen whose code could not be loaded (pwa/src/app/router.tsx)
  "This page could not be loaded": "このページを読み込めませんでした",
  "Check your connection, then try again.": "接続を確認してから、もう一度お試しください。",
  "Try again": "再試行",
  // The toasts' own labels (pwa/src/app/providers.tsx)
  Notifications: "通知",
  "Close notification": "通知を閉じる",
  // Top navigation and the account menu
  "Skip to content": "コンテンツへスキップ",
  Main: "メイン",
  "{product}, go to dashboard": "{product}、ダッシュボードへ",
  "{product}, home": "{product}、ホーム",
  "Create Session": "セッションを作成",
  "Account menu for {name}": "{name}さんのアカウントメニュー",
  Dashboard: "ダッシュボード",
  "My Speaker Profile": "スピーカープロフィール",
  Language: "言語",
  "Sign Out": "ログアウト",
  "Sign In": "ログイン",
  "Get Started Free": "無料で始める",
  // Dialogs and loading (pwa/src/components/ui)
  Close: "閉じる",
  Cancel: "キャンセル",
  Loading: "読み込み中",
  // Sign-out, and a speaker whose server session has ended
  "Signed out successfully": "ログアウトしました",
  "You have been signed out of {product}": "{product}からログアウトしました",
  "Please sign in again": "もう一度ログインしてください",
  "Your session has ended.": "ログインの有効期限が切れました。",
} satisfies Catalog;
