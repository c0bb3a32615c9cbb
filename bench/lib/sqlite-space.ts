/**
 * Where the bytes of a SQLite file go, by table: SQLite's dbstat virtual table gives every b-tree's
 * pages, and sqlite_master says which table each index belongs to. Bytes are whole pages (what the
 * file holds, free space in half-full pages included); payload is the records' own bytes.
 */
import type SQLite from "better-sqlite3";

export interface TableSpace {
  /** The table's own b-tree: its rows. */
  rowBytes: number;
  /** Its indexes, the primary key's and unique constraints' automatic ones included. */
  indexBytes: number;
  /** The bytes of the rows' records in the table's b-tree, without page and cell overhead. */
  rowPayload: number;
}

/** Every table's space now, by table name. */
export function spaceByTable(db: SQLite.Database): Map<string, TableSpace> {
  const rows = db
    .prepare<[], { tbl: string; type: string; bytes: number; payload: number }>(
      `SELECT m.tbl_name AS tbl, m.type, sum(s.pgsize) AS bytes, sum(s.payload) AS payload
         FROM dbstat s JOIN sqlite_master m ON m.name = s.name
        GROUP BY m.tbl_name, m.type`,
    )
    .all();
  const space = new Map<string, TableSpace>();
  for (const row of rows) {
    const entry = space.get(row.tbl) ?? { rowBytes: 0, indexBytes: 0, rowPayload: 0 };
    if (row.type === "index") entry.indexBytes += row.bytes;
    else {
      entry.rowBytes += row.bytes;
      entry.rowPayload += row.payload;
    }
    space.set(row.tbl, entry);
  }
  return space;
}

/** The tables that grew from `before` to `after`, and by how much, largest first. */
export function growth(
  before: Map<string, TableSpace>,
  after: Map<string, TableSpace>,
): { table: string; grew: TableSpace }[] {
  const grown: { table: string; grew: TableSpace }[] = [];
  for (const [table, now] of after) {
    const then = before.get(table) ?? { rowBytes: 0, indexBytes: 0, rowPayload: 0 };
    const grew = {
      rowBytes: now.rowBytes - then.rowBytes,
      indexBytes: now.indexBytes - then.indexBytes,
      rowPayload: now.rowPayload - then.rowPayload,
    };
    if (grew.rowBytes + grew.indexBytes > 0) grown.push({ table, grew });
  }
  return grown.sort(
    (a, b) => b.grew.rowBytes + b.grew.indexBytes - (a.grew.rowBytes + a.grew.indexBytes),
  );
}

/** The file's size as SQLite counts it: pages times page size. */
export function fileBytes(db: SQLite.Database): number {
  const pages = db.pragma("page_count", { simple: true }) as number;
  const pageSize = db.pragma("page_size", { simple: true }) as number;
  return pages * pageSize;
}
