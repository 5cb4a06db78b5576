import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { useFunderHome, type Cohort, type FunderHome } from '../api';
import { CohortSeats } from '../components/CohortSeats';
import { Failed, Loading } from '../components/PageState';
import { dateRange, isAdmin, dateTimeText, kindLabel } from '../format';
import '../funders.css';
import { funderPaths } from '../paths';

/**
 * A funder's home (/funders/:funderId): its name and the person's role, and the cohorts they may
 * see (an admin: every one; a programme officer: those assigned to them).
 */
export function FunderHomePage() {
  const { funderId = '' } = useParams();
  const home = useFunderHome(funderId);
  if (home.isPending) return <Loading message="Loading your cohorts…" />;
  if (home.isError) return <Failed title="Cohorts" error={home.error} />;
  const funder = home.data;
  const admin = isAdmin(funder.role);

  return (
    <section className="funder-panel">
      <PageTitle title={`Cohorts · ${funder.name}`} />
      <div className="funder-head">
        <div>
          <p className="funder-head__kicker">{admin ? 'Admin' : 'Programme officer'}</p>
          <h1>{funder.name}</h1>
          <p className="funder-head__lead">
            {admin
              ? `You are an admin of ${funder.name}: you set up its cohorts and invite its staff.`
              : `You are a programme officer of ${funder.name}: you follow the cohorts assigned to you.`}
          </p>
        </div>
        {admin && funder.cohorts.length > 0 ? (
          <Link className="btn btn--primary btn--md" to={funderPaths.newCohort(funderId)}>
            New cohort
          </Link>
        ) : null}
      </div>

      <h2 className="funder-section-title">{admin ? 'Cohorts' : 'Cohorts assigned to you'}</h2>
      {funder.cohorts.length > 0 ? (
        <CohortTable funderId={funderId} cohorts={funder.cohorts} />
      ) : (
        <Empty funder={funder} />
      )}
    </section>
  );
}

function Empty({ funder }: { funder: FunderHome }) {
  if (!isAdmin(funder.role)) {
    return (
      <div className="funder-empty">
        <p className="funder-empty__title">No cohorts are assigned to you yet.</p>
        <p>When an admin of {funder.name} assigns you a cohort, it appears here.</p>
      </div>
    );
  }
  return (
    <div className="funder-empty">
      <p className="funder-empty__title">No cohorts yet</p>
      <p>
        A cohort is a group of nonprofits you sponsor together: you choose how many seats it has and when it runs. Once
        it is created, you send its code to the organizations, and each one that joins takes a seat.
      </p>
      <Link className="btn btn--primary btn--md" to={funderPaths.newCohort(funder.id)}>
        New cohort
      </Link>
    </div>
  );
}

function CohortTable({ funderId, cohorts }: { funderId: string; cohorts: Cohort[] }) {
  return (
    <div className="funder-table__scroll">
      <table className="funder-table">
        <thead>
          <tr>
            <th scope="col">Cohort</th>
            <th scope="col">Kind</th>
            <th scope="col">Seats</th>
            <th scope="col">Dates</th>
            <th scope="col">Kickoff</th>
          </tr>
        </thead>
        <tbody>
          {cohorts.map((c) => (
            <tr key={c.id}>
              <th scope="row">
                <Link to={funderPaths.cohort(funderId, c.id)}>{c.name}</Link>
              </th>
              <td>{kindLabel(c.kind)}</td>
              <td>
                <CohortSeats name={c.name} used={c.used} seats={c.seats} />
              </td>
              <td>{dateRange(c.starts_on, c.ends_on)}</td>
              <td>{dateTimeText(c.kickoff_at) ?? <span className="muted">None</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default FunderHomePage;
