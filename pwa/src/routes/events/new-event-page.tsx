/**
 * /events/new (docs/product.md, Events): a new event's fields, Create event, then the event's
 * screen. A field the shared schema or the server refuses says so at the field, and the first such
 * field takes focus.
 */
import { useNavigate } from "react-router";
import { errorMessage } from "../../api/error-text.ts";
import { useCreateEvent } from "../../api/speaker/events.ts";
import { toast } from "../../app/toast.ts";
import { BackToDashboardLink } from "../../components/back-to-dashboard.tsx";
import { Link } from "../../components/link.tsx";
import { OnlineButton } from "../../components/online-button.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { RequireUser, SpeakerLayout } from "../../components/speaker-layout.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { RequiredNote } from "../../components/ui/field.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { emptyEventDraft, EventFields } from "./event-fields.tsx";
import { useEventForm } from "./use-event-form.ts";

function NewEvent() {
  const { t } = useTranslator();
  const navigate = useNavigate();
  const create = useCreateEvent();
  const { ref, draft, errors, change, submit } = useEventForm(emptyEventDraft, (body, refused) =>
    create.mutate(body, {
      onSuccess: (created) => {
        toast.success(t("Event created"));
        void navigate(`/events/${created.id}`);
      },
      onError: (error) => {
        refused(error);
        toast.error(t("The event could not be created"), {
          description: errorMessage(error, t("Please try again.")),
        });
      },
    }),
  );

  return (
    <>
      <BackToDashboardLink />
      <PageTitle title={t("New event")} className="mt-3" />
      <p className="mt-1 text-slate-700">
        {t(
          "A conference with its talks in rooms over one or more days, a public agenda and a QR code per room.",
        )}
      </p>
      <RequiredNote className="mt-1" />
      <Card className="mt-6 p-4 sm:p-6">
        <form ref={ref} noValidate onSubmit={submit}>
          <EventFields draft={draft} onDraft={change} errors={errors} />
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Link to="/dashboard" className={buttonClass("outline")}>
              {t("Cancel")}
            </Link>
            <OnlineButton type="submit" pending={create.isPending} pendingText={t("Creating...")}>
              {t("Create event")}
            </OnlineButton>
          </div>
        </form>
      </Card>
    </>
  );
}

export default function NewEventPage() {
  return (
    <RequireUser redirectTo="/">
      {() => (
        <SpeakerLayout>
          <div className="mx-auto max-w-3xl">
            <NewEvent />
          </div>
        </SpeakerLayout>
      )}
    </RequireUser>
  );
}
