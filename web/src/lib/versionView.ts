/**
 * Reading a version of the plan in the usual screens (issue 19 §1). The server gives a token of
 * this session that reads the plan as the version holds it (`POST /versions/{id}/open`); while
 * the tab holds it (lib/session.ts), every call carries it, so every screen shows the version,
 * and the API client sends no change at all. What version it is (for the banner) is kept beside
 * it for the tab.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { meKeys } from './resources/me';
import { onboardingStatusKeys } from './resources/onboardingStatus';
import { subscriptionKeys } from './resources/subscription';
import { setVersionToken, versionToken } from './session';
import type { Schemas } from './api/client';

type Version = Schemas['VersionView'];

const ABOUT_KEY = 'fundplan.version.about';
const CHANGED = 'fundplan:version';

/** The version this tab reads: its name and when it was saved. */
export interface VersionRead {
  id: string;
  name: string;
  taken_at: string;
}

let cached: { raw: string | null; value: VersionRead | null } = { raw: null, value: null };

/** The version this tab reads, or null for the plan now. */
export function versionRead(): VersionRead | null {
  if (!versionToken()) return null;
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(ABOUT_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) {
    let value: VersionRead | null = null;
    try {
      const v = raw ? (JSON.parse(raw) as Partial<VersionRead>) : null;
      value = v && typeof v.id === 'string' && typeof v.name === 'string' ? (v as VersionRead) : null;
    } catch {
      value = null;
    }
    cached = { raw, value };
  }
  return cached.value;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}

export function useVersionRead(): VersionRead | null {
  return useSyncExternalStore(subscribe, versionRead, () => null);
}

/** What the account is, the same in a version and now: kept, so the app does not blank out. */
const ACCOUNT: readonly unknown[] = [meKeys.me[0], onboardingStatusKeys.status[0], subscriptionKeys.details[0]];

function changed(client: QueryClient) {
  window.dispatchEvent(new Event(CHANGED));
  // Everything else read so far is of the other plan: every screen reads it again.
  void client.resetQueries({ predicate: (q) => !ACCOUNT.includes(q.queryKey[0]) });
}

/** This tab reads `version` (with the token the server gave for it) until {@link readPlanNow}. */
export function readVersion(client: QueryClient, token: string, version: Version): void {
  try {
    sessionStorage.setItem(ABOUT_KEY, JSON.stringify({ id: version.id, name: version.name, taken_at: version.taken_at }));
  } catch {
    // storage unavailable: the banner names no version
  }
  setVersionToken(token);
  changed(client);
}

/** Back to the plan now. */
export function readPlanNow(client: QueryClient): void {
  setVersionToken(null);
  try {
    sessionStorage.removeItem(ABOUT_KEY);
  } catch {
    // storage unavailable
  }
  changed(client);
}
