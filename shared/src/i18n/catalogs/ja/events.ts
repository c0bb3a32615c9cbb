/**
 * Event texts (docs/product.md, Events): the organisers' screens, in ja; the English text is the key (docs/decisions.md, Languages).
 */
import type { Catalog } from "../../translate.ts";

export default {
  "This schedule can't be read: line {line} is not valid JSON.":
    "このスケジュールを読み込めません：{line} 行目が正しい JSON ではありません。",
  "This schedule can't be read: {field} is missing or wrong.":
    "このスケジュールを読み込めません：{field} がないか、正しくありません。",
  "The schedule could not be fetched from that address.":
    "そのアドレスからスケジュールを取得できませんでした。",
  "You are not on this event's team": "このイベントのチームに参加していません",
  "This event doesn't exist or has been removed.": "このイベントは存在しないか、削除されました。",
  "This talk is not on the event's agenda.": "この講演はイベントのプログラムにありません。",
  "This session is already a talk of another event.":
    "このセッションはすでに別のイベントの講演です。",
  "You're a speaker of this talk: you can edit the page, run the live console and see its leads. Its team stays with the owner.":
    "この講演のスピーカーです。ページの編集、ライブコンソールの操作、リードの閲覧ができます。チームの管理はオーナーが行います。",
  Creator: "作成者",
  Organiser: "主催者",
  Events: "イベント",
  "New event": "新しいイベント",
  "Loading your events": "イベントを読み込み中",
  "Your events could not be loaded.": "イベントを読み込めませんでした。",
  "Running a conference? An event holds its talks in rooms, a public agenda and a QR code per room.":
    "カンファレンスを運営していますか？イベントでは、会場ごとの講演、公開プログラム、会場ごとの QR コードをまとめて管理できます。",
  Votes: "票数",
  "The leads could not be downloaded": "リードをダウンロードできませんでした",
  "Loading the figures": "数値を読み込み中",
  "The figures could not be loaded": "数値を読み込めませんでした",
  "Event dashboard": "イベントのダッシュボード",
  "Every talk's activity, and the event's totals.": "各講演のアクティビティとイベントの合計です。",
  "Downloading...": "ダウンロード中...",
  "Download the event's leads (CSV)": "イベントのリードをダウンロード（CSV）",
  "The figures appear here once the event has talks.":
    "イベントに講演が追加されると、ここに数値が表示されます。",
  "Activity of each talk": "各講演のアクティビティ",
  Talk: "講演",
  "First day": "初日",
  "Last day": "最終日",
  "Time zone": "タイムゾーン",
  "The agenda, the talks' times and the room QR codes follow this clock.":
    "プログラム、講演の時刻、会場の QR コードはこのタイムゾーンに従います。",
  Venue: "会場所在地",
  "Collect leads for the event": "イベントとしてリードを集める",
  "The event receives the e-mail address of everyone who downloads from a talk, beside its speaker. Attendees are told so before they give it.":
    "講演から資料をダウンロードした人のメールアドレスを、スピーカーに加えてイベントも受け取ります。参加者には入力前にその旨が表示されます。",
  "This event doesn't exist any more, or you are not on its team.":
    "このイベントはもう存在しないか、あなたはこのイベントのチームに参加していません。",
  "You're a viewer of this event: you can see its talks, team and figures, but not change anything.":
    "このイベントの閲覧者です。講演、チーム、数値を見ることはできますが、変更はできません。",
  "Loading the event": "イベントを読み込み中",
  "The event could not be loaded": "イベントを読み込めませんでした",
  "Event sections": "イベントのセクション",
  Talks: "講演",
  Import: "インポート",
  Settings: "設定",
  "Edits the event and every talk, imports schedules and manages the team; a co-host on every talk.":
    "イベントとすべての講演を編集し、スケジュールをインポートし、チームを管理します。すべての講演の共同ホストです。",
  "Sees the talks, the team and the figures, and changes nothing.":
    "講演、チーム、数値を閲覧でき、変更はしません。",
  "The event's creator can do everything, and alone can delete the event. The others get a role:":
    "イベントの作成者はすべての操作ができ、イベントを削除できるのも作成者だけです。ほかのメンバーには役割を割り当てます：",
  "The event's team": "イベントのチーム",
  "{email} is on the team already.": "{email} はすでにチームに参加しています。",
  "We e-mail them a link. They see the event on their dashboard once they sign in with this address.":
    "リンクをメールで送ります。このアドレスでログインすると、ダッシュボードにイベントが表示されます。",
  "No one else is on the event's team yet.": "イベントのチームにはまだほかのメンバーがいません。",
  "They lose access to the event and its talks at once. You can invite them again later.":
    "このメンバーはすぐにイベントとその講演にアクセスできなくなります。後でもう一度招待できます。",
  Created: "作成",
  Updated: "更新",
  Unchanged: "変更なし",
  "Schedule imported": "スケジュールをインポートしました",
  "Read as a {format} schedule.": "{format} のスケジュールとして読み込みました。",
  "No longer in the schedule (kept)": "スケジュールから外れた講演（保持）",
  "Edit the session of “{title}”": "「{title}」のセッションを編集",
  Skipped: "スキップ",
  "The file is larger than 10 MB.": "ファイルが 10 MB を超えています。",
  "Choose a schedule file": "スケジュールファイルを選択してください",
  "Enter the schedule's address, starting with https://":
    "https:// で始まるスケジュールのアドレスを入力してください",
  "Import a schedule": "スケジュールをインポート",
  "A pretalx or frab schedule.json, or a Sessionize “All data” JSON. Talks are matched by their id in the schedule: importing again updates them and never adds them twice.":
    "pretalx または frab の schedule.json、あるいは Sessionize の「All data」JSON です。講演はスケジュール内の ID で照合されるため、再インポートすると更新され、重複して追加されることはありません。",
  "From a file": "ファイルから",
  "Schedule file": "スケジュールファイル",
  "JSON, at most 10 MB.": "JSON、最大 10 MB。",
  "Importing...": "インポート中...",
  "Import file": "ファイルをインポート",
  "From an address": "アドレスから",
  "Schedule address": "スケジュールのアドレス",
  "For example https://pretalx.com/yourconf/schedule/export/schedule.json":
    "例：https://pretalx.com/yourconf/schedule/export/schedule.json",
  "Import from address": "アドレスからインポート",
  "The schedule was not imported": "スケジュールはインポートされませんでした",
  "Event created": "イベントを作成しました",
  "The event could not be created": "イベントを作成できませんでした",
  "A conference with its talks in rooms over one or more days, a public agenda and a QR code per room.":
    "1 日または複数日にわたり、会場ごとに講演を行うカンファレンスです。公開プログラムと会場ごとの QR コードが付きます。",
  "Create event": "イベントを作成",
  Letter: "レター",
  "QR code of {room}: {link}": "{room} の QR コード：{link}",
  "Scan for the talk on now in this room": "スキャンすると、この会場で今行われている講演が開きます",
  "Back to the event": "イベントに戻る",
  "Room QR codes: {name}": "会場の QR コード：{name}",
  "Room QR codes": "会場の QR コード",
  "Print a page per room and put it up at its door. Each QR code opens the talk on in that room at the time it is scanned, so the pages stay right all event long.":
    "会場ごとに 1 ページ印刷して、入口に掲示してください。各 QR コードはスキャンした時点でその会場で行われている講演を開くため、イベント期間中ずっと使えます。",
  "Paper size": "用紙サイズ",
  Print: "印刷",
  "Loading the rooms": "会場を読み込み中",
  "The rooms could not be loaded": "会場を読み込めませんでした",
  "No rooms yet. A room is made when a talk names it.":
    "会場はまだありません。講演で会場名を指定すると作成されます。",
  "Pages to print": "印刷するページ",
  "Agenda and room QR codes": "プログラムと会場の QR コード",
  "Public agenda": "公開プログラム",
  "View agenda (opens in a new tab)": "プログラムを表示（新しいタブで開きます）",
  "Print room QR codes": "会場の QR コードを印刷",
  "No changes to save": "保存する変更はありません",
  "Event saved": "イベントを保存しました",
  "The event could not be saved": "イベントを保存できませんでした",
  "Event details": "イベントの詳細",
  "Save changes": "変更を保存",
  "Event deleted": "イベントを削除しました",
  "Its talks' session pages are kept.": "講演のセッションページは残ります。",
  "The event could not be deleted": "イベントを削除できませんでした",
  "Delete event": "イベントを削除",
  "The agenda, the rooms and the event's team go. Every talk's session page stays, with its resources, polls, questions and leads.":
    "プログラム、会場、イベントのチームは削除されます。各講演のセッションページは、資料、投票、質問、リードとともに残ります。",
  "Delete “{name}”?": "「{name}」を削除しますか？",
  "The agenda, its rooms' QR codes and the event's team are deleted. The talks' session pages are kept. This cannot be undone.":
    "プログラム、会場の QR コード、イベントのチームが削除されます。講演のセッションページは残ります。この操作は取り消せません。",
  "The talk could not be changed": "講演を変更できませんでした",
  "The talk could not be added": "講演を追加できませんでした",
  "“{title}” was changed": "「{title}」を変更しました",
  "“{title}” was added": "「{title}」を追加しました",
  "Times are on the event's clock: {zone}.": "時刻はイベントのタイムゾーン（{zone}）で入力します。",
  Starts: "開始",
  Ends: "終了",
  "Speakers' e-mails": "スピーカーのメールアドレス",
  "One a line. Each speaker is invited as a co-host of the talk and gets its leads.":
    "1 行に 1 件。各スピーカーは講演の共同ホストとして招待され、リードを受け取ります。",
  "Adding...": "追加中...",
  "Add talk": "講演を追加",
  "Speakers: {names}": "スピーカー：{names}",
  "Page of “{title}” (opens in a new tab)": "「{title}」のページ（新しいタブで開きます）",
  "Change time or room of “{title}”": "「{title}」の時刻または会場を変更",
  "Change time or room": "時刻または会場を変更",
  "Remove “{title}” from the event": "「{title}」をイベントから外す",
  "Remove from event": "イベントから外す",
  "Loading the talks": "講演を読み込み中",
  "The talks could not be loaded": "講演を読み込めませんでした",
  "“{title}” is no longer a talk of the event": "「{title}」はイベントの講演ではなくなりました",
  "Its session page is kept.": "セッションページは残ります。",
  "The talk could not be removed": "講演を外せませんでした",
  "No talks yet.": "講演はまだありません。",
  "Add the talks one by one, or import the schedule from pretalx or Sessionize.":
    "講演を 1 件ずつ追加するか、pretalx または Sessionize からスケジュールをインポートしてください。",
  "The organisers have not added any talk yet.": "主催者はまだ講演を追加していません。",
  "Remove “{title}” from the event?": "「{title}」をイベントから外しますか？",
  "It leaves the agenda and its room. Its session page, resources, polls, questions and leads are kept.":
    "プログラムと会場から外れます。セッションページ、資料、投票、質問、リードは残ります。",
  "{event}, the event of this talk, will receive it too.":
    "この講演のイベントである {event} も受け取ります。",
  "Not a time zone Lectern knows, e.g. Europe/Berlin":
    "Lectern が認識できないタイムゾーンです（例：Europe/Berlin）",
  "Enter a date as YYYY-MM-DD": "日付を YYYY-MM-DD の形式で入力してください",
  "The end must not be before the start": "終了を開始より前にすることはできません",
  "Enter a date and time with its offset, e.g. 2026-05-04T09:30:00+02:00":
    "時差を含む日時を入力してください（例：2026-05-04T09:30:00+02:00）",
  "Nothing to change": "変更する内容がありません",
  "# leads given to the event": { other: "イベントへのリード #件" },
  "# talks of an earlier import are not in this schedule. They stay on the agenda until you remove them.":
    {
      other:
        "以前のインポートの講演 #件がこのスケジュールにありません。外すまでプログラムに残ります。",
    },
  "# items of the schedule were not imported:": {
    other: "スケジュールの #件の項目はインポートされませんでした：",
  },
} satisfies Catalog;
