/**
 * Agenda texts (docs/product.md, Events): the public agenda of an event, in ja; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "{start} – {end}": "{start}～{end}",
  Now: "開催中",
  "Up next": "次のセッション",
  "Nothing on right now.": "現在開催中のトークはありません。",
  "No more talks to come.": "この後のトークはありません。",
  "All talks": "すべてのトーク",
  "Search talks": "トークを検索",
  "Title, speaker, room or track": "タイトル、スピーカー、会場、トラック",
  Room: "会場",
  "All rooms": "すべての会場",
  Track: "トラック",
  "All tracks": "すべてのトラック",
  "No talks match your search.": "検索に一致するトークはありません。",
  "No talks yet. The agenda shows here once the organisers add them.":
    "まだトークはありません。主催者が追加すると、ここにプログラムが表示されます。",
  "Times in {zone}": "時刻は {zone}",
  "About the event": "イベントについて",
  "Keep every talk page of this event on your device to open them with no network.":
    "このイベントのすべてのトークページを端末に保存して、ネットワークなしで開けるようにします。",
  "Event Not Found": "イベントが見つかりません",
  "The agenda could not be loaded": "プログラムを読み込めませんでした",
  "This agenda is not saved on this device yet. Open it once online to have it offline.":
    "このプログラムはまだこの端末に保存されていません。一度オンラインで開くと、オフラインでも見られます。",
  "Loading agenda...": "プログラムを読み込んでいます…",
  "Some talk pages could not be saved. Check your connection and try again.":
    "一部のトークページを保存できませんでした。接続を確認して、もう一度お試しください。",
  "Saving talk pages for offline: {done} of {total}":
    "オフライン用にトークページを保存中: {done} / {total}",
  "QR code for the room {room}": "会場 {room} の QR コード",
  "# talks found": { other: "# 件のトークが見つかりました" },
  "# talk pages saved": { other: "# 件のトークページを保存しました" },
  "All # talk pages are on this device and open with no network.": {
    other: "# 件のトークページはすべてこの端末にあり、ネットワークなしで開けます。",
  },
} satisfies Catalog;
