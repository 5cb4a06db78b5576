import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { CheckIcon } from '../../../components/icons';
import { COUNTDOWNS } from '../../../config/constants';
import { AM } from '../../../config/appMessages';
import { paths } from '../../../config/paths';
import { meKeys } from '../../../lib/resources/me';
import { useCountdown } from '../../../lib/hooks';
import '../billing.css';
import { PageTitle } from '../../../components/PageTitle';

export function RenewalSuccessPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: meKeys.me });
  }, [client]);
  const go = () => navigate(paths.welcome, { replace: true });
  const left = useCountdown(COUNTDOWNS.renewalSuccessSeconds, go);

  return (
    <div className="success success--inline">
      <PageTitle title={AM.RENEWAL_SUCCESSFUL} />
      <div className="success__icon">
        <CheckIcon width={36} height={36} />
      </div>
      <h1>{AM.RENEWAL_SUCCESSFUL}</h1>
      <p>Your subscription has been renewed. Thank you for continuing your fundraising plan with us.</p>
      <p className="success__countdown">
        Taking you to your dashboard in <strong>{left}</strong> {left === 1 ? 'second' : 'seconds'}.
      </p>
      <Button size="lg" onClick={go}>
        {AM.GO_TO_DASHBOARD}
      </Button>
    </div>
  );
}

export default RenewalSuccessPage;
