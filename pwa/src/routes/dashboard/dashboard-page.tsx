/**
 * /dashboard (docs/product.md, Dashboard): greeting, the three stat cards, the create card, and
 * Your Session Pages, each with its talk's views, questions and votes, Run live (the console) and
 * Present (the projector, in a new tab), the Manage menu (Edit, Run live, the results exports,
 * Delete with confirmation), QR dialog, View Leads and View Page. Then "Shared with me": the sessions
 * of other speakers whose team the reader is on (docs/product.md, Team), each with its owner, the
 * reader's role and only what that role allows (never leads or delete); not shown while empty. A
 * reader with no session of their own but some shared sees "Shared with me" first, then Your Session
 * Pages as one line with Create Session, instead of the create card. Last, the reader's Events
 * with "New event" (docs/product.md, Events).
 */
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Link } from "../../components/link.tsx";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "../../app/toast.ts";
import {
  roleCan,
  speakerTextLang,
  type Dashboard,
  type DashboardSession as Session,
  type SharedSession,
} from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { liveConsolePath, projectorPath } from "../../api/speaker/room.ts";
import { dashboardKey, useDashboard, useDeleteSession } from "../../api/speaker/sessions.ts";
import type { CurrentUser } from "../../auth/current-user.ts";
import { useSessionExpiry } from "../../auth/use-session-expiry.ts";
import { useTranslator } from "../../i18n/language.ts";
import { exportResults } from "../../components/export-results.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QrDialog } from "../../components/qr-dialog.tsx";
import { RequireUser, SpeakerLayout } from "../../components/speaker-layout.tsx";
import { AlertDialog } from "../../components/ui/alert-dialog.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { OnlineButton } from "../../components/online-button.tsx";
import { LeadsDialog } from "./leads-dialog.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useOnline } from "../../offline/use-online.ts";
import { Card } from "../../components/ui/card.tsx";
import { CHEVRON_DOWN, Icon } from "../../components/ui/icon.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { RoleBadge } from "../../components/session-role.tsx";
import { DashboardEvents } from "../events/dashboard-events.tsx";

/** A session row's creation day (docs/product.md, Dashboard), without the time. */
const CREATED_DATE: Intl.DateTimeFormatOptions = { dateStyle: "medium" };

type RowSession = Pick<
  Session,
  | "id"
  | "title"
  | "eventName"
  | "language"
  | "description"
  | "createdAt"
  | "viewCount"
  | "questionCount"
  | "voteCount"
>;

/** A row's title and event name, in the language the speaker wrote them in. */
function SessionHeading({ session }: { session: RowSession }) {
  return (
    <div className="min-w-0">
      <h3
        lang={speakerTextLang(session.language)}
        className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900"
      >
        {session.title}
      </h3>
      <p
        lang={speakerTextLang(session.language)}
        className="text-sm [overflow-wrap:anywhere] text-slate-700"
      >
        {session.eventName}
      </p>
    </div>
  );
}

/** A row's description, created date and talk activity, the same for own and shared sessions. */
function SessionSummary({ session }: { session: RowSession }) {
  const { t, date, plural } = useTranslator();
  return (
    <>
      <p className="mt-2 line-clamp-3 text-sm [overflow-wrap:anywhere] text-slate-700">
        {session.description}
      </p>
      <p className="mt-2 text-xs text-slate-600">
        {t("Created {date}", { date: date(session.createdAt, CREATED_DATE) })}
      </p>
      <ul
        aria-label={t("Activity of {title}", { title: session.title })}
        className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800"
      >
        <li>{plural(session.viewCount, { one: "# view", other: "# views" })}</li>
        <li>{plural(session.questionCount, { one: "# question", other: "# questions" })}</li>
        <li>{plural(session.voteCount, { one: "# vote", other: "# votes" })}</li>
      </ul>
    </>
  );
}

/** The Manage menu's exports, which every member of the session may make. */
function ExportItems({ sessionId }: { sessionId: number }) {
  const { t } = useTranslator();
  const online = useOnline();
  return (
    <>
      <DropdownMenuItem onSelect={() => void exportResults(sessionId, "polls")} disabled={!online}>
        {t("Export poll results (CSV)")}
      </DropdownMenuItem>
      <DropdownMenuItem
        onSelect={() => void exportResults(sessionId, "questions")}
        disabled={!online}
      >
        {t("Export questions (CSV)")}
      </DropdownMenuItem>
      <DropdownMenuItem
        onSelect={() => void exportResults(sessionId, "feedback")}
        disabled={!online}
      >
        {t("Export feedback (CSV)")}
      </DropdownMenuItem>
    </>
  );
}

