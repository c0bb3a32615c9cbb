/**
 * SQL of the room (docs/product.md, The room): the stage stored on the session, the pinned question
 * and the presenter link's key, of which only the sha-256 is kept. A page of the deck on stage is
 * one attendees may then see (docs/product.md, The deck).
 */
import crypto from "node:crypto";
import { MESSAGES, type DeckPage, type Stage, DomainError } from "@lectern/shared";
import { nowIso, type Db } from "../db/database.ts";
import { toPage } from "../deck/presenter.ts";
import { deckState, findPage, markShown, servedDeck } from "../deck/repo.ts";
import type { SessionRow } from "../db/schema.ts";
import { POLL_NOT_FOUND } from "../polls/repo.ts";
import { QUESTION_NOT_FOUND } from "../questions/repo.ts";

const JOIN: Stage = { panel: "join" };

export function hashPresenterKey(key: string): string {
  return crypto.createHash("sha256").update(key).digest("hex");
}

/** Whether `key` is the session's current presenter key (compared in constant time). */
export function presenterKeyMatches(session: SessionRow, key: string | undefined): boolean {
  if (!key || key.length > 200 || !session.presenterKeyHash) return false;
  const given = Buffer.from(hashPresenterKey(key), "hex");
  const stored = Buffer.from(session.presenterKeyHash, "hex");
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}

/** Makes a new presenter key for the session, replacing the one before; answers the key. */
export async function newPresenterKey(db: Db, sessionId: number): Promise<string> {
  const key = crypto.randomBytes(24).toString("base64url");
  await db
    .updateTable("sessions")
    .set({ presenterKeyHash: hashPresenterKey(key) })
    .where("id", "=", sessionId)
    .execute();
  return key;
}

/** The state of the session's poll `pollId`, or undefined when the session has no such poll. */
async function sessionPollState(db: Db, sessionId: number, pollId: number) {
  const poll = await db
    .selectFrom("polls")
    .select("state")
    .where("id", "=", pollId)
    .where("sessionId", "=", sessionId)
    .executeTakeFirst();
  return poll?.state;
}

/** The status of the session's question `questionId`, or undefined when it has no such question. */
async function sessionQuestionStatus(db: Db, sessionId: number, questionId: number) {
  const question = await db
    .selectFrom("questions")
    .select("status")
    .where("id", "=", questionId)
    .where("sessionId", "=", sessionId)
    .executeTakeFirst();
  return question?.status;
}

/**
 * The session's stage as it stands: a staged poll or question that is gone (or a draft poll, or a
 * question no longer approved) reads as join.
 */
export async function readStage(db: Db, session: SessionRow): Promise<Stage> {
  if (session.stagePanel === "poll" && session.stagePollId !== null) {
    const state = await sessionPollState(db, session.id, session.stagePollId);
    return state !== undefined && state !== "draft"
      ? { panel: "poll", pollId: session.stagePollId }
      : JOIN;
  }
  if (session.stagePanel === "question" && session.stageQuestionId !== null) {
    const status = await sessionQuestionStatus(db, session.id, session.stageQuestionId);
    return status === "approved"
      ? { panel: "question", questionId: session.stageQuestionId }
      : JOIN;
  }
  if (session.stagePanel === "questions") return { panel: "questions" };
  if (session.stagePanel === "leaderboard") return { panel: "leaderboard" };
  if (session.stagePanel === "slide" && session.stagePage !== null) {
    const deck = await servedDeck(db, session.id);
    return deck && session.stagePage <= deck.pageCount
      ? { panel: "slide", page: session.stagePage }
      : JOIN;
  }
  return JOIN;
}

/** The stage as its live message carries it: with a page of the deck on it, that page. */
export interface StageView {
  stage: Stage;
  slide?: DeckPage;
}

/** The session's stage (readStage) with the page on it, read once for everyone who hears it. */
export async function readStageView(db: Db, session: SessionRow): Promise<StageView> {
  const stage = await readStage(db, session);
  if (stage.page === undefined) return { stage };
  const deck = await servedDeck(db, session.id);
  const page = deck && (await findPage(db, deck.id, stage.page));
  return page ? { stage, slide: toPage(session.id, page) } : { stage };
}

/**
 * Readies page `page` of the session's deck for the stage (docs/product.md, The deck): the page
 * must be in the deck served; attendees may then fetch it; with "Open polls on their slide" on, the
 * draft polls pinned to it open. Answers the polls it opened.
 */
async function showSlide(db: Db, sessionId: number, page: number): Promise<number[]> {
  const deck = await servedDeck(db, sessionId);
  if (!deck) throw new DomainError("deck_not_found", "This session has no deck ready to present");
  if (page > deck.pageCount)
    throw new DomainError("deck_page_not_found", `The deck has ${deck.pageCount} pages`);
  await markShown(db, sessionId, page);
  if (!(await deckState(db, sessionId)).openPollsOnSlide) return [];
  const opened = await db
    .updateTable("polls")
    .set({ state: "open", openedAt: nowIso() })
    .where("sessionId", "=", sessionId)
    .where("slidePage", "=", page)
    .where("state", "=", "draft")
    .returning("id")
    .execute();
  return opened.map((poll) => poll.id);
}

/** What setting the stage changed besides it. */
export interface StageWritten {
  /** The pinned question ("Now answering") changed. */
  pinChanged: boolean;
  /** The polls pinned to the page shown that showing it opened ("Open polls on their slide"). */
  openedPolls: number[];
}

/**
 * Sets the stage after checking what it names belongs to the session (a poll that is not a draft,
 * an approved question, a page of the deck served); a question panel also pins its question.
 */
export async function writeStage(db: Db, session: SessionRow, stage: Stage): Promise<StageWritten> {
  if (stage.pollId !== undefined) {
    const state = await sessionPollState(db, session.id, stage.pollId);
    if (state === undefined) throw new DomainError("poll_not_found", POLL_NOT_FOUND);
    if (state === "draft") throw new DomainError("poll_draft", MESSAGES.pollDraft);
  }
  if (stage.questionId !== undefined) {
    const status = await sessionQuestionStatus(db, session.id, stage.questionId);
    if (status === undefined) throw new DomainError("question_not_found", QUESTION_NOT_FOUND);
    if (status !== "approved")
      throw new DomainError("question_not_approved", MESSAGES.questionNotApproved);
  }
  const openedPolls = stage.page === undefined ? [] : await showSlide(db, session.id, stage.page);
  const pin = stage.panel === "question" ? stage.questionId! : session.pinnedQuestionId;
  await db
    .updateTable("sessions")
    .set({
      stagePanel: stage.panel,
      stagePollId: stage.pollId ?? null,
      stageQuestionId: stage.questionId ?? null,
      stagePage: stage.page ?? null,
      pinnedQuestionId: pin,
    })
    .where("id", "=", session.id)
    .execute();
  return { openedPolls, pinChanged: pin !== session.pinnedQuestionId };
}

/** Clears the pin of whichever session pins this question; answers whether one did. */
export async function unpinQuestion(db: Db, questionId: number): Promise<boolean> {
  const result = await db
    .updateTable("sessions")
    .set({ pinnedQuestionId: null })
    .where("pinnedQuestionId", "=", questionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
