/**
 * Poll endpoints (docs/product.md, API): the owner manages polls and choices, reveals a quiz's
 * answer, hides word cloud words and open answers; the audience reads open and closed polls, their results and
 * the embed, and votes once, so an offline vote replayed by the outbox counts once: every kind's
 * vote goes through runIdempotentFast to each engine's vote path (db/votes.ts), a `{choiceId}`
 * through `cast`, the other kinds' ballots through `castBallot`. Drafts exist only for the owner; a quiz's right
 * answer reaches nobody but the owner before the reveal (presenter.ts).
 */
import express, { type Request, type Response, type Router } from "express";
import {
  MESSAGES,
  choiceBodySchema,
  createPollBodySchema,
  discardNetworkBodySchema,
  hiddenWordBodySchema,
  pollOrderBodySchema,
  updatePollBodySchema,
  voteBodySchema,
  type DiscardNetworkResponse,
  type EmbedPoll,
  DomainError,
  pollLabel,
  presentChoice,
  resultsFor,
  roleCan,
  type SessionAbility,
} from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { runIdempotentFast } from "../http/idempotency.ts";
import { invalidInput } from "../http/errors.ts";
import { networkOf } from "../http/client-network.ts";
import { markOwnerView } from "../http/owner-view.ts";
import { actorKey, clientIp, requireUser } from "../http/request-context.ts";
import { maxPollsOf, networkLimitsOf } from "../config.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { ensureVisitor } from "../http/visitor.ts";
import { recordActivity } from "../members/activity.ts";
import { recordPageView } from "../sessions/repo.ts";
import { emitEvent, pollClosedEventId } from "../webhooks/repo.ts";
import {
  readerRole,
  requireAbility,
  requireSession,
  requireSessionAbility,
} from "../sessions/access.ts";
import { CHOICE_NOT_IN_POLL, ballotOf, countableWord, wrongVoteKind } from "./ballots.ts";
import { discardNetwork, pollNetworks } from "./networks.ts";
import {
  addChoice,
  createPoll,
  deleteChoice,
  deletePoll,
  findChoice,
  findPoll,
  getPoll,
  hideAnswer,
  hideWord,
  listPolls,
  PUBLIC_POLL_STATES,
  reorderPolls,
  revealAnswer,
  showWord,
  updateChoice,
  updatePoll,
  voteStatus,
  POLL_NOT_FOUND,
  type PollWithSession,
} from "./repo.ts";
import type { VoteAnswer } from "../db/votes.ts";
import type { IdempotentOutcome } from "../db/idempotency-keys.ts";

export const CHOICE_NOT_FOUND = "This choice doesn't exist or has been removed.";
export const OWNER_CANNOT_VOTE = "Speakers don't vote in their own polls.";
const TOO_MANY_VOTES =
  "Too many votes on this poll from your network. Please wait a moment and try again.";
const MINUTE_MS = 60_000;

function isPollOwner(req: Request, poll: Pick<PollWithSession, "ownerId">): boolean {
  return req.user !== null && req.user.id === poll.ownerId;
}

/** Whether the requester is the poll's owner or a member who reads its session's polls whole. */
async function readsWhole(
  db: Db,
  req: Request,
  poll: Pick<PollWithSession, "ownerId" | "sessionId">,
): Promise<boolean> {
  return roleCan(await readerRole(db, req, { id: poll.sessionId, userId: poll.ownerId }), "read");
}

const pollNotFound = () => new DomainError("poll_not_found", POLL_NOT_FOUND);

/** Whether the poll hides its results until it closes; false for a poll that is gone. */
async function hidesResults(db: Db, pollId: number): Promise<boolean> {
  const row = await db
    .selectFrom("polls")
    .select("hideResultsUntilClosed")
    .where("id", "=", pollId)
    .executeTakeFirst();
  return Boolean(row?.hideResultsUntilClosed);
}

/**
 * A vote's answer as the voter may see it (never the owner, who does not vote): the setting is
 * read only for an open poll that is not a quiz, the one case it decides. That is most votes: each
 * costs one read by primary key after its commit, outside the group commit.
 */