function StatCard({ label, value }: { label: string; value: number | undefined }) {
  const { number } = useTranslator();
  return (
    <Card className="p-3 sm:p-5">
      <p className="text-xs font-medium break-words hyphens-auto text-slate-700 sm:text-sm">
        {label}
      </p>
      {value === undefined ? (
        <Skeleton className="mt-2 h-8 w-12" />
      ) : (
        <p className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{number(value)}</p>
      )}
    </Card>
  );
}

function SessionRow({
  session,
  onQr,
  onLeads,
  onDelete,
}: {
  session: Session;
  onQr: () => void;
  onLeads: () => void;
  onDelete: () => void;
}) {
  const { t, number } = useTranslator();
  const navigate = useNavigate();
  const online = useOnline();
  return (
    <li>
      <Card className="p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <SessionHeading session={session} />
          <DropdownMenu>
            <DropdownMenuTrigger
              className={buttonClass("outline", "sm", "shrink-0")}
              aria-label={t("Manage {title}", { title: session.title })}
            >
              {t("Manage")}
              <Icon path={CHEVRON_DOWN} />
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={() => void navigate(`/edit-session/${session.id}`)}>
                {t("Edit Session")}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => void navigate(liveConsolePath(session.id))}>
                {t("Run live")}
              </DropdownMenuItem>
              <ExportItems sessionId={session.id} />
              <DropdownMenuItem danger onSelect={onDelete} disabled={!online}>
                {online ? t("Delete Session") : t("Delete Session (You're offline)")}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        <SessionSummary session={session} />
        <div className="mt-4 flex flex-wrap gap-2">
          <Link
            to={liveConsolePath(session.id)}
            className={buttonClass("primary", "sm")}
            aria-label={t("Run live: {title}", { title: session.title })}
          >
            {t("Run live")}
          </Link>
          <a
            href={projectorPath(session.id)}
            target="_blank"
            rel="noopener"
            className={buttonClass("outline", "sm")}
            aria-label={t("Present {title} (opens in a new tab)", { title: session.title })}
          >
            {t("Present")}
          </a>
        </div>
        <div className="mt-2 flex flex-wrap gap-2">
          <OnlineButton
            variant="outline"
            size="sm"
            onClick={onQr}
            aria-label={online ? t("QR Code for {title}", { title: session.title }) : undefined}
          >
            {t("QR Code")}
          </OnlineButton>
          <OnlineButton
            variant="outline"
            size="sm"
            onClick={onLeads}
            aria-label={online ? t("Recent Leads of {title}", { title: session.title }) : undefined}
          >
            {t("Recent Leads")}
          </OnlineButton>
          <Link
            to={`/session/${session.id}/leads`}
            className={buttonClass("outline", "sm")}
            aria-label={t("View Leads ({count}) for {title}", {
              count: number(session.leadCount),
              title: session.title,
            })}
          >
            {t("View Leads ({count})", { count: number(session.leadCount) })}
          </Link>
          <Link
            to={`/session/${session.id}/insights`}
            className={buttonClass("outline", "sm")}
            aria-label={t("Insights of {title}", { title: session.title })}
          >
            {t("Insights")}
          </Link>
          <a
            href={`/session/${session.id}`}
            target="_blank"
            rel="noopener"
            className={buttonClass("primary", "sm")}
            aria-label={t("View Page of {title} (opens in a new tab)", { title: session.title })}
          >
            {t("View Page")}
          </a>
        </div>
      </Card>
    </li>
  );
}

/**
 * A session shared with the reader: its owner, the reader's role, and what that role allows: its
 * edit screen (read-only below "edit"), the exports, the live console and the projector with
 * "present", the QR code and the page. Never its leads, and never Delete.
 */
