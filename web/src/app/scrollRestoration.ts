/**
 * Scroll restoration for the app's router, the behaviour of React Router's `<ScrollRestoration>`
 * (which only works in a data router): back and forward restore the page's scroll position, a
 * link to `#id` scrolls to that element, any other navigation starts at the top. Positions are
 * kept per history entry and survive a reload (session storage).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** React Router's storage key, so positions saved before this hook existed still apply. */
const STORAGE_KEY = 'react-router-scroll-positions';

let positions: Record<string, number> | null = null;

function saved(): Record<string, number> {
  if (positions === null) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/** Forgets the positions held in memory (tests). */
export function resetScrollPositions() {
  positions = null;
}

export function useScrollRestoration() {
  const location = useLocation();
  const key = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // The position of the entry on screen, kept as the visitor scrolls, so leaving it (by a link,
    // back or forward) does not depend on what the next page does to the scroll position.
    const onScroll = () => {
      saved()[key.current] = window.scrollY;
    };
    const onPageHide = () => {
      saved()[key.current] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved()));
      } catch {
        // Storage full or disabled: positions are then kept for this page's life only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    key.current = location.key;
    const y = saved()[location.key];
    if (typeof y === 'number') {
      window.scrollTo(0, y);
      return;
    }
    if (location.hash) {
      try {
        const element = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (element) {
          element.scrollIntoView();
          return;
        }
      } catch {
        // Not a decodable id: start at the top.
      }
    }
    window.scrollTo(0, 0);
  }, [location]);
}
