/**
 * A talk's form (docs/product.md, Events), in a dialog of the Talks tab: "Add talk" asks for its
 * title, start and end, room, track and speakers' e-mails; a talk's "Change time or room" for its
 * start, end, room and track. Times are typed on the event's clock, whatever the browser's zone,
 * and sent as instants (talk-time.ts). Rooms and tracks already used are suggested. A field the
 * shared schema or the server refuses says so at the field, the first such field focused.
 */
import { useState, type FormEvent } from "react";
import {
  EVENT_LIMITS,
  MAX_LENGTH,
  msg,
  newTalkBodySchema,
  updateTalkBodySchema,
  type LecternEvent,
  type Talk,
} from "@lectern/shared";
import type { z } from "zod";
import { errorMessage } from "../../api/error-text.ts";
import { useAddTalk, useUpdateTalk } from "../../api/speaker/events.ts";
import { toast } from "../../app/toast.ts";
import { bindText } from "../../components/bind-text.ts";
import {
  fieldErrors,
  useFocusFirstInvalid,
  type FieldErrors,
} from "../../components/form-errors.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field, RequiredNote } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { serverFieldErrors } from "./event-fields.tsx";
import { instantToWallTime, wallTimeOn, wallTimeToInstant } from "./talk-time.ts";

interface TalkDraft {
  title: string;
  start: string;
  end: string;
  room: string;
  track: string;
  speakers: string;
}

/** The body's field each draft field fills, for the schema's and the server's messages. */
const FIELD_OF: Record<string, keyof TalkDraft> = {
  title: "title",
  startsAt: "start",
  endsAt: "end",
  room: "room",
  track: "track",
  speakers: "speakers",
};

const REQUIRED = msg("Required");

function draftOf(event: LecternEvent, talk: Talk | undefined): TalkDraft {
  if (!talk)
    return {
      title: "",
      start: wallTimeOn(event.startsOn, 9),
      end: wallTimeOn(event.startsOn, 10),
      room: "",
      track: "",
      speakers: "",
    };
  return {
    title: talk.title,
    start: instantToWallTime(talk.startsAt, event.timezone),
    end: instantToWallTime(talk.endsAt, event.timezone),
    room: talk.room.name,
    track: talk.track ?? "",
    speakers: "",
  };
}

/** The speakers' addresses typed one a line, or between commas. */
const addressesOf = (text: string) =>
  text
    .split(/[\n,;]/)
    .map((address) => address.trim())
    .filter(Boolean);

/** The fields of the body the draft sends, its times as instants of the event's clock. */
function bodyOf(draft: TalkDraft, timeZone: string) {
  return {
    startsAt: wallTimeToInstant(draft.start, timeZone) ?? "",
    endsAt: wallTimeToInstant(draft.end, timeZone) ?? "",
    room: draft.room,
    track: draft.track,
  };
}

function draftErrors(errors: FieldErrors<string>): FieldErrors<keyof TalkDraft> {
  const mapped: FieldErrors<keyof TalkDraft> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = FIELD_OF[key];
    if (field && message && !mapped[field]) mapped[field] = message;
  }
  return mapped;
}

