/**
 * HTTP load through autocannon (fixed concurrency, as fast as the server answers), reduced to the
 * figures the benchmark tables print. Each request may be rewritten (a new visitor, a new key) and
 * each answer inspected.
 */
import autocannon from "autocannon";
import { round } from "./stats.ts";

export interface LoadOptions {
  url: string;
  method?: "GET" | "POST";
  connections: number;
  durationSeconds: number;
  /** Called for every request; returns its headers and body. */
  setup?: (context: Record<string, unknown>) => { headers: Record<string, string>; body?: string };
  onResponse?: (
    status: number,
    body: string,
    context: Record<string, unknown>,
    headers: Record<string, unknown>,
  ) => void;
}

export interface LoadResult {
  requestsPerSecond: number;
  ok: number;
  non2xx: number;
  errors: number;
  latencyMs: { p50: number; p99: number; max: number };
  seconds: number;
}

export async function hammer(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? "GET",
    connections: options.connections,
    duration: options.durationSeconds,
    requests: [
      {
        setupRequest: (request, context) => {
          if (!options.setup) return request;
          const { headers, body } = options.setup(context as Record<string, unknown>);
          return { ...request, headers: { ...request.headers, ...headers }, body };
        },
        onResponse: options.onResponse
          ? (status, body, context, headers) =>
              options.onResponse!(status, body, context as Record<string, unknown>, headers ?? {})
          : undefined,
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result["2xx"] / result.duration),
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    latencyMs: {
      p50: round(result.latency.p50),
      p99: round(result.latency.p99),
      max: round(result.latency.max),
    },
    seconds: round(result.duration),
  };
}
