/**
 * The event screen's Settings tab (docs/product.md, Events): the links to the public agenda and to
 * the rooms' QR print page; for the creator and organisers the event's fields to change (only the
 * changed ones are sent); for the creator alone, Delete event, asked first, which keeps every
 * talk's session page.
 */
import { useState } from "react";
import { useNavigate } from "react-router";
import { eventPagePath, type LecternEvent, type UpdateEventBody } from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { useDeleteEvent, useUpdateEvent } from "../../api/speaker/events.ts";
import { toast } from "../../app/toast.ts";
import { CopyField } from "../../components/copy-field.tsx";
import { Link } from "../../components/link.tsx";
import { OnlineButton } from "../../components/online-button.tsx";
import { AlertDialog } from "../../components/ui/alert-dialog.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { draftOf, EventFields, type EventDraft } from "./event-fields.tsx";
import { useEventForm } from "./use-event-form.ts";

export const printPagePath = (eventId: number) => `/events/${eventId}/rooms/print`;

export function SettingsTab({ event }: { event: LecternEvent }) {
  const { t } = useTranslator();
  const agenda = `${window.location.origin}${eventPagePath(event.slug)}`;
  return (
    <div className="space-y-8">
      <section aria-labelledby="event-links" className="space-y-3">
        <h2 id="event-links" className="text-lg font-semibold text-slate-900">
          {t("Agenda and room QR codes")}
        </h2>
        <CopyField label={t("Public agenda")} value={agenda} />
        <div className="flex flex-wrap gap-2">
          <a
            href={eventPagePath(event.slug)}
            target="_blank"
            rel="noopener"
            className={buttonClass("outline", "sm")}
          >
            {t("View agenda (opens in a new tab)")}
          </a>
          <Link to={printPagePath(event.id)} className={buttonClass("outline", "sm")}>
            {t("Print room QR codes")}
          </Link>
        </div>
      </section>
      {event.role !== "viewer" && <EditEvent event={event} />}
      {event.role === "owner" && <DeleteEvent event={event} />}
    </div>
  );
}

/** The fields of `body` that differ from the event's as saved. */
function changes(event: LecternEvent, body: UpdateEventBody): UpdateEventBody {
  const saved = draftOf(event);
  const keys = Object.keys(body) as (keyof EventDraft)[];
  return Object.fromEntries(
    keys.filter((key) => (body[key] ?? "") !== saved[key]).map((key) => [key, body[key]]),
  );
}

function EditEvent({ event }: { event: LecternEvent }) {
  const { t } = useTranslator();
  const update = useUpdateEvent(event.id);
  const { ref, draft, errors, change, submit } = useEventForm(
    () => draftOf(event),
    (checked, refused) => {
      const body = changes(event, checked);
      if (Object.keys(body).length === 0) {
        toast.success(t("No changes to save"));
        return;
      }
      update.mutate(body, {
        onSuccess: () => toast.success(t("Event saved")),
        onError: (error) => {
          refused(error);
          toast.error(t("The event could not be saved"), {
            description: errorMessage(error, t("Please try again.")),
          });
        },
      });
    },
  );

  return (
    <section aria-labelledby="event-fields">
      <h2 id="event-fields" className="mb-3 text-lg font-semibold text-slate-900">
        {t("Event details")}
      </h2>
      <form ref={ref} noValidate onSubmit={submit}>
        <EventFields draft={draft} onDraft={change} errors={errors} />
        <div className="mt-4 flex justify-end">
          <OnlineButton type="submit" pending={update.isPending} pendingText={t("Saving...")}>
            {t("Save changes")}
          </OnlineButton>
        </div>
      </form>
    </section>
  );
}

function DeleteEvent({ event }: { event: LecternEvent }) {
  const { t } = useTranslator();
  const navigate = useNavigate();
  const remove = useDeleteEvent(event.id);
  const [asking, setAsking] = useState(false);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast.success(t("Event deleted"), { description: t("Its talks' session pages are kept.") });
        void navigate("/dashboard");
      },
      onError: (error) => {
        setAsking(false);
        toast.error(t("The event could not be deleted"), {
          description: errorMessage(error, t("Please try again.")),
        });
      },
    });

  return (
    <section aria-labelledby="event-delete" className="rounded-lg border border-red-200 p-4">
      <h2 id="event-delete" className="font-semibold text-red-800">
        {t("Delete event")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t(
          "The agenda, the rooms and the event's team go. Every talk's session page stays, with its resources, polls, questions and leads.",
        )}
      </p>
      <OnlineButton variant="danger" size="sm" className="mt-3" onClick={() => setAsking(true)}>
        {t("Delete event")}
      </OnlineButton>
      <AlertDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("Delete “{name}”?", { name: event.name })}
        description={t(
          "The agenda, its rooms' QR codes and the event's team are deleted. The talks' session pages are kept. This cannot be undone.",
        )}
        actionLabel={t("Delete event")}
        pendingLabel={t("Deleting...")}
        pending={remove.isPending}
        onAction={confirm}
      />
    </section>
  );
}
