/**
 * Sign Out (docs/product.md, Sign-in flow): end the server session, clear the stored user and
 * pending values and the service worker's reads kept while signed in (docs/decisions.md,
 * Authorization), then a full reload to /. The toast is carried over the reload in sessionStorage,
 * in English, and translated when it is shown.
 */
import { msg, PRODUCT_NAME } from "@lectern/shared";
import { toast } from "../app/toast.ts";
import { apiRequest } from "../api/client.ts";
import { translator } from "../i18n/language.ts";
import { forgetSignedInCopies } from "../offline/cache-rules.ts";
import { clearPendingSignup, setCurrentUser } from "./current-user.ts";

const FLASH_KEY = "lectern.flashToast";

/**
 * Set once this page is on its way out: clearing the user re-renders the screens before the reload,
 * and a top bar mounted then must leave the toast for the page that comes after the reload.
 */
let leaving = false;

export async function signOut(): Promise<void> {
  try {
    await apiRequest<unknown>("/api/auth/signout", { method: "POST" });
  } catch {
    // Offline or already signed out: the browser copy is cleared anyway; the cookie expires on its own.
  }
  await leave(msg("Signed out successfully"), msg("You have been signed out of {product}"));
}

/** Sign out everywhere (docs/product.md, Speaker profile): every device's sign-in ends. */
export async function signOutEverywhere(): Promise<void> {
  await apiRequest<unknown>("/api/auth/signout-everywhere", { method: "POST" });
  await leave(msg("Signed out everywhere"), msg("Every device is now signed out of {product}"));
}

/**
 * After the account is deleted (the server has already ended the session): the same way out as
 * Sign Out, with its own toast (docs/product.md, Speaker profile).
 */
export async function leaveDeletedAccount(): Promise<void> {
  await leave(
    msg("Account deleted"),
    msg("Your {product} account and everything in it have been deleted."),
  );
}

/**
 * Clears the stored user, pending values and the reads kept while signed in, then a full reload to
 * / that shows the toast.
 */
async function leave(title: string, description: string): Promise<void> {
  leaving = true;
  setCurrentUser(null);
  clearPendingSignup();
  await forgetSignedInCopies().catch(() => undefined);
  sessionStorage.setItem(FLASH_KEY, JSON.stringify({ title, description }));
  window.location.assign("/");
}

/** Shows a toast left by signOut before its reload, once. */
export function showFlashToast(): void {
  if (leaving) return;
  const raw = sessionStorage.getItem(FLASH_KEY);
  if (!raw) return;
  sessionStorage.removeItem(FLASH_KEY);
  try {
    const { title, description } = JSON.parse(raw) as { title: string; description: string };
    const { t } = translator();
    toast.success(t(title), { description: t(description, { product: PRODUCT_NAME }) });
  } catch {
    // A damaged entry is simply dropped.
  }
}
