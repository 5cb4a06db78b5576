/**
 * The states every question page shares (spec §2 "Common behaviour of question pages", §8): the
 * organization gate with its retry, 'Loading data...', and load failures with a way forward.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { getMe, meKeys } from '../../lib/resources/me';
import { useSession } from '../../lib/session';
import { useStepValidator } from '../../lib/stepValidation';
import { PP } from '../../config/planPageMessages';
import './page.css';

/**
 * Renders the page only when the signed-in user's organization is known (spec §5: "modules
 * require the organization id"); otherwise the warning and 'Retry Loading Organization Data',
 * which asks the server for the account again. Next stays on the page meanwhile.
 */
export function OrganizationGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const known = !!session?.user.organization_id;
  return known ? <>{children}</> : <OrganizationMissing />;
}

function OrganizationMissing() {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  useStepValidator(() => 'invalid');
  const retry = async () => {
    setBusy(true);
    try {
      // GET /me refreshes the session's user, organization id included.
      await client.fetchQuery({ queryKey: meKeys.me, queryFn: getMe, staleTime: 0 });
    } catch {
      // still unknown: the warning stays
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert tone="warning" className="qpage__notice">
      <p>{PP.ORGANIZATION_MISSING}</p>
      <Button variant="secondary" size="sm" loading={busy} onClick={() => void retry()}>
        {PP.RETRY_ORGANIZATION}
      </Button>
    </Alert>
  );
}

/** 'Loading data...' with a spinner, announced politely. */
export function LoadingData() {
  return (
    <div className="qpage__loading" role="status">
      <Spinner size={18} />
      <span>{PP.LOADING}</span>
    </div>
  );
}

/** A failure to load, with 'Try again' when the page can ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert tone="error" className="qpage__notice">
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {PP.TRY_AGAIN}
        </Button>
      ) : null}
    </Alert>
  );
}
