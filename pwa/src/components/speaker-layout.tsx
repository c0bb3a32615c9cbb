/**
 * Frame of every speaker screen: the top navigation and a centred main column. Screens that need a
 * signed-in speaker send signed-out visitors away (docs/product.md, Routes; profile screens to
 * /signin). A page shown from its last copy says so (offline, and from when).
 */
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useCurrentUser, type CurrentUser } from "../auth/current-user.ts";
import { OfflineCopyNotice } from "../offline/offline-copy-notice.tsx";
import { TopNav } from "./top-nav.tsx";
import { cn } from "./ui/cn.ts";

export function SpeakerLayout({
  children,
  width = "wide",
  className,
}: {
  children: ReactNode;
  width?: "narrow" | "wide" | "full";
  className?: string;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <TopNav />
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          "mx-auto w-full flex-1 outline-none",
          width === "narrow" && "max-w-md px-4 py-8 sm:py-12",
          width === "wide" && "max-w-6xl px-4 py-6 sm:py-8",
          className,
        )}
      >
        <OfflineCopyNotice className="mb-4" />
        {children}
      </main>
    </div>
  );
}

/** Renders `children(user)` for a signed-in speaker, otherwise redirects to `redirectTo`. */
export function RequireUser({
  redirectTo,
  children,
}: {
  redirectTo: "/" | "/signin";
  children: (user: CurrentUser) => ReactNode;
}) {
  const user = useCurrentUser();
  if (!user) return <Navigate to={redirectTo} replace />;
  return <>{children(user)}</>;
}
