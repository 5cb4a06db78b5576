import type { ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { LogoutIcon, SettingsIcon } from '../../../components/icons';
import { Logo } from '../../../components/Logo';
import { env } from '../../../config/env';
import { AM } from '../../../config/appMessages';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../lib/account';
import { displayName } from '../../../lib/names';
import { useSession } from '../../../lib/session';
import { activeSection, type TopSection } from '../activeSection';
import { HelpIcon } from '../../../components/icons';
import '../shell.css';

/** The main links, in order; each is active where `activeSection` says so. */
const MAIN_LINKS: { section: TopSection; to: string; label: string }[] = [
  { section: 'plan', to: paths.welcome, label: AM.FUNDRAISING_PLAN },
  { section: 'resources', to: paths.fundraisingCollateral, label: AM.FUNDRAISING_RESOURCES },
  { section: 'versions', to: paths.versions, label: 'Versions' },
  { section: 'activity', to: paths.activity, label: 'Activity' },
];

/**
 * The top bar of the chrome pages (spec §2): the logo (to the getting-started welcome page),
 * Fundraising Plan and Fundraising Resources with their active rules, the team widget and the
 * links to the funders the person also works for (both handed in by the app), Help, Settings and
 * Logout.
 */
export function TopBar({ teamWidget, funderLinks }: { teamWidget?: ReactNode; funderLinks?: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const session = useSession();
  const user = session?.user;
  const section = activeSection(pathname);
  const name = user ? displayName(user) : '';

  return (
    <header className="topbar">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="topbar__inner">
        <NavLink to={paths.welcome} className="topbar__logo" aria-label="fundplan: getting started">
          <Logo tone="light" size={30} />
        </NavLink>
        <nav className="topbar__nav" aria-label="Main">
          {MAIN_LINKS.map((link) => (
            <NavLink
              key={link.section}
              to={link.to}
              className={`topbar__link ${section === link.section ? 'is-active' : ''}`}
              aria-current={section === link.section ? 'page' : undefined}
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="topbar__actions">
          {funderLinks}
          {teamWidget ? <div className="topbar__team">{teamWidget}</div> : null}
          <a
            className="topbar__icon-link"
            href={env.helpUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${AM.HELP} (opens in a new tab)`}
            title={AM.HELP}
          >
            <HelpIcon />
          </a>
          <NavLink to={paths.settings} className="topbar__icon-link" aria-label={AM.SETTINGS} title={AM.SETTINGS}>
            <SettingsIcon />
          </NavLink>
          {user ? (
            <NavLink to={paths.settings} className="topbar__user" title={`${name}: your settings`}>
              <Avatar firstName={user.firstName} lastName={user.lastName} email={user.email} src={user.profilePicture} size={32} />
              <span className="topbar__name">{name}</span>
            </NavLink>
          ) : null}
          <button
            type="button"
            className="topbar__logout"
            aria-label={AM.LOGOUT}
            onClick={() => {
              logout();
              navigate(paths.login, { replace: true });
            }}
          >
            <LogoutIcon width={18} height={18} />
            <span>{AM.LOGOUT}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
