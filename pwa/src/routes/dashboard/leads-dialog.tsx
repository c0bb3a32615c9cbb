/**
 * The dashboard's leads dialog (docs/product.md, Dashboard): each download's e-mail, resource and
 * date, how many people (leads) they are, and a way on to the full leads screen. No attendee's
 * address is shown to the speaker.
 */
import { Link } from "../../components/link.tsx";
import { DISPLAY_DATE, type Session } from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { useSessionLeads } from "../../api/speaker/leads.ts";
import { useTranslator } from "../../i18n/language.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";

export function LeadsDialog({ session, onClose }: { session: Session; onClose: () => void }) {
  const { t, plural, date } = useTranslator();
  const leads = useSessionLeads(session.id);
  const rows = leads.data ?? [];
  const people = new Set(rows.map((row) => row.email)).size;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("Leads for {title}", { title: session.title })}
      className="max-w-2xl"
    >
      {leads.isPending ? (
        <div aria-busy="true" aria-label={t("Loading leads")} className="space-y-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : leads.isError ? (
        <Alert title={t("Failed to load analytics")}>
          {errorMessage(leads.error, t("Please try again."))}
        </Alert>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t("No leads collected yet")}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {plural(people, { one: "Total: # lead", other: "Total: # leads" })}
          </p>
          <ul className="mt-3 divide-y divide-slate-200" aria-label={t("Leads")}>
            {rows.map((lead) => (
              <li key={lead.id} className="py-2 text-sm">
                <p className="font-medium break-words text-slate-900">{lead.email}</p>
                <p className="text-slate-700">
                  <span className="sr-only">{t("Resource downloaded:")} </span>
                  {lead.resource?.title ?? t("Deleted resource")}
                </p>
                <p className="text-xs text-slate-600">
                  <span className="sr-only">{t("Date:")} </span>
                  {date(lead.createdAt, DISPLAY_DATE)}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-4 flex justify-end">
        <Link to={`/session/${session.id}/leads`} className={buttonClass("outline", "sm")}>
          {t("View Leads")}
        </Link>
      </div>
    </Dialog>
  );
}
