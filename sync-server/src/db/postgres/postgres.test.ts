/**
 * PostgreSQL's store itself (docs/decisions.md, Databases): instances starting at once on an empty
 * database apply each migration once, counts come back as numbers, a unique index's refusal is
 * recognised, and the vote path's batches (votes.ts) count each vote once, refuse one vote without
 * failing the others, and check a poll as it is now. Runs in the "server-pg" project only.
 */
import type { Request } from "express";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { KeyedRequest } from "../../http/idempotency.ts";
import { choicesOf } from "../../test/seed.ts";
import { createTestDatabase, type TestDatabase } from "../../test/test-database.ts";
import type { Db } from "../database.ts";
import { isUniqueViolation } from "../errors.ts";
import { openPostgres } from "./open.ts";
import { DomainError } from "@lectern/shared";
import type { VoteCheck } from "../votes.ts";
import type { OpenDatabase } from "../engine.ts";

const databases: TestDatabase[] = [];
const opened: OpenDatabase[] = [];
afterEach(async () => {
  for (const { db } of opened.splice(0)) await db.destroy();
  for (const database of databases.splice(0)) await database.drop();
});

async function emptyDatabase(): Promise<string> {
  const database = await createTestDatabase(`postgres-store-${databases.length}-${Date.now()}`);
  databases.push(database);
  return database.url!;
}

describe("the PostgreSQL store", () => {
  it("reads counts and sums as numbers, and knows a unique violation", async () => {
    const url = await emptyDatabase();
    const store = await openPostgres(url);
    opened.push(store);
    const { db } = store;
    await db
      .insertInto("visitors")
      .values({ id: "v1", createdAt: "2026-01-01T00:00:00.000Z" })
      .execute();
    const { count } = await db
      .selectFrom("visitors")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(count).toBe(1);
    const refused = await db
      .insertInto("visitors")
      .values({ id: "v1", createdAt: "2026-01-01T00:00:00.000Z" })
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(refused)).toBe(true);
  });
});

/** An open poll with `choices` choices, and a speaker who owns it. */
async function openPoll(db: Db, choices = 2): Promise<{ pollId: number; choiceIds: number[] }> {
  const at = "2026-01-01T00:00:00.000Z";
  const user = await sql<{ id: number }>`
    INSERT INTO users (email, first_name, last_name, created_at)
    VALUES (${`speaker-${Math.random()}@example.com`}, 'Sam', 'Speaker', ${at}) RETURNING id`.execute(
    db,
  );
  const session = await sql<{ id: number }>`
    INSERT INTO sessions (user_id, event_name, title, description, created_at)
    VALUES (${user.rows[0]!.id}, 'Conference', 'Keynote', '', ${at}) RETURNING id`.execute(db);
  const poll = await sql<{ id: number }>`
    INSERT INTO polls (session_id, title, question, state, created_at)
    VALUES (${session.rows[0]!.id}, 'Poll', 'Which?', 'open', ${at}) RETURNING id`.execute(db);
  const pollId = poll.rows[0]!.id;
  const choiceIds: number[] = [];
  for (let order = 0; order < choices; order++) {
    const choice = await sql<{ id: number }>`
      INSERT INTO poll_choices (poll_id, text, color, "order")
      VALUES (${pollId}, ${`Choice ${order + 1}`}, '#2563eb', ${order}) RETURNING id`.execute(db);
    choiceIds.push(choice.rows[0]!.id);
  }
  return { pollId, choiceIds };
}

/** POST /api/polls/{id}/vote by a visitor, as the vote route sees it. */
function voteRequest(pollId: number, visitorId: string, key?: string): KeyedRequest {
  const req = {
    get: () => key,
    visitorId,
    method: "POST",
    baseUrl: "/api",
    path: `/polls/${pollId}/vote`,
  };
  return KeyedRequest.of(req as unknown as Request);
}

/** The vote route's checks, for a voter who does not own the poll. */
const routeCheck: VoteCheck = (poll, choiceInPoll) => {
  if (!poll || poll.state === "draft") throw new DomainError("poll_not_found", "No such poll");
  if (poll.state === "closed") throw new DomainError("poll_closed", "Closed");
  if (poll.kind !== "single" && poll.kind !== "quiz")
    throw new DomainError("wrong_vote_kind", "Another kind");
  if (!choiceInPoll) throw new DomainError("invalid_choice", "Not in this poll");
};

const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === "rejected" ? (outcome.reason as DomainError).code : "counted";