async function voterOutcome(
  db: Db,
  pollId: number,
  outcome: IdempotentOutcome<VoteAnswer>,
): Promise<IdempotentOutcome<VoteAnswer>> {
  const results = (outcome.body as Partial<VoteAnswer> | undefined)?.results;
  if (!results) return outcome;
  const hides =
    results.kind !== "quiz" && results.state === "open" && (await hidesResults(db, pollId));
  return { ...outcome, body: { ...outcome.body, results: resultsFor(results, hides, false) } };
}

/**
 * `unauthorized` signed out, `poll_not_found` missing, `not_owner` neither owner nor member,
 * `role_forbidden` a member whose role lacks `ability`.
 */
async function requirePollAbility(
  db: Db,
  req: Request,
  ability: SessionAbility,
): Promise<PollWithSession> {
  const user = requireUser(req);
  const poll = await findPoll(db, parseId(req));
  if (!poll) throw pollNotFound();
  await requireAbility(db, user, { id: poll.sessionId, userId: poll.ownerId }, ability);
  return poll;
}

/**
 * A poll the requester may see: open and closed polls for anyone, drafts for the owner only; the
 * audience is told a draft is a draft (`poll_draft`), so the embed can say "Poll Not Available".
 * A draft's answer is the owner's view, which no cache keeps.
 */
async function requireVisiblePoll(db: Db, req: Request, res: Response): Promise<PollWithSession> {
  const poll = await findPoll(db, parseId(req));
  if (!poll) throw pollNotFound();
  if (poll.state === "draft" && !(await readsWhole(db, req, poll)))
    throw new DomainError("poll_draft", MESSAGES.pollDraft);
  if (poll.state === "draft") markOwnerView(res);
  return poll;
}

