/**
 * What the results of every poll kind share (poll-results.tsx and the views loaded with their
 * kind): the closing total line, and the one-decimal format of an average (a rating's, a ranked
 * choice's place). The count of votes in words is @lectern/shared's votesLabel.
 */
export function Total({ label }: { label: string }) {
  return <p className="text-sm font-medium text-slate-700">{label}</p>;
}

/** One constant object, so the translator keeps one formatter for it. */
export const ONE_DECIMAL: Intl.NumberFormatOptions = {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
};
