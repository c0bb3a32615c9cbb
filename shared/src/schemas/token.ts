/**
 * API tokens (docs/product.md, API tokens): `POST /api/tokens {name}` answers the token once,
 * `GET /api/tokens` lists them with their last use, `DELETE /api/tokens/{id}` revokes one. A token
 * sent as `Authorization: Bearer <token>` reads what its speaker may read and changes nothing.
 */
import { z } from "zod";
import { API_TOKEN_NAME_MAX } from "../constants.ts";
import { idSchema, isoDateSchema, requiredText } from "./common.ts";

export const createTokenBodySchema = z.object({ name: requiredText(API_TOKEN_NAME_MAX) }).strict();
export type CreateTokenBody = z.infer<typeof createTokenBodySchema>;

export const apiTokenSchema = z.object({
  id: idSchema,
  name: z.string(),
  createdAt: isoDateSchema,
  /** The last request it made, to the minute; null before any. */
  lastUsedAt: isoDateSchema.nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer of POST /api/tokens: the token itself, shown this once and never again. */
export const createdTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedToken = z.infer<typeof createdTokenSchema>;

export const apiTokensResponseSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokensResponse = z.infer<typeof apiTokensResponseSchema>;
