/** Resource calls (docs/product.md, API): file upload, link/CTA create, update and delete. */
import type { CreateResourceBody, Resource } from "@lectern/shared";
import { apiRequest } from "../client.ts";

export type FileResourceType = "presentation" | "handout" | "additional";

export interface UploadFields {
  sessionId: number;
  type: FileResourceType;
  title: string;
  description: string;
  buttonText?: string;
  order: number;
}

export function uploadResource(fields: UploadFields, file: File): Promise<Resource> {
  const form = new FormData();
  form.append("sessionId", String(fields.sessionId));
  form.append("type", fields.type);
  form.append("title", fields.title);
  form.append("description", fields.description);
  if (fields.buttonText) form.append("buttonText", fields.buttonText);
  form.append("order", String(fields.order));
  form.append("file", file);
  return apiRequest<Resource>("/api/upload", { method: "POST", body: form });
}

export function createResource(body: CreateResourceBody): Promise<Resource> {
  return apiRequest<Resource>("/api/resources", { method: "POST", body });
}

export function updateResource(
  id: number,
  body: { title?: string; description?: string | null; url?: string; buttonText?: string | null },
): Promise<Resource> {
  return apiRequest<Resource>(`/api/resources/${id}`, { method: "PATCH", body });
}

export function deleteResource(id: number): Promise<unknown> {
  return apiRequest<unknown>(`/api/resources/${id}`, { method: "DELETE" });
}
