import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { MailIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { isApiError } from '../../../lib/api/client';
import { funderApi } from '../api';
import { remindersText } from '../dashboard';
import { failureMessage } from '../errors';
import { StatusMessage } from './StatusMessage';

/**
 * "Remind stalled organizations" (admins): after a confirmation that says how many would get an
 * e-mail, the server e-mails the owners of the stalled organizations, at most once a week each;
 * what it did (who was reminded, who was skipped and why) is said in a status message.
 */
export function RemindStalled({ funderId, cohortId, stalled }: { funderId: string; cohortId: string; stalled: number }) {
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const remind = useMutation({
    mutationFn: () => funderApi.remind(funderId, cohortId),
    onSuccess: (sent) => {
      setConfirming(false);
      setStatus(remindersText(sent));
    },
  });
  const none = stalled === 0;
  const hintId = useId();

  return (
    <div className="remind-stalled">
      <Button
        variant="secondary"
        size="sm"
        icon={<MailIcon width={16} height={16} aria-hidden="true" />}
        aria-disabled={none || undefined}
        aria-describedby={none ? hintId : undefined}
        onClick={() => {
          if (none) return;
          remind.reset();
          setStatus(null);
          setConfirming(true);
        }}
      >
        Remind stalled organizations
      </Button>
      {none ? (
        <p id={hintId} className="remind-stalled__hint">
          No organization is stalled now.
        </p>
      ) : null}
      <StatusMessage message={status} />

      <Modal
        open={confirming}
        title="Remind stalled organizations?"
        role="alertdialog"
        size="sm"
        onClose={remind.isPending ? undefined : () => setConfirming(false)}
        description={`${
          stalled === 1 ? 'The owner of the 1 stalled organization' : `The owners of the ${stalled} stalled organizations`
        } would get an e-mail asking them to pick their plan up again. An organization already reminded in the last 7 days, or whose owner opted out of reminders, is skipped.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={remind.isPending}>
              Cancel
            </Button>
            <Button onClick={() => remind.mutate()} loading={remind.isPending}>
              Send reminders
            </Button>
          </>
        }
      >
        {remind.isError ? (
          <Alert tone="error">
            {/* A 503 says no e-mail could be sent and to try again: the server's words. */}
            {isApiError(remind.error) && remind.error.status === 503 ? remind.error.message : failureMessage(remind.error)}
          </Alert>
        ) : null}
      </Modal>
    </div>
  );
}
