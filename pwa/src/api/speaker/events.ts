/**
 * An event as its team reads and changes it (docs/product.md, Events): the reader's events, one
 * event, its talks, team, rooms with their QR codes, the schedule import and the dashboard, each
 * read keyed by its GET path and parsed with the shared schema, so an answer of another shape
 * fails here rather than on screen. A change reads again what it changed: a talk's change the
 * talks, rooms and dashboard; an import all three and the event; the event's change the list too.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  eventDashboardSchema,
  eventMemberSchema,
  eventMembersResponseSchema,
  eventSchema,
  eventsResponseSchema,
  importResultSchema,
  talkSchema,
  talksResponseSchema,
  type AddEventMemberBody,
  type CreateEventBody,
  type CreateTalkBody,
  type EventMember,
  type EventRole,
  type LecternEvent,
  type Talk,
  type UpdateEventBody,
  type UpdateTalkBody,
} from "@lectern/shared";
import { z } from "zod";
import { downloadUrl } from "../../components/download-file.ts";
import { apiRequest } from "../client.ts";

export const eventsKey = ["/api/events"] as const;
export const eventKey = (id: number) => [`/api/events/${id}`] as const;
const talksKey = (id: number) => [`/api/events/${id}/talks`] as const;
const eventMembersKey = (id: number) => [`/api/events/${id}/members`] as const;
const roomsKey = (id: number) => [`/api/events/${id}/rooms`] as const;
const eventDashboardKey = (id: number) => [`/api/events/${id}/dashboard`] as const;

/** A room as GET /api/events/{id}/rooms answers it: its link and that link's QR as a PNG data URL. */
const roomWithQrSchema = z.object({
  slug: z.string(),
  name: z.string(),
  link: z.string(),
  qrCode: z.string(),
});
export type RoomWithQr = z.infer<typeof roomWithQrSchema>;

/** GET `path`, parsed with `schema`. */
function read<T>(schema: z.ZodType<T>, path: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<unknown>(path, { signal }).then((body) => schema.parse(body));
}

/** The events the signed-in reader created or is on the team of. */
export function useEvents() {
  return useQuery({
    queryKey: eventsKey,
    queryFn: ({ signal }) => read(eventsResponseSchema, eventsKey[0], signal),
  });
}

export function useEvent(id: number | null) {
  return useQuery({
    queryKey: eventKey(id ?? 0),
    queryFn: ({ signal }) => read(eventSchema, eventKey(id ?? 0)[0], signal),
    enabled: id !== null,
  });
}

export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventBody) =>
      apiRequest<unknown>(eventsKey[0], { method: "POST", body }).then((answer) =>
        eventSchema.parse(answer),
      ),
    onSuccess: (event) => {
      client.setQueryData(eventKey(event.id), event);
      return client.invalidateQueries({ queryKey: eventsKey });
    },
  });
}

export function useUpdateEvent(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEventBody) =>
      apiRequest<unknown>(eventKey(id)[0], { method: "PATCH", body }).then((answer) =>
        eventSchema.parse(answer),
      ),
    onSuccess: (event) => {
      client.setQueryData(eventKey(id), event);
      return client.invalidateQueries({ queryKey: eventsKey });
    },
  });
}

/** Deletes the event (its owner only); its talks' sessions are kept. */
export function useDeleteEvent(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>(eventKey(id)[0], { method: "DELETE" }),
    onSuccess: () => {
      client.setQueryData<LecternEvent[]>(eventsKey, (list) => list?.filter((e) => e.id !== id));
      return client.invalidateQueries({ queryKey: eventsKey });
    },
  });
}

export function useTalks(eventId: number) {
  return useQuery({
    queryKey: talksKey(eventId),
    queryFn: ({ signal }) => read(talksResponseSchema, talksKey(eventId)[0], signal),
  });
}

/** What a talk's change may have changed: the talks, the rooms (made as talks name them), the figures. */
function refreshTalks(client: QueryClient, eventId: number) {
  return Promise.all(
    [talksKey(eventId), roomsKey(eventId), eventDashboardKey(eventId)].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}

export function useAddTalk(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTalkBody) =>
      apiRequest<unknown>(talksKey(eventId)[0], { method: "POST", body }).then((answer) =>
        talkSchema.parse(answer),
      ),
    onSuccess: () => refreshTalks(client, eventId),
  });
}

