import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { AM } from '../../../config/appMessages';

/**
 * Spec §2: a page of a skipped module (other than the module 9 overview) shows this dialog; its
 * only way out is the button to the module's overview, where the module can be unskipped.
 */
export function ModuleSkippedModal({ overview }: { overview: string }) {
  const navigate = useNavigate();
  return (
    <Modal
      open
      role="alertdialog"
      size="sm"
      title={AM.MODULE_SKIPPED_TITLE}
      description={AM.MODULE_SKIPPED_TEXT}
      footer={
        <Button variant="primary" onClick={() => navigate(overview, { replace: true })} data-autofocus>
          Go to the Module 9 Overview
        </Button>
      }
    >
      {null}
    </Modal>
  );
}
