/**
 * What every form does with its errors (docs/product.md, Validation): one message per field from a
 * zod result, when a field's message shows, and focus on the first invalid field after a submit,
 * so an error is said where its field is and heard at once.
 */
import { useEffect, useRef, useState } from "react";
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

/** A control that takes focus, inside a group marked invalid (a radiogroup, a fieldset). */
const FOCUSABLE =
  "input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])";

/**
 * The control to focus for the first element marked aria-invalid inside `root`, in document order:
 * the element itself when it is a control, else (a group) its checked control or its first one.
 */
export function firstInvalidControl(root: ParentNode): HTMLElement | null {
  const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid || invalid.matches(FOCUSABLE)) return invalid;
  return (
    invalid.querySelector<HTMLElement>('[aria-checked="true"], :checked') ??
    invalid.querySelector<HTMLElement>(FOCUSABLE)
  );
}

/**
 * Moves focus to the first invalid field inside `root`. A field that has focus already (Enter
 * pressed in it) is left and focused again, so a screen reader reads it anew with its message.
 */
export function focusFirstInvalid(root: ParentNode): void {
  const control = firstInvalidControl(root);
  if (!control) return;
  if (control === document.activeElement) control.blur();
  control.focus();
}

/**
 * Focus on the first invalid field once the form has rendered its errors: put `ref` on the form
 * (or the element around the fields) and call `focusFirstInvalid()` from a submit that found a
 * problem, in the same update that shows it. Declared after another focus effect, it wins.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked > 0 && ref.current) focusFirstInvalid(ref.current);
  }, [asked]);
  return { ref, focusFirstInvalid: () => setAsked((count) => count + 1) };
}
