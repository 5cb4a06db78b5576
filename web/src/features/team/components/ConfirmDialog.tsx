import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { AM } from '../../../config/appMessages';

interface ConfirmDialogProps {
  open: boolean;
  /** The question under "Are you sure?". */
  text: string;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" with a cancel and a confirm button (spec §8 Resend, Remove). Cancel has focus. */
export function ConfirmDialog({ open, text, confirmLabel, tone = 'primary', busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      role="alertdialog"
      size="sm"
      title={AM.ARE_YOU_SURE}
      description={text}
      onClose={busy ? undefined : onCancel}
      footer={
        <>
          <Button data-autofocus variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {null}
    </Modal>
  );
}
