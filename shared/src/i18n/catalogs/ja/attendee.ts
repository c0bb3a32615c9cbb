/**
 * Attendee texts in ja: the session page, the embed and their offline texts. The English
 * text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  // Session page
  "Session Not Found": "セッションが見つかりません",
  "The session you're looking for doesn't exist or has been removed.":
    "お探しのセッションは存在しないか、削除されました。",
  "Loading session...": "セッションを読み込み中…",
  // Resources tab
  "Processing...": "処理中…",
  // Save for offline
  "Some files could not be saved. Check your connection and try again.":
    "一部のファイルを保存できませんでした。接続を確認して、もう一度お試しください。",
  "Saved for offline": "オフライン用に保存済み",
  "Saving... {percent}%": "保存中… {percent}%",
  "All # files are on this device and open with no network.": {
    other: "ファイル（#件）はこの端末に保存済みで、ネットワークなしで開けます。",
  },
  "Saving files for offline: {done} of {total}": "オフライン用にファイルを保存中：{done}/{total}",
  "Your device is out of storage space, so this could not be saved for later. Free some space and try again.":
    "端末の空き容量が不足しているため、保存できませんでした。空き容量を確保して、もう一度お試しください。",
  "You're offline": "オフラインです",
  // Download dialog and download
  "Download failed": "ダウンロードできませんでした",
  "You're offline. Please try again when you're connected.":
    "オフラインです。接続してから、もう一度お試しください。",
  "Download resource": "資料をダウンロード",
  'Enter your email address to get "{title}".':
    "「{title}」を受け取るには、メールアドレスを入力してください。",
  "Email address": "メールアドレス",
  "you@example.com": "you@example.com",
  "Your browser blocked the new tab": "ブラウザが新しいタブをブロックしました",
  "Open link": "リンクを開く",
  "Opened your saved copy": "保存したコピーを開きました",
  "Your download is recorded and will be sent when you're back online.":
    "ダウンロードは記録済みです。オンラインに戻ったときに送信されます。",
  "Your request is saved and will be sent when you're back online. You can open the file then.":
    "リクエストを保存しました。オンラインに戻ったときに送信され、そのときにファイルを開けます。",
  "Your download is ready": "ダウンロードの準備ができました",
  "Open file": "ファイルを開く",
  "Please try again in a moment.": "しばらくしてから、もう一度お試しください。",
  // Q&A forum
  "Failed to post question": "質問を投稿できませんでした",
  "Question posted!": "質問を投稿しました！",
  "Unable to vote": "いいねできませんでした",
  "Vote recorded!": "いいねしました！",
  "Question marked as answered": "質問を回答済みにしました",
  "Question deleted": "質問を削除しました",
  "Failed to mark as answered": "回答済みにできませんでした",
  "Failed to delete question": "質問を削除できませんでした",
  "Failed to load questions": "質問を読み込めませんでした",
  Questions: "質問",
  Unanswered: "未回答",
  Answered: "回答済み",
  "No questions yet": "まだ質問はありません",
  "No questions have been submitted yet": "まだ質問は投稿されていません",
  "Be the first to ask a question!": "最初の質問をしてみましょう！",
  "No answered questions": "回答済みの質問はありません",
  "Answered questions will appear here": "回答済みの質問はここに表示されます",
  "Q&A Forum": "Q&A フォーラム",
  "Ask Question": "質問する",
  Anonymous: "匿名",
  "Upvote, # upvotes": { other: "いいね（#件）" },
  "Mark Answered": "回答済みにする",
  "Delete question": "質問を削除",
  "Delete question (You're offline)": "質問を削除（オフラインです）",
  "Your question goes to the speaker and the audience.": "質問はスピーカーと参加者に届きます。",
  "Leave it empty to ask anonymously.": "空欄のままにすると匿名で質問します。",
  "Your name (optional)": "お名前（任意）",
  "Your Question": "質問内容",
  "Post Question": "質問を投稿",
  "Posting...": "投稿中…",
  "Pending sync": "送信待ち",
  // Polls tab and poll cards
  "Error loading polls: {reason}": "投票を読み込めませんでした：{reason}",
  "No polls available": "投票はありません",
  "The speaker hasn't created any polls for this session yet.":
    "このセッションでは、スピーカーはまだ投票を作成していません。",
  "Loading results...": "結果を読み込み中…",
  "Open for voting": "投票受付中",
  "Voting closed": "投票終了",
  "Results could not be loaded. They will appear when the connection is back.":
    "結果を読み込めませんでした。接続が戻ると表示されます。",
  "# votes": { other: "#票" },
  "(your vote)": "（あなたの投票）",
  "{percent}%": "{percent}%",
  "Total votes: {count}": "総投票数：{count}",
  "Vote to see results": "投票すると結果が見られます",
  "Results will appear in real-time after you vote.": "投票後、結果がリアルタイムで表示されます。",
  "Submitting...": "送信中…",
  "Submit Vote": "投票する",
  "Saved - will be sent when you're back online":
    "保存しました。オンラインに戻ったときに送信されます",
  "Vote submitted": "投票しました",
  "Vote failed": "投票できませんでした",
  "Failed to submit vote. Please try again.":
    "投票を送信できませんでした。もう一度お試しください。",
  // Poll kinds
  "Choose up to {count}": "{count}個まで選べます",
  "Up to # words or short phrases, {max} characters each": {
    other: "#個まで（単語または短いフレーズ、各{max}文字以内）",
  },
  "Your word": "あなたの言葉",
  "Word {number}": "言葉{number}",
  "Correct!": "正解！",
  "The answer was: {answer}": "正解は：{answer}",
  "Correct answer": "正解",
  "Total voters: {count}": "投票者数：{count}",
  "No words yet": "まだ言葉はありません",
  "Words sent": "送信された言葉",
  "Your words: {words}": "あなたの言葉：{words}",
  "Average rating": "平均評価",
  "No ratings yet": "まだ評価はありません",
  "out of {scale}": "{scale}点中",
  "Votes per score": "点数ごとの票数",
  "Your rating: {rating}": "あなたの評価：{rating}",
  // Embedded poll
  "Powered by {product}": "{product} 提供",
  "Poll Not Available": "この投票は利用できません",
  Live: "ライブ",
  Closed: "終了",
  "Loading poll...": "投票を読み込み中…",
  "Your vote was not sent: {reason}": "投票は送信されませんでした：{reason}",
  Discard: "破棄",
  "Invalid Poll": "無効な投票",
  "The poll ID is missing or invalid.": "投票 ID がないか、無効です。",
  "Poll Not Found": "投票が見つかりません",
  // Outbox status bar and refused actions
  "Offline - nothing waiting to be sent": "オフライン：送信待ちはありません",
  "Offline - # actions waiting to be sent": { other: "オフライン：#件が送信待ちです" },
  "# actions waiting to be sent": { other: "#件が送信待ちです" },
  "All caught up": "すべて送信済みです",
  "Send now": "今すぐ送信",
  'Question: "{question}"': "質問：「{question}」",
  Upvote: "いいね",
  "Poll vote": "投票",
  "Resource download": "資料のダウンロード",
  "QR visit": "QRコードからのアクセス",
  "# actions could not be sent": { other: "#件を送信できませんでした" },
  "Not sent: {reason}": "未送信：{reason}",
  "May not have been sent: {reason}": "送信されていない可能性があります：{reason}",
  "No answer came for {days} days, so it may have arrived. Check before doing it again.":
    "{days}日間応答がなかったため、届いている可能性があります。もう一度行う前に確認してください。",
  "It waited more than {days} days to be sent.": "送信待ちが{days}日を超えました。",
  "Discard {action}": "{action}を破棄",
  // Offline copy notice
  "You're offline - showing the page as last seen":
    "オフラインです。最後に表示した状態のページを表示しています",
  "Connection problem - showing the last saved copy":
    "接続に問題があります。最後に保存したコピーを表示しています",
  "Offline - showing the last saved copy": "オフラインです。最後に保存したコピーを表示しています",
  "Connection problem - showing the copy from {date}":
    "接続に問題があります。{date} 時点のコピーを表示しています",
  "Offline - showing the copy from {date}": "オフラインです。{date} 時点のコピーを表示しています",
  // Sending without offline storage
  "Could not reach the app's offline storage. Please reload the page.":
    "アプリのオフライン保存領域にアクセスできませんでした。ページを再読み込みしてください。",
  // Update prompt
  "A new version is available": "新しいバージョンがあります",
  Reload: "再読み込み",
  // The room
  // Moderation (docs/product.md, Moderation)
  "Reply from the speaker": "スピーカーからの返信",
  Edited: "編集済み",
  "Waiting for the speaker's approval": "スピーカーの承認待ち",
  "Question sent: it will appear once the speaker approves it.":
    "質問を送信しました。スピーカーが承認すると表示されます。",
  // Attendee data: the e-mail gate, confirmation, quota
  "Open the link we e-mailed you to confirm your address, then save for offline again.":
    "メールでお送りしたリンクを開いてアドレスを確認してから、もう一度オフライン保存してください。",
  "Your e-mail could not be confirmed. Please try again.":
    "メールアドレスを確認できませんでした。もう一度お試しください。",
  "Confirming your e-mail...": "メールアドレスを確認しています...",
  "Your e-mail could not be confirmed": "メールアドレスを確認できませんでした",
  "E-mail confirmed": "メールアドレスを確認しました",
  'Thank you. You can now get "{title}".': "ありがとうございます。「{title}」を入手できます。",
  "Back to the session": "セッションに戻る",
  "Privacy notice": "プライバシーに関するお知らせ",
  "We sent you a link. Open it to confirm your address and get the file.":
    "リンクをお送りしました。開いてアドレスを確認すると、ファイルを入手できます。",
  // Attendee page for a phone (issue 29)
  "Upvote taken back": "投票を取り消しました",
  "Show more": "もっと見る",
  "Show less": "折りたたむ",
  "A poll is on screen": "画面に投票が表示されています",
  "Vote now": "今すぐ投票",
  "On screen now": "現在画面に表示中",
  "Results after the reveal": "結果は答えの発表後に表示されます",
  "Results when the poll closes": "結果は投票の終了後に表示されます",
  "The speaker shows the answer and the results once the quiz is over.":
    "クイズの終了後、スピーカーが答えと結果を表示します。",
  "The speaker keeps the results hidden until the poll closes.":
    "投票が終了するまで、スピーカーは結果を非表示にしています。",
  "Your answer: {answer}": "あなたの回答: {answer}",
  // Live events spoken once (issue 30)
  "Now answering: {question}": "回答中: {question}",
  "Results: {results}": "結果: {results}",
  // Slides tab (issue 32)
  "Error loading slides: {reason}": "スライドを読み込めませんでした：{reason}",
  "The speaker hasn't shown any slides yet.": "スピーカーはまだスライドを表示していません。",
  "Follow the speaker": "スピーカーに合わせる",
  "Back to live": "ライブに戻る",
  "Previous page": "前のページ",
  "Next page": "次のページ",
  "Page {page} of {count}": "{count} ページ中 {page} ページ",
  "Offline - the speaker may have moved on":
    "オフラインです。スピーカーは先に進んでいるかもしれません",
} satisfies Catalog;
