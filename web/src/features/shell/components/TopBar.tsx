import { NavLink, useLocation, useNavigate } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { LogoutIcon, SettingsIcon } from '../../../components/icons';
import { Logo } from '../../../components/Logo';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../lib/account';
import { displayName } from '../../../lib/names';
import { useSession } from '../../../lib/session';
import { activeSection } from '../activeSection';
import '../shell.css';

export function TopBar() {
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
          <NavLink
            to={paths.welcome}
            className={`topbar__link ${section === 'plan' ? 'is-active' : ''}`}
            aria-current={section === 'plan' ? 'page' : undefined}
          >
            Fundraising Plan
          </NavLink>
          <NavLink
            to={paths.fundraisingCollateral}
            className={`topbar__link ${section === 'resources' ? 'is-active' : ''}`}
            aria-current={section === 'resources' ? 'page' : undefined}
          >
            Fundraising Resources
          </NavLink>
        </nav>
        <div className="topbar__actions">
          <NavLink to={paths.settings} className="topbar__icon-link" aria-label="Settings" title="Settings">
            <SettingsIcon />
          </NavLink>
          {user ? (
            <span className="topbar__user" title={name}>
              <Avatar firstName={user.firstName} lastName={user.lastName} email={user.email} src={user.profilePicture} size={34} />
              <span className="topbar__name">{name}</span>
            </span>
          ) : null}
          <button
            type="button"
            className="topbar__logout"
            aria-label="Logout"
            onClick={() => {
              logout();
              navigate(paths.login, { replace: true });
            }}
          >
            <LogoutIcon width={18} height={18} />
            <span>Logout</span>
          </button>
        </div>
      </div>
    </header>
  );
}
