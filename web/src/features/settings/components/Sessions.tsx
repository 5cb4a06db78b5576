import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { paths } from '../../../config/paths';
import { logout } from '../../../lib/account';
import { isApiError } from '../../../lib/api/client';
import { settingsApi } from '../api';
import { Section } from './Section';

export const SESSIONS_ANCHOR = 'sessions';
export const LOGOUT_EVERYWHERE = 'Log out everywhere';
export const LOGOUT_EVERYWHERE_FAILED =
  'We could not log you out on your other devices. Check your connection and try again.';

/**
 * Sessions: "Log out everywhere" ends every session of the account (other computers, phones,
 * this browser), after a confirmation. Once the server has ended them this session is wiped and
 * the login page opens; a 401 means this session had already ended, which leads there too. Any
 * other failure is shown in the dialog and nothing is wiped, since the other sessions go on.
 */
export function Sessions() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const everywhere = useMutation({
    mutationFn: settingsApi.logoutEverywhere,
    onSuccess: () => leave(),
    onError: (error) => {
      if (isApiError(error) && error.status === 401) leave();
    },
  });

  function leave() {
    logout(client);
    navigate(paths.login, { replace: true });
  }

  const close = () => {
    setConfirming(false);
    everywhere.reset();
  };
  const failed = everywhere.isError && !(isApiError(everywhere.error) && everywhere.error.status === 401);

  return (
    <Section
      id={SESSIONS_ANCHOR}
      title="Sessions"
      description="Signed in on a computer or phone you no longer use, or not sure? Log out everywhere ends every session of your account, this one included."
    >
      <div className="settings-card__actions">
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {LOGOUT_EVERYWHERE}
        </Button>
      </div>
      <Modal
        open={confirming}
        title="Log out everywhere?"
        role="alertdialog"
        size="sm"
        onClose={everywhere.isPending ? undefined : close}
        description="You will be logged out on every device, this one included. Log in again with your email and password to continue."
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={everywhere.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => everywhere.mutate()} loading={everywhere.isPending}>
              {LOGOUT_EVERYWHERE}
            </Button>
          </>
        }
      >
        {failed ? (
          <p className="field__error" role="alert">
            {LOGOUT_EVERYWHERE_FAILED}
          </p>
        ) : null}
      </Modal>
    </Section>
  );
}
