import { Outlet } from 'react-router';

/** Chrome pages that are one white panel (settings, renewal, resources…); the plan has its own. */
export function PanelLayout() {
  return (
    <div className="app__panel">
      <Outlet />
    </div>
  );
}
