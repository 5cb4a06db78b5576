/**
 * The full-screen wait while a document is generated (spec §2: "During generation a full-screen
 * overlay shows 'Please wait while we generate your document...'"), with the job's real progress,
 * and the dialog that explains a failed download.
 */
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { ProgressBar } from '../../components/ProgressBar';
import { Spinner } from '../../components/Spinner';
import { DM } from './messages';
import './documents.css';

/** Blocks the page (focus held on the card) and shows the progress, 0 to 100. */
export function DocumentOverlay({ progress }: { progress: number }) {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    card.current?.focus();
    const hold = (e: FocusEvent) => {
      if (card.current && e.target instanceof Node && !card.current.contains(e.target)) card.current.focus();
    };
    document.addEventListener('focusin', hold);
    return () => {
      document.removeEventListener('focusin', hold);
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);
  return createPortal(
    <div className="overlay doc-overlay">
      <div
        ref={card}
        className="overlay__card doc-overlay__card"
        role="dialog"
        aria-modal="true"
        aria-busy="true"
        aria-labelledby="doc-overlay-message"
        tabIndex={-1}
      >
        <Spinner size={36} />
        <p id="doc-overlay-message" aria-live="polite">
          {DM.GENERATING}
        </p>
        <div className="doc-overlay__progress">
          <ProgressBar value={progress} label={DM.PROGRESS_LABEL} showValue />
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** Why the download failed, until the user closes it. */
export function DocumentFailed({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Modal
      open
      title={DM.FAILED_TITLE}
      role="alertdialog"
      size="sm"
      onClose={onClose}
      description={message}
      footer={
        <Button variant="primary" onClick={onClose} data-autofocus>
          {DM.OK}
        </Button>
      }
    >
      {null}
    </Modal>
  );
}
