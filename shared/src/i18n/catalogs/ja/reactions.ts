/**
 * Reaction texts (docs/product.md, Reactions): the owner's pick and the refusals, in ja; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Choose one of the session's reactions": "このセッションのリアクションから選んでください",
  "Offer at most 5 reactions": "リアクションは5つまでです",
  "Each reaction at most once": "同じリアクションは1回までです",
  "This talk does not offer that reaction.": "このトークではそのリアクションは使えません。",
  "Reaction {emoji}": "リアクション {emoji}",
  "Your reaction could not be sent. Please try again.":
    "リアクションを送信できませんでした。もう一度お試しください。",
  "Reaction {emoji} sent": "リアクション {emoji} を送信しました",
  "React to the talk": "トークにリアクション",
  "React with {emoji}": "{emoji} でリアクション",
  "One reaction a second": "リアクションは1秒に1回です",
  Reactions: "リアクション",
  "The session page offers no reactions.": "このセッションのページではリアクションを使えません。",
  "Reactions saved": "リアクションを保存しました",
  "The reactions could not be saved": "リアクションを保存できませんでした",
  "Attendees tap these on the talk's page and the projector shows them rising. Pick up to {count}, or none to turn them off.":
    "参加者はトークのページでこれをタップし、プロジェクターには下から浮かび上がって表示されます。{count}個まで選べます。選ばなければオフになります。",
  "Reactions offered": "使えるリアクション",
  "{count} picked: unpick one to choose another.":
    "{count}個選択済み：別のものを選ぶには1つ外してください。",
  "Save reactions": "リアクションを保存",
  "Use the default reactions": "既定のリアクションを使う",
  "Reactions could not be loaded": "リアクションを読み込めませんでした",
  "No reactions yet. They show here minute by minute.":
    "まだリアクションはありません。1分ごとにここに表示されます。",
  "Reactions so far": "これまでのリアクション",
  "Reactions per minute, newest first": "1分ごとのリアクション（新しい順）",
  Minute: "時刻",
  "All reactions in the minute": "その1分間のリアクションの合計",
  "Speakers don't react to their own talk.": "登壇者は自分のトークにリアクションできません。",
} satisfies Catalog;
