/**
 * The signed-in session, kept in localStorage so it survives reloads and is shared by tabs.
 * React reads it through {@link useSession}; everything else through the plain getters.
 */
import { useSyncExternalStore } from 'react';
import type { components } from './api/schema';

/** The local user of spec §3. */
export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profilePicture: string | null;
  role: string;
  organization_id: string | null;
  subscriptionStatus: string | null;
}

export interface Session {
  token: string;
  user: SessionUser;
}

export const SESSION_KEY = 'fundplan.session';

let cache: Session | null | undefined;
const listeners = new Set<() => void>();

function isSession(value: unknown): value is Session {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<Session>;
  return typeof v.token === 'string' && v.token !== '' && !!v.user && typeof v.user === 'object';
}

function read(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (cache === undefined) cache = read();
  return cache;
}

/**
 * While this tab reads a version of the plan (issue 19 §1), the token the server gave for it
 * (`POST /versions/{id}/open`): every call reads the version, and nothing can be changed. Kept
 * for the tab only, so another tab goes on with the plan now.
 */
export const VERSION_TOKEN_KEY = 'fundplan.version';

export function versionToken(): string | null {
  try {
    return sessionStorage.getItem(VERSION_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Starts reading a version in this tab (its token), or ends it (null). */
export function setVersionToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(VERSION_TOKEN_KEY, token);
    else sessionStorage.removeItem(VERSION_TOKEN_KEY);
  } catch {
    // storage unavailable: nothing is kept
  }
}

/** The token calls carry: the version's while the tab reads one, else the session's. */
export function getToken(): string | null {
  return versionToken() ?? getSession()?.token ?? null;
}

export function setSession(session: Session): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  cache = session;
  emit();
}

/**
 * Patches the user of the session the page signed in with. An answer that arrives after
 * another session was stored (a sign-in in another tab, before its storage event reaches this
 * one) must not write the old person back over it: the stored session is adopted instead.
 */
export function updateSessionUser(patch: Partial<SessionUser>): void {
  const current = getSession();
  if (!current) return;
  const stored = read();
  if (stored?.token !== current.token) {
    cache = stored;
    emit();
    return;
  }
  setSession({ ...current, user: { ...current.user, ...patch } });
}

/** Logout: wipes local and session storage entirely (spec §2, §4). */
export function clearSession(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // storage unavailable: nothing to wipe
  }
  cache = null;
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === SESSION_KEY) {
      cache = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/** Maps the server's user to the local session user. */
export function toSessionUser(user: components['schemas']['UserView']): SessionUser {
  return {
    id: String(user.id),
    firstName: user.first_name ?? '',
    lastName: user.last_name ?? '',
    email: user.email,
    profilePicture: user.avatar_url ?? null,
    role: user.role,
    organization_id: user.organization_id,
    subscriptionStatus: user.subscription_status,
  };
}

/**
 * The licence code of a funder's link (/join/{code}, issue 18 §3), remembered before there is a
 * session: through sign-up, the confirmation e-mail (often another tab) and login, until a
 * redemption uses it. Beside the session in localStorage, so logging out forgets it too.
 */
export const LICENCE_CODE_KEY = 'fundplan.licenceCode';

export function rememberLicenceCode(code: string): void {
  const value = code.trim();
  if (!value) return;
  try {
    localStorage.setItem(LICENCE_CODE_KEY, value);
  } catch {
    // storage unavailable: the code is only in the link then
  }
}

/** The code of the funder's link this browser followed, if no redemption has used it yet. */
export function rememberedLicenceCode(): string | null {
  try {
    return localStorage.getItem(LICENCE_CODE_KEY)?.trim() || null;
  } catch {
    return null;
  }
}

export function forgetLicenceCode(): void {
  try {
    localStorage.removeItem(LICENCE_CODE_KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}

/** For tests: forget the cached value so the next read goes to storage. */
export function resetSessionCache(): void {
  cache = undefined;
}
