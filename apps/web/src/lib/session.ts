import { useSyncExternalStore } from 'react';
import type { User } from '@giglane/contract/users';
import { SESSION_COOKIE } from '@giglane/contract/page-heads';
import { pagePaths } from '@giglane/contract/page-paths';
import { limits } from '@giglane/contract/ui-text';

/** Storage keys of the specification (§3): existing clients share them. */
export const SESSION_KEYS = { token: SESSION_COOKIE, user: 'userLogin', userId: 'userId' } as const;

export type Session = { token: string; user: User };

let cached: { raw: string; session: Session | null } | null = null;

function read(): Session | null {
  // No storage where a page renders on the server: its render sends the viewer's token itself.
  if (typeof localStorage === 'undefined') return null;
  const token = localStorage.getItem(SESSION_KEYS.token);
  const userJson = localStorage.getItem(SESSION_KEYS.user);
  const raw = `${token}\u0000${userJson}`;
  if (cached?.raw === raw) return cached.session;
  let session: Session | null = null;
  if (token && userJson) {
    try {
      session = { token, user: JSON.parse(userJson) as User };
    } catch {
      session = null;
    }
  }
  cached = { raw, session };
  return session;
}

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes localStorage: follow it here.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const getSession = read;

/**
 * Calls `listener` when another tab signs in or out (this tab's own changes reload the page). What
 * this tab fetched for the previous user must not be shown to the next one.
 */
export function onSessionChangedElsewhere(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    // A null key is localStorage.clear().
    if (event.key === SESSION_KEYS.token || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** Stores the signed-in user without any password, and the token also as a cookie (3 days). */
export function saveSession(token: string, user: User) {
  localStorage.setItem(SESSION_KEYS.token, token);
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ ...user, password: '' }));
  localStorage.setItem(SESSION_KEYS.userId, String(user.id));
  const maxAge = limits.tokenCookieDays * 24 * 60 * 60;
  document.cookie = `${SESSION_KEYS.token}=${encodeURIComponent(token)}; path=/; max-age=${maxAge}; SameSite=Lax`;
  emit();
}

/** Replaces the stored user after a profile change, keeping the token. */
export function updateSessionUser(user: User) {
  if (!read()) return;
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ ...user, password: '' }));
  emit();
}

/**
 * Keeps this tab signed in when the server hands it a new token: a password change or signing out
 * everywhere ends every older token of the user.
 */
export function replaceSessionToken(token: string) {
  const session = read();
  if (session) saveSession(token, session.user);
}

export function clearSession() {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  document.cookie = `${SESSION_KEYS.token}=; path=/; max-age=0; SameSite=Lax`;
  emit();
}

/** Signing out removes the session and reloads on the login page, as the specification says. */
export function signOut() {
  clearSession();
  window.location.assign(pagePaths.login());
}
