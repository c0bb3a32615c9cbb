/**
 * SQL of polls, choices and votes. Limits that depend on a count (polls per session, choices per
 * poll) and the rules of a poll's kind that depend on its votes or choices (a kind changes only
 * while nobody voted, a quiz keeps exactly one right answer) are checked and applied in one
 * transaction holding the poll or session row, and one vote per voter is left to the unique index,
 * so concurrent requests can never go past a limit or count a vote twice.
 */
import {
  MAX_CHOICES_PER_POLL,
  MESSAGES,
  MIN_CHOICES_PER_POLL,
  checkKindFields,
  hasChoices,
  type Ballot,
  type Poll,
  type PollKind,
  type PollResults,
  type PollState,
  type VoteStatus,
  type choiceBodySchema,
  type createPollBodySchema,
  type updatePollBodySchema,
  DomainError,
} from "@lectern/shared";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import { forUpdate } from "../db/locks.ts";
import type { PollChoiceRow, PollRow } from "../db/schema.ts";
import { invalidInput } from "../http/errors.ts";
import { presentPoll } from "./presenter.ts";
import type { PollVotes } from "../db/votes.ts";

export type CreatePollInput = z.output<typeof createPollBodySchema>;
export type UpdatePollInput = z.output<typeof updatePollBodySchema>;
export type ChoiceInput = z.output<typeof choiceBodySchema>;

/** A poll with what access checks need: its session's owner and title. */
export interface PollWithSession extends PollRow {
  ownerId: number;
  sessionTitle: string;
  sessionLanguage: string | null;
}

/** A choice with the poll and owner it belongs to. */
export interface ChoiceWithOwner extends PollChoiceRow {
  sessionId: number;
  ownerId: number;
  kind: PollKind;
}

export const POLL_NOT_FOUND = "This poll doesn't exist or has been removed.";
export const CHOICE_LIMIT_MESSAGE = `A poll can have at most ${MAX_CHOICES_PER_POLL} choices.`;
export const CHOICE_MINIMUM_MESSAGE = `A poll needs at least ${MIN_CHOICES_PER_POLL} choices.`;

/** Holds the row that guards a count-limited change, so concurrent changes check one at a time. */
async function lockRow(trx: Db, table: "sessions" | "polls", id: number): Promise<void> {
  await forUpdate(trx, trx.selectFrom(table).select("id").where("id", "=", id)).execute();
}

export async function findPoll(db: Db, pollId: number): Promise<PollWithSession | undefined> {
  return db
    .selectFrom("polls as p")
    .innerJoin("sessions as s", "s.id", "p.sessionId")
    .selectAll("p")
    .select(["s.userId as ownerId", "s.title as sessionTitle", "s.language as sessionLanguage"])
    .where("p.id", "=", pollId)
    .executeTakeFirst();
}

/** The hidden words of these word clouds, for their owner. */
async function hiddenWordsOf(db: Db, pollIds: readonly number[]) {
  return db
    .selectFrom("pollWords")
    .select(["pollId", "text"])
    .where("pollId", "in", pollIds)
    .where("hidden", "=", 1)
    .orderBy("text")
    .execute();
}

/**
 * Polls with their ordered choices and results. `owner`: as the poll's owner sees them (every quiz
 * choice's `correct`, the hidden words).
 */
async function presentPolls(
  db: Db,
  votes: PollVotes,
  rows: PollRow[],
  owner: boolean,
): Promise<Poll[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const choices = await db
    .selectFrom("pollChoices")
    .selectAll()
    .where("pollId", "in", ids)
    .orderBy("order")
    .orderBy("id")
    .execute();
  const hidden = owner ? await hiddenWordsOf(db, ids) : [];
  const polls: Poll[] = [];
  for (const row of rows) {
    const results = await votes.results(row.id);
    if (!results) continue;
    polls.push(
      presentPoll(
        row,
        choices.filter((c) => c.pollId === row.id),
        results,
        owner,
        hidden.filter((w) => w.pollId === row.id).map((w) => w.text),
      ),
    );
  }
  return polls;
}

/** The polls an attendee sees: not drafts. */
export const PUBLIC_POLL_STATES: readonly PollState[] = ["open", "closed"];

