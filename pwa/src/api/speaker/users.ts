/** The speaker's own user record: read, update (kept in currentUser too), picture upload, LinkedIn lookup, deletion and signed-in devices. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  MAX_POLLS_PER_SESSION,
  type AuthSession,
  type MeResponse,
  type DeletedResponse,
  type LinkedinLookupResponse,
  type StorageUse,
  type UpdateUserBody,
  type User,
} from "@lectern/shared";
import { setCurrentUser } from "../../auth/current-user.ts";
import { apiRequest } from "../client.ts";

export const userKey = (id: number) => [`/api/users/${id}`] as const;

export function useUser(id: number | undefined) {
  return useQuery({
    queryKey: userKey(id ?? 0),
    queryFn: () => apiRequest<User>(`/api/users/${id}`),
    enabled: id !== undefined,
  });
}

/** The storage the account's uploads take, of its quota (docs/product.md, Speaker profile). */
export function useStorageUse(id: number) {
  return useQuery({
    queryKey: [`/api/users/${id}/storage`],
    queryFn: () => apiRequest<StorageUse>(`/api/users/${id}/storage`),
  });
}

export function useUpdateUser(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) =>
      apiRequest<User>(`/api/users/${id}`, { method: "PUT", body }),
    onSuccess: (user) => {
      setCurrentUser(user);
      client.setQueryData(userKey(id), user);
    },
  });
}

export function useUploadProfilePicture() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("type", "profile");
      form.append("title", file.name);
      form.append("description", "Profile picture");
      form.append("file", file);
      return apiRequest<{ filePath: string }>("/api/upload-profile", {
        method: "POST",
        body: form,
      });
    },
  });
}

export function useLinkedinLookup() {
  return useMutation({
    mutationFn: (linkedinUrl: string) =>
      apiRequest<LinkedinLookupResponse>("/api/profile/linkedin-lookup", {
        method: "POST",
        body: { linkedinUrl },
      }),
  });
}

/** Mails a fresh code that confirms deleting the account (docs/product.md, Speaker profile). */
export function useSendDeletionCode(id: number) {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>(`/api/users/${id}/deletion-code`, { method: "POST" }),
  });
}

/** Deletes the account for real with the mailed code; the server signs the browser out. */
/** Deletes the account with the mailed code or the token of the mailed link. */
export function useDeleteAccount(id: number) {
  return useMutation({
    mutationFn: (proof: { code: string } | { token: string }) =>
      apiRequest<DeletedResponse>(`/api/users/${id}`, { method: "DELETE", body: proof }),
  });
}

export const DEVICES_KEY = ["/api/auth/sessions"] as const;

/** The signed-in devices of the profile screen (docs/product.md, Speaker profile). */
export function useDevices() {
  return useQuery({
    queryKey: DEVICES_KEY,
    queryFn: () => apiRequest<AuthSession[]>("/api/auth/sessions"),
  });
}

export function useEndDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<DeletedResponse>(`/api/auth/sessions/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}

/**
 * The limits this server's host set (GET /api/auth/me): the polls a session may have. Until it
 * has answered, the default MAX_POLLS_PER_SESSION; the server refuses past its own limit anyway.
 */
export function useHostLimits(): MeResponse["limits"] {
  const me = useQuery({
    queryKey: ["/api/auth/me"],
    queryFn: () => apiRequest<MeResponse>("/api/auth/me"),
    staleTime: 5 * 60_000,
  });
  return me.data?.limits ?? { maxPollsPerSession: MAX_POLLS_PER_SESSION };
}
