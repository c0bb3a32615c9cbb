import { z } from "zod";
import { isoDateSchema, idSchema } from "./common.ts";
import { analyticsLeadSchema, dashboardLeadSchema } from "./lead.ts";
import { pollSchema } from "./poll.ts";
import { questionSchema } from "./question.ts";
import { resourceSchema } from "./resource.ts";
import { sessionSchema } from "./session.ts";
import { userSchema } from "./user.ts";
import { apiTokenSchema } from "./token.ts";
import { webhookSchema } from "./webhook.ts";

/** A lead as the leads screen shows it, with the session it came from. */
export const exportedLeadSchema = analyticsLeadSchema.extend({ sessionId: idSchema });
export type ExportedLead = z.infer<typeof exportedLeadSchema>;

/** The speaker's own attendee activity in other speakers' sessions, made while signed in. */
export const ownActivitySchema = z.object({
  questions: z.array(
    z.object({
      sessionId: idSchema,
      questionText: z.string(),
      status: z.string(),
      createdAt: isoDateSchema,
    }),
  ),
  votes: z.array(z.object({ pollId: idSchema, createdAt: isoDateSchema })),
  upvotes: z.array(z.object({ questionId: idSchema, createdAt: isoDateSchema })),
});

/**
 * GET /api/users/{id}/export, "Download my data" (docs/product.md, Speaker profile): everything a
 * speaker sees of their own, read by the screens' own functions. `profile` is GET /api/users/{id};
 * `sessions` are the owner's sessions without their resources, which are listed once in
 * `resources` (metadata and the file's URL path, never the bytes); `polls` hold their live
 * results; `questions` are the owner's unmasked reads; `leads` the leads screen's rows (with the
 * consent text shown and whether the address was confirmed). Also (docs/product.md, Speaker
 * profile): `downloads`, the dashboard's rows with the network each came from; `blockedAskers`;
 * `activity`, the speaker's own questions, votes and upvotes in other sessions while signed in;
 * `signIns`, the devices signed in now; `uploads`, every stored file with its size; `webhooks`
 * and `apiTokens` as the Integrations screen lists them (never a secret or a token). Votes and
 * questions made signed out carry only a visitor id and cannot be told apart as theirs.
 */
export const accountExportSchema = z.object({
  exportedAt: isoDateSchema,
  profile: userSchema,
  sessions: z.array(sessionSchema.omit({ resources: true })),
  resources: z.array(resourceSchema),
  polls: z.array(pollSchema),
  questions: z.array(questionSchema),
  leads: z.array(exportedLeadSchema),
  /** The one place a download's kept network reaches its owner: this copy of their data (L6). */
  downloads: z.array(
    dashboardLeadSchema.extend({ sessionId: idSchema, ipAddress: z.string().nullable() }),
  ),
  blockedAskers: z.array(
    z.object({ sessionId: idSchema, questionId: idSchema.nullable(), createdAt: isoDateSchema }),
  ),
  activity: ownActivitySchema,
  signIns: z.array(z.object({ createdAt: isoDateSchema, expiresAt: isoDateSchema })),
  uploads: z.array(
    z.object({
      kind: z.enum(["resource", "picture"]),
      filePath: z.string(),
      mimeType: z.string().nullable(),
      fileSize: z.number().int().nullable(),
      createdAt: isoDateSchema,
    }),
  ),
  webhooks: z.array(webhookSchema),
  apiTokens: z.array(apiTokenSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
