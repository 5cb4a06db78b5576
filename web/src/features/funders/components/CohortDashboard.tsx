import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { useCohortOrganizations, type Cohort, type CohortCode } from '../api';
import { failureMessage } from '../errors';
import { CohortDownloads } from './CohortDownloads';
import { CohortFigures } from './CohortFigures';
import { CohortFunnel } from './CohortFunnel';
import { CohortOrganizationsTable } from './CohortOrganizationsTable';
import { CohortProgressChart } from './CohortProgressChart';
import { CopyButton } from './CopyButton';
import { RemindStalled } from './RemindStalled';
import { StalledThreshold } from './StalledThreshold';

/**
 * A cohort's dashboard (issue 18 §5), for its funder's staff: the figures at a glance (seats,
 * plans finished, shared goals), the funnel and completion over time as charts, then the
 * organizations' table with the stalled threshold, reminders (admins) and the exports. A cohort
 * nobody joined yet says how to invite organizations instead.
 */
export function CohortDashboard({
  funderId,
  cohort,
  codes,
  admin,
}: {
  funderId: string;
  /** The cohort as the page holds it (its seats change at once after an admin adds some). */
  cohort: Cohort;
  codes: CohortCode[];
  admin: boolean;
}) {
  const board = useCohortOrganizations(funderId, cohort.id);

  if (board.isPending) {
    return (
      <>
        <CohortFigures cohort={cohort} aggregates={null} />
        <p className="cohort-dashboard__loading" role="status">
          <Spinner size={18} /> Loading the organizations’ progress…
        </p>
      </>
    );
  }
  if (board.isError) {
    return (
      <>
        <CohortFigures cohort={cohort} aggregates={null} />
        <Alert tone="error" title="The organizations’ progress could not be read">
          {failureMessage(board.error)}
        </Alert>
        <Button variant="secondary" size="sm" onClick={() => void board.refetch()}>
          Try again
        </Button>
      </>
    );
  }

  const { organizations, funnel, aggregates, progress } = board.data;
  const stalled = organizations.filter((o) => o.stalled).length;

  return (
    <>
      <CohortFigures cohort={cohort} aggregates={aggregates} />

      {organizations.length === 0 ? (
        <EmptyCohort codes={codes} admin={admin} />
      ) : (
        <div className="cohort-charts">
          <CohortFunnel funnel={funnel} />
          <CohortProgressChart progress={progress} startsOn={cohort.starts_on} />
        </div>
      )}

      <section aria-labelledby="cohort-organizations" className="cohort-organizations">
        <div className="cohort-organizations__head">
          <h2 id="cohort-organizations" className="funder-section-title">
            Organizations
          </h2>
          <CohortDownloads funderId={funderId} cohortId={cohort.id} admin={admin} />
        </div>
        <div className="cohort-organizations__stalled">
          <StalledThreshold funderId={funderId} cohort={board.data.cohort} admin={admin} />
          {admin ? <RemindStalled funderId={funderId} cohortId={cohort.id} stalled={stalled} /> : null}
        </div>
        {organizations.length > 0 ? <CohortOrganizationsTable organizations={organizations} funderId={funderId} cohortId={cohort.id} /> : null}
      </section>
    </>
  );
}

/** No organization yet: how to invite them (the cohort's link, for an admin to copy). */
function EmptyCohort({ codes, admin }: { codes: CohortCode[]; admin: boolean }) {
  const cohortCode = codes.find((c) => c.for_email === null && c.state === 'active');
  return (
    <div className="funder-empty cohort-empty">
      <p className="funder-empty__title">No organization has joined yet</p>
      <p>
        Send the cohort’s link to the nonprofits you sponsor. Each owner opens it, signs up or logs in, and joins the
        cohort; their progress shows here from that moment.
      </p>
      {admin && cohortCode ? (
        <div className="cohort-empty__link">
          <code>{cohortCode.link}</code>
          <CopyButton text={cohortCode.link} label="Copy the cohort link" done="Link copied" size="sm" />
        </div>
      ) : admin ? (
        <p>The cohort’s own code is paused or revoked: resume it below, or send single-use codes.</p>
      ) : (
        <p>Your foundation’s admin has the cohort’s link and can send it.</p>
      )}
    </div>
  );
}
