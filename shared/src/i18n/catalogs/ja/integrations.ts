/**
 * Integrations' texts (docs/product.md, API tokens): the refusals of API tokens, in ja; the
 * English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "An API token only reads; sign in to make changes.":
    "API トークンは読み取り専用です。変更するにはサインインしてください。",
  "You can have at most # API tokens. Revoke one first.": {
    other: "API トークンは最大 # 個までです。先にどれかを取り消してください。",
  },
  "Give the token a name": "トークンに名前を付けてください",
  "Token name": "トークン名",
  "What it is for, e.g. CRM sync": "用途（例: CRM 同期）",
  "Making...": "作成中…",
  "Make a token": "トークンを作成",
  "Last used {date}": "最終使用：{date}",
  "Never used": "未使用",
  "Revoke {name}": "{name}を取り消す",
  Revoke: "取り消す",
  "Token revoked": "トークンを取り消しました",
  "{name} no longer works.": "{name} は使えなくなりました。",
  "The token could not be revoked": "トークンを取り消せませんでした",
  "API tokens": "API トークン",
  "A token lets a script read your sessions, leads, results and insights, as Authorization: Bearer <token>. It changes nothing.":
    "トークンを使うと、スクリプトが Authorization: Bearer <token> としてあなたのセッション、リード、結果、インサイトを読み取れます。変更は一切できません。",
  "Copy your new token now": "新しいトークンを今すぐコピーしてください",
  "It is shown only this once. Keep it like a password.":
    "表示されるのはこの一度だけです。パスワードと同じように大切に保管してください。",
  "Token {name}": "トークン {name}",
  "Token copied": "トークンをコピーしました",
  "No tokens yet.": "トークンはまだありません。",
  "Your tokens": "あなたのトークン",
  "Revoke this token?": "このトークンを取り消しますか？",
  "{name} stops working at once, for every script that uses it.":
    "{name} は、これを使うすべてのスクリプトで、すぐに使えなくなります。",
  "Revoke Token": "トークンを取り消す",
  "Revoking...": "取り消し中…",
  Integrations: "連携",
  "Read your leads and results from your own tools and scripts.":
    "自分のツールやスクリプトからリードと結果を読み取れます。",
} satisfies Catalog;
