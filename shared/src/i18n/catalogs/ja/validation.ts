/** The shared forms' validation texts in ja (shared/src/schemas). */
import type { Catalog } from "../../translate.ts";

export default {
  "First name is required": "名を入力してください",
  "Last name is required": "姓を入力してください",
  "The code is 6 digits": "コードは6桁の数字です",
  "Not a valid id": "無効な ID です",
  "This field is required": "この項目は必須です",
  "Contains invalid characters": "使用できない文字が含まれています",
  "Please enter a valid URL": "有効な URL を入力してください",
  "Not an uploaded file": "アップロードされたファイルではありません",
  // Polls and votes (shared/src/schemas/poll.ts)
  "A choice needs text": "選択肢のテキストを入力してください",
  "You can't allow more answers than there are choices.":
    "選択肢の数より多くの回答は許可できません。",
  "A poll needs a question": "投票には質問が必要です",
  "Enter the word to hide": "非表示にする単語を入力してください",
  "Enter a word": "単語を入力してください",
  "A word can be at most 25 characters.": "単語は25文字以内で入力してください。",
  "Choose at least one answer": "少なくとも1つ選んでください",
  "You can send up to 3 words.": "送信できる単語は3つまでです。",
  "Send one answer: choiceId, choiceIds, words, rating, text or ranking.":
    "回答は1つだけ送信してください（choiceId、choiceIds、words、rating、text、ranking のいずれか）。",
  // The room (shared/src/schemas/stage.ts)
  "A poll panel names its poll, and only a poll panel does.":
    "投票パネルだけが投票を指定し、投票パネルは必ず投票を指定します。",
  "A question panel names its question, and only a question panel does.":
    "質問パネルだけが質問を指定し、質問パネルは必ず質問を指定します。",
  "A slide panel names its page, and only a slide panel does.":
    "スライドパネルはそのページを指定し、スライドパネルだけがそれを指定します。",
  "Choose a setting to change.": "変更する設定を選んでください。",
  // The sign-in link
  "This link is not valid or was already used.": "このリンクは無効か、すでに使用されています。",
  "Enter the network whose votes to discard": "票を破棄するネットワークを入力してください",
  "A choice can be at most 120 characters.": "選択肢は120文字までです。",
  // Authoring (issue 29): optional poll titles, poll order, drop zone, dashboard, limits
  "List each poll once.": "各投票を一度ずつ指定してください。",
} satisfies Catalog;
