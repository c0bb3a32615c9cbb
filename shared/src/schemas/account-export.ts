import { z } from "zod";
import { isoDateSchema, idSchema } from "./common.ts";
import { analyticsLeadSchema } from "./lead.ts";
import { pollSchema } from "./poll.ts";
import { questionSchema } from "./question.ts";
import { resourceSchema } from "./resource.ts";
import { sessionSchema } from "./session.ts";
import { userSchema } from "./user.ts";

/** A lead as the leads screen shows it, with the session it came from. */
export const exportedLeadSchema = analyticsLeadSchema.extend({ sessionId: idSchema });
export type ExportedLead = z.infer<typeof exportedLeadSchema>;

/**
 * GET /api/users/{id}/export, "Download my data" (docs/product.md, Speaker profile): everything a
 * speaker sees of their own, read by the screens' own functions. `profile` is GET /api/users/{id};
 * `sessions` are the owner's sessions without their resources, which are listed once in
 * `resources` (metadata and the file's URL path, never the bytes); `polls` hold their live
 * results; `questions` are the owner's unmasked reads; `leads` the leads screen's rows.
 */
export const accountExportSchema = z.object({
  exportedAt: isoDateSchema,
  profile: userSchema,
  sessions: z.array(sessionSchema.omit({ resources: true })),
  resources: z.array(resourceSchema),
  polls: z.array(pollSchema),
  questions: z.array(questionSchema),
  leads: z.array(exportedLeadSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
