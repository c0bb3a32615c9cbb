/**
 * /edit-session/{id} (docs/product.md, Edit session): header with Back to Dashboard, Run live, QR
 * Code, View Page, Export results and the Session Page Ready card; the projector's presenter link
 * with Copy; tabs Session Info, Resources, Slides (the deck), Polls, Feedback and Team; Session Not Found
 * otherwise. Each member of the session's team sees what their role allows (docs/product.md,
 * Team; `roleCan`): a co-host all of it but the team's management, a moderator and a viewer the
 * tabs read-only (no button the server would refuse) with a note saying so, Run live and the
 * presenter link only with "present". A call refused because the owner took the reader off the
 * team (403 `not_owner`) replaces the screen with "You no longer have access to this session"; one
 * refused for the role (`role_forbidden`) reads the role again, and the tabs follow it.
 */
import { useState } from "react";
import { useParams } from "react-router";
import { idParamSchema, roleCan } from "@lectern/shared";
import { ApiError } from "../../api/client.ts";
import { useAccessLost } from "../../api/speaker/access.ts";
import { useSpeakerDeck } from "../../api/speaker/deck.ts";
import { useSessionPolls } from "../../api/speaker/polls.ts";
import { liveConsolePath } from "../../api/speaker/room.ts";
import { sessionPageUrl, useSession } from "../../api/speaker/sessions.ts";
import { useHostLimits } from "../../api/speaker/users.ts";
import { useSessionExpiry } from "../../auth/use-session-expiry.ts";
import { useTranslator } from "../../i18n/language.ts";
import { CopyField } from "../../components/copy-field.tsx";
import { BackToDashboardLink, SessionNotFound } from "../../components/back-to-dashboard.tsx";
import { ExportResultsMenu } from "../../components/export-results.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QrDialog, QrImage } from "../../components/qr-dialog.tsx";
import { RequireUser, SpeakerLayout } from "../../components/speaker-layout.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { Link } from "../../components/link.tsx";
import { AccessLost, RoleNote } from "../../components/session-role.tsx";
import { PresenterLink } from "../live-console/presenter-link.tsx";
import { DeckTab } from "./deck-tab.tsx";
import { FeedbackTab } from "./feedback-tab.tsx";
import { InfoTab } from "./info-tab.tsx";
import { PollsTab } from "./polls-tab.tsx";
import { ReactionsSettings } from "./reactions-settings.tsx";
import { ResourcesTab } from "./resources-tab.tsx";
import { TeamTab } from "./team-tab.tsx";

