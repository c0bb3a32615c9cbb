/**
 * Turns resource rows into the shared `Resource` shape and puts them in the order the session page
 * shows them: by type (presentation, handout, additional, link, cta), then by their order.
 */
import { RESOURCE_TYPES, type Resource } from "@lectern/shared";
import type { ResourceRow } from "../db/schema.ts";
import { filePathOf } from "../files/storage.ts";

export function toResource(row: ResourceRow): Resource {
  return {
    id: row.id,
    sessionId: row.sessionId,
    type: row.type,
    title: row.title,
    description: row.description,
    url: row.url,
    buttonText: row.buttonText,
    filePath: row.storedName ? filePathOf(row.storedName) : null,
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

export function toResources(rows: readonly ResourceRow[]): Resource[] {
  return sortResources(rows).map(toResource);
}
