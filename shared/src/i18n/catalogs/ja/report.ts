/**
 * The report e-mail's texts (docs/product.md, Insights): the day after a talk, to its owner and the members who opted in, in ja; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  'Your report for "{title}"': "「{title}」のレポート",
  'How "{title}" went, as of {date}:': "「{title}」の結果({date}時点):",
  "# unique visitors": { other: "ユニーク訪問者 #人" },
  "# page views": { other: "ページビュー #件" },
  "Live audience at its peak: {count}": "ライブ視聴者数のピーク: {count}人",
  "Leads: {leads}, of which {confirmed} confirmed": "リード: {leads}件(うち確認済み{confirmed}件)",
  "# votes in the polls": { other: "投票で#票" },
  "Questions: {asked} asked, {answered} answered": "質問: {asked}件、回答済み{answered}件",
  "# reactions": { other: "リアクション #件" },
  "Page views over time": "ページビューの推移",
  "Bar chart of page views per day, {from} to {to}: {total} in all, at most {most} in one day.":
    "{from}から{to}までの1日ごとのページビューの棒グラフ: 合計{total}件、1日の最多は{most}件。",
  "Bar chart of page views per hour, {from} to {to}: {total} in all, at most {most} in one hour.":
    "{from}から{to}までの1時間ごとのページビューの棒グラフ: 合計{total}件、1時間の最多は{most}件。",
  "{average} of 5 stars from # ratings": { other: "5つ星中{average}(#件の評価)" },
  "See every chart on {product}": "{product}ですべてのグラフを見る",
  "You get this e-mail because you are on this session's team and its report is on for you; you can turn it off on the session's insights screen.":
    "このメールは、このセッションのチームに参加していて、レポートの受信がオンになっているためお送りしています。セッションのインサイト画面でオフにできます。",
} satisfies Catalog;
