/** Joins class names, skipping falsy ones, so components can take optional extra classes. */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}
