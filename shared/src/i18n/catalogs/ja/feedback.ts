/**
 * Feedback texts (docs/product.md, Feedback): the attendee's card and the Feedback tab, in ja; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "That chip is no longer offered. Please pick again.":
    "そのタグは選べなくなりました。もう一度選んでください。",
  "Feedback is closed for this talk.": "このトークのフィードバックは締め切られています。",
  "Speakers can't give feedback on their own talk.":
    "スピーカーは自分のトークにフィードバックできません。",
  "Feedback (CSV)": "フィードバック（CSV）",
  "Feedback on the talk": "トークへのフィードバック",
  "Export feedback (CSV)": "フィードバックをエクスポート（CSV）",
  Feedback: "フィードバック",
  "Taking feedback": "フィードバックの受付",
  "The feedback settings could not be loaded": "フィードバックの設定を読み込めませんでした",
  "What the audience said": "参加者の声",
  "The feedback could not be loaded": "フィードバックを読み込めませんでした",
  "Loading the feedback": "フィードバックを読み込み中",
  "The feedback settings could not be saved": "フィードバックの設定を保存できませんでした",
  "Opens by itself when the talk ends, {time}, unless you open or close it here.":
    "ここで開始または終了しない限り、トーク終了時（{time}）に自動で受付を始めます。",
  "Attendees see stars, chips and a comment box on the talk's page while this is on.":
    "これがオンの間、参加者はトークのページで星・タグ・コメント欄を使えます。",
  "Feedback open": "フィードバック受付中",
  "Feedback is open": "フィードバックの受付を始めました",
  "Feedback is closed": "フィードバックの受付を終了しました",
  "Chips saved": "タグを保存しました",
  "Type the chip's text first": "先にタグの文字を入力してください",
  "That chip is there already": "そのタグはすでにあります",
  Chips: "タグ",
  "Short words attendees may tap beside their stars, up to {count}.":
    "参加者が星の横でタップできる短い言葉です（最大{count}個）。",
  "No chips: attendees give stars and a comment.": "タグなし：参加者は星とコメントを送ります。",
  "Remove {chip}": "{chip}を削除",
  "New chip": "新しいタグ",
  "Remove a chip to add another": "タグを追加するには、どれかを削除してください",
  "Add chip": "タグを追加",
  "Save chips": "タグを保存",
  "Use the default chips": "既定のタグを使う",
  "No feedback yet. It shows here as attendees send it.":
    "まだフィードバックはありません。参加者が送るとここに表示されます。",
  "Stars given": "星の数",
  "Chips picked": "選ばれたタグ",
  "{chip}: {count}": "{chip}：{count}",
  Comments: "コメント",
  "No comments yet.": "まだコメントはありません。",
  "How was the talk?": "トークはいかがでしたか？",
  "Your feedback was not taken: {reason}": "フィードバックは受け付けられませんでした：{reason}",
  "Thanks for your feedback!": "フィードバックありがとうございます！",
  "Change my feedback": "フィードバックを変更",
  "Choose from 1 to 5 stars": "星を1〜5個選んでください",
  "Your feedback could not be sent. Please try again.":
    "フィードバックを送信できませんでした。もう一度お試しください。",
  "Your rating": "あなたの評価",
  "What stood out? (optional)": "印象に残った点（任意）",
  "Comment (optional)": "コメント（任意）",
  "Send feedback": "フィードバックを送信",
  Clear: "わかりやすい",
  Inspiring: "刺激的",
  Practical: "実践的",
  "Too fast": "速すぎる",
  "Too basic": "基本的すぎる",
  "Too advanced": "高度すぎる",
  "Each chip at most once": "各タグは1回まで",
  "Say whether feedback is open, or which chips it offers":
    "受付中かどうか、または提供するタグを指定してください",
  "out of 5, from # attendees": { other: "／5（#人）" },
  "# stars": { other: "星#個" },
  "You gave # stars": { other: "星#個を付けました" },
  "# characters left": { other: "残り#文字" },
} satisfies Catalog;
