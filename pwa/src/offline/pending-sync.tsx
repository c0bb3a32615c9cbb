/**
 * Small marks for actions still in the outbox, for the attendee components to place: the
 * Pending sync badge on a queued question and the saved-vote note under a queued vote.
 */
export const PENDING_SYNC_TEXT = "Pending sync";
export const VOTE_SAVED_TEXT = "Saved - will be sent when you're back online";

export function PendingSyncBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="8" cy="8" r="6" />
        <path d="M8 4.5V8l2.5 1.5" />
      </svg>
      {PENDING_SYNC_TEXT}
    </span>
  );
}

export function VoteSavedNotice() {
  return (
    <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
      {VOTE_SAVED_TEXT}
    </p>
  );
}
