/**
 * Poll endpoints (spec section 7 "Polls"): the owner manages polls and choices; the audience reads
 * open and closed polls, their results and the embed, and votes once through runIdempotentNow
 * (prepared statements in the group commit), so an offline vote replayed by the outbox counts once.
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
import { HttpError, badRequest, conflict, forbidden, notFound } from "../http/errors.ts";
import { runIdempotentNow } from "../http/idempotency.ts";
import { actorKey, requireUser } from "../http/request-context.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { requireOwnedSession, requireSession } from "../sessions/access.ts";
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
const ONLY_OWNER = "Only the session's owner can do this";

function isPollOwner(req: Request, poll: Pick<PollWithSession, "ownerId">): boolean {
  return req.user !== null && req.user.id === poll.ownerId;
}

/** 401 signed out, 404 missing, 403 not the owner. */
async function requireOwnedPoll(db: Db, req: Request): Promise<PollWithSession> {
  const user = requireUser(req);
  const poll = await findPoll(db, parseId(req));
  if (!poll) throw notFound(POLL_NOT_FOUND);
  if (poll.ownerId !== user.id) throw forbidden(ONLY_OWNER);
  return poll;
}

/**
 * A poll the requester may see: open and closed polls for anyone, drafts for the owner only; the
 * audience is told a draft is a draft (403 poll_draft), so the embed can say "Poll Not Available".
 */
async function requireVisiblePoll(db: Db, req: Request): Promise<PollWithSession> {
  const poll = await findPoll(db, parseId(req));
  if (!poll) throw notFound(POLL_NOT_FOUND);
  if (poll.state === "draft" && !isPollOwner(req, poll))
    throw new HttpError(403, MESSAGES.pollDraft, "poll_draft");
  return poll;
}

export function pollRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db, votes } = ctx;

  router.post("/sessions/:id/polls", async (req, res) => {
    const session = await requireOwnedSession(db, req, parseId(req));
    const body = parseBody(req, createPollBodySchema);
    const poll = await createPoll(db, session.id, body);
    res.status(201).json(poll);
  });

  router.get("/sessions/:id/polls", async (req, res) => {
    const session = await requireOwnedSession(db, req, parseId(req));
    res.json(await listPolls(db, session.id, ["draft", "open", "closed"]));
  });

  router.get("/sessions/:id/public-polls", async (req, res) => {
    const session = await requireSession(db, parseId(req));
    res.json(await listPolls(db, session.id, ["open", "closed"]));
  });

  router.put("/polls/:id", async (req, res) => {
    const poll = await requireOwnedPoll(db, req);
    const body = parseBody(req, updatePollBodySchema);
    const updated = await updatePoll(db, poll.id, body);
    if (!updated) throw notFound(POLL_NOT_FOUND);
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
    if (!choice) throw notFound(CHOICE_NOT_FOUND);
    if (choice.ownerId !== user.id) throw forbidden(ONLY_OWNER);
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
    const results = votes.results(poll.id);
    if (!results) throw notFound(POLL_NOT_FOUND);
    res.json(results);
  });

  router.get("/polls/:id/vote-status", async (req, res) => {
    const poll = await requireVisiblePoll(db, req);
    res.json(await voteStatus(db, poll.id, actorKey(req)));
  });

  router.post("/polls/:id/vote", async (req, res) => {
    const pollId = parseId(req);
    const { choiceId } = parseBody(req, voteBodySchema);
    await runIdempotentNow(
      ctx,
      req,
      res,
      () => {
        const poll = votes.poll(pollId);
        if (!poll) throw notFound(POLL_NOT_FOUND);
        const owner = isPollOwner(req, poll);
        if (poll.state === "draft" && !owner) throw notFound(POLL_NOT_FOUND);
        if (owner) throw forbidden(OWNER_CANNOT_VOTE);
        if (poll.state === "closed") throw conflict(MESSAGES.pollClosed, "poll_closed");
        if (!votes.choiceInPoll(choiceId, pollId))
          throw badRequest(CHOICE_NOT_IN_POLL, "invalid_choice");
        votes.insert(pollId, choiceId, actorKey(req), req.user ? null : req.visitorId);
        return { status: 201, body: { choiceId, results: votes.results(pollId) } };
      },
      () => ctx.hub.publishPoll(pollId),
    );
  });

  router.get("/polls/:id/embed", async (req, res) => {
    const row = await requireVisiblePoll(db, req);
    const poll = await getPoll(db, row.id);
    if (!poll) throw notFound(POLL_NOT_FOUND);
    const embed: EmbedPoll = { ...poll, sessionTitle: row.sessionTitle };
    res.json(embed);
  });

  return router;
}
