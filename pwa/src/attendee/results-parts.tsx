/**
 * What the results of every poll kind share (poll-results.tsx and the word-cloud and rating views
 * loaded with their kind): the closing total line. The count of votes in words is @lectern/shared's
 * votesLabel.
 */
export function Total({ label }: { label: string }) {
  return <p className="text-sm font-medium text-slate-700">{label}</p>;
}