export function pollRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db, votes } = ctx;
  const { votesPerPollPerMinute } = networkLimitsOf(ctx.config);
  const now = ctx.config.clock ?? Date.now;

  router.post("/sessions/:id/polls", async (req, res) => {
    const session = await requireSessionAbility(db, req, parseId(req), "edit");
    const body = parseBody(req, createPollBodySchema);
    const poll = await createPoll(db, votes, session.id, body, maxPollsOf(ctx.config));
    res.status(201).json(poll);
  });

  // The owner's order of the session's polls, which every screen lists them in.
  router.put("/sessions/:id/poll-order", async (req, res) => {
    const session = await requireSessionAbility(db, req, parseId(req), "edit");
    const { pollIds } = parseBody(req, pollOrderBodySchema);
    await reorderPolls(db, session.id, pollIds);
    res.json(await listPolls(db, votes, session.id, ["draft", "open", "closed"], true));
  });

  router.get("/sessions/:id/polls", async (req, res) => {
    const session = await requireSessionAbility(db, req, parseId(req), "read");
    res.json(await listPolls(db, votes, session.id, ["draft", "open", "closed"], true));
  });

  router.get("/sessions/:id/public-polls", async (req, res) => {
    const session = await requireSession(db, parseId(req));
    res.json(await listPolls(db, votes, session.id, PUBLIC_POLL_STATES, false));
  });

  router.put("/polls/:id", async (req, res) => {
    const poll = await requirePollAbility(db, req, "edit");
    const body = parseBody(req, updatePollBodySchema);
    const given = new Set(Object.keys(req.body as object));
    const updated = await updatePoll(db, votes, poll.id, body, given);
    if (!updated) throw pollNotFound();
    if (body.state !== undefined && body.state !== poll.state && body.state !== "draft")
      await recordActivity(
        db,
        poll.sessionId,
        req.user,
        body.state === "open" ? "poll_opened" : "poll_closed",
        pollLabel(updated),
      );
    if (body.state === "closed" && poll.state !== "closed")
      await emitEvent(
        db,
        { id: poll.sessionId, userId: poll.ownerId },
        "poll.closed",
        { poll: updated },
        now(),
        pollClosedEventId(poll),
      );
    ctx.hub.publishPoll(poll.id);
    // A staged poll back in draft leaves the projector (docs/product.md, The room).
    if (body.state === "draft") ctx.hub.publishStage(poll.sessionId);
    res.json(updated);
  });

  router.delete("/polls/:id", async (req, res) => {
    const poll = await requirePollAbility(db, req, "edit");
    await deletePoll(db, poll.id);
    ctx.hub.publishPoll(poll.id);
    ctx.hub.publishStage(poll.sessionId);
    res.json({ ok: true });
  });

  router.post("/polls/:id/choices", async (req, res) => {
    const poll = await requirePollAbility(db, req, "edit");
    const body = parseBody(req, choiceBodySchema);
    const choice = await addChoice(db, poll, body);
    ctx.hub.publishPoll(poll.id);
    res.status(201).json(presentChoice(choice, poll.kind, true));
  });

  async function requireEditableChoice(req: Request) {
    const user = requireUser(req);
    const choice = await findChoice(db, parseId(req));
    if (!choice) throw new DomainError("choice_not_found", CHOICE_NOT_FOUND);
    await requireAbility(db, user, { id: choice.sessionId, userId: choice.ownerId }, "edit");
    return choice;
  }

  router.put("/poll-choices/:id", async (req, res) => {
    const choice = await requireEditableChoice(req);
    const body = parseBody(req, choiceBodySchema);
    const updated = await updateChoice(db, choice, body);
    ctx.hub.publishPoll(choice.pollId);
    res.json(presentChoice(updated, choice.kind, true));
  });

  router.delete("/poll-choices/:id", async (req, res) => {
    const choice = await requireEditableChoice(req);
    await deleteChoice(db, choice);
    ctx.hub.publishPoll(choice.pollId);
    res.json({ ok: true });
  });

  router.get("/polls/:id/results", async (req, res) => {
    const poll = await requireVisiblePoll(db, req, res);
    const results = await votes.results(poll.id);
    if (!results) throw pollNotFound();
    const owner = await readsWhole(db, req, poll);
    const answer = resultsFor(results, Boolean(poll.hideResultsUntilClosed), owner);
    // Figures the audience may not see yet are the owner's view, which no cache keeps.
    if (owner && answer.hidden === true) markOwnerView(res);
    res.json(answer);
  });

  router.get("/polls/:id/vote-status", async (req, res) => {
    const poll = await requireVisiblePoll(db, req, res);
    res.json(await voteStatus(db, poll.id, actorKey(req)));
  });

  router.post("/polls/:id/vote", async (req, res) => {
    const pollId = parseId(req);
    const body = parseBody(req, voteBodySchema);
    const network = networkOf(clientIp(req));
    const voter = {
      voterKey: actorKey(req),
      visitorId: req.user ? null : req.visitorId,
      network,
    };
    // One vote per poll per visitor is the database's; a network's ceiling bounds new visitors'.
    await ctx.limiter.hit(
      `votes:${network ?? "unknown"}:${pollId}`,
      votesPerPollPerMinute,
      MINUTE_MS,
      TOO_MANY_VOTES,
    );
    /** The refusals every kind's vote shares: poll missing or a draft, the owner's own, closed. */
    const checkPoll = (poll: { state: string; ownerId: number } | undefined) => {
      if (!poll) throw pollNotFound();
      const owner = isPollOwner(req, poll);
      if (poll.state === "draft" && !owner) throw pollNotFound();
      if (owner) throw new DomainError("owner_cannot_vote", OWNER_CANNOT_VOTE);
      if (poll.state === "closed") throw new DomainError("poll_closed", MESSAGES.pollClosed);
    };
    const { choiceId } = body;
    await runIdempotentFast(
      req,
      res,
      async (request) =>
        voterOutcome(
          db,
          pollId,
          choiceId === undefined
            ? await votes.castBallot(request, { pollId, ...voter }, (poll) => {
                checkPoll(poll);
                return ballotOf(poll!, body);
              })
            : await votes.cast(request, { pollId, choiceId, ...voter }, (poll, choiceInPoll) => {
                checkPoll(poll);
                if (poll!.kind !== "single" && poll!.kind !== "quiz") throw wrongVoteKind();
                if (!choiceInPoll) throw new DomainError("invalid_choice", CHOICE_NOT_IN_POLL);
              }),
        ),
      () => {
        ctx.metrics?.voteAccepted();
        ctx.hub.publishPoll(pollId);
      },
    );
  });
  // Refusals of the vote above, counted by code for /metrics (docs/operations.md).
  if (ctx.metrics) router.use("/polls/:id/vote", ctx.metrics.voteRefused);

  // Votes by network (docs/product.md, Live console): the owner's alone.
  router.get("/polls/:id/networks", async (req, res) => {
    const poll = await requirePollAbility(db, req, "read");
    res.json(await pollNetworks(db, poll.id));
  });

  router.post("/polls/:id/discard-network", async (req, res) => {
    const poll = await requirePollAbility(db, req, "edit");
    const { network } = parseBody(req, discardNetworkBodySchema);
    const engine = ctx.config.databaseUrl ? "postgres" : "sqlite";
    const discarded = await discardNetwork(db, engine, poll.id, network);
    ctx.hub.publishPoll(poll.id);
    const results = resultsFor(
      (await votes.results(poll.id))!,
      Boolean(poll.hideResultsUntilClosed),
      true,
    );
    const answer: DiscardNetworkResponse = { discarded, results };
    res.json(answer);
  });

  router.post("/polls/:id/reveal", async (req, res) => {
    const poll = await requirePollAbility(db, req, "edit");
    const results = await revealAnswer(db, votes, poll);
    if (!results) throw pollNotFound();
    ctx.hub.publishPoll(poll.id);
    res.json(resultsFor(results, Boolean(poll.hideResultsUntilClosed), true));
  });

  /** A word cloud's word, normalised as votes count it; refused on a poll of another kind. */
  function wordOf(poll: PollWithSession, text: string): string {
    if (poll.kind !== "wordcloud") throw wrongVoteKind();
    return countableWord(text);
  }

  router.post("/polls/:id/hidden-words", async (req, res) => {
    const poll = await requirePollAbility(db, req, "edit");
    const text = wordOf(poll, parseBody(req, hiddenWordBodySchema).text);
    await hideWord(db, poll.id, text);
    ctx.hub.publishPoll(poll.id);
    res.status(201).json({ text });
  });

  router.delete("/polls/:id/hidden-words/:text", async (req, res) => {
    const poll = await requirePollAbility(db, req, "edit");
    const raw = hiddenWordBodySchema.safeParse({ text: req.params.text });
    if (!raw.success) throw invalidInput(raw.error);
    await showWord(db, poll.id, wordOf(poll, raw.data.text));
    ctx.hub.publishPoll(poll.id);
    res.json({ ok: true });
  });

  router.post("/polls/:id/answers/:answerId/hide", async (req, res) => {
    const poll = await requirePollAbility(db, req, "edit");
    if (poll.kind !== "open") throw wrongVoteKind();
    const answerId = parseId(req, "answerId");
    await hideAnswer(db, poll.id, answerId);
    ctx.hub.publishPoll(poll.id);
    res.json({ id: answerId, hidden: true });
  });

  router.get("/polls/:id/embed", async (req, res) => {
    const row = await requireVisiblePoll(db, req, res);
    const poll = await getPoll(db, votes, row.id, false);
    if (!poll) throw pollNotFound();
    // The embed is a view of its session from another site (docs/product.md, Insights); a team
    // member's look at it is not, and neither is a read without a visitor id to count.
    if (req.signedVisitorId !== null && !(req.user && (await readsWhole(db, req, row)))) {
      await ensureVisitor(db, req.signedVisitorId);
      await recordPageView(db, row.sessionId, req.signedVisitorId, "embed");
    }
    const embed: EmbedPoll = {
      ...poll,
      sessionTitle: row.sessionTitle,
      sessionLanguage: row.sessionLanguage,
    };
    res.json(embed);
  });

  return router;
}
