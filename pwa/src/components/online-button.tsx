/**
 * A button whose action needs the server: while the browser is offline it is unavailable and reads
 * "You're offline" (speakers edit online only: docs/decisions.md, Offline-first). While its action
 * is pending, and whenever it holds focus, it is only marked aria-disabled and ignores presses:
 * browsers drop focus from a button the moment it gets the disabled attribute, and the person
 * pressing it would lose their place (audit 2026-11, finding 1c).
 * An aria-label (which starts with the visible text) names it only while that text shows.
 */
import { forwardRef, useState } from "react";
import { useTranslator } from "../i18n/language.ts";
import { OFFLINE_BUTTON_TEXT, useOnline } from "../offline/use-online.ts";
import { Button, type ButtonProps } from "./ui/button.tsx";

export interface OnlineButtonProps extends ButtonProps {
  pending?: boolean;
  pendingText?: string;
}

export const OnlineButton = forwardRef<HTMLButtonElement, OnlineButtonProps>(function OnlineButton(
  {
    pending,
    pendingText,
    disabled,
    children,
    onClick,
    onFocus,
    onBlur,
    "aria-label": label,
    ...props
  },
  ref,
) {
  const { t } = useTranslator();
  const online = useOnline();
  const [focused, setFocused] = useState(false);
  const unavailable = pending || disabled || !online;
  const kept = unavailable && (pending || focused);
  const replaced = !online || (pending && pendingText);
  return (
    <Button
      ref={ref}
      disabled={unavailable && !kept}
      aria-disabled={kept || undefined}
      aria-busy={pending || undefined}
      onClick={(event) => {
        if (kept) event.preventDefault();
        else onClick?.(event);
      }}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
      aria-label={replaced ? undefined : label}
      {...props}
    >
      {!online ? t(OFFLINE_BUTTON_TEXT) : pending && pendingText ? pendingText : children}
    </Button>
  );
});
