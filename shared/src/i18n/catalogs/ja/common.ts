/** Common texts in ja (account screens, app frame, error texts); the English text is the key. */
import type { Catalog } from "../../translate.ts";

export default {
  // The texts of docs/product.md, Errors and messages (shared/src/rules/messages.ts)
  "Please enter your email address": "メールアドレスを入力してください",
  "Please enter a valid email address": "有効なメールアドレスを入力してください",
  "Please fill all required fields": "必須項目をすべて入力してください",
  "First name and last name are required.": "名と姓は必須です。",
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
  "A poll needs 2 to 10 choices.": "投票の選択肢は2〜10個必要です。",
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
  "Please sign in to continue": "続けるにはログインしてください",
  "You do not have access to this": "アクセス権がありません",
  "Only the session's owner can do this": "この操作はセッションのオーナーのみ行えます",
  "Speakers don't vote in their own polls.": "スピーカーは自分の投票には投票できません。",
  "Speakers can't ask questions in their own session.":
    "スピーカーは自分のセッションでは質問できません。",
  "Q&A is turned off for this session.": "このセッションではQ&Aがオフになっています。",
  "Cross-site requests are not allowed": "クロスサイトリクエストは許可されていません",
  "Please reload the page and try again.": "ページを再読み込みして、もう一度お試しください。",
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
  "This session has no slides yet.": "このセッションにはまだスライドがありません。",
  "This slide is not in the deck.": "このスライドはスライド資料にありません。",
  "This PDF could not be read. Please export it again and upload it.":
    "このPDFを読み込めませんでした。もう一度書き出してからアップロードしてください。",
  "A deck can have at most 300 pages.": "スライド資料は最大300ページまでです。",
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
  // Home page
  "Endless slide requests": "終わらないスライドの依頼",
  "“Can you send me the slides?” arrives by e-mail, chat and business card for weeks after every talk.":
    "「スライドを送ってもらえますか？」という依頼が、講演のたびに何週間もメールやチャット、名刺経由で届きます。",
  "No idea who was listening": "誰が聞いていたのかわからない",
  "A full room leaves no trace: you never learn who wanted more, so no conversation follows.":
    "満席の会場も記録には残りません。もっと知りたかった人が誰なのかわからず、会話にもつながりません。",
  "Q&A runs out of time": "Q&Aの時間が足りない",
  "The best questions stay unasked when the clock wins and the microphone never reaches the back row.":
    "時間切れになり、マイクも後ろの列まで届かず、良い質問ほど聞けないまま終わります。",
  "Missing the pulse of the room": "会場の反応がつかめない",
  "Raised hands are hard to count, and you cannot tell what the audience really thinks.":
    "挙手は数えにくく、聴衆が本当はどう思っているのかわかりません。",
  "Host everything on one page": "すべてを1ページに",
  "Slides, handouts, helpful links and next steps live on one session page, shared by link or QR code.":
    "スライド、配布資料、参考リンク、次のステップを1つのセッションページにまとめ、リンクやQRコードで共有できます。",
  "Capture leads": "リードを獲得",
  "Attendees leave their e-mail to download. You see who they are and what they took, and export it as CSV.":
    "参加者はメールアドレスを入力してダウンロードします。誰が何を持ち帰ったかがわかり、CSVでエクスポートできます。",
  "Collect questions": "質問を集める",
  "A Q&A forum where attendees ask and upvote, so the questions that matter rise to the top.":
    "参加者が質問し、いいねできるQ&Aフォーラム。大事な質問が上位に表示されます。",
  "Poll instantly": "すぐに投票",
  "Live polls with results that update as votes arrive, ready to embed on any other site.":
    "票が届くたびに結果が更新されるライブ投票。ほかのサイトにも埋め込めます。",
  "Every talk deserves a page that keeps working": "すべての講演に、講演後も働き続けるページを",
  "{product} gives each of your sessions one page for slides, links, questions and live polls. Share it with a QR code, and see who downloaded what.":
    "{product}なら、セッションごとにスライド、リンク、質問、ライブ投票をまとめたページを1つ作れます。QRコードで共有し、誰が何をダウンロードしたかを確認できます。",
  "See how it helps": "どう役立つかを見る",
  "Free account. No password: sign in with a code sent to your e-mail.":
    "無料アカウント。パスワードは不要で、メールで届くコードでログインします。",
  "{product} in a few seconds: one page per talk with slides, leads, Q&A and live polls":
    "数秒でわかる{product}：講演ごとに、スライド、リード、Q&A、ライブ投票をまとめた1ページ",
  "The projector during a talk: a live poll's question with each answer's share of the votes":
    "講演中のプロジェクター画面：ライブ投票の質問と、各回答の得票率",
  "An attendee's phone on the talk's page: the same poll, with the results after voting":
    "講演ページを開いた参加者のスマートフォン：同じ投票と、投票後の結果",
  "What the room sees: the poll on the projector, and the results on every phone.":
    "会場で見えるもの：プロジェクターに映る投票と、一人ひとりのスマートフォンに届く結果。",
  "Speaking is the easy part": "講演そのものは簡単な部分です",
  "What happens around the talk is where speakers lose time, contacts and feedback.":
    "スピーカーが時間や人脈、フィードバックを失うのは、講演の前後です。",
  "How {product} helps": "{product}でできること",
  "One page per talk, made in minutes, opened from a QR code on the last slide, and built for venue Wi-Fi that comes and goes.":
    "講演ごとに1ページ。数分で作成でき、最後のスライドのQRコードから開けて、途切れがちな会場のWi-Fiでも使えます。",
  "Ready for your next talk?": "次の講演の準備はできましたか？",
  "Create your first session page in a few minutes. It is free.":
    "最初のセッションページを数分で作成できます。無料です。",
  // Sign-up and sign-in
  "Please check your email for the verification code.": "メールで確認コードをご確認ください。",
  Email: "メールアドレス",
  "Create your account": "アカウントを作成",
  "Free for speakers. We will e-mail you a 6-digit code to confirm your address.":
    "スピーカーは無料です。メールアドレスの確認のため、6桁のコードをメールでお送りします。",
  "Create Account": "アカウントを作成",
  "Creating Account...": "アカウントを作成中…",
  "Registration successful": "登録が完了しました",
  "Registration failed. Please try again later.":
    "登録できませんでした。しばらくしてからもう一度お試しください。",
  "Already have an account?": "アカウントをお持ちですか？",
  "Sign in": "ログイン",
  "Back to Home": "ホームに戻る",
  "First name": "名",
  "Last name": "姓",
  "Enter your e-mail and we will send you a 6-digit code. No password needed.":
    "メールアドレスを入力すると、6桁のコードをお送りします。パスワードは不要です。",
  "Send Verification Code": "確認コードを送信",
  "Sending OTP...": "コードを送信中…",
  "OTP Sent!": "コードを送信しました",
  "Sign in failed": "ログインできませんでした",
  "New to {product}?": "{product}は初めてですか？",
  "Create an account": "アカウントを作成",
  // Code check
  "Email verified successfully": "メールアドレスを確認しました",
  "Let's complete your speaker profile to get started!":
    "まずはスピーカープロフィールを完成させましょう！",
  "Welcome back to {product}": "{product}へおかえりなさい",
  "Welcome to {product}": "{product}へようこそ",
  "Verification failed": "確認できませんでした",
  "Invalid or expired code.": "コードが無効か、有効期限が切れています。",
  "Code resent": "コードを再送信しました",
  "Please check your email for the new verification code.":
    "メールで新しい確認コードをご確認ください。",
  "Failed to resend code": "コードを再送信できませんでした",
  "Please try again later.": "しばらくしてからもう一度お試しください。",
  "Check your e-mail": "メールをご確認ください",
  "We've sent a 6-digit code to {email}": "{email}に6桁のコードを送信しました",
  "Back to Sign Up": "新規登録に戻る",
  "Verification code": "確認コード",
  "Digits only. The code expires after # minutes.": {
    other: "数字のみ。コードの有効期限は#分です。",
  },
  "Verifying...": "確認中…",
  "Verify Code": "コードを確認",
  "Sending...": "送信中…",
  "Resend Code": "コードを再送信",
  // Page not found
  "Page not found": "ページが見つかりません",
  "The page you are looking for does not exist or has moved.":
    "お探しのページは存在しないか、移動しました。",
  "Back to Dashboard": "ダッシュボードに戻る",
  // The speaker profile form (onboarding and My Speaker Profile)
  "Designation / title": "役職・肩書き",
  Company: "会社",
  Bio: "自己紹介",
  "Display picture": "プロフィール画像",
  "Invalid file": "無効なファイルです",
  Required: "必須",
  "Enter your LinkedIn profile URL first.": "先にLinkedInプロフィールのURLを入力してください。",
  "Filled from LinkedIn: {fields}.": "LinkedInから入力しました：{fields}。",
  "LinkedIn returned no details to fill.": "LinkedInから入力できる情報はありませんでした。",
  "Please try again or fill out the form manually":
    "もう一度試すか、フォームに手動で入力してください",
  "Picture uploaded": "画像をアップロードしました",
  "Upload failed": "アップロードできませんでした",
  "Failed to upload profile picture. Please try again.":
    "プロフィール画像をアップロードできませんでした。もう一度お試しください。",
  Error: "エラー",
  "Your profile could not be saved. Please try again.":
    "プロフィールを保存できませんでした。もう一度お試しください。",
  "LinkedIn profile URL": "LinkedInプロフィールのURL",
  "Optional. For example linkedin.com/in/your-name": "任意。例：linkedin.com/in/your-name",
  "Fetching...": "取得中…",
  "Fetch from LinkedIn": "LinkedInから取得",
  "Display picture (optional)": "プロフィール画像（任意）",
  "Your display picture": "あなたのプロフィール画像",
  "Choose a display picture": "プロフィール画像を選択",
  "Uploading...": "アップロード中…",
  "Change picture": "画像を変更",
  "Upload picture": "画像をアップロード",
  "Remove picture": "画像を削除",
  "An image under 5MB.": "5MB未満の画像。",
  "Bio (optional)": "自己紹介（任意）",
  "Language for e-mails": "メールの言語",
  "Your sign-in codes are sent in this language.": "ログインコードはこの言語で送信されます。",
  "Fetching LinkedIn Data": "LinkedInのデータを取得中",
  "Wait, attempting to fetch details from LinkedIn...":
    "LinkedInから情報を取得しています。しばらくお待ちください…",
  "Fetching LinkedIn data": "LinkedInのデータを取得中",
  // Onboarding
  "Complete Speaker Profile": "スピーカープロフィールを完成させる",
  "Attendees see these details on every session page you create.":
    "参加者は、あなたが作成するすべてのセッションページでこの情報を見ることができます。",
  "Complete Profile & Continue": "完成して次へ",
  "Saving...": "保存中…",
  "Profile completed!": "プロフィールが完成しました！",
  // My Speaker Profile
  "Loading your profile": "プロフィールを読み込み中",
  "Your profile could not be loaded": "プロフィールを読み込めませんでした",
  "Please check your connection and try again.": "接続を確認して、もう一度お試しください。",
  "Save Changes": "変更を保存",
  "Profile updated!": "プロフィールを更新しました！",
  "Your speaker profile has been successfully updated.": "スピーカープロフィールを更新しました。",
  "These details appear on your session pages.":
    "この情報はあなたのセッションページに表示されます。",
  // Poll kinds' refusals (MESSAGES)
  "This poll takes a different kind of answer.": "この投票には別の形式で回答してください。",
  "You chose more answers than this poll allows.": "この投票で選べる数より多く選択しています。",
  "A word needs at least 2 letters.": "単語は2文字以上で入力してください。",
  "That word isn't allowed": "その単語は使用できません",
  "You can't post questions in this session": "このセッションでは質問を投稿できません",
  "Please write a reply": "返信を入力してください",
  "This question is waiting for review or was dismissed.": "この質問は確認待ちか、却下されました。",
  "This poll already has votes, so its kind can't change.":
    "この投票にはすでに票があるため、投票の種類は変更できません。",
  "Only a quiz has an answer to reveal.": "発表する正解があるのはクイズだけです。",
  "Close the poll before revealing the answer.": "正解を発表する前に投票を終了してください。",
  "The answer of this quiz is revealed, so it can't open again.":
    "このクイズの正解は発表済みのため、再び受付中にすることはできません。",
  "A quiz needs exactly one right answer.": "クイズには正解がちょうど1つ必要です。",
  "This kind of poll has no choices.": "この種類の投票には選択肢がありません。",
  // Lectern's defaults for texts the speaker may write
  // Sign-in links, locked codes and signed-in devices
  "This link is not valid or was already used. Please ask for a new e-mail.":
    "このリンクは無効か、すでに使用されています。新しいメールをリクエストしてください。",
  "This link has expired. Please ask for a new e-mail.":
    "このリンクは有効期限が切れています。新しいメールをリクエストしてください。",
  "Signed out everywhere": "すべてのデバイスからログアウトしました",
  "Every device is now signed out of {product}":
    "すべてのデバイスが {product} からログアウトしました",
  "Keep my account": "アカウントを残す",
  "Delete my account?": "アカウントを削除しますか？",
  "Signed in": "ログインしました",
  "This link could not sign you in. Please try again.":
    "このリンクでログインできませんでした。もう一度お試しください。",
  "Sign in with your link": "リンクでログイン",
  "This link did not sign you in.": "このリンクではログインできませんでした。",
  "Signing you in...": "ログインしています...",
  "Back to Sign In": "ログインに戻る",
  "One moment...": "少々お待ちください...",
  "Unknown browser": "不明なブラウザ",
  "This device": "このデバイス",
  "Last active {date}": "最終利用：{date}",
  "Signing out...": "ログアウトしています...",
  "Sign out {device}": "{device} からログアウト",
  "Signed-in devices": "ログイン中のデバイス",
  "A device that is not used for 14 days is signed out by itself.":
    "14 日間使われていないデバイスは自動的にログアウトされます。",
  "Sign out everywhere": "すべてのデバイスからログアウト",
  "Too many wrong codes. Use the link in your e-mail to sign in, or try again in # hours.": {
    other:
      "誤ったコードが多すぎます。メールのリンクでログインするか、# 時間後にもう一度お試しください。",
  },
  // Attendee data: the e-mail gate, confirmation, quota
  "Please enter the https address of your privacy notice":
    "プライバシーに関するお知らせの https アドレスを入力してください",
  "Enter your e-mail address to get this file.":
    "このファイルを入手するにはメールアドレスを入力してください。",
  "This confirmation link is no longer valid. Download the file again to get a new one.":
    "この確認リンクは無効になりました。もう一度ファイルをダウンロードすると、新しいリンクが届きます。",
  "Your storage is full. Delete files you no longer need and try again.":
    "ストレージがいっぱいです。不要なファイルを削除してから、もう一度お試しください。",
  // Authoring (issue 29): optional poll titles, poll order, drop zone, dashboard, limits
  "You can create up to {count} polls per session.":
    "1つのセッションで作成できる投票は{count}つまでです。",
  "This session has as many polls as it may have.":
    "このセッションには、作成できる上限の数の投票がすでにあります。",
  "Fields marked * are required.": "* の付いた項目は必須です。",
  // Accessibility (issue 30): the home page's promo video
  "Pause video": "動画を一時停止",
  "Play video": "動画を再生",
} satisfies Catalog;
