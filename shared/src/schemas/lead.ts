import { z } from "zod";
import { resourceTypeSchema } from "./resource.ts";
import { idSchema, isoDateSchema } from "./common.ts";
import { sessionSchema } from "./session.ts";
import { memberRoleSchema } from "./member.ts";

/** Leads, analytics and the dashboard (docs/product.md, Data). Owner only, never cached. */

/** GET /api/sessions/{id}/leads: one row per download, as the dashboard's leads dialog lists them. */
export const dashboardLeadSchema = z.object({
  id: idSchema,
  email: z.string(),
  resource: z.object({ id: idSchema, title: z.string() }).nullable(),
  createdAt: isoDateSchema,
});
export type DashboardLead = z.infer<typeof dashboardLeadSchema>;

export const leadDownloadSchema = z.object({
  id: idSchema,
  resourceTitle: z.string(),
  resourceType: resourceTypeSchema,
  downloadedAt: isoDateSchema,
});

export const analyticsLeadSchema = z.object({
  id: idSchema,
  email: z.string(),
  createdAt: isoDateSchema,
  viewCount: z.number().int(),
  downloadCount: z.number().int(),
  downloads: z.array(leadDownloadSchema),
  /** The consent text the gate showed when the e-mail was given, and when; null before they were kept. */
  consentText: z.string().nullable(),
  consentAt: isoDateSchema.nullable(),
  /** Whether the attendee opened the link mailed to the address (docs/product.md, Confirm e-mail). */
  confirmed: z.boolean(),
});
export type AnalyticsLead = z.infer<typeof analyticsLeadSchema>;

export const analyticsSchema = z.object({
  uniqueLeads: z.number().int(),
  totalPageViews: z.number().int(),
  totalDownloads: z.number().int(),
  leads: z.array(analyticsLeadSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/**
 * A session on the dashboard, with its talk's activity: page views, questions asked (every
 * status) and votes cast in its polls (one per voter and poll).
 */
export const dashboardSessionSchema = sessionSchema.extend({
  viewCount: z.number().int(),
  questionCount: z.number().int(),
  voteCount: z.number().int(),
});
export type DashboardSession = z.infer<typeof dashboardSessionSchema>;

/**
 * A session another speaker shares with the dashboard's reader (docs/product.md, Team): the reader's
 * role and the owner's name, without the owner's lead count.
 */
export const sharedSessionSchema = dashboardSessionSchema.omit({ leadCount: true }).extend({
  role: memberRoleSchema,
  ownerName: z.string(),
});
export type SharedSession = z.infer<typeof sharedSessionSchema>;

export const dashboardSchema = z.object({
  analytics: z.object({
    totalSessions: z.number().int(),
    totalQrScans: z.number().int(),
    totalDownloads: z.number().int(),
    totalEmailCaptures: z.number().int(),
  }),
  sessions: z.array(dashboardSessionSchema),
  /** "Shared with me": sessions the reader is a member of. */
  shared: z.array(sharedSessionSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
