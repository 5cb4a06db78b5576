/**
 * The plan's activity (/activity, issue 19 §2): who changed which section and when, newest
 * first, by day; each section a link to its page. Read by the team; a funder never sees it.
 */
import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { PageTitle } from '../../components/PageTitle';
import { PageLoader } from '../../components/Spinner';
import { isApiError, messageOf } from '../../lib/api/client';
import { dayHeading } from '../../lib/format';
import { useActivity, type ActivityEntry } from '../../lib/resources/activity';
import './activity.css';

/** Not worded by the spec. */
const ACTIVITY_FAILED = 'The activity could not be loaded. Try again.';

/** The server's own words when its answer has some (as on the Versions page), else ours, never "Request failed with status 500". */
function problem(error: unknown): string {
  return isApiError(error) && error.message !== messageOf(error.status, null) ? error.message : ACTIVITY_FAILED;
}

/** The entries grouped by day, in their order. */
function byDay(entries: ActivityEntry[]): { day: string; entries: ActivityEntry[] }[] {
  const groups: { day: string; entries: ActivityEntry[] }[] = [];
  for (const e of entries) {
    const day = dayHeading(new Date(e.at));
    const last = groups[groups.length - 1];
    if (last?.day === day) last.entries.push(e);
    else groups.push({ day, entries: [e] });
  }
  return groups;
}

function Entry({ entry }: { entry: ActivityEntry }) {
  const at = new Date(entry.at);
  const [first, ...rest] = entry.who.split(' ');
  return (
    <li className="activity__entry">
      <Avatar firstName={first} lastName={rest.join(' ')} size={30} />
      <p className="activity__text">
        <strong>{entry.who}</strong>{' '}
        {entry.route_path ? <Link to={entry.route_path}>{entry.what}</Link> : entry.what}
      </p>
      <time className="activity__time" dateTime={entry.at}>
        {at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}
      </time>
    </li>
  );
}

export function ActivityPage() {
  const activity = useActivity();
  const entries = activity.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="activity">
      <PageTitle title="Activity" />
      <header className="activity__head">
        <h1>Activity</h1>
        <p className="activity__lead">
          Who changed what in your plan, newest first: answers and budgets edited, sections completed, assignments,
          versions, documents and conversations. Only your team sees it.
        </p>
      </header>
      {activity.isPending ? (
        <PageLoader message="Loading the activity…" />
      ) : activity.isError && !activity.isFetchNextPageError ? (
        <Alert tone="error">{problem(activity.error)}</Alert>
      ) : entries.length === 0 ? (
        <p className="activity__empty">
          Nothing has changed in your plan yet. Edits, completed sections, assignments, versions, documents and comments
          will show here.
        </p>
      ) : (
        <>
          {byDay(entries).map((g) => (
            <section key={g.day} className="activity__day" aria-label={g.day}>
              <h2>{g.day}</h2>
              <ol className="activity__list">
                {g.entries.map((e, i) => (
                  <Entry key={`${e.at}-${e.user_id}-${i}`} entry={e} />
                ))}
              </ol>
            </section>
          ))}
          {activity.hasNextPage ? (
            <Button variant="secondary" loading={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
              Show older activity
            </Button>
          ) : null}
          {activity.isFetchNextPageError ? <Alert tone="error">{problem(activity.error)}</Alert> : null}
        </>
      )}
    </div>
  );
}
