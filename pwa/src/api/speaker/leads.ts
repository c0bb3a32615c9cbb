/** The owner's leads analytics for one session (docs/product.md, Leads screen). */
import { useQuery } from "@tanstack/react-query";
import type { Analytics, DashboardLead } from "@lectern/shared";
import { apiRequest } from "../client.ts";

export function useSessionAnalytics(sessionId: number | null) {
  return useQuery({
    queryKey: [`/api/sessions/${sessionId}/analytics`],
    queryFn: () => apiRequest<Analytics>(`/api/sessions/${sessionId}/analytics`),
    enabled: sessionId !== null,
  });
}

/** One row per download with the lead's e-mail and IP, for the dashboard's leads dialog. */
export function useSessionLeads(sessionId: number | null) {
  return useQuery({
    queryKey: [`/api/sessions/${sessionId}/leads`],
    queryFn: () => apiRequest<DashboardLead[]>(`/api/sessions/${sessionId}/leads`),
    enabled: sessionId !== null,
  });
}
