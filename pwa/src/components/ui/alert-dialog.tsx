/**
 * Confirmation dialog on Radix AlertDialog: Cancel gets focus first, the action is explicit, and
 * the buttons read in the same order on screen as Tab reaches them (Cancel, then the action).
 */
import * as RadixAlertDialog from "@radix-ui/react-alert-dialog";
import type { ReactNode } from "react";
import { useTranslator } from "../../i18n/language.ts";
import { useFocusReturn } from "../focus.ts";
import { buttonClass } from "./button.tsx";
import { contentClass, overlayClass } from "./dialog.tsx";

export interface AlertDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  actionLabel: string;
  onAction: () => void;
  pending?: boolean;
  pendingLabel?: string;
  /** Takes focus on close when the control that opened the dialog is gone (a deleted row's). */
  returnFocusFallback?: () => HTMLElement | null | undefined;
}

export function AlertDialog({
  open,
  onOpenChange,
  title,
  description,
  actionLabel,
  onAction,
  pending,
  pendingLabel,
  returnFocusFallback,
}: AlertDialogProps) {
  const { t } = useTranslator();
  const returnFocus = useFocusReturn(open, returnFocusFallback);
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={overlayClass} />
        <RadixAlertDialog.Content className={contentClass} onCloseAutoFocus={returnFocus}>
          <RadixAlertDialog.Title className="text-lg font-semibold text-slate-900">
            {title}
          </RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="mt-2 text-sm text-slate-700">
            {description}
          </RadixAlertDialog.Description>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <RadixAlertDialog.Cancel className={buttonClass("outline")}>
              {t("Cancel")}
            </RadixAlertDialog.Cancel>
            <button
              type="button"
              className={buttonClass("danger")}
              disabled={pending}
              onClick={onAction}
            >
              {pending && pendingLabel ? pendingLabel : actionLabel}
            </button>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
