/** The ways-to-give icons (inline SVG, decorative: the option's label names it), by icon name. */
import type { ReactNode } from 'react';

const PATHS: Record<string, ReactNode> = {
  cash: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 9.5v5M18 9.5v5" />
    </>
  ),
  check: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M6 10h7M6 14h4M14.5 15.5l4-4.5" />
    </>
  ),
  securities: (
    <>
      <path d="M3 3v18h18" />
      <path d="m7 15 4-4 3 3 5-6" />
      <path d="M15 8h4v4" />
    </>
  ),
  'planned-gifts': (
    <>
      <path d="M7 3h8l4 4v14H7z" />
      <path d="M15 3v4h4" />
      <path d="M13 17.5s-3-1.8-3-3.7a1.5 1.5 0 0 1 3-.6 1.5 1.5 0 0 1 3 .6c0 1.9-3 3.7-3 3.7z" />
    </>
  ),
  'real-estate': (
    <>
      <path d="M3 11 12 4l9 7" />
      <path d="M5 10v10h14V10" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  'tangible-property': (
    <>
      <rect x="3" y="4" width="18" height="14" rx="1.5" />
      <path d="m6 15 4-4 3 3 2-2 3 3" />
      <circle cx="15.5" cy="8.5" r="1.2" />
      <path d="M8 21h8" />
    </>
  ),
  cryptocurrency: (
    <>
      <path d="M12 2 21 7v10l-9 5-9-5V7z" />
      <path d="M10 8h3a2 2 0 0 1 0 4h-3zM10 12h3.5a2 2 0 0 1 0 4H10zM10 8v8M11 6.5V8M11 16v1.5" />
    </>
  ),
};

export function WayIcon({ name }: { name: string }) {
  return (
    <svg
      className="ways__icon"
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name] ?? <circle cx="12" cy="12" r="8" />}
    </svg>
  );
}
