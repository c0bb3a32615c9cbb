/** Dropdown menu on Radix (keyboard navigation, focus return); items are buttons or links. */
import * as RadixMenu from "@radix-ui/react-dropdown-menu";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "./cn.ts";

/**
 * Non-modal by default, as a menu button is: a modal Radix menu sets aria-hidden on the rest of
 * the page while its links and buttons stay focusable (axe: aria-hidden-focus). Escape, outside
 * clicks and focus return work the same.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof RadixMenu.Root>) {
  return <RadixMenu.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = RadixMenu.Trigger;

export function DropdownMenuContent({
  children,
  align = "end",
}: {
  children: ReactNode;
  align?: "start" | "end";
}) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        align={align}
        sideOffset={6}
        className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}

const itemClass =
  "flex min-h-10 w-full cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:outline-2 data-[highlighted]:-outline-offset-2 data-[highlighted]:outline-brand-600 data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-500";

export function DropdownMenuItem({
  children,
  onSelect,
  danger,
  disabled,
}: {
  children: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <RadixMenu.Item
      onSelect={onSelect}
      disabled={disabled}
      className={cn(itemClass, danger && !disabled && "text-red-700")}
    >
      {children}
    </RadixMenu.Item>
  );
}

export function DropdownMenuLabel({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <RadixMenu.Label id={id} className="px-3 py-2 text-xs text-slate-600">
      {children}
    </RadixMenu.Label>
  );
}

/** A group of items of which one is chosen (menuitemradio), under a visible `label` that names it. */
export function DropdownMenuRadioGroup({
  label,
  value,
  onValueChange,
  children,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <RadixMenu.RadioGroup aria-labelledby={id} value={value} onValueChange={onValueChange}>
      <DropdownMenuLabel id={id}>{label}</DropdownMenuLabel>
      {children}
    </RadixMenu.RadioGroup>
  );
}

export function DropdownMenuRadioItem({
  value,
  lang,
  children,
}: {
  value: string;
  lang?: string;
  children: ReactNode;
}) {
  return (
    <RadixMenu.RadioItem value={value} lang={lang} className={itemClass}>
      <span aria-hidden="true" className="inline-flex size-4 shrink-0 items-center justify-center">
        <RadixMenu.ItemIndicator>
          <svg
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M5 12l5 5 9-10" />
          </svg>
        </RadixMenu.ItemIndicator>
      </span>
      {children}
    </RadixMenu.RadioItem>
  );
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className="my-1 h-px bg-slate-200" />;
}
