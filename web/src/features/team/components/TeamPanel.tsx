import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../../components/icons';
import { useIsOwner, useOrganizationName } from '../hooks';
import { InviteForm } from './InviteForm';
import { MemberList } from './MemberList';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A dialog opened on top of the panel (a confirmation) handles the keyboard itself. */
const dialogOnTop = () => document.querySelector('.modal-backdrop') !== null;

/**
 * The team side panel (spec §2): titled with the organization name; the invite form (owners);
 * All Members. A click outside the panel, Escape or the close button closes it; focus stays
 * inside while it is open and goes back to the opener afterwards.
 */
export function TeamPanel({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const owner = useIsOwner();
  const orgName = useOrganizationName();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const node = panel.current;
    (node?.querySelector<HTMLElement>('input') ?? node)?.focus();
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
      className="team-backdrop"
      role="presentation"
      data-testid="team-backdrop"
      onMouseDown={(e) => {
        // Only a press on the backdrop itself: not inside the panel, nor in a dialog opened from it.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div ref={panel} className="team-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="team-panel__header">
          <div className="team-panel__heading">
            <p className="team-panel__kicker">Your team</p>
            <h2 id={titleId} className="team-panel__title">
              {orgName ?? 'Your organization'}
            </h2>
          </div>
          <button type="button" className="team-panel__close" onClick={onClose} aria-label="Close team panel">
            <CloseIcon width={18} height={18} />
          </button>
        </header>
        <div className="team-panel__body">
          {owner ? (
            <section className="team-panel__section" aria-label="Invite members">
              <p className="team-panel__lead">
                Invite colleagues, board members and volunteers to build the plan with you. They can be assigned to
                modules once they accept.
              </p>
              <InviteForm />
            </section>
          ) : (
            <p className="team-panel__lead">
              The people building your organization&apos;s plan. Your organization&apos;s owner invites new members.
            </p>
          )}
          <MemberList />
        </div>
      </div>
    </div>,
    document.body,
  );
}
