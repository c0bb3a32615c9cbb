/**
 * Poll endpoints (docs/product.md, API): the owner manages polls and choices; the audience reads
 * open and closed polls, their results and the embed, and votes once through runIdempotentVote
 * (each engine's vote path, polls/votes.ts), so an offline vote replayed by the outbox counts once.
 * Drafts exist only for the owner.
 */
import express, { type Request, type Router } from "express";
import {
  MESSAGES,
  choiceBodySchema,
  createPollBodySchema,
  updatePollBodySchema,
  voteBodySchema,
  type EmbedPoll,
} from "@lectern/shared";
import type { AppContext } from "../context.ts";
import type { Db } from "../db/database.ts";
import { DomainError } from "../domain-error.ts";
import { runIdempotentVote } from "../http/idempotency.ts";
import { actorKey, requireUser } from "../http/request-context.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { requireOwnedSession, requireOwner, requireSession } from "../sessions/access.ts";
import { presentChoice } from "./presenter.ts";
import {
  addChoice,
  createPoll,
  deleteChoice,
  deletePoll,
  findChoice,
  findPoll,
  getPoll,
  listPolls,
  updateChoice,
  updatePoll,
  voteStatus,
  POLL_NOT_FOUND,
  type PollWithSession,
} from "./repo.ts";

export const CHOICE_NOT_FOUND = "This choice doesn't exist or has been removed.";
export const OWNER_CANNOT_VOTE = "Speakers don't vote in their own polls.";
export const CHOICE_NOT_IN_POLL = "That choice is not part of this poll.";

function isPollOwner(req: Request, poll: Pick<PollWithSession, "ownerId">): boolean {
  return req.user !== null && req.user.id === poll.ownerId;
}

const pollNotFound = () => new DomainError("poll_not_found", POLL_NOT_FOUND);

/** `unauthorized` signed out, `poll_not_found` missing, `not_owner` not the owner. */
async function requireOwnedPoll(db: Db, req: Request): Promise<PollWithSession> {
  const user = requireUser(req);
  const poll = await findPoll(db, parseId(req));
  if (!poll) throw pollNotFound();
  requireOwner(user, poll.ownerId);
  return poll;
}

/**
 * A poll the requester may see: open and closed polls for anyone, drafts for the owner only; the
 * audience is told a draft is a draft (`poll_draft`), so the embed can say "Poll Not Available".
 */
async function requireVisiblePoll(db: Db, req: Request): Promise<PollWithSession> {
  const poll = await findPoll(db, parseId(req));
  if (!poll) throw pollNotFound();
  if (poll.state === "draft" && !isPollOwner(req, poll))
    throw new DomainError("poll_draft", MESSAGES.pollDraft);
  return poll;
}

export function pollRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db, votes } = ctx;

  router.post("/sessions/:id/polls", async (req, res) => {
    const session = await requireOwnedSession(db, req, parseId(req));
    const body = parseBody(req, createPollBodySchema);
    const poll = await createPoll(db, votes, session.id, body);
    res.status(201).json(poll);
  });

  router.get("/sessions/:id/polls", async (req, res) => {
    const session = await requireOwnedSession(db, req, parseId(req));
    res.json(await listPolls(db, votes, session.id, ["draft", "open", "closed"]));
  });

  router.get("/sessions/:id/public-polls", async (req, res) => {
    const session = await requireSession(db, parseId(req));
    res.json(await listPolls(db, votes, session.id, ["open", "closed"]));
  });

  router.put("/polls/:id", async (req, res) => {
    const poll = await requireOwnedPoll(db, req);
    const body = parseBody(req, updatePollBodySchema);
    const updated = await updatePoll(db, votes, poll.id, body);
    if (!updated) throw pollNotFound();
    ctx.hub.publishPoll(poll.id);
    res.json(updated);
  });

  router.delete("/polls/:id", async (req, res) => {
    const poll = await requireOwnedPoll(db, req);
    await deletePoll(db, poll.id);
    ctx.hub.publishPoll(poll.id);
    res.json({ ok: true });
  });

  router.post("/polls/:id/choices", async (req, res) => {
    const poll = await requireOwnedPoll(db, req);
    const body = parseBody(req, choiceBodySchema);
    const choice = await addChoice(db, poll.id, body);
    ctx.hub.publishPoll(poll.id);
    res.status(201).json(presentChoice(choice));
  });

  async function requireOwnedChoice(req: Request) {
    const user = requireUser(req);
    const choice = await findChoice(db, parseId(req));
    if (!choice) throw new DomainError("choice_not_found", CHOICE_NOT_FOUND);
    requireOwner(user, choice.ownerId);
    return choice;
  }

  router.put("/poll-choices/:id", async (req, res) => {
    const choice = await requireOwnedChoice(req);
    const body = parseBody(req, choiceBodySchema);
    const updated = await updateChoice(db, choice.id, body);
    ctx.hub.publishPoll(choice.pollId);
    res.json(presentChoice(updated));
  });

  router.delete("/poll-choices/:id", async (req, res) => {
    const choice = await requireOwnedChoice(req);
    await deleteChoice(db, choice);
    ctx.hub.publishPoll(choice.pollId);
    res.json({ ok: true });
  });

  router.get("/polls/:id/results", async (req, res) => {
    const poll = await requireVisiblePoll(db, req);
    const results = await votes.results(poll.id);
    if (!results) throw pollNotFound();
    res.json(results);
  });

  router.get("/polls/:id/vote-status", async (req, res) => {
    const poll = await requireVisiblePoll(db, req);
    res.json(await voteStatus(db, poll.id, actorKey(req)));
  });

  router.post("/polls/:id/vote", async (req, res) => {
    const pollId = parseId(req);
    const { choiceId } = parseBody(req, voteBodySchema);
    const vote = {
      pollId,
      choiceId,
      voterKey: actorKey(req),
      visitorId: req.user ? null : req.visitorId,
    };
    await runIdempotentVote(
      req,
      res,
      (request) =>
        votes.cast(request, vote, (poll, choiceInPoll) => {
          if (!poll) throw pollNotFound();
          const owner = isPollOwner(req, poll);
          if (poll.state === "draft" && !owner) throw pollNotFound();
          if (owner) throw new DomainError("owner_cannot_vote", OWNER_CANNOT_VOTE);
          if (poll.state === "closed") throw new DomainError("poll_closed", MESSAGES.pollClosed);
          if (!choiceInPoll) throw new DomainError("invalid_choice", CHOICE_NOT_IN_POLL);
        }),
      () => ctx.hub.publishPoll(pollId),
    );
  });

  router.get("/polls/:id/embed", async (req, res) => {
    const row = await requireVisiblePoll(db, req);
    const poll = await getPoll(db, votes, row.id);
    if (!poll) throw pollNotFound();
    const embed: EmbedPoll = { ...poll, sessionTitle: row.sessionTitle };
    res.json(embed);
  });

  return router;
}
