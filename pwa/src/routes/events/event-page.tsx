/**
 * /events/{id} (docs/product.md, Events): the event's name, dates, time zone and venue, and the
 * tabs Talks, Import, Team, Dashboard and Settings, as the edit-session screen has them. A viewer reads every tab but Import, with nothing to change and a note saying
 * so; a reader off the event's team, or an event that is gone, gets Event not found.
 */
import { useState } from "react";
import { useParams } from "react-router";
import { eventDates, idParamSchema, type LecternEvent } from "@lectern/shared";
import { useEvent } from "../../api/speaker/events.ts";
import { useSessionExpiry } from "../../auth/use-session-expiry.ts";
import { BackToDashboardLink } from "../../components/back-to-dashboard.tsx";
import { Link } from "../../components/link.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { RequireUser, SpeakerLayout } from "../../components/speaker-layout.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { DashboardTab } from "./dashboard-tab.tsx";
import { EventNotFound, isEventMissing } from "./event-not-found.tsx";
import { EventTeamTab } from "./event-team-tab.tsx";
import { ImportTab } from "./import-tab.tsx";
import { SettingsTab } from "./settings-tab.tsx";
import { TalksTab } from "./talks-tab.tsx";

function EventHeader({ event }: { event: LecternEvent }) {
  const translator = useTranslator();
  const { t } = translator;
  return (
    <>
      <BackToDashboardLink />
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <PageTitle title={event.name} className="[overflow-wrap:anywhere]" />
        <Link to={`/events/${event.id}/insights`} className={buttonClass("outline", "sm")}>
          {t("Insights")}
        </Link>
      </div>
      <p className="mt-1 text-slate-700">
        {[eventDates(event, translator), event.timezone.replaceAll("_", " "), event.venue]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {event.role === "viewer" && (
        <p className="mt-4 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {t(
            "You're a viewer of this event: you can see its talks, team and figures, but not change anything.",
          )}
        </p>
      )}
    </>
  );
}

function EventScreen({ eventId }: { eventId: number | null }) {
  const { t } = useTranslator();
  const event = useEvent(eventId);
  const [tab, setTab] = useState("talks");
  useSessionExpiry(event.error);

  if (eventId === null) return <EventNotFound />;
  if (event.isPending)
    return (
      <div className="space-y-4" aria-busy="true" aria-label={t("Loading the event")}>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-96" />
      </div>
    );
  if (event.data === undefined) {
    if (isEventMissing(event.error)) return <EventNotFound />;
    return (
      <Alert title={t("The event could not be loaded")}>
        {t("Please check your connection and try again.")}
      </Alert>
    );
  }
  const data = event.data;
  const canEdit = data.role !== "viewer";

  return (
    <>
      <EventHeader event={data} />
      <Tabs value={tab} onValueChange={setTab} className="mt-8">
        <TabsList label={t("Event sections")}>
          <TabsTrigger value="talks">{t("Talks")}</TabsTrigger>
          {canEdit && <TabsTrigger value="import">{t("Import")}</TabsTrigger>}
          <TabsTrigger value="team">{t("Team")}</TabsTrigger>
          <TabsTrigger value="dashboard">{t("Dashboard")}</TabsTrigger>
          <TabsTrigger value="settings">{t("Settings")}</TabsTrigger>
        </TabsList>
        <Card className="mt-4 p-4 sm:p-6">
          <TabsContent value="talks" className="mt-0">
            <TalksTab event={data} onImport={() => setTab("import")} />
          </TabsContent>
          {canEdit && (
            <TabsContent value="import" className="mt-0" keepMounted>
              <ImportTab eventId={data.id} />
            </TabsContent>
          )}
          <TabsContent value="team" className="mt-0">
            <EventTeamTab event={data} />
          </TabsContent>
          <TabsContent value="dashboard" className="mt-0">
            <DashboardTab event={data} />
          </TabsContent>
          <TabsContent value="settings" className="mt-0" keepMounted>
            <SettingsTab event={data} />
          </TabsContent>
        </Card>
      </Tabs>
    </>
  );
}

export default function EventPage() {
  const { id } = useParams();
  const parsed = idParamSchema.safeParse(id ?? "");
  return (
    <RequireUser redirectTo="/">
      {() => (
        <SpeakerLayout>
          <div className="mx-auto max-w-4xl">
            <EventScreen eventId={parsed.success ? parsed.data : null} />
          </div>
        </SpeakerLayout>
      )}
    </RequireUser>
  );
}
