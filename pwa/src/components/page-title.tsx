/** The screen's h1, also written to document.title so tabs and screen readers name the page. */
import { useEffect, type ReactNode } from "react";
import { PRODUCT_NAME } from "@lectern/shared";
import { cn } from "./ui/cn.ts";

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}

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
  return (
    <h1 className={cn("text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl", className)}>
      {children ?? title}
    </h1>
  );
}
