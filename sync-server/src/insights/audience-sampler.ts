/**
 * The live audience over a talk (docs/product.md, Insights): every AUDIENCE_SAMPLE_MS each instance
 * notes, for each session someone attends on it, the count the projector shows (across every
 * instance) in that minute's row, keeping the largest any instance noted.
 */
import { reactionMinuteOf } from "@lectern/shared";
import type { AppContext } from "../context.ts";
import { recordAudience } from "./repo.ts";

export const AUDIENCE_SAMPLE_MS = 60_000;

export interface AudienceSampler {
  stop(): void;
}

export function startAudienceSampler(
  ctx: Pick<AppContext, "db" | "hub" | "log" | "config">,
): AudienceSampler {
  const { db, hub, log } = ctx;
  const clock = ctx.config.clock ?? Date.now;
  const timer = setInterval(() => {
    const minute = reactionMinuteOf(clock());
    void hub
      .audience()
      .then((sessions) =>
        Promise.all(
          sessions
            .filter(({ count }) => count > 0)
            .map(({ sessionId, count }) => recordAudience(db, sessionId, minute, count)),
        ),
      )
      .catch((error: unknown) => log.error("noting the live audience failed", error));
  }, ctx.config.audienceSampleMs ?? AUDIENCE_SAMPLE_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