describe("PostgreSQL's vote path", () => {
  async function twoInstances() {
    const url = await emptyDatabase();
    const [a, b] = await Promise.all([openPostgres(url), openPostgres(url)]);
    opened.push(a, b);
    return [a, b] as const;
  }

  it("counts a hall voting at once on two instances once per voter, and replays each key", async () => {
    const [a, b] = await twoInstances();
    const { pollId, choiceIds } = await openPoll(a.db, 4);
    const voters = Array.from({ length: 300 }, (_, i) => ({
      visitorId: `visitor-${i}`,
      key: `vote-key-${i}-first`,
      choiceId: choiceIds[i % 4]!,
    }));
    const cast = (store: OpenDatabase, i: number, key: string) => {
      const { visitorId, choiceId } = voters[i]!;
      const vote = { pollId, choiceId, voterKey: `v:${visitorId}`, visitorId, network: null };
      return store.votes.cast(voteRequest(pollId, visitorId, key), vote, routeCheck);
    };
    const firsts = voters.map((v, i) => cast(i % 2 ? a : b, i, v.key));
    // The same key again at the other instance, and a second vote with a new key.
    const sameKey = voters.slice(0, 50).map((v, i) => cast(i % 2 ? b : a, i, v.key));
    const newKey = voters
      .slice(50, 100)
      .map((_, n) => cast(n % 2 ? b : a, 50 + n, `vote-key-${n}-second`));
    const [first, again, second] = await Promise.all([
      Promise.allSettled(firsts),
      Promise.allSettled(sameKey),
      Promise.allSettled(newKey),
    ]);

    const counted = (o: PromiseSettledResult<{ replayed: boolean }>) =>
      o.status === "fulfilled" && !o.value.replayed;
    expect([...first, ...again, ...second].filter(counted)).toHaveLength(300);
    for (let i = 0; i < 50; i++) {
      const [one, other] = [first[i]!, again[i]!].map((o) =>
        o.status === "fulfilled" ? o.value : null,
      );
      expect([one?.replayed, other?.replayed].sort()).toEqual([false, true]);
      expect([one?.status, other?.status]).toEqual([201, 201]);
      // The same ballot; the replay's results are those of when it was answered.
      expect({ ...other?.body, results: null }).toEqual({ ...one?.body, results: null });
      expect(other?.body.results?.pollId).toBe(pollId);
    }
    // Whichever of a voter's two keys came first counted; the other is refused.
    for (let n = 0; n < 50; n++)
      expect([first[50 + n]!, second[n]!].map(codeOf).sort()).toEqual(["already_voted", "counted"]);
    const results = await a.votes.results(pollId);
    expect(results?.totalVotes).toBe(300);
    expect(choicesOf(results).map((c) => c.votes)).toEqual([75, 75, 75, 75]);
    const keys = await sql<{ n: number }>`SELECT count(*) AS n FROM idempotency_keys`.execute(a.db);
    expect(keys.rows[0]!.n).toBe(300);
  });

  it("refuses one vote of a batch without failing the others, and gives its key back", async () => {
    const [store] = await twoInstances();
    const { pollId, choiceIds } = await openPoll(store.db);
    const other = await openPoll(store.db);
    const cast = (i: number, choiceId: number, check: VoteCheck = routeCheck) =>
      store.votes.cast(
        voteRequest(pollId, `visitor-${i}`, `vote-key-${i}`),
        { pollId, choiceId, voterKey: `v:visitor-${i}`, visitorId: `visitor-${i}`, network: null },
        check,
      );
    const refuse: VoteCheck = () => {
      throw new DomainError("owner_cannot_vote", "Own poll");
    };
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: 10 }, (_, i) => cast(i, choiceIds[0]!)),
      cast(10, choiceIds[1]!, refuse),
      cast(11, other.choiceIds[0]!),
    ]);
    expect(outcomes.map(codeOf)).toEqual([
      ...Array.from({ length: 10 }, () => "counted"),
      "owner_cannot_vote",
      "invalid_choice",
    ]);
    const again = await cast(10, choiceIds[1]!);
    expect(again).toMatchObject({ status: 201, replayed: false });
    expect(choicesOf(again.body.results).map((c) => c.votes)).toEqual([10, 1]);
  });

  it("checks a poll as it is now, not as a batch before saw it", async () => {
    const [store] = await twoInstances();
    const { pollId, choiceIds } = await openPoll(store.db);
    const cast = (i: number, choiceId = choiceIds[0]!) =>
      store.votes.cast(
        voteRequest(pollId, `visitor-${i}`, `vote-key-${i}`),
        { pollId, choiceId, voterKey: `v:visitor-${i}`, visitorId: `visitor-${i}`, network: null },
        routeCheck,
      );
    const first = await cast(1);
    await sql`UPDATE polls SET state = 'closed' WHERE id = ${pollId}`.execute(store.db);
    await expect(cast(2)).rejects.toMatchObject({ code: "poll_closed" });
    // A replay still answers its vote once the poll is closed, with the results as they are now.
    await expect(cast(1)).resolves.toEqual({
      ...first,
      body: { ...first.body, results: { ...first.body.results, state: "closed" } },
      replayed: true,
    });
    await sql`UPDATE polls SET state = 'open' WHERE id = ${pollId}`.execute(store.db);
    await expect(cast(2)).resolves.toMatchObject({ status: 201, replayed: false });
    const removed = choiceIds[1]!;
    await sql`DELETE FROM poll_choices WHERE id = ${removed}`.execute(store.db);
    await expect(cast(3, removed)).rejects.toMatchObject({ code: "invalid_choice" });
    await sql`DELETE FROM polls WHERE id = ${pollId}`.execute(store.db);
    await expect(cast(4)).rejects.toMatchObject({ code: "poll_not_found" });
  });

  it("refuses a choice vote once the poll's kind changed since a batch saw it", async () => {
    const [store] = await twoInstances();
    const { pollId, choiceIds } = await openPoll(store.db);
    const cast = (i: number) =>
      store.votes.cast(
        voteRequest(pollId, `visitor-${i}`),
        {
          pollId,
          choiceId: choiceIds[0]!,
          voterKey: `v:visitor-${i}`,
          visitorId: null,
          network: null,
        },
        routeCheck,
      );
    const first = await cast(1);
    expect(first.body).toMatchObject({ choiceId: choiceIds[0], results: { kind: "single" } });
    await sql`DELETE FROM votes WHERE poll_id = ${pollId}`.execute(store.db);
    await sql`UPDATE polls SET kind = 'multiple' WHERE id = ${pollId}`.execute(store.db);
    await expect(cast(2)).rejects.toMatchObject({ code: "wrong_vote_kind" });
  });
});
