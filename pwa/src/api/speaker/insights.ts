/**
 * A talk's and an event's insights as the insights screens read them (docs/product.md, Insights):
 * the series of `GET /api/sessions/{id}/insights` and `GET /api/events/{id}/insights` for a range,
 * bucket and time zone, each read keyed by its whole query and parsed with the shared schema, so an
 * answer of another shape fails here rather than in a chart.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  eventInsightsSchema,
  sessionInsightsSchema,
  type InsightBucket,
  type InsightsQuery,
} from "@lectern/shared";
import type { z } from "zod";
import { apiRequest } from "../client.ts";

/** What one insights read asks for: the whole life by the server's bucket, or a range by one. */
export interface InsightsRange {
  from?: string;
  to?: string;
  bucket?: InsightBucket;
  tz: string;
}

function insightsPath(base: string, range: InsightsRange): string {
  const query: InsightsQuery = range;
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return `${base}/insights?${params.toString()}`;
}

function read<S extends z.ZodType>(schema: S, path: string, signal: AbortSignal) {
  return apiRequest<unknown>(path, { signal }).then((body) => schema.parse(body));
}

export function useSessionInsights(sessionId: number, range: InsightsRange | null) {
  const path = range && insightsPath(`/api/sessions/${sessionId}`, range);
  return useQuery({
    queryKey: [path ?? ""],
    queryFn: ({ signal }) => read(sessionInsightsSchema, path!, signal),
    enabled: path !== null,
    placeholderData: keepPreviousData,
  });
}

export function useEventInsights(eventId: number, range: InsightsRange | null) {
  const path = range && insightsPath(`/api/events/${eventId}`, range);
  return useQuery({
    queryKey: [path ?? ""],
    queryFn: ({ signal }) => read(eventInsightsSchema, path!, signal),
    enabled: path !== null,
    placeholderData: keepPreviousData,
  });
}