function SharedRow({ session, onQr }: { session: SharedSession; onQr: () => void }) {
  const { t } = useTranslator();
  const navigate = useNavigate();
  const online = useOnline();
  const canEdit = roleCan(session.role, "edit");
  const canPresent = roleCan(session.role, "present");
  const openLabel = canEdit ? t("Edit Session") : t("Open Session");
  return (
    <li>
      <Card className="p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <SessionHeading session={session} />
          <DropdownMenu>
            <DropdownMenuTrigger
              className={buttonClass("outline", "sm", "shrink-0")}
              aria-label={t("Manage {title}", { title: session.title })}
            >
              {t("Manage")}
              <Icon path={CHEVRON_DOWN} />
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={() => void navigate(`/edit-session/${session.id}`)}>
                {openLabel}
              </DropdownMenuItem>
              {canPresent && (
                <DropdownMenuItem onSelect={() => void navigate(liveConsolePath(session.id))}>
                  {t("Run live")}
                </DropdownMenuItem>
              )}
              <ExportItems sessionId={session.id} />
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <RoleBadge role={session.role} />
          <span className="[overflow-wrap:anywhere]">
            {t("Owner: {name}", { name: session.ownerName })}
          </span>
        </p>
        <SessionSummary session={session} />
        <div className="mt-4 flex flex-wrap gap-2">
          {canPresent && (
            <>
              <Link
                to={liveConsolePath(session.id)}
                className={buttonClass("primary", "sm")}
                aria-label={t("Run live: {title}", { title: session.title })}
              >
                {t("Run live")}
              </Link>
              <a
                href={projectorPath(session.id)}
                target="_blank"
                rel="noopener"
                className={buttonClass("outline", "sm")}
                aria-label={t("Present {title} (opens in a new tab)", { title: session.title })}
              >
                {t("Present")}
              </a>
            </>
          )}
          <Link
            to={`/edit-session/${session.id}`}
            className={buttonClass("outline", "sm")}
            aria-label={
              canEdit
                ? t("Edit Session: {title}", { title: session.title })
                : t("Open Session: {title}", { title: session.title })
            }
          >
            {openLabel}
          </Link>
        </div>
        <div className="mt-2 flex flex-wrap gap-2">
          <OnlineButton
            variant="outline"
            size="sm"
            onClick={onQr}
            aria-label={online ? t("QR Code for {title}", { title: session.title }) : undefined}
          >
            {t("QR Code")}
          </OnlineButton>
          <Link
            to={`/session/${session.id}/insights`}
            className={buttonClass("outline", "sm")}
            aria-label={t("Insights of {title}", { title: session.title })}
          >
            {t("Insights")}
          </Link>
          <a
            href={`/session/${session.id}`}
            target="_blank"
            rel="noopener"
            className={buttonClass("primary", "sm")}
            aria-label={t("View Page of {title} (opens in a new tab)", { title: session.title })}
          >
            {t("View Page")}
          </a>
        </div>
      </Card>
    </li>
  );
}

