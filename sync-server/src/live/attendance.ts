/**
 * The live attendee count across instances (docs/decisions.md, Several instances; docs/product.md,
 * The room): each instance keeps how many of its sockets attend each session in a Redis hash per
 * session (a field per instance) and refreshes a heartbeat key of its own with a TTL. A total is the
 * sum of the fields of instances whose heartbeat is alive, so a killed instance's attendees drop out
 * of every count once its heartbeat expires; dead fields are removed when met. Every heartbeat also
 * writes this instance's counts again (Redis may have restarted empty) and asks the hub to recount,
 * which is how a dead instance's share leaves the screens. Without Redis, or while it is away, the
 * count is this instance's own.
 */
import type { Logger } from "../log.ts";
import type { SharedRedis } from "../redis/connection.ts";

export interface AttendanceShare {
  /** This instance's count for the session is now `count`. */
  set(sessionId: number, count: number): void;
  /** The session's count across every live instance, this one's being `local`. */
  total(sessionId: number, local: number): Promise<number>;
  close(): Promise<void>;
}

export const HEARTBEAT_MS = 5_000;
/** An instance whose heartbeat is older than this counts as gone. */
export const INSTANCE_TTL_MS = 3 * HEARTBEAT_MS;
/** A session's hash outlives its last write by this long, so a forgotten one leaves Redis. */
const HASH_TTL_MS = 24 * 60 * 60 * 1000;

export function createAttendanceShare(
  redis: SharedRedis | null,
  instanceId: string,
  localCounts: () => ReadonlyMap<number, number>,
  recount: () => void,
  log: Logger,
): AttendanceShare {
  if (!redis)
    return {
      set() {},
      total: (_sessionId, local) => Promise.resolve(local),
      close: () => Promise.resolve(),
    };
  const { commands, keyPrefix } = redis;
  const hashKey = (sessionId: number) => `${keyPrefix}attendance:${sessionId}`;
  const aliveKey = (id: string) => `${keyPrefix}instance:${id}`;
  const failed = (error: unknown) =>
    log.debug("attendance kept in memory until Redis is back", error);

  function write(sessionId: number, count: number): Promise<unknown> {
    if (count > 0)
      return commands
        .multi()
        .hset(hashKey(sessionId), instanceId, count)
        .pexpire(hashKey(sessionId), HASH_TTL_MS)
        .exec();
    return commands.hdel(hashKey(sessionId), instanceId);
  }

  function beat(): void {
    commands
      .set(aliveKey(instanceId), "1", "PX", INSTANCE_TTL_MS)
      .then(() => Promise.all([...localCounts()].map(([id, count]) => write(id, count))))
      .catch(failed)
      .finally(recount);
  }

  const timer = setInterval(beat, HEARTBEAT_MS);
  timer.unref();
  const stopOnBack = redis.onCommandsBack(beat);
  beat();

  return {
    set(sessionId, count) {
      write(sessionId, count).catch(failed);
    },
    async total(sessionId, local) {
      try {
        const fields = await commands.hgetall(hashKey(sessionId));
        const others = Object.keys(fields).filter((id) => id !== instanceId);
        if (others.length === 0) return local;
        const alive = await commands.mget(others.map(aliveKey));
        let sum = local;
        const dead: string[] = [];
        others.forEach((id, i) => {
          if (alive[i] === null) dead.push(id);
          else sum += Number(fields[id]) || 0;
        });
        if (dead.length > 0) commands.hdel(hashKey(sessionId), ...dead).catch(failed);
        return sum;
      } catch (error) {
        failed(error);
        return local;
      }
    },
    async close() {
      clearInterval(timer);
      stopOnBack();
      const ids = [...localCounts().keys()];
      await Promise.all([
        commands.del(aliveKey(instanceId)),
        ...ids.map((id) => commands.hdel(hashKey(id), instanceId)),
      ]).catch(failed);
    },
  };
}
