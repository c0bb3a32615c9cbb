/** The owner's leads analytics for one session (spec section 3, leads screen). */
import { useQuery } from "@tanstack/react-query";
import type { Analytics } from "@lectern/shared";
import { apiRequest } from "../client.ts";

export function useSessionAnalytics(sessionId: number | null) {
  return useQuery({
    queryKey: [`/api/sessions/${sessionId}/analytics`],
    queryFn: () => apiRequest<Analytics>(`/api/sessions/${sessionId}/analytics`),
    enabled: sessionId !== null,
  });
}
