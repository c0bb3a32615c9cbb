/** Sessions as their owner sees them: dashboard, create, edit, delete, QR image. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateSessionBody, Dashboard, PublicSession, Session } from "@lectern/shared";
import { apiRequest } from "../client.ts";

export const dashboardKey = (userId: number) => [`/api/users/${userId}/dashboard`] as const;
export const sessionKey = (id: number) => [`/api/sessions/${id}/public`] as const;

export type CreatedSession = Session & { qrCode: string };

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
    mutationFn: (body: {
      eventName: string;
      title: string;
      description: string;
      qaEnabled: boolean;
    }) => apiRequest<Session>(`/api/sessions/${id}`, { method: "PATCH", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey(id) }),
  });
}

export function useDeleteSession() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>(`/api/sessions/${id}`, { method: "DELETE" }),
  });
}
