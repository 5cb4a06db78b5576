import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { AM } from '../../../config/appMessages';

export function PaymentErrorDialog({ message, onOk }: { message: string | null; onOk: () => void }) {
  return (
    <Modal
      open={message !== null}
      role="alertdialog"
      size="sm"
      title={AM.PAYMENT_ERROR_TITLE}
      onClose={onOk}
      footer={
        <Button onClick={onOk} data-autofocus>
          OK
        </Button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
