import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../config/paths';
import { useCohort, useFunderHome, type CohortCode as Code } from '../api';
import { CohortCode } from '../components/CohortCode';
import { CohortSeats } from '../components/CohortSeats';
import { CopyButton } from '../components/CopyButton';
import { Failed, Loading } from '../components/PageState';
import { isStatus } from '../errors';
import { dateRange, isAdmin, kickoffText, kindLabel } from '../format';
import '../funders.css';

const STATES: Record<string, string> = { active: 'Active', paused: 'Paused', revoked: 'Revoked' };

/** What a code's row says of it: its state, and for a single-use code whether it was used. */
function stateText(code: Code): string {
  const state = STATES[code.state] ?? code.state;
  return code.for_email && code.used ? `${state} · used` : state;
}

/**
 * A cohort (/funders/:funderId/cohorts/:cohortId): its facts and seats; for an admin, its codes
 * with their links. A programme officer sees the facts of the cohorts assigned to them.
 */
export function CohortPage() {
  const { funderId = '', cohortId = '' } = useParams();
  const home = useFunderHome(funderId);
  const detail = useCohort(funderId, cohortId);
  const back = (
    <p className="funder-head__kicker">
      <Link to={paths.funderHome(funderId)}>Cohorts</Link>
    </p>
  );

  if (detail.isPending || home.isPending) return <Loading message="Loading the cohort…" />;
  if (detail.isError) {
    return (
      <Failed title={isStatus(detail.error, 404) ? 'Cohort not found' : 'The cohort could not be opened'} error={detail.error}>
        {isStatus(detail.error, 404) ? <p>It does not exist, or it is not one of the cohorts assigned to you.</p> : null}
        <Link to={paths.funderHome(funderId)}>Back to cohorts</Link>
      </Failed>
    );
  }
  const { cohort, codes } = detail.data;
  const admin = isAdmin(home.data?.role);
  const kickoff = kickoffText(cohort.kickoff_at);

  return (
    <section className="funder-panel">
      <PageTitle title={cohort.name} />
      {back}
      <h1>{cohort.name}</h1>
      <dl className="cohort-facts">
        <div>
          <dt>Kind</dt>
          <dd>{kindLabel(cohort.kind)}</dd>
        </div>
        <div>
          <dt>Seats</dt>
          <dd>
            <CohortSeats name={cohort.name} used={cohort.used} seats={cohort.seats} />
          </dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>{dateRange(cohort.starts_on, cohort.ends_on)}</dd>
        </div>
        <div>
          <dt>Kickoff</dt>
          <dd>{kickoff ?? 'None set'}</dd>
        </div>
      </dl>

      {admin ? (
        <section aria-labelledby="cohort-codes">
          <h2 id="cohort-codes" className="funder-section-title">
            Codes
          </h2>
          <p className="muted">
            Send a code&apos;s link to a nonprofit: its owner opens it, signs up or logs in, and joins the cohort.
          </p>
          {codes.length === 0 ? (
            <p>This cohort has no codes.</p>
          ) : (
            <div className="funder-table__scroll">
              <table className="funder-table">
                <thead>
                  <tr>
                    <th scope="col">Code</th>
                    <th scope="col">For</th>
                    <th scope="col">State</th>
                    <th scope="col">Link</th>
                  </tr>
                </thead>
                <tbody>
                  {codes.map((code) => (
                    <tr key={code.code}>
                      <th scope="row">
                        <CohortCode code={code.code} size="sm" />
                      </th>
                      <td>{code.for_email ?? 'Any organization of the cohort'}</td>
                      <td>
                        <span className={`code-state code-state--${code.state}`}>{stateText(code)}</span>
                      </td>
                      <td>
                        <CopyButton
                          text={code.link}
                          label="Copy link"
                          ariaLabel={`Copy link of ${code.code}`}
                          done="Link copied"
                          size="sm"
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ) : null}
    </section>
  );
}

export default CohortPage;
