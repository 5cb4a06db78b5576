import { Outlet } from 'react-router';
import { TopBar } from '../../features/shell/components/TopBar';

/** Pages with chrome: the top bar above a content panel on the dark green body. */
export function AppLayout() {
  return (
    <div className="app">
      <TopBar />
      <main className="app__main" id="main">
        <div className="app__panel">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
