/**
 * Tabs on Radix (arrow keys, roles). The list wraps onto a second row when its tabs do not fit on
 * one (a phone, longer labels in other languages), so every tab stays in sight: a list scrolling
 * sideways hid its last tabs with no sign that there were more. Each tab is at least 6.5rem wide,
 * or as wide as its label, and the tabs of a row share its width.
 */
import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { cn } from "./cn.ts";

export const Tabs = RadixTabs.Root;

export function TabsList({
  children,
  label,
  className,
}: {
  children: ReactNode;
  label: string;
  className?: string;
}) {
  return (
    <RadixTabs.List
      aria-label={label}
      className={cn("flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1", className)}
    >
      {children}
    </RadixTabs.List>
  );
}

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixTabs.Trigger
      value={value}
      className="inline-flex min-h-10 flex-[1_1_6.5rem] items-center justify-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap text-slate-700 border-b-[3px] border-transparent data-[state=active]:border-brand-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm forced-colors:border-[Canvas] forced-colors:data-[state=active]:border-[Highlight]"
    >
      {children}
    </RadixTabs.Trigger>
  );
}

/** `keepMounted` keeps an inactive tab's state (unsaved edits) while hiding it. */
export function TabsContent({
  value,
  children,
  className,
  keepMounted,
}: {
  value: string;
  children: ReactNode;
  className?: string;
  keepMounted?: boolean;
}) {
  return (
    <RadixTabs.Content
      value={value}
      forceMount={keepMounted || undefined}
      className={cn("mt-4 data-[state=inactive]:hidden", className)}
    >
      {children}
    </RadixTabs.Content>
  );
}
