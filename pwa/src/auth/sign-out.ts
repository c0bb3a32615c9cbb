/**
 * Sign Out (docs/product.md, Sign-in flow): end the server session, clear the stored user and
 * pending values, then a full reload to /. The toast is carried over the reload in sessionStorage,
 * in English, and translated when it is shown.
 */
import { msg, PRODUCT_NAME } from "@lectern/shared";
import { toast } from "../app/toast.ts";
import { apiRequest } from "../api/client.ts";
import { translator } from "../i18n/language.ts";
import { clearPendingSignup, setCurrentUser } from "./current-user.ts";

const FLASH_KEY = "lectern.flashToast";

export async function signOut(): Promise<void> {
  try {
    await apiRequest<unknown>("/api/auth/signout", { method: "POST" });
  } catch {
    // Offline or already signed out: the browser copy is cleared anyway; the cookie expires on its own.
  }
  setCurrentUser(null);
  clearPendingSignup();
  sessionStorage.setItem(
    FLASH_KEY,
    JSON.stringify({
      title: msg("Signed out successfully"),
      description: msg("You have been signed out of {product}"),
    }),
  );
  window.location.assign("/");
}

/** Shows a toast left by signOut before its reload, once. */
export function showFlashToast(): void {
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
