/** The owner's leads analytics for one session (docs/product.md, Leads screen). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Analytics, DashboardLead, DeletedResponse } from "@lectern/shared";
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

/** Deletes one lead of the session for real; the leads, analytics and dashboard are read again. */
export function useDeleteLead(sessionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (leadId: number) =>
      apiRequest<DeletedResponse>(`/api/sessions/${sessionId}/leads/${leadId}`, {
        method: "DELETE",
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [`/api/sessions/${sessionId}/analytics`] }),
        client.invalidateQueries({ queryKey: [`/api/sessions/${sessionId}/leads`] }),
        client.invalidateQueries({
          predicate: (query) => String(query.queryKey[0]).endsWith("/dashboard"),
        }),
      ]),
  });
}
