/**
 * The report e-mail of a talk as its team uses it (docs/product.md, Insights, Report): whether the
 * reader gets it, when it went out or is due, opting in or out, and "Send report now", whose answer
 * refreshes the state it changed.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  reportSentSchema,
  reportStateSchema,
  type ReportState,
  type ReportSubscriptionBody,
} from "@lectern/shared";
import { apiRequest } from "../client.ts";

const reportKey = (sessionId: number) => [`/api/sessions/${sessionId}/report`] as const;

export function useReportState(sessionId: number) {
  return useQuery({
    queryKey: reportKey(sessionId),
    queryFn: ({ signal }) =>
      apiRequest<unknown>(reportKey(sessionId)[0], { signal }).then((body) =>
        reportStateSchema.parse(body),
      ),
  });
}

export function useSetReportSubscription(sessionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportSubscriptionBody) =>
      apiRequest<unknown>(`${reportKey(sessionId)[0]}/subscription`, { method: "PUT", body }).then(
        (answer) => reportStateSchema.parse(answer),
      ),
    onSuccess: (state: ReportState) => client.setQueryData(reportKey(sessionId), state),
  });
}

export function useSendReport(sessionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<unknown>(reportKey(sessionId)[0], { method: "POST" }).then((answer) =>
        reportSentSchema.parse(answer),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKey(sessionId) }),
  });
}
