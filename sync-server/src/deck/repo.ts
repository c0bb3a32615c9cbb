/**
 * The deck's rows (docs/product.md, The deck): a session's uploads and their rendering state, the
 * pages rendered, the speaker's notes and what attendees may see. The deck served is the session's
 * newest "ready" one; a newer upload still rendering, or failed, leaves it served.
 */
import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import type { DeckSettings, DeckSettingsBody } from "@lectern/shared";
import type { DeckPageRow, DeckRow } from "../db/schema.ts";

export async function findDeck(db: Db, deckId: number): Promise<DeckRow | undefined> {
  return db.selectFrom("decks").selectAll().where("id", "=", deckId).executeTakeFirst();
}

/** The session's newest upload, whatever its status: what the speaker last asked for. */
export async function latestDeck(db: Db, sessionId: number): Promise<DeckRow | undefined> {
  return db
    .selectFrom("decks")
    .selectAll()
    .where("sessionId", "=", sessionId)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** The deck attendees and the stage see: the session's newest ready one. */
export async function servedDeck(db: Db, sessionId: number): Promise<DeckRow | undefined> {
  return db
    .selectFrom("decks")
    .selectAll()
    .where("sessionId", "=", sessionId)
    .where("status", "=", "ready")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** Which of these sessions have a deck ready (docs/product.md, The deck: the Slides tab shows). */
export async function sessionsWithDeck(
  db: Db,
  sessionIds: readonly number[],
): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("decks")
    .select("sessionId")
    .distinct()
    .where("sessionId", "in", sessionIds)
    .where("status", "=", "ready")
    .execute();
  return new Set(rows.map((row) => row.sessionId));
}

export async function decksLeftRendering(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom("decks")
    .select("id")
    .where("status", "=", "rendering")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

/** A deck to render from a stored PDF, or one failed at once because its PDF cannot be read. */
export type NewDeck =
  | { status: "rendering"; sourceStoredName: string; sourceOwned: boolean; pageCount: number }
  | { status: "failed"; error: string };

export async function insertDeck(db: Db, sessionId: number, deck: NewDeck): Promise<DeckRow> {
  return db
    .insertInto("decks")
    .values({
      sessionId,
      status: deck.status,
      sourceStoredName: deck.status === "rendering" ? deck.sourceStoredName : null,
      sourceOwned: deck.status === "rendering" && deck.sourceOwned ? 1 : 0,
      pageCount: deck.status === "rendering" ? deck.pageCount : 0,
      error: deck.status === "failed" ? deck.error : null,
      createdAt: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function pagesOf(db: Db, deckId: number): Promise<DeckPageRow[]> {
  return db.selectFrom("deckPages").selectAll().where("deckId", "=", deckId).orderBy("n").execute();
}

export async function countPages(db: Db, deckId: number): Promise<number> {
  const row = await db
    .selectFrom("deckPages")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("deckId", "=", deckId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findPage(
  db: Db,
  deckId: number,
  n: number,
): Promise<DeckPageRow | undefined> {
  return db
    .selectFrom("deckPages")
    .selectAll()
    .where("deckId", "=", deckId)
    .where("n", "=", n)
    .executeTakeFirst();
}

/**
 * Records a rendered page; false when the page was there already (another instance that resumed
 * the same deck drew it first), and then its files are the caller's to remove.
 */
export async function insertPage(db: Db, page: DeckPageRow): Promise<boolean> {
  const result = await db
    .insertInto("deckPages")
    .values(page)
    .onConflict((oc) => oc.columns(["deckId", "n"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Marks a deck that is still rendering ready or failed; false when it was not rendering. */
export async function finishDeck(
  db: Db,
  deckId: number,
  outcome: { status: "ready"; error: null } | { status: "failed"; error: string },
): Promise<boolean> {
  const result = await db
    .updateTable("decks")
    .set(outcome)
    .where("id", "=", deckId)
    .where("status", "=", "rendering")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The stored files `decks` alone hold: their pages' images and the PDFs uploaded as decks. */
async function filesOf(
  db: Db,
  decks: readonly Pick<DeckRow, "id" | "sourceOwned" | "sourceStoredName">[],
): Promise<string[]> {
  if (decks.length === 0) return [];
  const pages = await db
    .selectFrom("deckPages")
    .select(["imageName", "thumbName"])
    .where(
      "deckId",
      "in",
      decks.map((deck) => deck.id),
    )
    .execute();
  return [
    ...pages.flatMap((page) => [page.imageName, page.thumbName]),
    ...decks.flatMap((deck) =>
      deck.sourceOwned === 1 && deck.sourceStoredName ? [deck.sourceStoredName] : [],
    ),
  ];
}

/** Deletes decks with their pages and answers the stored files they alone held. */
export async function deleteDecks(db: Db, decks: readonly DeckRow[]): Promise<string[]> {
  const files = await filesOf(db, decks);
  if (decks.length > 0)
    await db
      .deleteFrom("decks")
      .where(
        "id",
        "in",
        decks.map((deck) => deck.id),
      )
      .execute();
  return files;
}

/**
 * The stored files of the decks of these sessions, for deleting a session or an account: the rows
 * go with the sessions (on delete cascade), the files are removed after.
 */
export async function deckFilesOfSessions(
  db: Db,
  sessionIds: readonly number[],
): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const decks = await db
    .selectFrom("decks")
    .select(["id", "sourceOwned", "sourceStoredName"])
    .where("sessionId", "in", sessionIds)
    .execute();
  return filesOf(db, decks);
}

/** The session's decks other than `keepId`. */
export async function otherDecks(db: Db, sessionId: number, keepId: number): Promise<DeckRow[]> {
  return db
    .selectFrom("decks")
    .selectAll()
    .where("sessionId", "=", sessionId)
    .where("id", "!=", keepId)
    .execute();
}

/** The session's uploads not served: still rendering or failed. */
export async function unservedDecks(db: Db, sessionId: number): Promise<DeckRow[]> {
  return db
    .selectFrom("decks")
    .selectAll()
    .where("sessionId", "=", sessionId)
    .where("status", "!=", "ready")
    .execute();
}

export async function deckState(db: Db, sessionId: number): Promise<DeckSettings> {
  const row = await db
    .selectFrom("deckState")
    .select(["shownUpTo", "followAlong", "openPollsOnSlide"])
    .where("sessionId", "=", sessionId)
    .executeTakeFirst();
  return {
    shownUpTo: row?.shownUpTo ?? 0,
    followAlong: row?.followAlong ?? "shown",
    openPollsOnSlide: row?.openPollsOnSlide === 1,
  };
}

/**
 * Raises the furthest page shown on stage to `page` (docs/product.md, The deck): attendees may then
 * fetch every page up to it. Never lowers it: going back on stage hides nothing already shown.
 */
export async function markShown(db: Db, sessionId: number, page: number): Promise<void> {
  await db
    .insertInto("deckState")
    .values({ sessionId, shownUpTo: page })
    .onConflict((oc) =>
      oc.column("sessionId").doUpdateSet({
        shownUpTo: sql<number>`case when deck_state.shown_up_to < excluded.shown_up_to
          then excluded.shown_up_to else deck_state.shown_up_to end`,
      }),
    )
    .execute();
}

/** Changes what attendees may follow and whether showing a page opens its polls. */
export async function setDeckSettings(
  db: Db,
  sessionId: number,
  settings: DeckSettingsBody,
): Promise<void> {
  const changes = {
    ...(settings.followAlong === undefined ? {} : { followAlong: settings.followAlong }),
    ...(settings.openPollsOnSlide === undefined
      ? {}
      : { openPollsOnSlide: settings.openPollsOnSlide ? 1 : 0 }),
  };
  const insert = db.insertInto("deckState").values({ sessionId, ...changes });
  await (
    Object.keys(changes).length === 0
      ? insert.onConflict((oc) => oc.column("sessionId").doNothing())
      : insert.onConflict((oc) => oc.column("sessionId").doUpdateSet(changes))
  ).execute();
}

/** The speaker's notes of the session's deck, by page number. */
export async function notesOf(db: Db, sessionId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom("deckNotes")
    .select(["n", "text"])
    .where("sessionId", "=", sessionId)
    .execute();
  return new Map(rows.map((row) => [row.n, row.text]));
}

/** Sets page n's notes; null removes them. */
export async function setNotes(
  db: Db,
  sessionId: number,
  n: number,
  text: string | null,
): Promise<void> {
  if (text === null) {
    await db
      .deleteFrom("deckNotes")
      .where("sessionId", "=", sessionId)
      .where("n", "=", n)
      .execute();
    return;
  }
  await db
    .insertInto("deckNotes")
    .values({ sessionId, n, text })
    .onConflict((oc) => oc.columns(["sessionId", "n"]).doUpdateSet({ text }))
    .execute();
}
