import { Button } from './Button';
import { Modal } from './Modal';

/**
 * The confirmation before a delete (the programs and projects lists, success stories, donor
 * benefits): an alert dialog with the question, Cancel and Delete, and the delete's failure when it
 * has one. It cannot be dismissed while the delete runs.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  question,
  cancelLabel,
  deleteLabel,
  deleting,
  error,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  question: string;
  cancelLabel: string;
  deleteLabel: string;
  deleting: boolean;
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={open}
      title={title}
      role="alertdialog"
      size="sm"
      onClose={deleting ? undefined : onCancel}
      description={question}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={deleting}>
            {deleteLabel}
          </Button>
        </>
      }
    >
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
