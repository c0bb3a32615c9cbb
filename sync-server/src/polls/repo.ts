/**
 * SQL of polls, choices and votes. Limits that depend on a count (polls per session, choices per
 * poll) are checked and applied in one transaction, and one vote per voter is left to the unique
 * index, so concurrent requests can never go past a limit or count a vote twice.
 */
import {
  MAX_CHOICES_PER_POLL,
  MAX_POLLS_PER_SESSION,
  MESSAGES,
  MIN_CHOICES_PER_POLL,
  type Poll,
  type PollState,
  type VoteStatus,
  type choiceBodySchema,
  type createPollBodySchema,
  type updatePollBodySchema,
} from "@lectern/shared";
import type { z } from "zod";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import { forUpdate } from "../db/locks.ts";
import type { PollChoiceRow, PollRow } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import { presentPoll } from "./presenter.ts";
import type { PollVotes } from "./votes.ts";

export type CreatePollInput = z.output<typeof createPollBodySchema>;
export type UpdatePollInput = z.output<typeof updatePollBodySchema>;
export type ChoiceInput = z.output<typeof choiceBodySchema>;

/** A poll with what access checks need: its session's owner and title. */
export interface PollWithSession extends PollRow {
  ownerId: number;
  sessionTitle: string;
}

/** A choice with the poll and owner it belongs to. */
export interface ChoiceWithOwner extends PollChoiceRow {
  sessionId: number;
  ownerId: number;
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
    .select(["s.userId as ownerId", "s.title as sessionTitle"])
    .where("p.id", "=", pollId)
    .executeTakeFirst();
}

/** Polls with their ordered choices and vote totals: three queries whatever the number of polls. */
async function presentPolls(db: Db, votes: PollVotes, rows: PollRow[]): Promise<Poll[]> {
  if (rows.length === 0) return [];
  const totals = await votes.totals(rows.map((r) => r.id));
  const choices = await db
    .selectFrom("pollChoices")
    .selectAll()
    .where(
      "pollId",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("order")
    .orderBy("id")
    .execute();
  return rows.map((row) => {
    const own = choices.filter((c) => c.pollId === row.id);
    return presentPoll(row, own, totals.get(row.id) ?? 0);
  });
}

export async function listPolls(
  db: Db,
  votes: PollVotes,
  sessionId: number,
  states: readonly PollState[],
): Promise<Poll[]> {
  const rows = await db
    .selectFrom("polls")
    .selectAll()
    .where("sessionId", "=", sessionId)
    .where("state", "in", states)
    .orderBy("order")
    .orderBy("id")
    .execute();
  return presentPolls(db, votes, rows);
}

export async function getPoll(db: Db, votes: PollVotes, pollId: number): Promise<Poll | undefined> {
  const row = await db.selectFrom("polls").selectAll().where("id", "=", pollId).executeTakeFirst();
  if (!row) return undefined;
  const [poll] = await presentPolls(db, votes, [row]);
  return poll;
}

export async function createPoll(
  db: Db,
  votes: PollVotes,
  sessionId: number,
  input: CreatePollInput,
): Promise<Poll> {
  const pollId = await db.transaction().execute(async (trx) => {
    await lockRow(trx, "sessions", sessionId);
    const { count } = await trx
      .selectFrom("polls")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("sessionId", "=", sessionId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_POLLS_PER_SESSION)
      throw new DomainError("max_polls", MESSAGES.maxPolls);
    const { id } = await trx
      .insertInto("polls")
      .values({
        sessionId,
        title: input.title,
        question: input.question,
        state: input.state,
        order: input.order,
        createdAt: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("pollChoices")
      .values(
        input.choices.map((c) => ({ pollId: id, text: c.text, color: c.color, order: c.order })),
      )
      .execute();
    return id;
  });
  return (await getPoll(db, votes, pollId))!;
}

export async function updatePoll(
  db: Db,
  votes: PollVotes,
  pollId: number,
  input: UpdatePollInput,
): Promise<Poll | undefined> {
  if (Object.keys(input).length > 0) {
    await db.updateTable("polls").set(input).where("id", "=", pollId).execute();
  }
  return getPoll(db, votes, pollId);
}

export async function deletePoll(db: Db, pollId: number): Promise<void> {
  await db.deleteFrom("polls").where("id", "=", pollId).execute();
}

export async function findChoice(db: Db, choiceId: number): Promise<ChoiceWithOwner | undefined> {
  return db
    .selectFrom("pollChoices as c")
    .innerJoin("polls as p", "p.id", "c.pollId")
    .innerJoin("sessions as s", "s.id", "p.sessionId")
    .selectAll("c")
    .select(["p.sessionId", "s.userId as ownerId"])
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

export async function addChoice(
  db: Db,
  pollId: number,
  input: ChoiceInput,
): Promise<PollChoiceRow> {
  return db.transaction().execute(async (trx) => {
    await lockRow(trx, "polls", pollId);
    if ((await countChoices(trx, pollId)) >= MAX_CHOICES_PER_POLL)
      throw new DomainError("max_choices", CHOICE_LIMIT_MESSAGE);
    return trx
      .insertInto("pollChoices")
      .values({ pollId, text: input.text, color: input.color, order: input.order })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function updateChoice(
  db: Db,
  choiceId: number,
  input: ChoiceInput,
): Promise<PollChoiceRow> {
  return db
    .updateTable("pollChoices")
    .set({ text: input.text, color: input.color, order: input.order })
    .where("id", "=", choiceId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteChoice(db: Db, choice: ChoiceWithOwner): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockRow(trx, "polls", choice.pollId);
    if ((await countChoices(trx, choice.pollId)) <= MIN_CHOICES_PER_POLL) {
      throw new DomainError("min_choices", CHOICE_MINIMUM_MESSAGE);
    }
    await trx.deleteFrom("pollChoices").where("id", "=", choice.id).execute();
  });
}

export async function voteStatus(db: Db, pollId: number, voterKey: string): Promise<VoteStatus> {
  const row = await db
    .selectFrom("votes")
    .select("choiceId")
    .where("pollId", "=", pollId)
    .where("voterKey", "=", voterKey)
    .executeTakeFirst();
  return { hasVoted: row !== undefined, choiceId: row?.choiceId ?? null };
}
