/** Sessions as their owner sees them: dashboard, create, edit, delete, QR image. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateSessionBody,
  Dashboard,
  PublicSession,
  Session,
  updateSessionBodySchema,
} from "@lectern/shared";
import type { z } from "zod";
import { attendeePaths } from "../../attendee/queries.ts";
import { apiRequest } from "../client.ts";

export const dashboardKey = (userId: number) => [`/api/users/${userId}/dashboard`] as const;
export const sessionKey = (id: number) => [`/api/sessions/${id}/public`] as const;

export type CreatedSession = Session & { qrCode: string };

/** Turning questionReview off approves every pending question (docs/product.md, Moderation). */
export type UpdateSessionBody = z.input<typeof updateSessionBodySchema>;

export function qrImageUrl(sessionId: number): string {
  return `/api/sessions/${sessionId}/qr`;
}

export function sessionPageUrl(sessionId: number): string {
  return `${window.location.origin}/session/${sessionId}`;
}

export function useDashboard(userId: number | undefined) {
  return useQuery({
    queryKey: dashboardKey(userId ?? 0),
    queryFn: () => apiRequest<Dashboard>(`/api/users/${userId}/dashboard`),
    enabled: userId !== undefined,
  });
}

/** The session with its resources (the public view carries everything the edit screen needs). */
export function useSession(id: number | null) {
  return useQuery({
    queryKey: sessionKey(id ?? 0),
    queryFn: () => apiRequest<PublicSession>(`/api/sessions/${id}/public`),
    enabled: id !== null,
  });
}

export function useCreateSession() {
  return useMutation({
    mutationFn: (body: CreateSessionBody) =>
      apiRequest<CreatedSession>("/api/sessions", { method: "POST", body }),
  });
}

export function useUpdateSession(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSessionBody) =>
      apiRequest<Session>(`/api/sessions/${id}`, { method: "PATCH", body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: sessionKey(id) }),
        client.invalidateQueries({ queryKey: [attendeePaths.questions(id)] }),
      ]),
  });
}

export function useDeleteSession() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>(`/api/sessions/${id}`, { method: "DELETE" }),
  });
}
