/** Test data the event screens' tests share: an event as its team reads it, and one of its talks. */
import type { LecternEvent, Talk } from "@lectern/shared";

export function testEvent(overrides: Partial<LecternEvent> = {}): LecternEvent {
  return {
    id: 5,
    slug: "pycon-tokyo",
    name: "PyCon Tokyo",
    startsOn: "2026-05-04",
    endsOn: "2026-05-05",
    timezone: "Asia/Tokyo",
    venue: "Big Sight",
    description: null,
    collectLeads: false,
    role: "owner",
    createdAt: "2026-01-10T09:00:00.000Z",
    ...overrides,
  };
}

export function testTalk(overrides: Partial<Talk> = {}): Talk {
  return {
    sessionId: 31,
    title: "Engines of Thought",
    startsAt: "2026-05-04T00:30:00.000Z",
    endsAt: "2026-05-04T01:15:00.000Z",
    room: { slug: "hall-a", name: "Hall A" },
    track: null,
    speakers: ["Ada Lovelace"],
    scheduleId: null,
    speakerEmails: ["ada@example.com"],
    ownerId: 3,
    ...overrides,
  };
}
