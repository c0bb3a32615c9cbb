/**
 * The dashboard's leads dialog (docs/product.md, Dashboard): each download's e-mail, resource, date
 * and IP, the total count, and a way on to the full leads screen.
 */
import { Link } from "../../components/link.tsx";
import { formatDisplayDate, type Session } from "@lectern/shared";
import { errorMessage } from "../../api/client.ts";
import { useSessionLeads } from "../../api/speaker/leads.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";

export function LeadsDialog({ session, onClose }: { session: Session; onClose: () => void }) {
  const leads = useSessionLeads(session.id);
  const rows = leads.data ?? [];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Leads for ${session.title}`}
      className="max-w-2xl"
    >
      {leads.isPending ? (
        <div aria-busy="true" aria-label="Loading leads" className="space-y-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : leads.isError ? (
        <Alert title="Failed to load analytics">
          {errorMessage(leads.error, "Please try again.")}
        </Alert>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          No leads collected yet
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Total: <strong>{rows.length}</strong> {rows.length === 1 ? "lead" : "leads"}
          </p>
          <ul className="mt-3 divide-y divide-slate-200" aria-label="Leads">
            {rows.map((lead) => (
              <li key={lead.id} className="py-2 text-sm">
                <p className="font-medium break-words text-slate-900">{lead.email}</p>
                <p className="text-slate-700">
                  <span className="sr-only">Resource downloaded: </span>
                  {lead.resource?.title ?? "Deleted resource"}
                </p>
                <p className="text-xs text-slate-600">
                  <span className="sr-only">Date: </span>
                  {formatDisplayDate(lead.createdAt)}
                  {lead.ipAddress && <> · IP {lead.ipAddress}</>}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-4 flex justify-end">
        <Link to={`/session/${session.id}/leads`} className={buttonClass("outline", "sm")}>
          View Leads
        </Link>
      </div>
    </Dialog>
  );
}
