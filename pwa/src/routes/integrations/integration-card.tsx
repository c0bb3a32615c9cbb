/**
 * What the Integrations screen's sections share (docs/product.md, Webhooks and API tokens): a card
 * with its heading, which a confirmation dialog gives focus back to when the row it was about is
 * gone, and its description; a secret shown this once with Copy; the list's loading, failure and
 * empty states.
 */
import { forwardRef, useId, type ReactNode } from "react";
import { errorMessage } from "../../api/error-text.ts";
import { CopyField } from "../../components/copy-field.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTranslator } from "../../i18n/language.ts";

export const IntegrationCard = forwardRef<
  HTMLHeadingElement,
  { title: string; description: string; children: ReactNode; dialog: ReactNode }
>(function IntegrationCard({ title, description, children, dialog }, heading) {
  const id = useId();
  return (
    <Card className="mt-6 p-5 sm:p-8">
      <section aria-labelledby={`${id}-title`}>
        <h2
          id={`${id}-title`}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          {title}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{description}</p>
        {children}
      </section>
      {dialog}
    </Card>
  );
});

/** A secret the server answers once: said so, with Copy, until the section is left. */
export function ShownOnce(props: {
  title: string;
  note: string;
  label: string;
  value: string;
  successText: string;
}) {
  return (
    <Alert variant="info" className="mt-4" title={props.title}>
      <p className="mb-3">{props.note}</p>
      <CopyField label={props.label} value={props.value} successText={props.successText} />
    </Alert>
  );
}

/** A section's list as its query stands: loading, failed, empty, or the items. */
export function QueryList<T>({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T[] | undefined };
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslator();
  if (query.isPending) return <Skeleton className="mt-4 h-16" />;
  if (query.isError || !query.data)
    return (
      <p role="alert" className="mt-4 text-sm font-medium text-red-700">
        {errorMessage(query.error, t("Please check your connection and try again."))}
      </p>
    );
  if (query.data.length === 0) return <p className="mt-4 text-sm text-slate-700">{empty}</p>;
  return <>{children(query.data)}</>;
}
