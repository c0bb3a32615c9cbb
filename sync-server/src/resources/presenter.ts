/**
 * Turns resource rows into the shared `Resource` shape and puts them in the order the session page
 * shows them: by type (presentation, handout, additional, link, cta), then by their order. The
 * owner's view points at the stored file; the public view never names it, only the route that
 * serves it with a download token (docs/decisions.md, Attendee data).
 */
import { RESOURCE_TYPES, type Resource } from "@lectern/shared";
import type { ResourceRow } from "../db/schema.ts";
import { filePathOf } from "../files/storage.ts";

/** Who reads: the session's owner, or anyone else (the public page). */
export type ResourceView = "owner" | "public";

function filePathFor(row: ResourceRow, view: ResourceView): string | null {
  if (!row.storedName) return null;
  return view === "owner" ? filePathOf(row.storedName) : `/api/resources/${row.id}/file`;
}

export function toResource(row: ResourceRow, view: ResourceView = "owner"): Resource {
  return {
    id: row.id,
    sessionId: row.sessionId,
    type: row.type,
    title: row.title,
    description: row.description,
    url: row.url,
    buttonText: row.buttonText,
    filePath: filePathFor(row, view),
    mimeType: row.mimeType,
    fileSize: row.fileSize,
    order: row.order,
  };
}

export function sortResources(rows: readonly ResourceRow[]): ResourceRow[] {
  return [...rows].sort(
    (a, b) =>
      RESOURCE_TYPES.indexOf(a.type) - RESOURCE_TYPES.indexOf(b.type) ||
      a.order - b.order ||
      a.id - b.id,
  );
}

export function toResources(rows: readonly ResourceRow[], view: ResourceView): Resource[] {
  return sortResources(rows).map((row) => toResource(row, view));
}
