/**
 * A session's team (docs/product.md, Team): its members, an invitation, a member's new role, a
 * member's removal, handing the session to a member with a mailed code, and the activity log page
 * by page. Each change reads the members and the activity again; handing over reads the session
 * (the reader's role changed) and the dashboard too.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ActivityPage,
  InviteMemberBody,
  Member,
  MemberRole,
  transferResponseSchema,
} from "@lectern/shared";
import type { z } from "zod";
import { apiRequest } from "../client.ts";
import { sessionKey } from "./sessions.ts";

export const membersKey = (sessionId: number) => [`/api/sessions/${sessionId}/members`] as const;
export const activityKey = (sessionId: number) => [`/api/sessions/${sessionId}/activity`] as const;

export type TransferResponse = z.infer<typeof transferResponseSchema>;

/** The session's members besides its owner, as any member may read them. */
export function useMembers(sessionId: number) {
  return useQuery({
    queryKey: membersKey(sessionId),
    queryFn: ({ signal }) => apiRequest<Member[]>(membersKey(sessionId)[0], { signal }),
  });
}

/** The activity log, newest first, a page at a time (`fetchNextPage` while `hasNextPage`). */
export function useActivity(sessionId: number) {
  const path = activityKey(sessionId)[0];
  return useInfiniteQuery({
    queryKey: activityKey(sessionId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ActivityPage>(pageParam === null ? path : `${path}?before=${pageParam}`, {
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}

/** Reads the members and the activity again once a change is made. */
function useTeamRefresh(sessionId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: membersKey(sessionId) }),
      client.invalidateQueries({ queryKey: activityKey(sessionId) }),
    ]);
}

/**
 * Invites an address with a role; an address invited already answers its member as it was. The new
 * member is in the list at once, before the list is read again.
 */
export function useInviteMember(sessionId: number) {
  const client = useQueryClient();
  const refresh = useTeamRefresh(sessionId);
  return useMutation({
    mutationFn: (body: InviteMemberBody) =>
      apiRequest<Member>(membersKey(sessionId)[0], { method: "POST", body }),
    onSuccess: (member) => {
      client.setQueryData<Member[]>(membersKey(sessionId), (list) =>
        list && !list.some((m) => m.id === member.id) ? [...list, member] : list,
      );
      return refresh();
    },
  });
}

/** Gives a member another role. */
export function useChangeRole(sessionId: number) {
  const client = useQueryClient();
  const refresh = useTeamRefresh(sessionId);
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: number; role: MemberRole }) =>
      apiRequest<Member>(`${membersKey(sessionId)[0]}/${memberId}`, {
        method: "PATCH",
        body: { role },
      }),
    onSuccess: (member) => {
      client.setQueryData<Member[]>(membersKey(sessionId), (list) =>
        list?.map((m) => (m.id === member.id ? member : m)),
      );
      return refresh();
    },
  });
}

/** Takes a member's access away; the member leaves the list at once. */
export function useRemoveMember(sessionId: number) {
  const client = useQueryClient();
  const refresh = useTeamRefresh(sessionId);
  return useMutation({
    mutationFn: (memberId: number) =>
      apiRequest<{ ok: true }>(`${membersKey(sessionId)[0]}/${memberId}`, { method: "DELETE" }),
    onSuccess: (_, memberId) => {
      client.setQueryData<Member[]>(membersKey(sessionId), (list) =>
        list?.filter((m) => m.id !== memberId),
      );
      return refresh();
    },
  });
}

/**
 * Hands the session to an active member in two steps: `requestCode` mails the owner a fresh code,
 * `confirm` sends it; then the member owns the session and the reader is a co-host, so the session,
 * its team and the dashboard are read again.
 */
export function useTransferSession(sessionId: number) {
  const client = useQueryClient();
  const refresh = useTeamRefresh(sessionId);
  const path = `/api/sessions/${sessionId}/transfer`;
  const requestCode = useMutation({
    mutationFn: (memberId: number) =>
      apiRequest<{ message: string }>(path, { method: "POST", body: { memberId } }),
  });
  const confirm = useMutation({
    mutationFn: (body: { memberId: number; code: string }) =>
      apiRequest<TransferResponse>(path, { method: "POST", body }),
    onSuccess: () =>
      Promise.all([
        refresh(),
        client.invalidateQueries({ queryKey: sessionKey(sessionId) }),
        client.invalidateQueries({
          predicate: (query) => String(query.queryKey[0]).endsWith("/dashboard"),
        }),
      ]),
  });
  return { requestCode, confirm };
}
