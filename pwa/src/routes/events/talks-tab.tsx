/**
 * The event screen's Talks tab (docs/product.md, Events): the talks by the day each starts on in
 * the event's time zone, each with its time, room, track and speakers, its session's edit screen
 * and its public page; for the creator and organisers, "Add talk", "Change time or room" and
 * "Remove from event" (asked first: the session is kept). With no talk yet it offers both ways in,
 * adding one and importing a schedule. A viewer reads it all with no button to change it.
 */
import { useRef, useState } from "react";
import {
  agendaDays,
  dayHeading,
  talkPagePath,
  talkTimeSegments,
  type LecternEvent,
  type PublicTalk,
  type Talk,
} from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { useRemoveTalk, useTalks } from "../../api/speaker/events.ts";
import { toast } from "../../app/toast.ts";
import { Link } from "../../components/link.tsx";
import { OnlineButton } from "../../components/online-button.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { AlertDialog } from "../../components/ui/alert-dialog.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { TalkForm } from "./talk-form.tsx";

/** The talk's time range, each time in a <time>. */
function TalkTime({ talk, timeZone }: { talk: PublicTalk; timeZone: string }) {
  const translator = useTranslator();
  return (
    <p className="text-sm font-semibold text-brand-700">
      {talkTimeSegments(talk, timeZone, translator).map((segment, index) =>
        segment.dateTime === undefined ? (
          segment.text
        ) : (
          <time key={index} dateTime={segment.dateTime}>
            {segment.text}
          </time>
        ),
      )}
    </p>
  );
}