export async function listPolls(
  db: Db,
  votes: PollVotes,
  sessionId: number,
  states: readonly PollState[],
  owner: boolean,
): Promise<Poll[]> {
  const rows = await db
    .selectFrom("polls")
    .selectAll()
    .where("sessionId", "=", sessionId)
    .where("state", "in", states)
    .orderBy("order")
    .orderBy("id")
    .execute();
  return presentPolls(db, votes, rows, owner);
}

export async function getPoll(
  db: Db,
  votes: PollVotes,
  pollId: number,
  owner: boolean,
): Promise<Poll | undefined> {
  const row = await db.selectFrom("polls").selectAll().where("id", "=", pollId).executeTakeFirst();
  if (!row) return undefined;
  const [poll] = await presentPolls(db, votes, [row], owner);
  return poll;
}

/** The kind's own columns, the other kinds' null; defaults where the owner gave none. */
function kindColumns(
  kind: PollKind,
  fields: Pick<PollRow, "maxChoices" | "maxEntries" | "scale" | "lowLabel" | "highLabel">,
) {
  return {
    kind,
    maxChoices: kind === "multiple" ? fields.maxChoices : null,
    maxEntries: kind === "wordcloud" ? fields.maxEntries : null,
    scale: kind === "rating" ? fields.scale : null,
    lowLabel: kind === "rating" ? fields.lowLabel : null,
    highLabel: kind === "rating" ? fields.highLabel : null,
  };
}

async function insertChoices(
  trx: Db,
  pollId: number,
  kind: PollKind,
  choices: readonly ChoiceInput[],
): Promise<void> {
  if (choices.length === 0) return;
  await trx
    .insertInto("pollChoices")
    .values(
      choices.map((c) => ({
        pollId,
        text: c.text,
        color: c.color,
        order: c.order,
        correct: kind === "quiz" && c.correct === true ? 1 : 0,
      })),
    )
    .execute();
}

/** The refusal of a poll past the host's MAX_POLLS_PER_SESSION, with the limit for the app's text. */
export function maxPollsReached(limit: number): DomainError {
  return new DomainError("max_polls", MESSAGES.maxPolls.replace("{count}", String(limit)), {
    limit,
  });
}

/**
 * Adds a poll, refused past `maxPolls` (MAX_POLLS_PER_SESSION). Without an `order` it goes after
 * the session's other polls.
 */
export async function createPoll(
  db: Db,
  votes: PollVotes,
  sessionId: number,
  input: CreatePollInput,
  maxPolls: number,
): Promise<Poll> {
  const pollId = await db.transaction().execute(async (trx) => {
    await lockRow(trx, "sessions", sessionId);
    const { count, last } = await trx
      .selectFrom("polls")
      .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.max("order").as("last")])
      .where("sessionId", "=", sessionId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= maxPolls) throw maxPollsReached(maxPolls);
    const { id } = await trx
      .insertInto("polls")
      .values({
        sessionId,
        title: input.title,
        question: input.question,
        state: input.state,
        openedAt: input.state === "open" ? nowIso() : null,
        order: input.order ?? (last === null ? 0 : Number(last) + 1),
        ...kindColumns(input.kind, {
          maxChoices: input.maxChoices ?? null,
          maxEntries: input.maxEntries ?? null,
          scale: input.scale ?? null,
          lowLabel: input.lowLabel,
          highLabel: input.highLabel,
        }),
        revealedAt: null,
        hideResultsUntilClosed: input.hideResultsUntilClosed === true ? 1 : 0,
        slidePage: input.slidePage ?? null,
        createdAt: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (hasChoices(input.kind)) await insertChoices(trx, id, input.kind, input.choices);
    return id;
  });
  return (await getPoll(db, votes, pollId, true))!;
}

