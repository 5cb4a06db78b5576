import { Navigate } from 'react-router';
import { Overlay } from '../../../components/Overlay';
import { PageLoader } from '../../../components/Spinner';
import { M } from '../../../config/messages';
import { AM } from '../../../config/appMessages';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/resources/me';
import { useSubscriptionDetails } from '../../../lib/resources/subscription';
import { formatLongDate } from '../../../lib/format';
import { LicenceCodeEntry } from '../components/LicenceCodeEntry';
import { PaymentErrorDialog } from '../components/PaymentErrorDialog';
import { PlanGrid } from '../components/PlanGrid';
import { TermModal } from '../components/TermModal';
import { usePaymentFlow } from '../usePaymentFlow';
import { usePlans } from '../usePlans';
import '../billing.css';
import { PageTitle } from '../../../components/PageTitle';

export function RenewalPage() {
  const me = useMe();
  const isOwner = me.data?.role === 'owner';
  const details = useSubscriptionDetails(isOwner);
  const { plans, isPending } = usePlans();
  const flow = usePaymentFlow('renewal');

  if (me.isPending) return <PageLoader message={M.LOADING_ACCOUNT} />;
  // Renewal requires the owner; a member is sent to settings (spec §6).
  if (!isOwner) return <Navigate to={paths.settings} replace />;

  const subscription = details.data?.subscription_details ?? null;
  const modalPlan = flow.state.kind === 'choosing' || flow.state.kind === 'processing' ? flow.state.plan : null;

  return (
    <div className="renewal">
      <PageTitle title="Renew your subscription" />
      <div className="billing__intro billing__intro--dark">
        <h1>Renew your subscription</h1>
        <p>Pick a plan to keep your team's access to the plan, the modules and every resource you have built.</p>
        {subscription?.sponsor && subscription.subscription_status !== 'active' && subscription.subscription_end_date ? (
          <p className="renewal__status">
            Your seat in {subscription.sponsor.cohort_name}, sponsored by {subscription.sponsor.funder_name}, ended on{' '}
            {formatLongDate(subscription.subscription_end_date)}. Your plan and your documents are kept: choose Pro to go
            on working on them, or join another cohort with a new code.
          </p>
        ) : subscription?.subscription_end_date ? (
          <p className="renewal__status">
            Your {subscription.plan ? `${subscription.plan} ` : ''}subscription
            {subscription.subscription_status ? ` is ${subscription.subscription_status}` : ''} · End Date{' '}
            {formatLongDate(subscription.subscription_end_date)}
          </p>
        ) : null}
      </div>
      <PlanGrid plans={plans} isPending={isPending} actionLabel={AM.RENEW_PLAN} onChoose={flow.choosePlan} disabled={flow.busy} />
      <LicenceCodeEntry />
      <TermModal
        key={modalPlan?.id ?? 'none'}
        plan={modalPlan}
        title={AM.CHOOSE_RENEWAL_PLAN}
        confirmLabel={AM.RENEW_PLAN}
        onCancel={flow.cancel}
        onConfirm={flow.confirm}
        busy={flow.busy}
      />
      {flow.busy ? <Overlay message={AM.REDIRECTING_TO_PAYMENT} /> : null}
      <PaymentErrorDialog message={flow.state.kind === 'error' ? flow.state.message : null} onOk={flow.dismissError} />
    </div>
  );
}

export default RenewalPage;
