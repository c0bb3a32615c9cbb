/**
 * The screen's h1, also written to document.title so tabs and screen readers name the page. After
 * a move to another screen it takes focus (unless a field of the new screen has it), so a keyboard or
 * screen-reader user starts at the new screen's top instead of on <body>; the first screen of a
 * page load leaves focus where the browser put it.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { PRODUCT_NAME } from "@lectern/shared";
import { cn } from "./ui/cn.ts";

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}

/** The path whose h1 was last seen; null until the first screen of this page load shows one. */
let titledPath: string | null = null;

export function PageTitle({
  children,
  title,
  className,
}: {
  children?: ReactNode;
  title: string;
  className?: string;
}) {
  useDocumentTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const path = window.location.pathname;
    const moved = titledPath !== null && titledPath !== path;
    titledPath = path;
    // A field of the new screen that took focus keeps it; a link of the top bar, or <body>, gives it up.
    const active = document.activeElement;
    const area = heading.current?.closest("main") ?? document.body;
    const kept = active !== null && active !== document.body && area.contains(active);
    if (moved && !kept) heading.current?.focus();
  }, []);
  return (
    <h1
      ref={heading}
      tabIndex={-1}
      className={cn("text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl", className)}
    >
      {children ?? title}
    </h1>
  );
}
