/**
 * API tokens (docs/product.md, API tokens): a signed-in speaker makes one (`POST /api/tokens`,
 * the token in the answer this once), lists them with their last use (`GET /api/tokens`) and
 * revokes one (`DELETE /api/tokens/{id}`). What a token may do is decided where it is read
 * (auth/middleware.ts): read, never change.
 */
import express, { type Router } from "express";
import {
  API_TOKENS_MAX,
  createTokenBodySchema,
  DomainError,
  type ApiTokensResponse,
  type CreatedToken,
} from "@lectern/shared";
import type { AppContext } from "../context.ts";
import { requireUser } from "../http/request-context.ts";
import { parseBody, parseId } from "../http/validate.ts";
import { countTokens, createToken, deleteToken, tokensOf } from "./repo.ts";

export function tokenRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const { db } = ctx;
  const now = ctx.config.clock ?? Date.now;

  router.post("/tokens", async (req, res) => {
    const user = requireUser(req);
    const { name } = parseBody(req, createTokenBodySchema);
    const made = await db.transaction().execute(async (trx) => {
      if ((await countTokens(trx, user.id)) >= API_TOKENS_MAX)
        throw new DomainError(
          "max_tokens",
          `At most ${API_TOKENS_MAX} API tokens; revoke one first`,
          { limit: API_TOKENS_MAX },
        );
      return createToken(trx, user.id, name, now());
    });
    res.status(201).json(made satisfies CreatedToken);
  });

  router.get("/tokens", async (req, res) => {
    const user = requireUser(req);
    res.json({ tokens: await tokensOf(db, user.id) } satisfies ApiTokensResponse);
  });

  router.delete("/tokens/:id", async (req, res) => {
    const user = requireUser(req);
    if (!(await deleteToken(db, user.id, parseId(req))))
      throw new DomainError("not_found", "No such API token");
    res.status(204).end();
  });

  return router;
}