async function hasVotes(db: Db, pollId: number): Promise<boolean> {
  const row = await db
    .selectFrom("votes")
    .select("id")
    .where("pollId", "=", pollId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

const pollHasVotes = () => new DomainError("poll_has_votes", MESSAGES.pollHasVotes);

/** Refuses, as a 400 `invalid` with the issues, a poll of `kind` with these choices. */
function requireKindFields(kind: PollKind, fields: Parameters<typeof checkKindFields>[1]): void {
  const check = z.unknown().superRefine((_, ctx) => checkKindFields(kind, fields, ctx));
  const result = check.safeParse(null);
  if (!result.success) throw invalidInput(result.error);
}

/**
 * Changes a poll. `given` names the fields the body holds (an absent label parses as null, which
 * must not clear the label). A new kind, or new choices, only while nobody voted; the choices of a
 * kind without choices are dropped; a revealed quiz does not open again.
 */
export async function updatePoll(
  db: Db,
  votes: PollVotes,
  pollId: number,
  input: UpdatePollInput,
  given: ReadonlySet<string>,
): Promise<Poll | undefined> {
  const found = await db.transaction().execute(async (trx) => {
    await lockRow(trx, "polls", pollId);
    const row = await trx
      .selectFrom("polls")
      .selectAll()
      .where("id", "=", pollId)
      .executeTakeFirst();
    if (!row) return false;
    const kind = input.kind ?? row.kind;
    const kindChanges = kind !== row.kind;
    const scaleChanges = input.scale !== undefined && input.scale !== (row.scale ?? undefined);
    if (
      (kindChanges || input.choices !== undefined || scaleChanges) &&
      (await hasVotes(trx, pollId))
    )
      throw pollHasVotes();
    if (input.state === "open" && row.revealedAt !== null)
      throw new DomainError("answer_revealed", MESSAGES.answerRevealed);

    if (kindChanges || input.choices !== undefined) {
      const kept = await trx
        .selectFrom("pollChoices")
        .select("correct")
        .where("pollId", "=", pollId)
        .execute();
      const choices =
        input.choices ??
        (hasChoices(kind)
          ? kept.map((c) => ({ correct: c.correct === 1 && kind === "quiz" }))
          : []);
      requireKindFields(kind, {
        choices,
        ...(input.maxChoices === undefined ? {} : { maxChoices: input.maxChoices }),
      });
      if (input.choices !== undefined || !hasChoices(kind)) {
        await trx.deleteFrom("pollChoices").where("pollId", "=", pollId).execute();
        if (input.choices) await insertChoices(trx, pollId, kind, input.choices);
      } else if (kind !== "quiz") {
        await trx
          .updateTable("pollChoices")
          .set({ correct: 0 })
          .where("pollId", "=", pollId)
          .execute();
      }
    }

    const pick = <K extends "maxChoices" | "maxEntries" | "scale" | "lowLabel" | "highLabel">(
      key: K,
    ): PollRow[K] =>
      given.has(key) ? ((input[key] ?? null) as PollRow[K]) : kindChanges ? null : row[key];
    await trx
      .updateTable("polls")
      .set({
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.question === undefined ? {} : { question: input.question }),
        ...(input.state === undefined ? {} : { state: input.state }),
        // A quiz answer's time counts from the poll's latest opening (docs/product.md, Quiz leaderboard).
        ...(input.state === "open" && row.state !== "open" ? { openedAt: nowIso() } : {}),
        ...(input.order === undefined ? {} : { order: input.order }),
        ...(input.hideResultsUntilClosed === undefined
          ? {}
          : { hideResultsUntilClosed: input.hideResultsUntilClosed ? 1 : 0 }),
        ...(input.slidePage === undefined ? {} : { slidePage: input.slidePage }),
        ...kindColumns(kind, {
          maxChoices: pick("maxChoices"),
          maxEntries: pick("maxEntries"),
          scale: pick("scale"),
          lowLabel: pick("lowLabel"),
          highLabel: pick("highLabel"),
        }),
      })
      .where("id", "=", pollId)
      .execute();
    return true;
  });
  return found ? getPoll(db, votes, pollId, true) : undefined;
}

export async function deletePoll(db: Db, pollId: number): Promise<void> {
  await db.deleteFrom("polls").where("id", "=", pollId).execute();
}

/**
 * Puts a session's polls in the order of `pollIds` (each poll's `order` becomes its index), which
 * every screen lists them in. `pollIds` must name each of the session's polls exactly once, so a
 * list read before another poll was added or removed is refused rather than half applied.
 */
export async function reorderPolls(
  db: Db,
  sessionId: number,
  pollIds: readonly number[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockRow(trx, "sessions", sessionId);
    const rows = await trx
      .selectFrom("polls")
      .select("id")
      .where("sessionId", "=", sessionId)
      .execute();
    const ids = new Set(rows.map((r) => r.id));
    const listed = new Set(pollIds);
    if (
      listed.size !== pollIds.length ||
      listed.size !== ids.size ||
      !pollIds.every((id) => ids.has(id))
    )
      throw new DomainError("invalid", POLL_ORDER_MISMATCH);
    for (const [index, id] of pollIds.entries())
      await trx.updateTable("polls").set({ order: index }).where("id", "=", id).execute();
  });
}

