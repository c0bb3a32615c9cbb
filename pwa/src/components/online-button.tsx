/**
 * A button whose action needs the server: while the browser is offline it is disabled and reads
 * "You're offline" (speakers edit online only: docs/decisions.md, Offline-first). An aria-label
 * (which starts with the visible text) names it only while that text shows.
 */
import { forwardRef } from "react";
import { useTranslator } from "../i18n/language.ts";
import { OFFLINE_BUTTON_TEXT, useOnline } from "../offline/use-online.ts";
import { Button, type ButtonProps } from "./ui/button.tsx";

export interface OnlineButtonProps extends ButtonProps {
  pending?: boolean;
  pendingText?: string;
}

export const OnlineButton = forwardRef<HTMLButtonElement, OnlineButtonProps>(function OnlineButton(
  { pending, pendingText, disabled, children, "aria-label": label, ...props },
  ref,
) {
  const { t } = useTranslator();
  const online = useOnline();
  const replaced = !online || (pending && pendingText);
  return (
    <Button
      ref={ref}
      disabled={disabled || pending || !online}
      aria-busy={pending || undefined}
      aria-label={replaced ? undefined : label}
      {...props}
    >
      {!online ? t(OFFLINE_BUTTON_TEXT) : pending && pendingText ? pendingText : children}
    </Button>
  );
});