function Editor({ sessionId }: { sessionId: number | null }) {
  const { t } = useTranslator();
  const session = useSession(sessionId);
  const role = session.data?.role ?? null;
  const canRead = roleCan(role, "read");
  const polls = useSessionPolls(sessionId, canRead);
  const deck = useSpeakerDeck(sessionId, canRead);
  const limits = useHostLimits();
  const lost = useAccessLost(sessionId);
  const [qrOpen, setQrOpen] = useState(false);
  useSessionExpiry(polls.error);

  if (sessionId === null) return <SessionNotFound />;
  if (lost) return <AccessLost />;
  if (session.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label={t("Loading session")}>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  // A read again that failed (the network) keeps the screen as it was.
  if (session.data === undefined) {
    if (
      session.error instanceof ApiError &&
      (session.error.status === 404 || session.error.status === 400)
    )
      return <SessionNotFound />;
    return (
      <Alert title={t("The session could not be loaded")}>
        {t("Please check your connection and try again.")}
      </Alert>
    );
  }
  if (role === null || !canRead) return <SessionNotFound />;
  const data = session.data;
  const canEdit = roleCan(role, "edit");
  const canPresent = roleCan(role, "present");

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackToDashboardLink />
        <div className="flex flex-wrap gap-2">
          {canPresent && (
            <Link to={liveConsolePath(data.id)} className={buttonClass("primary", "sm")}>
              {t("Run live")}
            </Link>
          )}
          <Button variant="outline" size="sm" onClick={() => setQrOpen(true)}>
            {t("QR Code")}
          </Button>
          <a
            href={`/session/${data.id}`}
            target="_blank"
            rel="noopener"
            className={buttonClass("outline", "sm")}
          >
            {t("View Page")}
          </a>
          <ExportResultsMenu sessionId={data.id} />
        </div>
      </div>
      <PageTitle title={t("Edit: {title}", { title: data.title })} className="mt-3 break-words">
        {data.title}
      </PageTitle>
      <p className="mt-1 [overflow-wrap:anywhere] text-slate-700">{data.eventName}</p>
      <RoleNote role={role} className="mt-4" />

      <Card className="mt-6 flex flex-col gap-4 border-green-200 bg-green-50 p-4 sm:flex-row sm:items-center">
        <QrImage
          sessionId={data.id}
          className="size-24 shrink-0 self-center rounded-lg border border-slate-200 bg-white p-1"
        />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-green-900">{t("Session Page Ready")}</h2>
          <p className="mb-2 text-sm text-green-900">
            {t("Share this link or the QR code with your audience.")}
          </p>
          <CopyField label={t("Session link")} value={sessionPageUrl(data.id)} />
        </div>
      </Card>

      {canPresent && (
        <section aria-label={t("Projector screen")}>
          <Card className="mt-4 p-4">
            <h2 className="mb-1 font-semibold text-slate-900">{t("Projector screen")}</h2>
            <PresenterLink sessionId={data.id} hasPresenterLink={data.hasPresenterLink} />
          </Card>
        </section>
      )}

      <Tabs defaultValue="info" className="mt-8">
        <TabsList label={t("Edit session sections")}>
          <TabsTrigger value="info">{t("Session Info")}</TabsTrigger>
          <TabsTrigger value="resources">{t("Resources")}</TabsTrigger>
          <TabsTrigger value="slides">{t("Slides")}</TabsTrigger>
          <TabsTrigger value="polls">{t("Polls")}</TabsTrigger>
          <TabsTrigger value="feedback">{t("Feedback")}</TabsTrigger>
          <TabsTrigger value="team">{t("Team")}</TabsTrigger>
        </TabsList>
        <Card className="mt-4 p-4 sm:p-6">
          <TabsContent value="info" className="mt-0" keepMounted>
            <InfoTab session={data} readOnly={!canEdit} />
          </TabsContent>
          <TabsContent value="resources" className="mt-0" keepMounted>
            <ResourcesTab session={data} readOnly={!canEdit} />
          </TabsContent>
          <TabsContent value="slides" className="mt-0" keepMounted>
            <DeckTab session={data} deck={deck} readOnly={!canEdit} />
          </TabsContent>
          <TabsContent value="polls" className="mt-0" keepMounted>
            <PollsTab
              sessionId={data.id}
              polls={polls}
              maxPolls={limits.maxPollsPerSession}
              deckPages={deck.data?.pageCount ?? 0}
              readOnly={!canEdit}
            />
          </TabsContent>
          <TabsContent value="feedback" className="mt-0 space-y-8">
            <ReactionsSettings session={data} readOnly={!canEdit} />
            <FeedbackTab sessionId={data.id} readOnly={!canEdit} />
          </TabsContent>
          <TabsContent value="team" className="mt-0">
            <TeamTab session={data} />
          </TabsContent>
        </Card>
      </Tabs>

      <QrDialog sessionId={data.id} title={data.title} open={qrOpen} onOpenChange={setQrOpen} />
    </>
  );
}

export default function EditSessionPage() {
  const { id } = useParams();
  const parsed = idParamSchema.safeParse(id ?? "");
  return (
    <RequireUser redirectTo="/">
      {() => (
        <SpeakerLayout>
          <div className="mx-auto max-w-4xl">
            <Editor sessionId={parsed.success ? parsed.data : null} />
          </div>
        </SpeakerLayout>
      )}
    </RequireUser>
  );
}
