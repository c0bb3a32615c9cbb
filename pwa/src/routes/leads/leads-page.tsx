/**
 * /session/{id}/leads (docs/product.md, Leads screen): stat cards, the All Leads table, the
 * Downloads by {email} dialog, Export Leads as the CSV of docs/product.md, Formats, built in
 * the browser, and Delete per lead (its e-mail, downloads and addresses go; page views stay).
 * Leads are the owner's alone (docs/product.md, Team): a member of the session's team is told so.
 */
import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { toast } from "../../app/toast.ts";
import {
  buildLeadsCsv,
  DISPLAY_DATE,
  idParamSchema,
  leadsCsvFileName,
  msg,
  roleCan,
  type AnalyticsLead,
} from "@lectern/shared";
import { ApiError } from "../../api/client.ts";
import { errorMessage } from "../../api/error-text.ts";
import { useDeleteLead, useSessionAnalytics } from "../../api/speaker/leads.ts";
import { useSession } from "../../api/speaker/sessions.ts";
import { useSessionExpiry } from "../../auth/use-session-expiry.ts";
import { translator, useTranslator } from "../../i18n/language.ts";
import { saveBlob } from "../../components/download-file.ts";
import { BackToDashboardLink, SessionNotFound } from "../../components/back-to-dashboard.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { RequireUser, SpeakerLayout } from "../../components/speaker-layout.tsx";
import { OnlineButton } from "../../components/online-button.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { AlertDialog } from "../../components/ui/alert-dialog.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";

function StatCard({ label, value }: { label: string; value: number }) {
  const { number } = useTranslator();
  return (
    <Card className="p-3 sm:p-5">
      <p className="text-xs font-medium break-words hyphens-auto text-slate-700 sm:text-sm">
        {label}
      </p>
      <p className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{number(value)}</p>
    </Card>
  );
}

/** Only the server's word that the session is not there (404) or not this speaker's (403) means Session Not Found. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslator();
  return (
    <>
      <BackToDashboardLink />
      <div className="mx-auto max-w-md py-10 text-center">
        <PageTitle title={t("Leads could not be loaded")} />
        <Alert className="mt-4 text-left" title={t("Failed to load analytics")}>
          {t("Check your connection and try again.")}
        </Alert>
        <OnlineButton
          className="mt-6"
          onClick={onRetry}
          pending={retrying}
          pendingText={t("Trying again...")}
        >
          {t("Try again")}
        </OnlineButton>
      </div>
    </>
  );
}

const TYPE_LABELS: Record<string, string> = {
  presentation: msg("Presentation"),
  handout: msg("Handout"),
  additional: msg("Additional"),
  link: msg("Link"),
  cta: msg("Call to action"),
};

function DownloadsDialog({ lead, onClose }: { lead: AnalyticsLead; onClose: () => void }) {
  const { t, plural, date } = useTranslator();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("Downloads by {email}", { email: lead.email })}
      description={plural(lead.downloadCount, { one: "# download", other: "# downloads" })}
    >
      {lead.downloads.length === 0 ? (
        <p className="text-sm text-slate-700">{t("No downloads yet.")}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {lead.downloads.map((download) => (
            <li
              key={download.id}
              className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{download.resourceTitle}</p>
                <Badge>{t(TYPE_LABELS[download.resourceType] ?? download.resourceType)}</Badge>
              </div>
              <p className="shrink-0 text-sm text-slate-700">
                {date(download.downloadedAt, DISPLAY_DATE)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

/** A member of the session's team opened its leads, which are the owner's alone. */
function OwnerOnly() {
  const { t } = useTranslator();
  return (
    <>
      <BackToDashboardLink />
      <div role="alert" className="mx-auto max-w-md py-10 text-center">
        <PageTitle title={t("Leads are for the session's owner only")} />
        <p className="mt-3 text-slate-700">
          {t("Members of the session's team see its results and exports, but not its leads.")}
        </p>
      </div>
    </>
  );
}

