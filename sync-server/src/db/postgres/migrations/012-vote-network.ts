/**
 * The voter's network on each vote (docs/decisions.md, Visitor identity): `votes.network` holds the
 * /24 or /48 a vote came from (http/client-network.ts), so the owner sees a poll whose votes come
 * mostly from one network and can discard them; housekeeping clears it after IP_RETENTION_DAYS like
 * every kept address. lectern_cast_votes (migration 010) takes each vote's network as its last
 * argument and stores it; nothing else of it changes.
 */
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE votes ADD COLUMN network text`.execute(db);
  await sql`DROP FUNCTION lectern_cast_votes(int[], int[], text[], text[], text[], text[], text[],
    text[], text[], text[], int[], boolean[], boolean[], text, int)`.execute(db);
  await sql`
    CREATE FUNCTION lectern_cast_votes(
        poll_ids int[], choice_ids int[], voter_keys text[], visitor_ids text[],
        key_actors text[], key_names text[], key_methods text[], key_paths text[],
        seen_states text[], seen_kinds text[], seen_owners int[], seen_choice_in_poll boolean[],
        refused boolean[],
        cast_at text, count_shard int, networks text[])
      RETURNS TABLE (outcome text, stored_method text, stored_path text, stored_status int,
                     answer text)
      LANGUAGE plpgsql
      SET plan_cache_mode = force_generic_plan SET enable_hashjoin = off SET enable_mergejoin = off
      AS $$
    DECLARE
      claimed boolean[];
      stale boolean[];
      recorded boolean[];
    BEGIN
      -- The keys, and whether each poll is still as the checks saw it.
      WITH claim AS (
        INSERT INTO idempotency_keys (actor_key, key, method, path, status, response_body, created_at)
        SELECT i.actor, i.name, i.method, i.path, 0, '', cast_at
          FROM unnest(key_actors, key_names, key_methods, key_paths) AS i(actor, name, method, path)
         WHERE i.name IS NOT NULL
         ORDER BY i.actor, i.name
        ON CONFLICT (actor_key, key) DO NOTHING
        RETURNING actor_key, key)
      SELECT array_agg(i.name IS NULL
                       OR EXISTS (SELECT 1 FROM claim c WHERE c.actor_key = i.actor AND c.key = i.name)
                       ORDER BY i.n),
             array_agg(NOT (p.state IS NOT DISTINCT FROM i.state
                            AND p.kind IS NOT DISTINCT FROM i.kind
                            AND s.user_id IS NOT DISTINCT FROM i.owner
                            AND EXISTS (SELECT 1 FROM poll_choices c
                                         WHERE c.id = i.choice AND c.poll_id = p.id) = i.choice_in_poll)
                       ORDER BY i.n)
        INTO claimed, stale
        FROM unnest(key_actors, key_names, poll_ids, choice_ids, seen_states, seen_kinds,
                    seen_owners, seen_choice_in_poll)
               WITH ORDINALITY AS i(actor, name, poll, choice, state, kind, owner, choice_in_poll, n)
        LEFT JOIN polls p ON p.id = i.poll
        LEFT JOIN sessions s ON s.id = p.session_id;

      -- The votes to record, their visitors, and their counts, one shard row per choice.
      WITH vote AS (
        INSERT INTO votes (poll_id, choice_id, voter_key, network, created_at)
        SELECT i.poll, i.choice, i.voter, i.network, cast_at
          FROM unnest(poll_ids, choice_ids, voter_keys, networks)
                 WITH ORDINALITY AS i(poll, choice, voter, network, n)
         WHERE claimed[i.n] AND NOT stale[i.n] AND NOT refused[i.n]
         ORDER BY i.poll, i.voter
        ON CONFLICT (poll_id, voter_key) DO NOTHING
        RETURNING poll_id, choice_id, voter_key),
      visitor AS (
        INSERT INTO visitors (id, created_at)
        SELECT DISTINCT i.visitor, cast_at
          FROM unnest(poll_ids, voter_keys, visitor_ids) AS i(poll, voter, visitor)
          JOIN vote v ON v.poll_id = i.poll AND v.voter_key = i.voter
         WHERE i.visitor IS NOT NULL
         ORDER BY 1
        ON CONFLICT (id) DO NOTHING),
      counted AS (
        INSERT INTO choice_vote_counts (choice_id, shard, votes)
        SELECT v.choice_id, count_shard, count(*) FROM vote v GROUP BY v.choice_id ORDER BY v.choice_id
        ON CONFLICT ON CONSTRAINT choice_vote_counts_pk
          DO UPDATE SET votes = choice_vote_counts.votes + excluded.votes)
      SELECT array_agg(v.poll_id IS NOT NULL ORDER BY i.n)
        INTO recorded
        FROM unnest(poll_ids, voter_keys) WITH ORDINALITY AS i(poll, voter, n)
        LEFT JOIN vote v ON v.poll_id = i.poll AND v.voter_key = i.voter;

      -- Each vote's answer; its key keeps only its choice; claims of votes not recorded given back.
      RETURN QUERY
      WITH results AS (
        SELECT p.id AS poll,
               json_agg(json_build_object(
                 'state', p.state, 'kind', p.kind, 'revealed', p.revealed_at IS NOT NULL,
                 'id', c.id, 'text', c.text, 'color', c.color, 'order', c."order",
                 'correct', c.correct = 1,
                 'votes', coalesce((SELECT sum(n.votes) FROM choice_vote_counts n
                                     WHERE n.choice_id = c.id), 0))
                 ORDER BY c."order", c.id) AS poll_rows
          FROM polls p LEFT JOIN poll_choices c ON c.poll_id = p.id
         WHERE p.id IN (SELECT i.poll FROM unnest(poll_ids, recorded) AS i(poll, counted)
                         WHERE i.counted)
         GROUP BY p.id),
      items AS (
        SELECT i.n, i.actor, i.name,
               CASE WHEN recorded[i.n]
                    THEN json_build_object('choiceId', i.choice, 'rows', r.poll_rows)::text END AS body,
               CASE WHEN recorded[i.n]
                    THEN '{"choiceId":' || i.choice || '}' END AS kept
          FROM unnest(poll_ids, choice_ids, key_actors, key_names)
                 WITH ORDINALITY AS i(poll, choice, actor, name, n)
          LEFT JOIN results r ON r.poll = i.poll),
      saved AS (
        UPDATE idempotency_keys k SET status = 201, response_body = items.kept
          FROM items
         WHERE items.body IS NOT NULL AND k.actor_key = items.actor AND k.key = items.name),
      given_back AS (
        DELETE FROM idempotency_keys k
         USING items
         WHERE claimed[items.n] AND NOT recorded[items.n]
           AND k.actor_key = items.actor AND k.key = items.name)
      SELECT CASE WHEN NOT claimed[i.n] THEN CASE WHEN k.key IS NULL THEN 'stale' ELSE 'replay' END
                  WHEN stale[i.n] THEN 'stale'
                  WHEN refused[i.n] THEN 'refused'
                  WHEN recorded[i.n] THEN 'recorded'
                  ELSE 'voted' END,
             k.method, k.path, k.status, coalesce(i.body, k.response_body)
        FROM items i
        LEFT JOIN idempotency_keys k
          ON NOT claimed[i.n] AND k.actor_key = i.actor AND k.key = i.name
       ORDER BY i.n;
    END
    $$`.execute(db);
}
