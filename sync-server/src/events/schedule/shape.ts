/**
 * Checking a schedule's value against its format's schema, and refusing the whole file at the first
 * wrong field with a path an organiser can find in it, e.g. `sessions[3].startsAt` or
 * `schedule.conference.days[0].rooms.Saal 1[2].date` (docs/product.md, Events: a malformed file is
 * refused whole, with the `field`). Nothing of a file that fails is imported.
 */
import { DomainError } from "@lectern/shared";
import type { z } from "zod";

/** The value as the schema reads it, or the refusal naming the first field it found wrong. */
export function readShape<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  return refuseField(issue.path, issueMessage(issue));
}

/** Refuses the file for the field at `path`, e.g. a reference to a room the file does not have. */
export function refuseField(path: readonly PropertyKey[], message: string): never {
  const field = fieldPath(path);
  throw new DomainError("import_invalid", `Wrong field ${field}: ${message}`, { field });
}

/** `days[0].rooms.Saal 1[2]`: indexes in brackets, names after a dot. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, at) =>
      typeof key === "number" ? `[${key}]` : `${at === 0 ? "" : "."}${String(key)}`,
    )
    .join("");
}

/** A wrong record key (a room's name) says what is wrong with it, not only that it is wrong. */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_key") return issue.issues[0]?.message ?? issue.message;
  return issue.message;
}
