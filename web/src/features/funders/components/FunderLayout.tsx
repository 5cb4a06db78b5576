import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { LogoutIcon } from '../../../components/icons';
import { Logo } from '../../../components/Logo';
import { PageLoader } from '../../../components/Spinner';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../lib/account';
import { displayName } from '../../../lib/names';
import { useMyFunders } from '../../../lib/resources/myFunders';
import { useSession } from '../../../lib/session';
import { useFunderHome } from '../api';
import { failureMessage, isStatus } from '../errors';
import { isAdmin, roleLabel } from '../format';
import '../funders.css';
import { funderPaths } from '../paths';

/**
 * The funder side's chrome (issue 18 §1–2, §6): the funder's name and the person's role, Cohorts
 * and (admins) Staff and Billing; the person's other homes (their organization's plan, other funders), their name
 * and Log out.
 */
export function FunderLayout() {
  const { funderId = '' } = useParams();
  const home = useFunderHome(funderId);
  const mine = useMyFunders();
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();

  const funder = home.data;
  const admin = isAdmin(funder?.role);
  const name = mine.data?.name || (session ? displayName(session.user) : '');
  const others = (mine.data?.funders ?? []).filter((f) => f.id !== funderId);
  const section = pathname.replace(/\/+$/, '').split('/').at(-1);
  // Cohorts for every person; Staff and Billing for admins. Cohorts is current unless another is.
  const sections = [
    { label: 'Cohorts', to: paths.funderHome(funderId), current: section !== 'staff' && section !== 'billing' },
    ...(admin
      ? [
          { label: 'Staff', to: funderPaths.staff(funderId), current: section === 'staff' },
          { label: 'Billing', to: funderPaths.billing(funderId), current: section === 'billing' },
        ]
      : []),
  ];

  return (
    <div className="funder-app">
      <header className="funder-bar">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <div className="funder-bar__inner">
          <Link to={paths.funderHome(funderId)} className="funder-bar__logo" aria-label="fundplan: cohorts">
            <Logo tone="light" size={28} />
          </Link>
          {funder ? (
            <p className="funder-bar__funder">
              <span className="funder-bar__name">{funder.name}</span>
              <span className="funder-bar__role">{roleLabel(funder.role)}</span>
            </p>
          ) : null}
          <nav className="funder-bar__nav" aria-label="Funder">
            {sections.map((s) => (
              <Link
                key={s.label}
                to={s.to}
                className={`funder-bar__link ${s.current ? 'is-active' : ''}`}
                aria-current={s.current ? 'page' : undefined}
              >
                {s.label}
              </Link>
            ))}
          </nav>
          <div className="funder-bar__actions">
            {mine.data?.has_organization || others.length > 0 ? (
              <nav className="funder-bar__homes" aria-label="Your other homes">
                {mine.data?.has_organization ? (
                  <Link to={paths.welcome} className="funder-bar__link">
                    Your organization&apos;s plan
                  </Link>
                ) : null}
                {others.map((f) => (
                  <Link key={f.id} to={paths.funderHome(f.id)} className="funder-bar__link">
                    {f.name} (funder)
                  </Link>
                ))}
              </nav>
            ) : null}
            {name ? <span className="funder-bar__person">{name}</span> : null}
            <button
              type="button"
              className="funder-bar__logout"
              aria-label="Log out"
              onClick={() => {
                logout();
                navigate(paths.login, { replace: true });
              }}
            >
              <LogoutIcon width={18} height={18} />
              <span>Log out</span>
            </button>
          </div>
        </div>
      </header>
      <main className="funder-app__main" id="main">
        {home.isPending ? (
          <PageLoader onDark message="Loading your cohorts…" />
        ) : home.isError ? (
          <section className="funder-panel">
            <h1>
              {isStatus(home.error, 403)
                ? "This funder's pages are not open to you"
                : "This funder's pages could not be opened"}
            </h1>
            <Alert tone="error">{failureMessage(home.error)}</Alert>
            <HomeLinks hasOrganization={!!mine.data?.has_organization} funders={mine.data?.funders ?? []} />
          </section>
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}

/** Where the person can go instead: their funders and their organization's plan. */
function HomeLinks({ hasOrganization, funders }: { hasOrganization: boolean; funders: { id: string; name: string }[] }) {
  if (!hasOrganization && funders.length === 0) return null;
  return (
    <ul className="funder-links">
      {funders.map((f) => (
        <li key={f.id}>
          <Link to={paths.funderHome(f.id)}>{f.name}</Link>
        </li>
      ))}
      {hasOrganization ? (
        <li>
          <Link to={paths.welcome}>Your organization&apos;s plan</Link>
        </li>
      ) : null}
    </ul>
  );
}
