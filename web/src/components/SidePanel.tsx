import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A dialog opened on top of the panel (a confirmation) handles the keyboard itself. */
const dialogOnTop = () => document.querySelector('.modal-backdrop') !== null;

interface SidePanelProps {
  /** The small words above the title ("Your team"). */
  kicker: string;
  title: ReactNode;
  /** The close button's name ("Close team panel"). */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** The backdrop's test id. */
  testId?: string;
  /** Where focus goes first (a selector inside the panel); else the first input, else the panel. */
  initialFocus?: string;
}

/**
 * A panel that slides in from the right over a dimmed page (the team, a section's
 * conversations). A click outside it, Escape or the close button closes it; focus stays inside
 * while it is open and goes back to the opener afterwards.
 */
export function SidePanel({ kicker, title, closeLabel, onClose, children, testId, initialFocus }: SidePanelProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  const firstFocus = useRef(initialFocus);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const wanted = firstFocus.current ? node?.querySelector<HTMLElement>(firstFocus.current) : null;
    (wanted ?? node?.querySelector<HTMLElement>('input') ?? node)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (!node || dialogOnTop()) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        close.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && (document.activeElement === first || !node.contains(document.activeElement))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !node.contains(document.activeElement))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);

  return createPortal(
    <div
      className="side-backdrop"
      role="presentation"
      data-testid={testId}
      onMouseDown={(e) => {
        // Only a press on the backdrop itself: not inside the panel, nor in a dialog opened from it.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div ref={panel} className="side-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="side-panel__header">
          <div className="side-panel__heading">
            <p className="side-panel__kicker">{kicker}</p>
            <h2 id={titleId} className="side-panel__title">
              {title}
            </h2>
          </div>
          <button type="button" className="side-panel__close" onClick={onClose} aria-label={closeLabel}>
            <CloseIcon width={18} height={18} />
          </button>
        </header>
        <div className="side-panel__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