export const POLL_ORDER_MISMATCH = "List each of the session's polls exactly once.";

export async function findChoice(db: Db, choiceId: number): Promise<ChoiceWithOwner | undefined> {
  return db
    .selectFrom("pollChoices as c")
    .innerJoin("polls as p", "p.id", "c.pollId")
    .innerJoin("sessions as s", "s.id", "p.sessionId")
    .selectAll("c")
    .select(["p.sessionId", "p.kind", "s.userId as ownerId"])
    .where("c.id", "=", choiceId)
    .executeTakeFirst();
}

async function countChoices(db: Db, pollId: number): Promise<number> {
  const { count } = await db
    .selectFrom("pollChoices")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("pollId", "=", pollId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export const ANSWER_NOT_FOUND = "This answer doesn't exist in this poll.";

const quizNeedsOneAnswer = () => new DomainError("invalid", MESSAGES.quizNeedsOneAnswer);

/** A quiz choice marked right: the poll's other choices are unmarked. */
async function unmarkOthers(trx: Db, pollId: number, choiceId: number): Promise<void> {
  await trx
    .updateTable("pollChoices")
    .set({ correct: 0 })
    .where("pollId", "=", pollId)
    .where("id", "!=", choiceId)
    .execute();
}

/** A ranking's ballots order every choice, so its choices are fixed once it has votes. */
async function requireRankingWithoutVotes(
  trx: Db,
  poll: { id: number; kind: PollKind },
): Promise<void> {
  if (poll.kind === "ranking" && (await hasVotes(trx, poll.id))) throw pollHasVotes();
}

export async function addChoice(
  db: Db,
  poll: Pick<PollRow, "id" | "kind">,
  input: ChoiceInput,
): Promise<PollChoiceRow> {
  if (!hasChoices(poll.kind)) throw new DomainError("invalid", MESSAGES.kindHasNoChoices);
  return db.transaction().execute(async (trx) => {
    await lockRow(trx, "polls", poll.id);
    await requireRankingWithoutVotes(trx, poll);
    if ((await countChoices(trx, poll.id)) >= MAX_CHOICES_PER_POLL)
      throw new DomainError("max_choices", CHOICE_LIMIT_MESSAGE);
    const correct = poll.kind === "quiz" && input.correct === true;
    const choice = await trx
      .insertInto("pollChoices")
      .values({
        pollId: poll.id,
        text: input.text,
        color: input.color,
        order: input.order,
        correct: correct ? 1 : 0,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (correct) await unmarkOthers(trx, poll.id, choice.id);
    return choice;
  });
}

/**
 * Changes a choice. On a quiz, `correct: true` makes it the right answer (the others unmarked);
 * `correct: false` on the right answer is refused, since a quiz keeps exactly one.
 */
export async function updateChoice(
  db: Db,
  choice: ChoiceWithOwner,
  input: ChoiceInput,
): Promise<PollChoiceRow> {
  return db.transaction().execute(async (trx) => {
    await lockRow(trx, "polls", choice.pollId);
    const current = await trx
      .selectFrom("pollChoices")
      .select("correct")
      .where("id", "=", choice.id)
      .executeTakeFirstOrThrow();
    let correct = current.correct;
    if (choice.kind === "quiz" && input.correct !== undefined) {
      if (!input.correct && current.correct === 1) throw quizNeedsOneAnswer();
      correct = input.correct ? 1 : 0;
      if (input.correct) await unmarkOthers(trx, choice.pollId, choice.id);
    }
    return trx
      .updateTable("pollChoices")
      .set({ text: input.text, color: input.color, order: input.order, correct })
      .where("id", "=", choice.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function deleteChoice(db: Db, choice: ChoiceWithOwner): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockRow(trx, "polls", choice.pollId);
    await requireRankingWithoutVotes(trx, { id: choice.pollId, kind: choice.kind });
    if ((await countChoices(trx, choice.pollId)) <= MIN_CHOICES_PER_POLL) {
      throw new DomainError("min_choices", CHOICE_MINIMUM_MESSAGE);
    }
    const { correct } = await trx
      .selectFrom("pollChoices")
      .select("correct")
      .where("id", "=", choice.id)
      .executeTakeFirstOrThrow();
    if (choice.kind === "quiz" && correct === 1) throw quizNeedsOneAnswer();
    await trx.deleteFrom("pollChoices").where("id", "=", choice.id).execute();
  });
}

/** What this voter sent in the poll, as counted; every field null before they voted. */
export async function voteStatus(db: Db, pollId: number, voterKey: string): Promise<VoteStatus> {
  const row = await db
    .selectFrom("votes as v")
    .innerJoin("polls as p", "p.id", "v.pollId")
    .select(["v.choiceId", "v.rating", "v.entries", "v.text", "p.kind"])
    .where("v.pollId", "=", pollId)
    .where("v.voterKey", "=", voterKey)
    .executeTakeFirst();
  const ballot: Ballot = {
    choiceId: null,
    choiceIds: null,
    words: null,
    rating: null,
    text: null,
    ranking: null,
  };
  if (!row) return { hasVoted: false, ...ballot };
  const entries = row.entries === null ? null : (JSON.parse(row.entries) as unknown);
  return {
    hasVoted: true,
    choiceId: row.choiceId,
    choiceIds: row.kind === "multiple" ? (entries as number[]) : null,
    words: row.kind === "wordcloud" ? (entries as string[]) : null,
    rating: row.rating,
    text: row.text,
    ranking: row.kind === "ranking" ? (entries as number[]) : null,
  };
}

/** Reveals a closed quiz's answer (repeating is fine); answers its results. */
export async function revealAnswer(
  db: Db,
  votes: PollVotes,
  poll: PollRow,
): Promise<PollResults | undefined> {
  if (poll.kind !== "quiz") throw new DomainError("not_a_quiz", MESSAGES.notAQuiz);
  await db.transaction().execute(async (trx) => {
    await lockRow(trx, "polls", poll.id);
    const now = await trx
      .selectFrom("polls")
      .select("state")
      .where("id", "=", poll.id)
      .executeTakeFirst();
    if (now?.state !== "closed") throw new DomainError("poll_not_closed", MESSAGES.pollNotClosed);
    await trx
      .updateTable("polls")
      .set({ revealedAt: nowIso() })
      .where("id", "=", poll.id)
      .where("revealedAt", "is", null)
      .execute();
  });
  return votes.results(poll.id);
}

/**
 * Hides an open poll's answer from every screen (docs/product.md, Polls); `not_found` when the
 * poll has no such answer. Hiding it again changes nothing.
 */
export async function hideAnswer(db: Db, pollId: number, answerId: number): Promise<void> {
  const { numUpdatedRows } = await db
    .updateTable("votes")
    .set({ hidden: 1 })
    .where("id", "=", answerId)
    .where("pollId", "=", pollId)
    .where("text", "is not", null)
    .executeTakeFirstOrThrow();
  if (numUpdatedRows === 0n) throw new DomainError("not_found", ANSWER_NOT_FOUND);
}

/** Hides a normalised word of a word cloud from every screen, even before anyone sends it. */
export async function hideWord(db: Db, pollId: number, text: string): Promise<void> {
  await db
    .insertInto("pollWords")
    .values({ pollId, text, votes: 0, hidden: 1 })
    .onConflict((oc) => oc.columns(["pollId", "text"]).doUpdateSet({ hidden: 1 }))
    .execute();
}

/** Shows a hidden word again; `not_found` when the word is not hidden in this poll. */
export async function showWord(db: Db, pollId: number, text: string): Promise<void> {
  const { numUpdatedRows } = await db
    .updateTable("pollWords")
    .set({ hidden: 0 })
    .where("pollId", "=", pollId)
    .where("text", "=", text)
    .where("hidden", "=", 1)
    .executeTakeFirstOrThrow();
  if (numUpdatedRows === 0n)
    throw new DomainError("not_found", "That word is not hidden in this poll.");
}
