/** Parsing of bodies, queries and path ids with the shared zod schemas; failures become 400s. */
import type { Request } from "express";
import { idParamSchema, DomainError } from "@lectern/shared";
import type { z } from "zod";
import { invalidInput } from "./errors.ts";

export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}

/** The JSON body; a missing or non-object body is refused before the schema sees it. */
export function parseBody<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const body: unknown = req.body;
  if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new DomainError("invalid", "Request body must be a JSON object");
  }
  return parseWith(schema, body);
}

/** A path parameter that must be a server id; anything else is 400, a missing row is the caller's 404. */
export function parseId(req: Request, name = "id"): number {
  const result = idParamSchema.safeParse(req.params[name]);
  if (!result.success) throw new DomainError("invalid_id", `"${name}" is not a valid id`);
  return result.data;
}
