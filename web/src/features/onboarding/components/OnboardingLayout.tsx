import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { ArrowLeftIcon, LogoutIcon } from '../../../components/icons';
import { Logo } from '../../../components/Logo';
import { PageLoader } from '../../../components/Spinner';
import { M } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../lib/account';
import { firstIncompleteStep, isOnboardingStep, isStepAccessible, type StepStatusMap } from '../../../lib/onboarding';
import { useMe } from '../../../lib/resources/me';
import { useOnboardingStatus } from '../../../lib/resources/onboardingStatus';
import { previousStep, STEP_META } from '../steps';
import { OnboardingNav } from './OnboardingNav';
import '../onboarding.css';

const ALL_OPEN: StepStatusMap = { welcome: 0, organization: 0, 'about-you': 0, team: 0 };

export function OnboardingLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const me = useMe();
  const status = useOnboardingStatus(me.data?.role !== 'member');
  const segment = location.pathname.split('/').filter(Boolean)[1];
  const current = isOnboardingStep(segment) ? segment : 'welcome';

  if (me.isPending || (status.isPending && me.data?.role !== 'member')) return <PageLoader message={M.LOADING_ACCOUNT} onDark />;
  // Members skip onboarding (spec §6).
  if (me.data?.role === 'member') return <Navigate to={paths.welcome} replace />;

  // When the status cannot be read, every step stays open rather than locking the owner out.
  const statuses: StepStatusMap = status.data ?? ALL_OPEN;
  if (status.data && !isStepAccessible(current, statuses)) {
    return <Navigate to={paths.onboardingStep(firstIncompleteStep(statuses) ?? 'welcome')} replace />;
  }
  const back = previousStep(current);

  return (
    <div className="onboarding">
      <header className="onboarding__top">
        <Logo tone="light" size={32} />
        <Button
          variant="ghost"
          size="sm"
          className="onboarding__logout"
          icon={<LogoutIcon width={16} height={16} />}
          onClick={() => {
            logout();
            navigate(paths.login, { replace: true });
          }}
        >
          Logout
        </Button>
      </header>
      <div className="onboarding__shell">
        <aside className="onboarding__aside">
          <OnboardingNav current={current} statuses={statuses} />
        </aside>
        <main className="onboarding__main" id="main" aria-labelledby="onboarding-title">
          {back ? (
            <Link className="onboarding__back" to={paths.onboardingStep(back)}>
              <ArrowLeftIcon width={16} height={16} /> Back
              <span className="visually-hidden"> to {STEP_META[back].label}</span>
            </Link>
          ) : null}
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export default OnboardingLayout;
