/**
 * The states the pages of modules 13–15 share (spec file 3 §1): the organization gate with its
 * amber notice and retry, "Loading data...", and a load failure with a way forward.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { getMe, meKeys } from '../../lib/resources/me';
import { useSession } from '../../lib/session';
import { useStepValidator } from '../../lib/stepValidation';
import './closing-b.css';

const CLOSING_STATES = {
  ORGANIZATION_MISSING: 'Unable to load organization data. Please try refreshing the page.',
  RETRY_ORGANIZATION: 'Retry Loading Organization Data',
  LOADING: 'Loading data...',
  /** ours: the button beside a load failure. */
  TRY_AGAIN: 'Try again',
} as const;

/** The page when the signed-in user's organization is known; else the notice and its retry (Next stays). */
export function OrganizationGate({ children }: { children: ReactNode }) {
  const session = useSession();
  return session?.user.organization_id ? <>{children}</> : <OrganizationMissing />;
}

function OrganizationMissing() {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  useStepValidator(() => 'invalid');
  const retry = async () => {
    setBusy(true);
    try {
      await client.fetchQuery({ queryKey: meKeys.me, queryFn: getMe, staleTime: 0 });
    } catch {
      // still unknown: the notice stays
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert tone="warning" className="closing-notice">
      <p>{CLOSING_STATES.ORGANIZATION_MISSING}</p>
      <Button variant="secondary" size="sm" loading={busy} onClick={() => void retry()}>
        {CLOSING_STATES.RETRY_ORGANIZATION}
      </Button>
    </Alert>
  );
}

export function LoadingData({ text = CLOSING_STATES.LOADING }: { text?: string }) {
  return (
    <div className="closing-loading" role="status">
      <Spinner size={18} />
      <span>{text}</span>
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert tone="error" className="closing-notice">
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {CLOSING_STATES.TRY_AGAIN}
        </Button>
      ) : null}
    </Alert>
  );
}
