/**
 * The deck's path parameters (the bodies and answers are the shared contract, @lectern/shared's
 * schemas/deck.ts): a page number in a path, refused when it is anything else.
 */
import { MAX_DECK_PAGES } from "@lectern/shared";
import { z } from "zod";

export const pageParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,2}$/, "Not a page number")
  .transform(Number)
  .pipe(z.number().max(MAX_DECK_PAGES, `A deck has at most ${MAX_DECK_PAGES} pages`));
