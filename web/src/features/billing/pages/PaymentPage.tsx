import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { LogoutIcon } from '../../../components/icons';
import { Logo } from '../../../components/Logo';
import { Overlay } from '../../../components/Overlay';
import { M } from '../../../config/messages';
import { AM } from '../../../config/appMessages';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../lib/account';
import { firstIncompleteStep } from '../../../lib/onboarding';
import { isActiveSubscription, useMe } from '../../../lib/resources/me';
import { useOnboardingStatus } from '../../../lib/resources/onboardingStatus';
import { LicenceCodeEntry } from '../components/LicenceCodeEntry';
import { PaymentErrorDialog } from '../components/PaymentErrorDialog';
import { PlanGrid } from '../components/PlanGrid';
import { TermModal } from '../components/TermModal';
import { usePaymentFlow } from '../usePaymentFlow';
import { usePlans } from '../usePlans';
import '../billing.css';
import { PageTitle } from '../../../components/PageTitle';

export function PaymentPage() {
  const me = useMe();
  const navigate = useNavigate();
  const logout = useLogout();
  const user = me.data;
  const isOwner = user?.role === 'owner';
  const active = !!user && isOwner && isActiveSubscription(user);
  const onboarding = useOnboardingStatus(active);
  const { plans, isPending } = usePlans();
  const flow = usePaymentFlow('payment');

  // On load (spec §4 Payment page): a non-owner goes to welcome; an owner with an active
  // subscription to the first onboarding step not complete, or /onboarding/welcome.
  if (me.isPending) return <Overlay message={M.LOADING_ACCOUNT} />;
  if (user && !isOwner) return <Navigate to={paths.welcome} replace />;
  if (active) {
    if (onboarding.isPending) return <Overlay message={M.LOADING_ACCOUNT} />;
    const step = (onboarding.data && firstIncompleteStep(onboarding.data)) ?? 'welcome';
    return <Navigate to={paths.onboardingStep(step)} replace />;
  }

  const modalPlan = flow.state.kind === 'choosing' || flow.state.kind === 'processing' ? flow.state.plan : null;

  return (
    <div className="billing">
      <PageTitle title="Choose your plan" />
      <header className="billing__header">
        <Logo tone="light" size={34} />
        <Button
          variant="ghost"
          className="billing__logout"
          icon={<LogoutIcon width={18} height={18} />}
          onClick={() => {
            logout();
            navigate(paths.login, { replace: true });
          }}
        >
          Logout
        </Button>
      </header>
      <main className="billing__main" id="main">
        <div className="billing__intro">
          <p className="eyebrow">Step 1 of 2 · Choose your plan</p>
          <h1>Choose the plan that fits your organization</h1>
          <p>
            Every plan includes the guided 15-module strategic plan for fundraising and the resources it produces. You
            will set up your organization right after payment.
          </p>
        </div>
        <PlanGrid
          plans={plans}
          isPending={isPending}
          actionLabel="Choose Plan"
          onChoose={flow.choosePlan}
          disabled={flow.busy}
        />
        <LicenceCodeEntry onDark />
        <p className="billing__note">Payments are processed securely by our payment provider. Questions? Use Contact Us.</p>
      </main>
      <TermModal
        key={modalPlan?.id ?? 'none'}
        plan={modalPlan}
        title="Choose Your Plan"
        confirmLabel="Continue to Payment"
        onCancel={flow.cancel}
        onConfirm={flow.confirm}
        busy={flow.busy}
      />
      {flow.busy ? <Overlay message={AM.REDIRECTING_TO_PAYMENT} /> : null}
      <PaymentErrorDialog message={flow.state.kind === 'error' ? flow.state.message : null} onOk={flow.dismissError} />
    </div>
  );
}

export default PaymentPage;
