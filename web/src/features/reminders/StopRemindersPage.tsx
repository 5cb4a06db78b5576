import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckIcon } from '../../components/icons';
import { Logo } from '../../components/Logo';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { M } from '../../config/messages';
import { AM } from '../../config/appMessages';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api/client';
import { useRequest } from '../../lib/useRequest';
import { remindersApi } from './api';
import './reminders.css';

/** Where the owner turns the reminders back on (Settings, the Sharing section). */
const SHARING_SETTINGS = `${paths.settings}#sharing`;

/**
 * Why the link did not stop the reminders. A 404 is a link that is not valid or has expired: the
 * server's words (REMINDER_LINK_INVALID, not named here: whatever names a generated message puts
 * it in the public pages' chunk, vite.config.ts), and trying again would not help. Anything else
 * (no connection, the server unavailable) may work a moment later.
 */
function failureOf(error: unknown): { message: string; retry: boolean } {
  if (!isApiError(error)) return { message: M.SOMETHING_WRONG, retry: true };
  if (error.isNetworkError) return { message: AM.CHECK_CONNECTION, retry: true };
  const said = error.message && !error.message.startsWith('Request failed') ? error.message : null;
  if (error.status === 404) return { message: said ?? M.SOMETHING_WRONG, retry: false };
  return { message: error.status < 500 && said ? said : M.SOMETHING_WRONG, retry: true };
}

/**
 * The link in a funder's reminder e-mail (`/reminders/stop?token=…`, issue 18 §5): opening it
 * stops the reminders, without logging in. The request is sent once per token (React's
 * StrictMode runs an effect twice in development); the same link may be opened any number of times.
 */
export function StopRemindersPage() {
  const [params] = useSearchParams();
  // A link without a token is sent as it is: the server answers that it is not valid, in its words.
  const token = params.get('token')?.trim() ?? '';
  const stop = useRequest(remindersApi.optOut);
  const { mutate } = stop;
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  if (stop.data) {
    const organization = stop.data.organization.trim() || 'your organization';
    return (
      <Shell title="You won't get more reminders">
        <div className="stop-reminders__done">
          <div className="stop-reminders__done-icon">
            <CheckIcon width={30} height={30} />
          </div>
          <p className="stop-reminders__lead">
            Your funder&apos;s reminders about <strong>{organization}</strong>&apos;s plan are off. You can turn
            them back on in Settings, under Sharing.
          </p>
          <p className="stop-reminders__links">
            <Link to={SHARING_SETTINGS}>Open Settings</Link>
          </p>
        </div>
      </Shell>
    );
  }

  if (stop.isError) {
    const failure = failureOf(stop.error);
    return failure.retry ? (
      <Shell title="Stopping your reminders">
        <Alert tone="error">{failure.message}</Alert>
        <Button size="lg" block onClick={() => mutate(token)}>
          Try again
        </Button>
      </Shell>
    ) : (
      <Shell title="This link did not work">
        <Alert tone="error">{failure.message}</Alert>
        <p className="stop-reminders__links">
          <Link to={SHARING_SETTINGS}>Open Settings</Link>
        </p>
      </Shell>
    );
  }

  return (
    <Shell title="Stopping your reminders">
      <div className="stop-reminders__loading">
        <Spinner size={32} label="Stopping your reminders…" />
      </div>
    </Shell>
  );
}

export default StopRemindersPage;

/** The look of the public pages: the brand beside a card. */
function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="stop-reminders">
      <aside className="stop-reminders__brand">
        <Link to={paths.login} className="stop-reminders__logo" aria-label="fundplan home">
          <Logo tone="light" size={36} />
        </Link>
        <p className="stop-reminders__about">
          When nobody has worked on your plan for two weeks, your funder may send you a reminder, at most once a week.
        </p>
        <p className="stop-reminders__tagline">The strategic plan for fundraising, built for nonprofits.</p>
      </aside>
      <main className="stop-reminders__main" id="main">
        <PageTitle title={title} />
        <div className="stop-reminders__card">
          <div className="stop-reminders__mobile-logo">
            <Logo size={30} />
          </div>
          <h1 className="stop-reminders__title">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
