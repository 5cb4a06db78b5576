import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { CheckIcon, CloseIcon } from '../../../components/icons';
import { AM } from '../../../config/appMessages';
import { TOAST_MS, type CompletionToast } from '../toasts';

/**
 * "Well done!" (spec §2): 392 px wide, closes itself after 10 s, and blocks the page behind it
 * while it shows (a backdrop takes the pointer, focus stays in the toast).
 */
export function CompletionToastView({ toast, onClose }: { toast: CompletionToast; onClose: () => void }) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const timer = window.setTimeout(() => close.current(), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    const node = panel.current;
    const opener = document.activeElement as HTMLElement | null;
    node?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        close.current();
        return;
      }
      if (e.key !== 'Tab' || !node) return;
      const items = Array.from(node.querySelectorAll<HTMLElement>('a, button'));
      const i = items.indexOf(document.activeElement as HTMLElement);
      e.preventDefault();
      const next = e.shiftKey ? (i <= 0 ? items.length - 1 : i - 1) : (i + 1) % items.length;
      items[next]?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [toast]);

  return createPortal(
    <div className="toast-layer" role="presentation">
      <div
        ref={panel}
        className="toast"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        style={{ width: 392, ['--toast-ms' as string]: `${TOAST_MS}ms` }}
      >
        <span className="toast__icon" aria-hidden="true">
          <CheckIcon width={18} height={18} />
        </span>
        <div className="toast__body">
          <h2 className="toast__title" id={titleId}>
            {AM.WELL_DONE}
          </h2>
          <p>
            <strong>{toast.resource}</strong> is ready in your Fundraising Resources.
          </p>
          <Link className="toast__link" to={toast.href} onClick={onClose}>
            View {toast.resource}
          </Link>
        </div>
        <button type="button" className="toast__close" onClick={onClose} aria-label="Close">
          <CloseIcon width={16} height={16} />
        </button>
        <span className="toast__timer" aria-hidden="true" />
      </div>
    </div>,
    document.body,
  );
}
