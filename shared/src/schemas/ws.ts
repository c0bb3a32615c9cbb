import { z } from "zod";
import { idSchema } from "./common.ts";
import { pollResultsSchema } from "./poll.ts";

/** Messages on the live channel /ws (docs/product.md, API; docs/decisions.md, Live updates). */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribe_poll"), pollId: idSchema }),
  z.object({ type: z.literal("unsubscribe_poll"), pollId: idSchema }),
  z.object({ type: z.literal("subscribe_questions"), sessionId: idSchema }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const serverMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("poll_update"), pollId: idSchema, data: pollResultsSchema }),
  z.object({ type: z.literal("questions_update"), sessionId: idSchema }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
