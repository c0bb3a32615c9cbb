/** Wires a text input or textarea to one string field of a form's values object. */
import type { ChangeEvent } from "react";

export function bindText<K extends string, T extends Record<K, string>>(
  values: T,
  key: K,
  onValues: (next: T) => void,
): {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
} {
  return {
    value: values[key],
    onChange: (event) => onValues({ ...values, [key]: event.target.value }),
  };
}
