/**
 * The attendee pages' dialog: a Radix dialog (focus trap, Escape, screen-reader title and
 * description) styled for phones first, and its Cancel and submit buttons. Closing gives focus back
 * to what opened it. Only the dialogs import it, and they load on demand, so it stays out of the
 * page's first load.
 */
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { useFocusReturn } from "../components/focus.ts";
import { useTranslator } from "../i18n/language.ts";
import { primaryButtonClass, secondaryButtonClass } from "./styles.ts";

interface ModalProps {
  title: string;
  description: string;
  /** Closing is refused while an action is in flight. */
  busy?: boolean;
  onClose: () => void;
  /** Takes focus on close when the control that opened the dialog is gone. */
  returnFocusFallback?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

export function Modal({
  title,
  description,
  busy = false,
  onClose,
  returnFocusFallback,
  children,
}: ModalProps) {
  const returnFocus = useFocusReturn(true, returnFocusFallback);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {description}
          </Dialog.Description>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Cancel and the form's submit button (reading `busyText` while busy), both disabled while busy;
 * in the same order on screen as Tab reaches them, stacked on phones with the submit nearest the thumb.
 */
export function ModalActions({
  busy,
  onCancel,
  submitText,
  busyText,
}: {
  busy: boolean;
  onCancel: () => void;
  submitText: string;
  busyText: string;
}) {
  const { t } = useTranslator();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
      <button type="button" onClick={onCancel} disabled={busy} className={secondaryButtonClass}>
        {t("Cancel")}
      </button>
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? busyText : submitText}
      </button>
    </div>
  );
}
