/**
 * Quiz leaderboard texts (docs/product.md, Quiz leaderboard): the nickname and its refusals, the board on the phone, the console and the projector, in ja; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "Type a nickname": "ニックネームを入力してください",
  "A nickname is at most 24 characters": "ニックネームは24文字以内です",
  "Please choose another nickname.": "別のニックネームを選んでください。",
  "Quiz leaderboard": "クイズのランキング",
  "Loading the leaderboard...": "ランキングを読み込み中...",
  "The leaderboard fills once a quiz's answer is revealed.":
    "クイズの答えが公開されるとランキングが表示されます。",
  "Nobody answered a revealed quiz yet.": "公開済みのクイズにまだ誰も回答していません。",
  "The quiz leaderboard": "クイズのランキング",
  "Your nickname": "ニックネーム",
  "Save nickname": "ニックネームを保存",
  "Nickname saved": "ニックネームを保存しました",
  "Your place: {rank}, {correct}": "あなたの順位: {rank}位、{correct}",
  "Answer a revealed quiz to get a place.": "公開されるクイズに回答すると順位がつきます。",
  "Top ten": "トップ10",
  "The top ten over the revealed quizzes, by correct answers, then by speed.":
    "公開済みクイズの上位10人。正解数、次に速さの順。",
  "# correct": { other: "#問正解" },
} satisfies Catalog;
