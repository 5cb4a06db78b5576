import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../config/paths';
import { usLongDate } from '../../../lib/format';
import { useCohortLog, type LogEntry } from '../api';
import { CohortCode } from '../components/CohortCode';
import { Failed, Loading } from '../components/PageState';
import { isStatus } from '../errors';
import { codeCount, dateTimeText, seatCount } from '../format';
import '../funders.css';
import { funderPaths } from '../paths';

/** Codes shown in one entry; a longer list (a large batch of single-use codes) is counted instead. */
const SHOWN_CODES = 5;

/** What an entry says happened. */
function eventText(entry: LogEntry): string {
  const n = entry.codes.length;
  switch (entry.event) {
    case 'redeemed':
      return 'Joined the cohort';
    case 'paused':
      return n > 1 ? `${codeCount(n)} paused` : 'Code paused';
    case 'resumed':
      return n > 1 ? `${codeCount(n)} resumed` : 'Code resumed';
    case 'revoked':
      return n > 1 ? `${codeCount(n)} revoked` : 'Code revoked';
    case 'codes_issued':
      return n === 1 ? 'Single-use code sent' : `${n} single-use codes sent`;
    case 'seats_added': {
      const added = Number(entry.detail);
      return Number.isFinite(added) && entry.detail ? `${seatCount(added)} added` : 'Seats added';
    }
    case 'extended':
      return entry.detail ? `Last day moved to ${usLongDate(entry.detail)}` : 'Last day moved';
    default:
      return entry.event;
  }
}

function Codes({ codes }: { codes: string[] }) {
  if (codes.length === 0) return null;
  const shown = codes.slice(0, SHOWN_CODES);
  return (
    <ul className="log-codes">
      {shown.map((code) => (
        <li key={code}>
          <CohortCode code={code} size="sm" />
        </li>
      ))}
      {codes.length > shown.length ? <li className="muted">and {codes.length - shown.length} more</li> : null}
    </ul>
  );
}

/**
 * A cohort's log (/funders/:funderId/cohorts/:cohortId/log), for the staff who may see the
 * cohort: every redemption, every pause, resume and revocation of its codes, the single-use codes
 * sent, the seats added and the extensions, newest first, each with when and who.
 */
export function CohortLogPage() {
  const { funderId = '', cohortId = '' } = useParams();
  const log = useCohortLog(funderId, cohortId);
  const cohortLink = funderPaths.cohort(funderId, cohortId);

  if (log.isPending) return <Loading message="Loading the cohort's log…" />;
  if (log.isError) {
    return (
      <Failed title={isStatus(log.error, 404) ? 'Cohort not found' : 'The log could not be opened'} error={log.error}>
        <Link to={paths.funderHome(funderId)}>Back to cohorts</Link>
      </Failed>
    );
  }
  const { cohort, entries } = log.data;

  return (
    <section className="funder-panel">
      <PageTitle title={`Log · ${cohort.name}`} />
      <nav aria-label="Breadcrumb" className="funder-head__kicker">
        <Link to={paths.funderHome(funderId)}>Cohorts</Link>
        <span aria-hidden="true"> / </span>
        <Link to={cohortLink}>{cohort.name}</Link>
      </nav>
      <h1>Log of {cohort.name}</h1>
      <p className="funder-head__lead">
        Every organization that joined, and every change to the codes, seats and last day, newest first.
      </p>

      {entries.length === 0 ? (
        <div className="funder-empty">
          <p className="funder-empty__title">Nothing has happened in this cohort yet.</p>
          <p>When an organization joins, or someone changes a code, the seats or the last day, it is written here.</p>
        </div>
      ) : (
        <div className="funder-table__scroll">
          <table className="funder-table log-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col">Codes</th>
                <th scope="col">Who</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, i) => (
                <tr key={`${entry.at}-${entry.event}-${i}`}>
                  <td className="log-table__when">
                    <time dateTime={entry.at}>{dateTimeText(entry.at)}</time>
                  </td>
                  <th scope="row">{eventText(entry)}</th>
                  <td>
                    <Codes codes={entry.codes} />
                  </td>
                  <td>
                    {entry.event === 'redeemed' ? (
                      entry.organization || 'An organization'
                    ) : (
                      (entry.by ?? <span className="muted">Someone no longer on the staff</span>)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="log-back">
        <Link to={cohortLink}>Back to {cohort.name}</Link>
      </p>
    </section>
  );
}

export default CohortLogPage;
