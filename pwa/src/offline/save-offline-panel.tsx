/**
 * The look of a "Save for offline" panel, the session page's (its files) and the agenda's (its
 * talk pages): a sentence of what it keeps, the button (a check once all is saved), the progress
 * while saving, a polite status line where the caller has one, and the error. What is saved and
 * how is the caller's. The pre-rendered pages write the same markup (session-page-html.ts,
 * event-page-html.ts): change them together.
 */
import type { ReactNode } from "react";

export function SaveOfflinePanel({
  description,
  label,
  allSaved,
  disabled,
  onSave,
  progress,
  status,
  error,
}: {
  description: string;
  label: string;
  allSaved: boolean;
  disabled: boolean;
  onSave: () => void;
  /** While saving: how far, in percent, and what the progress bar is called. */
  progress: { percent: number; label: string } | null;
  /** A polite status line (kept in the page, so a screen reader hears what comes into it). */
  status?: ReactNode;
  /** What went wrong, translated. */
  error: string | null;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">{description}</p>
        <button
          type="button"
          onClick={onSave}
          disabled={disabled}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-600 disabled:hover:bg-transparent"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {allSaved ? (
              <path d="M5 12l5 5L20 7" />
            ) : (
              <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" />
            )}
          </svg>
          {label}
        </button>
      </div>
      {progress && (
        <progress
          className="mt-2 h-2 w-full overflow-hidden rounded accent-brand-700"
          max={100}
          value={progress.percent}
          aria-label={progress.label}
        />
      )}
      {status !== undefined && (
        <p role="status" className="mt-2 text-sm text-slate-700 empty:hidden">
          {status}
        </p>
      )}
      {error !== null && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
