/** Modal dialog on Radix (focus trap, Escape, labelled title); sized for phones first. */
import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { useTranslator } from "../../i18n/language.ts";
import { useFocusReturn } from "../focus.ts";
import { cn } from "./cn.ts";

export const overlayClass = "fixed inset-0 z-40 bg-slate-900/50";
export const contentClass =
  "fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl";

export interface DialogProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** A blocking dialog cannot be dismissed by Escape, outside clicks or a close button. */
  blocking?: boolean;
  className?: string;
  /** Takes focus on close when the control that opened the dialog is gone. */
  returnFocusFallback?: () => HTMLElement | null | undefined;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  blocking,
  className,
  returnFocusFallback,
}: DialogProps) {
  const { t } = useTranslator();
  const returnFocus = useFocusReturn(open, returnFocusFallback);
  const prevent = (event: Event) => {
    if (blocking) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={blocking ? undefined : onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClass} />
        <RadixDialog.Content
          className={cn(contentClass, className)}
          onEscapeKeyDown={prevent}
          onPointerDownOutside={prevent}
          onInteractOutside={prevent}
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <RadixDialog.Title className="pr-8 text-lg font-semibold text-slate-900">
            {title}
          </RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-1 text-sm text-slate-700">
              {description}
            </RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          {!blocking && (
            <RadixDialog.Close
              aria-label={t("Close")}
              className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
