/**
 * A line icon of the speaker screens: one 24-unit path stroked in the text colour, hidden from
 * screen readers because the words beside it (or the button's label) name the action.
 */
/** The chevron of a menu that opens downwards. */
export const CHEVRON_DOWN = "M6 9l6 6 6-6";

export function Icon({
  path,
  className = "size-4",
  strokeWidth = "2",
}: {
  /** The path's `d`. */
  path: string;
  className?: string;
  strokeWidth?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      <path d={path} />
    </svg>
  );
}