export function TalkForm({
  event,
  talk,
  rooms,
  tracks,
  onDone,
}: {
  event: LecternEvent;
  /** The talk whose time and place change; none for a new talk. */
  talk?: Talk;
  rooms: readonly string[];
  tracks: readonly string[];
  onDone: () => void;
}) {
  const { t } = useTranslator();
  const add = useAddTalk(event.id);
  const update = useUpdateTalk(event.id);
  const [draft, setDraft] = useState(() => draftOf(event, talk));
  const [errors, setErrors] = useState<FieldErrors<keyof TalkDraft>>({});
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const pending = add.isPending || update.isPending;
  const listId = `talk-rooms-${event.id}`;
  const tracksId = `talk-tracks-${event.id}`;

  /** Whether the schema took the body; if not, or a time is empty, each problem shows. */
  const accepted = (parsed: { success: boolean; error?: z.ZodError }): boolean => {
    const found = parsed.error ? draftErrors(fieldErrors(parsed.error)) : {};
    // An empty time is missing, not a time written wrong.
    if (draft.start === "") found.start = REQUIRED;
    if (draft.end === "") found.end = REQUIRED;
    setErrors(found);
    const ok = parsed.success && Object.keys(found).length === 0;
    if (!ok) focusFirstInvalid();
    return ok;
  };

  const refused = (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (fields) {
      setErrors(draftErrors(fields));
      focusFirstInvalid();
    }
    toast.error(talk ? t("The talk could not be changed") : t("The talk could not be added"), {
      description: errorMessage(error, t("Please try again.")),
    });
  };

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const place = bodyOf(draft, event.timezone);
    if (talk) {
      const parsed = updateTalkBodySchema.safeParse(place);
      if (!accepted(parsed) || !parsed.success) return;
      update.mutate(
        { sessionId: talk.sessionId, body: parsed.data },
        {
          onSuccess: () => {
            toast.success(t("“{title}” was changed", { title: talk.title }));
            onDone();
          },
          onError: refused,
        },
      );
      return;
    }
    const parsed = newTalkBodySchema.safeParse({
      ...place,
      title: draft.title,
      speakers: addressesOf(draft.speakers),
    });
    if (!accepted(parsed) || !parsed.success) return;
    add.mutate(parsed.data, {
      onSuccess: (added) => {
        toast.success(t("“{title}” was added", { title: added.title }));
        onDone();
      },
      onError: refused,
    });
  };

  const error = (key: keyof TalkDraft) => {
    const message = errors[key];
    return message ? t(message) : null;
  };
  const bounds = { min: `${event.startsOn}T00:00`, max: `${event.endsOn}T23:59` };

  return (
    <form ref={ref} noValidate onSubmit={submit} className="space-y-4">
      <RequiredNote />
      {!talk && (
        <Field label={t("Title")} required error={error("title")}>
          <Input
            name="title"
            maxLength={MAX_LENGTH.title}
            {...bindText(draft, "title", setDraft)}
          />
        </Field>
      )}
      <p className="text-sm text-slate-700">
        {t("Times are on the event's clock: {zone}.", {
          zone: event.timezone.replaceAll("_", " "),
        })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("Starts")} required error={error("start")}>
          <Input
            type="datetime-local"
            name="start"
            {...bounds}
            {...bindText(draft, "start", setDraft)}
          />
        </Field>
        <Field label={t("Ends")} required error={error("end")}>
          <Input
            type="datetime-local"
            name="end"
            {...bounds}
            {...bindText(draft, "end", setDraft)}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("Room")} required error={error("room")}>
          <Input
            name="room"
            list={listId}
            maxLength={EVENT_LIMITS.room}
            {...bindText(draft, "room", setDraft)}
          />
        </Field>
        <Field label={t("Track")} error={error("track")}>
          <Input
            name="track"
            list={tracksId}
            maxLength={EVENT_LIMITS.track}
            {...bindText(draft, "track", setDraft)}
          />
        </Field>
      </div>
      <datalist id={listId}>
        {rooms.map((room) => (
          <option key={room} value={room} />
        ))}
      </datalist>
      <datalist id={tracksId}>
        {tracks.map((track) => (
          <option key={track} value={track} />
        ))}
      </datalist>
      {!talk && (
        <Field
          label={t("Speakers' e-mails")}
          hint={t(
            "One a line. Each speaker is invited as a co-host of the talk and gets its leads.",
          )}
          error={error("speakers")}
        >
          <Textarea name="speakers" rows={3} {...bindText(draft, "speakers", setDraft)} />
        </Field>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t("Cancel")}
        </Button>
        <OnlineButton
          type="submit"
          pending={pending}
          pendingText={talk ? t("Saving...") : t("Adding...")}
        >
          {talk ? t("Save changes") : t("Add talk")}
        </OnlineButton>
      </div>
    </form>
  );
}
