/**
 * When the server answers 401 to a speaker call, the cookie session is gone (expired, or signed
 * out elsewhere): the stored user and the reads kept while signed in are cleared (docs/decisions.md,
 * Authorization), so the screen's redirect takes the speaker to sign in.
 */
import { useEffect } from "react";
import { toast } from "../app/toast.ts";
import { ApiError } from "../api/client.ts";
import { translator } from "../i18n/language.ts";
import { forgetSignedInCopies } from "../offline/cache-rules.ts";
import { setCurrentUser } from "./current-user.ts";

export function useSessionExpiry(...errors: unknown[]): void {
  const expired = errors.some((error) => error instanceof ApiError && error.status === 401);
  useEffect(() => {
    if (!expired) return;
    setCurrentUser(null);
    void forgetSignedInCopies().catch(() => undefined);
    const { t } = translator();
    toast.error(t("Please sign in again"), { description: t("Your session has ended.") });
  }, [expired]);
}
