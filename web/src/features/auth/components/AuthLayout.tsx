import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/Logo';
import { paths } from '../../../config/paths';
import { AuthSlider } from './AuthSlider';
import '../auth.css';
import { PageTitle } from '../../../components/PageTitle';

/** The shared look of the auth pages: the logo and slider beside the form. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="auth">
      <aside className="auth__brand">
        <Link to={paths.login} className="auth__logo" aria-label="fundplan home">
          <Logo tone="light" size={36} />
        </Link>
        <AuthSlider />
        <p className="auth__tagline">The strategic plan for fundraising, built for nonprofits.</p>
      </aside>
      <main className="auth__main" id="main">
        <PageTitle title={title} />
        <div className="auth__card">
          <div className="auth__mobile-logo">
            <Logo size={30} />
          </div>
          <h1 className="auth__title">{title}</h1>
          {subtitle ? <p className="auth__subtitle">{subtitle}</p> : null}
          {children}
        </div>
      </main>
    </div>
  );
}
