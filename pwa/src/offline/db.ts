/**
 * The browser's own database (IndexedDB through Dexie): the outbox of attendee actions, which
 * outlives reloads and browser restarts so nothing taken offline is lost.
 */
import { Dexie, type EntityTable } from "dexie";
import type { OutboxItem } from "./outbox-api.ts";

export type OfflineDb = Dexie & { outbox: EntityTable<OutboxItem, "seq"> };

export const OFFLINE_DB_NAME = "lectern-offline";

export function openOfflineDb(name = OFFLINE_DB_NAME): OfflineDb {
  const db = new Dexie(name) as OfflineDb;
  db.version(1).stores({ outbox: "++seq, &id, sessionId, status" });
  return db;
}
