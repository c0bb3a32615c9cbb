/**
 * The PostgreSQL vote path's group commit (group-commit.ts) with a stand-in for the database: what
 * goes into one batch, and how a failed batch fails only what it must.
 */
import { describe, expect, it } from "vitest";
import { createGroupCommit, type GroupCommitOptions, type Outcome } from "./group-commit.ts";

interface Item {
  name: string;
  keys: string[];
}

/** A group commit whose batches are recorded and answered by `answer` (which may throw). */
function recorded(
  answer: (items: Item[]) => Outcome<string>[] = (items) =>
    items.map((item) => ({ ok: true, value: item.name })),
  options: Partial<GroupCommitOptions<Item, string>> = {},
) {
  const batches: string[][] = [];
  const running = { now: 0, most: 0 };
  const group = createGroupCommit<Item, string>({
    runBatch: async (items) => {
      batches.push(items.map((item) => item.name));
      running.most = Math.max(running.most, ++running.now);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running.now--;
      return answer(items);
    },
    keysOf: (item) => item.keys,
    maxInFlight: 1,
    maxBatch: 100,
    ...options,
  });
  return { group, batches, running };
}

const item = (name: string, ...keys: string[]): Item => ({ name, keys });

describe("the PostgreSQL group commit", () => {
  it("sends the items of one turn as one batch, and those sharing a key in a later one", async () => {
    const { group, batches } = recorded();
    const names = await Promise.all([
      group.run(item("a", "voter 1", "key 1")),
      group.run(item("b", "voter 2", "key 2")),
      group.run(item("c", "voter 1", "key 3")),
      group.run(item("d", "voter 3", "key 2")),
      group.run(item("e", "voter 4")),
    ]);
    expect(names).toEqual(["a", "b", "c", "d", "e"]);
    expect(batches).toEqual([
      ["a", "b", "e"],
      ["c", "d"],
    ]);
  });

  it("keeps at most maxBatch items in a batch and maxInFlight batches running", async () => {
    const { group, batches, running } = recorded(undefined, { maxBatch: 2, maxInFlight: 2 });
    await Promise.all(["a", "b", "c", "d", "e"].map((name) => group.run(item(name))));
    expect(batches).toEqual([["a", "b"], ["c", "d"], ["e"]]);
    expect(running.most).toBe(2);
  });

  it("settles each item with its own outcome", async () => {
    const refused = new Error("refused");
    const { group } = recorded((items) =>
      items.map((it) =>
        it.name === "b" ? { ok: false, error: refused } : { ok: true, value: it.name },
      ),
    );
    const outcomes = await Promise.allSettled(["a", "b", "c"].map((name) => group.run(item(name))));
    expect(outcomes).toEqual([
      { status: "fulfilled", value: "a" },
      { status: "rejected", reason: refused },
      { status: "fulfilled", value: "c" },
    ]);
  });

  it("runs a batch that failed as a whole again one item at a time, so only the cause fails", async () => {
    const broken = new Error("insert or update on table violates foreign key constraint");
    const { group, batches } = recorded((items) => {
      if (items.some((it) => it.name === "b")) throw broken;
      return items.map((it) => ({ ok: true, value: it.name }));
    });
    const outcomes = await Promise.allSettled(["a", "b", "c"].map((name) => group.run(item(name))));
    expect(outcomes).toEqual([
      { status: "fulfilled", value: "a" },
      { status: "rejected", reason: broken },
      { status: "fulfilled", value: "c" },
    ]);
    expect(batches).toEqual([["a", "b", "c"], ["a"], ["b"], ["c"]]);
  });

  it("fails the whole batch at once when the database cannot be reached", async () => {
    const lost = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const { group, batches } = recorded(() => {
      throw lost;
    });
    const outcomes = await Promise.allSettled(["a", "b"].map((name) => group.run(item(name))));
    expect(outcomes.map((o) => o.status)).toEqual(["rejected", "rejected"]);
    expect(batches).toEqual([["a", "b"]]);
  });
});
