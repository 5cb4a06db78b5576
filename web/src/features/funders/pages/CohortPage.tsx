import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../config/paths';
import { useCohort, useFunderHome } from '../api';
import { CohortChanges } from '../components/CohortChanges';
import { CohortCodes } from '../components/CohortCodes';
import { CohortDashboard } from '../components/CohortDashboard';
import { Failed, Loading } from '../components/PageState';
import { SingleUseCodes } from '../components/SingleUseCodes';
import { isStatus } from '../errors';
import { dateRange, dateTimeText, isAdmin, kindLabel } from '../format';
import '../funders.css';
import { funderPaths } from '../paths';

/**
 * A cohort (/funders/:funderId/cohorts/:cohortId): its facts, a link to its log, and its dashboard
 * (seats, funnel, completion over time, shared goals, the organizations' table, exports).
 * An admin also runs it here: the stalled threshold and reminders, its codes (paused, resumed,
 * revoked), its seats and last day, and single-use codes for a list of addresses. A programme
 * officer sees the facts and dashboard of the cohorts assigned to them.
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
  const kickoff = dateTimeText(cohort.kickoff_at);

  return (
    <section className="funder-panel">
      <PageTitle title={cohort.name} />
      <div className="funder-head">
        <div>
          {back}
          <h1>{cohort.name}</h1>
        </div>
        <Link className="btn btn--secondary btn--md" to={funderPaths.cohortLog(funderId, cohortId)}>
          Cohort log
        </Link>
      </div>
      <dl className="cohort-facts">
        <div>
          <dt>Kind</dt>
          <dd>{kindLabel(cohort.kind)}</dd>
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

      <CohortDashboard funderId={funderId} cohort={cohort} codes={codes} admin={admin} />

      {admin ? (
        <>
          <section aria-labelledby="cohort-codes">
            <h2 id="cohort-codes" className="funder-section-title">
              Codes
            </h2>
            <p className="muted">
              Send a code&apos;s link to a nonprofit: its owner opens it, signs up or logs in, and joins the cohort. A
              paused code works again once resumed; a revoked one never does.
            </p>
            <CohortCodes funderId={funderId} cohortId={cohortId} codes={codes} />
          </section>

          <section aria-labelledby="cohort-seats-end">
            <h2 id="cohort-seats-end" className="funder-section-title">
              Seats and last day
            </h2>
            <CohortChanges funderId={funderId} cohort={cohort} />
          </section>

          <SingleUseCodes funderId={funderId} cohortId={cohortId} />
        </>
      ) : null}
    </section>
  );
}

export default CohortPage;