function Dashboard({ user }: { user: CurrentUser }) {
  const { t } = useTranslator();
  const client = useQueryClient();
  const dashboard = useDashboard(user.id);
  const remove = useDeleteSession();
  useSessionExpiry(dashboard.error);
  const [qrFor, setQrFor] = useState<Pick<Session, "id" | "title"> | null>(null);
  const [deleting, setDeleting] = useState<Session | null>(null);
  const [leadsOf, setLeadsOf] = useState<Session | null>(null);
  const sessionsHeading = useRef<HTMLHeadingElement>(null);
  const sessions = dashboard.data?.sessions;
  const hasSessions = (sessions?.length ?? 0) > 0;
  const shared = dashboard.data?.shared ?? [];
  /**
   * A member with no session of their own (a speaker who came by an invitation) sees what is
   * shared with them first, and after it a one-line way to create their own page.
   */
  const sharedFirst = !hasSessions && shared.length > 0;

  const confirmDelete = () => {
    if (!deleting) return;
    const id = deleting.id;
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(t("Session deleted"));
        // The row goes with the dialog, so focus returns to the list's heading, not to a gone row.
        client.setQueryData<Dashboard>(
          dashboardKey(user.id),
          (now) => now && { ...now, sessions: now.sessions.filter((s) => s.id !== id) },
        );
        setDeleting(null);
        void client.invalidateQueries({ queryKey: dashboardKey(user.id) });
      },
      onError: () => {
        setDeleting(null);
        toast.error(t("Delete failed"), {
          description: t("Failed to delete the session. Please try again."),
        });
      },
    });
  };

  const sharedSection = (
    <section aria-labelledby="shared-sessions" className="mt-8">
      <h2 id="shared-sessions" className="text-xl font-semibold text-slate-900">
        {t("Shared with me")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t("Sessions of other speakers whose team you are on.")}
      </p>
      <ul className="mt-4 grid grid-cols-1 gap-3 lg:grid-cols-2">
        {shared.map((session) => (
          <SharedRow key={session.id} session={session} onQr={() => setQrFor(session)} />
        ))}
      </ul>
    </section>
  );

  return (
    <>
      <PageTitle title={t("Welcome, {firstName}!", { firstName: user.firstName })} />
      <p className="mt-1 text-slate-700">{t("Here is how your sessions are doing.")}</p>

      <section aria-label={t("Totals")} className="mt-6 grid grid-cols-3 gap-2 sm:gap-3">
        <StatCard label={t("Total Sessions")} value={dashboard.data?.analytics.totalSessions} />
        <StatCard label={t("QR Scans")} value={dashboard.data?.analytics.totalQrScans} />
        <StatCard label={t("Total Downloads")} value={dashboard.data?.analytics.totalDownloads} />
      </section>

      {dashboard.isError && (
        <Alert className="mt-6" title={t("Your dashboard could not be loaded")}>
          {errorMessage(dashboard.error, t("Please check your connection and try again."))}
        </Alert>
      )}

      {!sharedFirst && (
        <Card className="mt-6 flex flex-col items-start gap-4 border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-lg font-semibold text-slate-900">
              {!dashboard.isPending && !hasSessions
                ? t("Create Your First Session Page")
                : t("Create New Session Page")}
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {t("Add your slides, links, Q&A and polls, and share it with a QR code.")}
            </p>
          </div>
          <Link to="/create-session" className={buttonClass("primary")}>
            {t("Create Session")}
          </Link>
        </Card>
      )}

      {sharedFirst && sharedSection}

      <section aria-labelledby="your-sessions" className="mt-8">
        <h2
          id="your-sessions"
          ref={sessionsHeading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900"
        >
          {t("Your Session Pages")}
        </h2>
        {dashboard.isPending ? (
          <div className="mt-4 space-y-3" aria-busy="true" aria-label={t("Loading your sessions")}>
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        ) : hasSessions ? (
          <ul className="mt-4 grid grid-cols-1 gap-3 lg:grid-cols-2">
            {sessions?.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                onQr={() => setQrFor(session)}
                onLeads={() => setLeadsOf(session)}
                onDelete={() => setDeleting(session)}
              />
            ))}
          </ul>
        ) : sharedFirst ? (
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-slate-300 p-4">
            <p className="text-slate-700">{t("No session pages yet.")}</p>
            <Link to="/create-session" className={buttonClass("primary", "sm")}>
              {t("Create Session")}
            </Link>
          </div>
        ) : (
          !dashboard.isError && (
            <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
              {t("No session pages yet.")}
            </p>
          )
        )}
      </section>

      {!sharedFirst && shared.length > 0 && sharedSection}

      <DashboardEvents />

      {leadsOf && <LeadsDialog session={leadsOf} onClose={() => setLeadsOf(null)} />}
      {qrFor && (
        <QrDialog
          sessionId={qrFor.id}
          title={qrFor.title}
          open
          onOpenChange={(open) => !open && setQrFor(null)}
        />
      )}
      <AlertDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("Delete this session page?")}
        description={t(
          "“{title}” and its resources, polls, questions and leads will be deleted. This cannot be undone.",
          { title: deleting?.title ?? "" },
        )}
        actionLabel={t("Delete Session")}
        pendingLabel={t("Deleting...")}
        pending={remove.isPending}
        onAction={confirmDelete}
        returnFocusFallback={() => sessionsHeading.current}
      />
    </>
  );
}

export default function DashboardPage() {
  return (
    <RequireUser redirectTo="/">
      {(user) => (
        <SpeakerLayout>
          <Dashboard user={user} />
        </SpeakerLayout>
      )}
    </RequireUser>
  );
}