export function useUpdateTalk(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, body }: { sessionId: number; body: UpdateTalkBody }) =>
      apiRequest<unknown>(`${talksKey(eventId)[0]}/${sessionId}`, { method: "PATCH", body }).then(
        (answer) => talkSchema.parse(answer),
      ),
    onSuccess: (talk) => {
      client.setQueryData<Talk[]>(talksKey(eventId), (list) =>
        list?.map((t) => (t.sessionId === talk.sessionId ? talk : t)),
      );
      return refreshTalks(client, eventId);
    },
  });
}

/** Takes a talk off the event; its session is kept. */
export function useRemoveTalk(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) =>
      apiRequest<unknown>(`${talksKey(eventId)[0]}/${sessionId}`, { method: "DELETE" }),
    onSuccess: (_, sessionId) => {
      client.setQueryData<Talk[]>(talksKey(eventId), (list) =>
        list?.filter((t) => t.sessionId !== sessionId),
      );
      return refreshTalks(client, eventId);
    },
  });
}

/** A schedule to import: a file chosen, or the address to fetch it from. */
export type ScheduleSource = { file: File } | { url: string };

export function useImportSchedule(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (source: ScheduleSource) => {
      let body: FormData | { url: string };
      if ("file" in source) {
        body = new FormData();
        body.append("file", source.file);
      } else body = { url: source.url };
      return apiRequest<unknown>(`/api/events/${eventId}/import`, { method: "POST", body }).then(
        (answer) => importResultSchema.parse(answer),
      );
    },
    onSuccess: () =>
      Promise.all([
        refreshTalks(client, eventId),
        client.invalidateQueries({ queryKey: eventKey(eventId) }),
      ]),
  });
}

export function useEventMembers(eventId: number) {
  return useQuery({
    queryKey: eventMembersKey(eventId),
    queryFn: ({ signal }) => read(eventMembersResponseSchema, eventMembersKey(eventId)[0], signal),
  });
}

/** Adds an address with a role; the new member is in the list at once. */
export function useAddEventMember(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddEventMemberBody) =>
      apiRequest<unknown>(eventMembersKey(eventId)[0], { method: "POST", body }).then((answer) =>
        eventMemberSchema.parse(answer),
      ),
    onSuccess: (member) => {
      client.setQueryData<EventMember[]>(eventMembersKey(eventId), (list) =>
        list && !list.some((m) => m.id === member.id) ? [...list, member] : list,
      );
      return client.invalidateQueries({ queryKey: eventMembersKey(eventId) });
    },
  });
}

export function useChangeEventMemberRole(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: number; role: EventRole }) =>
      apiRequest<unknown>(`${eventMembersKey(eventId)[0]}/${memberId}`, {
        method: "PATCH",
        body: { role },
      }).then((answer) => eventMemberSchema.parse(answer)),
    onSuccess: (member) => {
      client.setQueryData<EventMember[]>(eventMembersKey(eventId), (list) =>
        list?.map((m) => (m.id === member.id ? member : m)),
      );
      return client.invalidateQueries({ queryKey: eventMembersKey(eventId) });
    },
  });
}

export function useRemoveEventMember(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) =>
      apiRequest<unknown>(`${eventMembersKey(eventId)[0]}/${memberId}`, { method: "DELETE" }),
    onSuccess: (_, memberId) => {
      client.setQueryData<EventMember[]>(eventMembersKey(eventId), (list) =>
        list?.filter((m) => m.id !== memberId),
      );
      return client.invalidateQueries({ queryKey: eventMembersKey(eventId) });
    },
  });
}

export function useEventRooms(eventId: number | null) {
  return useQuery({
    queryKey: roomsKey(eventId ?? 0),
    queryFn: ({ signal }) => read(z.array(roomWithQrSchema), roomsKey(eventId ?? 0)[0], signal),
    enabled: eventId !== null,
  });
}

export function useEventDashboard(eventId: number) {
  return useQuery({
    queryKey: eventDashboardKey(eventId),
    queryFn: ({ signal }) => read(eventDashboardSchema, eventDashboardKey(eventId)[0], signal),
  });
}

/** Saves the event's leads CSV (collectLeads on), under the name the server gives it. */
export function downloadEventLeads(event: Pick<LecternEvent, "id" | "slug">): Promise<void> {
  return downloadUrl(`/api/events/${event.id}/leads.csv`, `${event.slug}-leads.csv`);
}
