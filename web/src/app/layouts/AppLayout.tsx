import { Outlet } from 'react-router';
import { TopBar } from '../../features/shell';
import { TeamWidget } from '../../features/team';

/** Pages with chrome: the top bar above the page, on the dark green body (spec §2). */
export function AppLayout() {
  return (
    <div className="app">
      <TopBar teamWidget={<TeamWidget />} />
      <main className="app__main" id="main">
        <Outlet />
      </main>
    </div>
  );
}
