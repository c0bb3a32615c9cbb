/**
 * Open and ranking poll texts (docs/product.md, Poll kinds): the forms, the results and the
 * refusals, in ja; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Write an answer": "回答を入力してください",
  "An answer can be at most 280 characters.": "回答は280文字以内です。",
  "Rank each choice once.": "各選択肢を1回ずつ順位付けしてください。",
  "Open text": "自由記述",
  Ranking: "ランキング",
  "Attendees write a short answer; the newest show on a wall.":
    "参加者が短い回答を書き、新しいものから壁に表示されます。",
  "Attendees put the choices in order; the best ranked score most.":
    "参加者が選択肢を並べ替え、上位ほど高得点になります。",
  "Your answer": "あなたの回答",
  "{count} characters left": "残り{count}文字",
  "{choice}, place {place} of {count}": "{choice}、{count}件中{place}位",
  "Put the choices in order, best first: drag them, or use the arrow keys.":
    "良いものから順に並べ替えてください。ドラッグするか矢印キーを使います。",
  "Move {choice}, place {place} of {count}": "{choice}を移動（{count}件中{place}位）",
  "Move {choice} up": "{choice}を上へ",
  "Move {choice} down": "{choice}を下へ",
  "No answers yet": "まだ回答はありません",
  "(your answer)": "（あなたの回答）",
  "Hide the answer {answer}": "回答「{answer}」を非表示にする",
  "Ranking by points": "ポイント順のランキング",
  "(your first choice)": "（あなたの1位）",
  "# points": { other: "#ポイント" },
  "average place {place}": "平均{place}位",
  "The answer could not be hidden": "回答を非表示にできませんでした",
} satisfies Catalog;
