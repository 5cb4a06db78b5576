import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { PageTitle } from '../../components/PageTitle';
import { AM } from '../../config/appMessages';
import { useMe } from '../../lib/resources/me';
import { useOrganization } from '../../lib/resources/organization';
import { useSharing } from '../../lib/resources/sharing';
import { useSubscriptionDetails } from '../../lib/resources/subscription';
import { useSession } from '../../lib/session';
import { ChangePassword } from './components/ChangePassword';
import { OrganizationInformation } from './components/OrganizationInformation';
import { PersonalInformation } from './components/PersonalInformation';
import { Sessions, SESSIONS_ANCHOR } from './components/Sessions';
import { PLAN_FILE_ANCHOR, PlanFile } from './components/PlanFile';
import { SHARING_ANCHOR, SharingWithFunder } from './components/SharingWithFunder';
import { SUBSCRIPTION_ANCHOR, SubscriptionDetails } from './components/SubscriptionDetails';
import './settings.css';

function scrollToSubscription(smooth: boolean) {
  const section = document.getElementById(SUBSCRIPTION_ANCHOR);
  if (!section) return;
  section.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

/**
 * Settings (spec §2): a greeting with the first and last name; Personal Information;
 * Organization Information (owners only); Subscription Details (#subscription-details, reached
 * with View Subscription, and on load when the hash is present); Change Password; Sessions (log out
 * everywhere).
 */
export function SettingsPage() {
  const session = useSession();
  const me = useMe();
  const owner = (me.data?.role ?? session?.user.role) === 'owner';
  const org = useOrganization({ enabled: owner });
  const subscription = useSubscriptionDetails();
  const sharing = useSharing();
  const { hash } = useLocation();
  const navigate = useNavigate();

  const first = me.data?.first_name ?? session?.user.firstName ?? '';
  const last = me.data?.last_name ?? session?.user.lastName ?? '';
  const greeting = `${first} ${last}`.trim();

  // Scroll to the subscription once the sections above it have their final height.
  const ready = !me.isPending && (!owner || !org.isPending) && !subscription.isPending;
  const scrolled = useRef(false);
  useEffect(() => {
    if (hash !== `#${SUBSCRIPTION_ANCHOR}` || !ready || scrolled.current) return;
    scrolled.current = true;
    scrollToSubscription(false);
  }, [hash, ready]);

  const sections = [
    { id: 'personal-information', label: AM.PERSONAL_INFORMATION },
    ...(owner ? [{ id: 'organization-information', label: AM.ORGANIZATION_INFORMATION }] : []),
    { id: SUBSCRIPTION_ANCHOR, label: AM.SUBSCRIPTION_DETAILS },
    ...(sharing.data ? [{ id: SHARING_ANCHOR, label: 'Sharing with your funder' }] : []),
    ...(owner ? [{ id: PLAN_FILE_ANCHOR, label: 'Your plan as a file' }] : []),
    { id: 'change-password', label: AM.CHANGE_PASSWORD },
    { id: SESSIONS_ANCHOR, label: 'Sessions' },
  ];

  return (
    <div className="settings">
      <PageTitle title="Settings" />
      <header className="settings__hero">
        <div>
          <p className="settings__kicker">Settings</p>
          <h1 className="settings__greeting">{greeting ? `Hello, ${greeting}` : 'Hello'}</h1>
          <p className="settings__lead">
            Manage your profile{owner ? ', your organization' : ''}, your subscription, your password and where you are
            signed in.
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => {
            scrolled.current = true;
            navigate({ hash: SUBSCRIPTION_ANCHOR }, { replace: true, preventScrollReset: true });
            scrollToSubscription(true);
          }}
        >
          {AM.VIEW_SUBSCRIPTION}
        </Button>
      </header>
      <div className="settings__layout">
        <nav className="settings__nav" aria-label="Settings sections">
          <ul>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="settings__sections">
          <PersonalInformation />
          {owner ? <OrganizationInformation /> : null}
          <SubscriptionDetails />
          <SharingWithFunder owner={owner} />
          {owner ? <PlanFile /> : null}
          <ChangePassword />
          <Sessions />
        </div>
      </div>
    </div>
  );
}

export default SettingsPage;