function TalkRow({
  talk,
  timeZone,
  canEdit,
  onEdit,
  onRemove,
}: {
  talk: Talk;
  timeZone: string;
  canEdit: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslator();
  const speakers = talk.speakers.length > 0 ? talk.speakers : talk.speakerEmails;
  return (
    <li className="rounded-lg border border-slate-200 p-3 sm:p-4">
      <TalkTime talk={talk} timeZone={timeZone} />
      <h4 lang="" className="mt-1 font-semibold [overflow-wrap:anywhere] text-slate-900">
        {talk.title}
      </h4>
      <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
        {[talk.room.name, talk.track].filter(Boolean).join(" · ")}
      </p>
      {speakers.length > 0 && (
        <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
          {t("Speakers: {names}", { names: speakers.join(", ") })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`/edit-session/${talk.sessionId}`}
          className={buttonClass("outline", "sm")}
          aria-label={t("Edit the session of “{title}”", { title: talk.title })}
        >
          {t("Edit Session")}
        </Link>
        <a
          href={talkPagePath(talk.sessionId)}
          target="_blank"
          rel="noopener"
          className={buttonClass("outline", "sm")}
          aria-label={t("Page of “{title}” (opens in a new tab)", { title: talk.title })}
        >
          {t("View Page")}
        </a>
        {canEdit && (
          <>
            <OnlineButton
              variant="outline"
              size="sm"
              onClick={onEdit}
              aria-label={t("Change time or room of “{title}”", { title: talk.title })}
            >
              {t("Change time or room")}
            </OnlineButton>
            <OnlineButton
              variant="quiet-danger"
              size="sm"
              onClick={onRemove}
              aria-label={t("Remove “{title}” from the event", { title: talk.title })}
            >
              {t("Remove from event")}
            </OnlineButton>
          </>
        )}
      </div>
    </li>
  );
}

const unique = (values: readonly (string | null)[]) =>
  [...new Set(values.filter((value): value is string => !!value))].sort((a, b) =>
    a.localeCompare(b),
  );

export function TalksTab({
  event,
  onImport,
}: {
  event: LecternEvent;
  /** Opens the Import tab. */
  onImport: () => void;
}) {
  const translator = useTranslator();
  const { t } = translator;
  const talks = useTalks(event.id);
  const remove = useRemoveTalk(event.id);
  const canEdit = event.role !== "viewer";
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Talk | null>(null);
  const [removing, setRemoving] = useState<Talk | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  if (talks.isPending) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label={t("Loading the talks")}>
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (talks.isError) {
    return (
      <Alert title={t("The talks could not be loaded")}>
        <p>{errorMessage(talks.error, t("Please check your connection and try again."))}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void talks.refetch()}>
          {t("Try again")}
        </Button>
      </Alert>
    );
  }

  const list = talks.data;
  const byId = new Map(list.map((talk) => [talk.sessionId, talk]));
  const days = agendaDays(list, event.timezone);
  const rooms = unique(list.map((talk) => talk.room.name));
  const tracks = unique(list.map((talk) => talk.track));

  const confirmRemove = () => {
    if (!removing) return;
    const talk = removing;
    remove.mutate(talk.sessionId, {
      onSuccess: () => {
        setRemoving(null);
        toast.success(t("“{title}” is no longer a talk of the event", { title: talk.title }), {
          description: t("Its session page is kept."),
        });
      },
      onError: (error) => {
        setRemoving(null);
        toast.error(t("The talk could not be removed"), {
          description: errorMessage(error, t("Please try again.")),
        });
      },
    });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {t("Talks")}
        </h2>
        {canEdit && list.length > 0 && (
          <OnlineButton size="sm" onClick={() => setAdding(true)}>
            {t("Add talk")}
          </OnlineButton>
        )}
      </div>

      {list.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center">
          <p className="font-medium text-slate-900">{t("No talks yet.")}</p>
          {canEdit ? (
            <>
              <p className="mt-1 text-sm text-slate-700">
                {t("Add the talks one by one, or import the schedule from pretalx or Sessionize.")}
              </p>
              <div className="mt-4 flex flex-col justify-center gap-2 sm:flex-row">
                <OnlineButton onClick={() => setAdding(true)}>{t("Add talk")}</OnlineButton>
                <Button variant="outline" onClick={onImport}>
                  {t("Import a schedule")}
                </Button>
              </div>
            </>
          ) : (
            <p className="mt-1 text-sm text-slate-700">
              {t("The organisers have not added any talk yet.")}
            </p>
          )}
        </div>
      ) : (
        days.map(({ day, talks: dayTalks }) => (
          <section key={day} aria-labelledby={`day-${day}`}>
            <h3 id={`day-${day}`} className="font-semibold text-slate-900">
              {dayHeading(day, translator)}
            </h3>
            <ul className="mt-2 space-y-3">
              {dayTalks.map((shown) => {
                const talk = byId.get(shown.sessionId);
                return (
                  talk && (
                    <TalkRow
                      key={talk.sessionId}
                      talk={talk}
                      timeZone={event.timezone}
                      canEdit={canEdit}
                      onEdit={() => setEditing(talk)}
                      onRemove={() => setRemoving(talk)}
                    />
                  )
                );
              })}
            </ul>
          </section>
        ))
      )}

      <Dialog
        open={adding}
        onOpenChange={setAdding}
        title={t("Add talk")}
        returnFocusFallback={() => heading.current}
      >
        {adding && (
          <TalkForm event={event} rooms={rooms} tracks={tracks} onDone={() => setAdding(false)} />
        )}
      </Dialog>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={t("Change time or room of “{title}”", { title: editing?.title ?? "" })}
        returnFocusFallback={() => heading.current}
      >
        {editing && (
          <TalkForm
            key={editing.sessionId}
            event={event}
            talk={editing}
            rooms={rooms}
            tracks={tracks}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <AlertDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("Remove “{title}” from the event?", { title: removing?.title ?? "" })}
        description={t(
          "It leaves the agenda and its room. Its session page, resources, polls, questions and leads are kept.",
        )}
        actionLabel={t("Remove from event")}
        pendingLabel={t("Removing...")}
        pending={remove.isPending}
        onAction={confirmRemove}
        returnFocusFallback={() => heading.current}
      />
    </div>
  );
}
