import { NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useMyFunders } from '../../lib/resources/myFunders';
import { TopBar } from '../../features/shell';
import { TeamWidget } from '../../features/team';
import { VersionBanner } from '../../features/versions/VersionBanner';

/** Pages with chrome: the top bar above the page, on the dark green body (spec §2). */
export function AppLayout() {
  return (
    <div className="app">
      <TopBar teamWidget={<TeamWidget />} funderLinks={<FunderLinks />} />
      <VersionBanner />
      <main className="app__main" id="main">
        <Outlet />
      </main>
    </div>
  );
}

/** A person who also works for funders (issue 18): a link to each funder's home. */
function FunderLinks() {
  const mine = useMyFunders();
  const funders = mine.data?.funders ?? [];
  if (funders.length === 0) return null;
  return (
    <nav className="topbar__funders" aria-label="Your funders">
      {funders.map((f) => (
        <NavLink key={f.id} to={paths.funderHome(f.id)} className="topbar__link topbar__funder" title={`${f.name} (funder)`}>
          {f.name} (funder)
        </NavLink>
      ))}
    </nav>
  );
}
