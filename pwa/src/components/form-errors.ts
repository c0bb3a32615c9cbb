/** Turns a zod result into one message per top-level field, for inline field errors. */
import { useState } from "react";
import type { z } from "zod";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function fieldErrors<K extends string>(error: z.ZodError): FieldErrors<K> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/**
 * When a form's inline errors show (docs/product.md, Validation): a field is checked on each change
 * once it was left, and every field once a save was tried; a message goes as soon as its field is
 * valid. Leaving a field shows nothing by itself, so the form does not move under the pointer
 * between pressing and releasing a button.
 */
export function useFieldChecks(tried: boolean) {
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [live, setLive] = useState<ReadonlySet<string>>(new Set());
  return {
    /** Whether the field's problem, if any, is shown now. */
    checked: (key: string) => tried || live.has(key),
    leave: (key: string) => setLeft((now) => (now.has(key) ? now : new Set(now).add(key))),
    changed: (key: string) => {
      if (left.has(key)) setLive((now) => (now.has(key) ? now : new Set(now).add(key)));
    },
  };
}
