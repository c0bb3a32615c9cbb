/**
 * The browser copy of the signed-in speaker (local storage key currentUser) and the pending sign-up
 * values. For the UI only: the server's cookie session decides who may do what.
 */
import { useSyncExternalStore } from "react";
import type { User } from "@lectern/shared";

const CURRENT_USER_KEY = "currentUser";
const PENDING_USER_ID_KEY = "pendingUserId";
const PENDING_EMAIL_KEY = "pendingEmail";
const listeners = new Set<() => void>();

export type CurrentUser = User;

function read(): string | null {
  try {
    return localStorage.getItem(CURRENT_USER_KEY);
  } catch {
    return null;
  }
}

let cachedRaw: string | null = null;
let cachedUser: CurrentUser | null = null;

export function getCurrentUser(): CurrentUser | null {
  const raw = read();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedUser = raw ? (JSON.parse(raw) as CurrentUser) : null;
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function setCurrentUser(user: CurrentUser | null): void {
  if (user) localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
  else localStorage.removeItem(CURRENT_USER_KEY);
  notify();
}

export function setPendingSignup(userId: number, email: string): void {
  localStorage.setItem(PENDING_USER_ID_KEY, String(userId));
  localStorage.setItem(PENDING_EMAIL_KEY, email);
}

export function getPendingSignup(): { userId: number | null; email: string | null } {
  const id = Number(localStorage.getItem(PENDING_USER_ID_KEY));
  return {
    userId: Number.isInteger(id) && id > 0 ? id : null,
    email: localStorage.getItem(PENDING_EMAIL_KEY),
  };
}

export function clearPendingSignup(): void {
  localStorage.removeItem(PENDING_USER_ID_KEY);
  localStorage.removeItem(PENDING_EMAIL_KEY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENT_USER_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The current user, re-rendering when it changes (in this tab or another). */
export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(subscribe, getCurrentUser, () => null);
}
