import { useSyncExternalStore } from 'react';

/** Spec §2: the document screen is for desktops; narrower windows get the notice. */
export const DESKTOP_MIN_WIDTH = 1024;
const QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  if (list) {
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Whether the window is at least 1024 px wide (follows resizing). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? window.innerWidth >= DESKTOP_MIN_WIDTH,
    () => true,
  );
}