function Leads({ sessionId }: { sessionId: number }) {
  const { t, plural, number, date } = useTranslator();
  const session = useSession(sessionId);
  const analytics = useSessionAnalytics(sessionId);
  const [openLead, setOpenLead] = useState<AnalyticsLead | null>(null);
  const [deleting, setDeleting] = useState<AnalyticsLead | null>(null);
  const removeLead = useDeleteLead(sessionId);
  const leadsHeading = useRef<HTMLHeadingElement>(null);
  useSessionExpiry(analytics.error);

  useEffect(() => {
    if (analytics.isError && !isMissing(analytics.error) && !isSignedOut(analytics.error))
      toast.error(translator().t("Failed to load analytics"));
  }, [analytics.isError, analytics.error]);

  if (session.isPending || analytics.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label={t("Loading leads")}>
        <Skeleton className="h-10 w-2/3" />
        <div className="grid gap-3 sm:grid-cols-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
        <Skeleton className="h-64" />
      </div>
    );
  }
  const role = session.data?.role ?? null;
  if (role !== null && !roleCan(role, "leads")) return <OwnerOnly />;
  if (isMissing(session.error) || isMissing(analytics.error)) return <SessionNotFound />;
  if (session.isError || analytics.isError) {
    // Offline, a server error or an expired sign-in: the session may well exist, so do not say it does not.
    const retry = () => {
      if (session.isError) void session.refetch();
      if (analytics.isError) void analytics.refetch();
    };
    return <LoadFailed onRetry={retry} retrying={session.isFetching || analytics.isFetching} />;
  }
  const data = analytics.data;

  const confirmDelete = () => {
    if (!deleting) return;
    const email = deleting.email;
    removeLead.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(t("Lead deleted"), {
          description: t("{email} and its downloads are gone.", { email }),
        });
      },
      onError: (error) => {
        setDeleting(null);
        toast.error(t("The lead could not be deleted"), {
          description: errorMessage(error, t("Please try again.")),
        });
      },
    });
  };

  const exportCsv = () => {
    saveBlob(
      new Blob([buildLeadsCsv(data.leads)], { type: "text/csv;charset=utf-8" }),
      leadsCsvFileName(sessionId),
    );
  };

  return (
    <>
      <BackToDashboardLink />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <PageTitle
            title={t("Leads for {title}", { title: session.data.title })}
            className="break-words"
          />
          <p className="mt-1 [overflow-wrap:anywhere] text-slate-700">{session.data.eventName}</p>
        </div>
        {data.leads.length > 0 && <Button onClick={exportCsv}>{t("Export Leads")}</Button>}
      </div>

      <section aria-label={t("Totals")} className="mt-6 grid grid-cols-3 gap-2 sm:gap-3">
        <StatCard label={t("Unique Leads")} value={data.uniqueLeads} />
        <StatCard label={t("Total Page Views")} value={data.totalPageViews} />
        <StatCard label={t("Total Downloads")} value={data.totalDownloads} />
      </section>

      <Card className="mt-6 overflow-hidden">
        <h2
          id="all-leads"
          ref={leadsHeading}
          tabIndex={-1}
          className="border-b border-slate-200 px-4 py-3 text-lg font-semibold text-slate-900 sm:px-5"
        >
          {t("All Leads")}
        </h2>
        {data.leads.length === 0 ? (
          <div className="px-4 py-12 text-center">
            <p className="font-medium text-slate-900">{t("No leads collected yet")}</p>
            <p className="mt-1 text-sm text-slate-700">
              {t("Leads will appear here when visitors download resources from your session page.")}
            </p>
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table aria-labelledby="all-leads" className="w-full min-w-[36rem] text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium sm:px-5">
                    {t("Email")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t("Views")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t("Downloads")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t("First Visit")}
                  </th>
                  <th scope="col" className="relative px-4 py-3 font-medium">
                    <span className="sr-only">{t("Delete")}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {data.leads.map((lead) => (
                  <tr key={lead.id}>
                    <td className="px-4 py-3 break-all text-slate-900 sm:px-5">{lead.email}</td>
                    <td className="px-4 py-3 text-slate-900">{number(lead.viewCount)}</td>
                    <td className="px-4 py-3">
                      <button
                        type="button"
                        className="min-h-9 font-medium text-brand-700 underline"
                        onClick={() => setOpenLead(lead)}
                        aria-label={plural(
                          lead.downloadCount,
                          { one: "# download by {email}", other: "# downloads by {email}" },
                          { email: lead.email },
                        )}
                      >
                        {number(lead.downloadCount)}
                      </button>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                      {date(lead.createdAt, DISPLAY_DATE)}
                    </td>
                    <td className="px-2 py-1 text-right">
                      <Button
                        variant="quiet-danger"
                        size="sm"
                        onClick={() => setDeleting(lead)}
                        aria-label={t("Delete lead {email}", { email: lead.email })}
                      >
                        {t("Delete")}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      {openLead && <DownloadsDialog lead={openLead} onClose={() => setOpenLead(null)} />}
      <AlertDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("Delete this lead?")}
        description={t(
          "{email} will be deleted with its downloads and the addresses it visited from. Page views stay in the totals. This cannot be undone.",
          { email: deleting?.email ?? "" },
        )}
        actionLabel={t("Delete Lead")}
        pendingLabel={t("Deleting...")}
        pending={removeLead.isPending}
        onAction={confirmDelete}
        returnFocusFallback={() => leadsHeading.current}
      />
    </>
  );
}

export default function LeadsPage() {
  const { id } = useParams();
  const parsed = idParamSchema.safeParse(id ?? "");
  return (
    <RequireUser redirectTo="/">
      {() => (
        <SpeakerLayout>
          {parsed.success ? <Leads sessionId={parsed.data} /> : <SessionNotFound />}
        </SpeakerLayout>
      )}
    </RequireUser>
  );
}
