import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { followLink } from '../../../components/documents';
import { TextField } from '../../../components/Field';
import { ArrowDownIcon, ArrowUpIcon } from '../../../components/icons';
import { ProgressBar } from '../../../components/ProgressBar';
import { formatCents, usLongDate } from '../../../lib/format';
import { isApiError } from '../../../lib/api/client';
import { funderApi, type CohortOrganization, type SharedDocumentRef } from '../api';
import {
  FILTERS,
  MODULES,
  filterCount,
  filterOrganizations,
  idleText,
  nextSort,
  notStarted,
  organizationCount,
  plural,
  sortOrganizations,
  type Filter,
  type Sort,
  type SortKey,
} from '../dashboard';

/** The words for an empty result of each filter. */
const NONE: Record<Filter, string> = {
  all: 'No organization has joined yet.',
  stalled: 'No organization is stalled.',
  not_started: 'Every organization has started its plan.',
  finished: 'No organization has finished its plan yet.',
};

/** "sorted by days idle, most first". */
const SORT_WORDS: Record<SortKey, [string, string, string]> = {
  name: ['name', 'A to Z', 'Z to A'],
  modules_done: ['modules done', 'fewest first', 'most first'],
  current_module: ['current module', 'earliest first', 'furthest first'],
  idle_days: ['days idle', 'fewest first', 'most first'],
  users: ['users', 'fewest first', 'most first'],
  goal: ['goal', 'smallest first', 'largest first'],
};
const sortText = ({ key, direction }: Sort) => {
  const [column, up, down] = SORT_WORDS[key];
  return `sorted by ${column}, ${direction === 'ascending' ? up : down}`;
};

/**
 * The cohort's organizations: filtered (all, stalled, not started, finished) and searched by name,
 * sorted by a column header's button (its `aria-sort` says how). A stalled row says "Stalled" in
 * words besides its colour; a figure the organization does not share says "Not shared". Each
 * document an organization shares opens its copy (a 5-minute link asked for on the click).
 */
export function CohortOrganizationsTable({
  organizations,
  funderId,
  cohortId,
}: {
  organizations: CohortOrganization[];
  funderId: string;
  cohortId: string;
}) {
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'ascending' });

  const shown = sortOrganizations(filterOrganizations(organizations, filter, search), sort);
  const searching = search.trim() !== '';
  const empty = searching
    ? `No ${filter === 'all' ? '' : `${FILTERS.find((f) => f.value === filter)?.label.toLowerCase()} `}organization matches “${search.trim()}”.`
    : NONE[filter];

  const header = (key: SortKey, label: ReactNode, className?: string) => {
    const on = sort.key === key;
    return (
      <th scope="col" aria-sort={on ? sort.direction : undefined} className={className}>
        <button type="button" className={`sort-button ${on ? 'is-sorted' : ''}`} onClick={() => setSort((s) => nextSort(s, key))}>
          <span>{label}</span>
          {on && sort.direction === 'ascending' ? (
            <ArrowUpIcon width={14} height={14} aria-hidden="true" />
          ) : on ? (
            <ArrowDownIcon width={14} height={14} aria-hidden="true" />
          ) : (
            <span className="sort-button__idle" aria-hidden="true" />
          )}
        </button>
      </th>
    );
  };

  return (
    <div className="org-table">
      <div className="org-table__tools">
        <div className="org-filters" role="group" aria-label="Show organizations">
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              className={`org-filter ${filter === f.value ? 'is-active' : ''}`}
              aria-pressed={filter === f.value}
              onClick={() => setFilter(f.value)}
            >
              {f.label} <span className="org-filter__count">{filterCount(organizations, f.value)}</span>
            </button>
          ))}
        </div>
        <TextField
          className="org-table__search"
          label="Search by name"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoComplete="off"
        />
      </div>
      <p className="org-table__count" role="status">
        {shown.length === organizations.length
          ? `${organizationCount(organizations.length)}, ${sortText(sort)}.`
          : `${shown.length} of ${organizationCount(organizations.length)} shown, ${sortText(sort)}.`}
      </p>

      <div className="funder-table__scroll">
        <table className="funder-table org-table__table">
          <caption className="visually-hidden">Organizations</caption>
          <thead>
            <tr>
              {header('name', 'Organization')}
              {header('modules_done', 'Modules done')}
              {header('current_module', 'Current module')}
              {header('idle_days', 'Days idle')}
              {header('users', 'Users', 'org-table__narrow')}
              {header('goal', 'Goal (3 years)')}
              <th scope="col">Budget (3 years)</th>
              <th scope="col">Gift chart</th>
              <th scope="col">Shared documents</th>
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={9} className="org-table__empty">
                  {empty}
                </td>
              </tr>
            ) : (
              shown.map((o) => <OrganizationRow key={o.id} organization={o} funderId={funderId} cohortId={cohortId} />)
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const NOT_SHARED = <span className="not-shared">Not shared</span>;

/** Why a shared document did not open: the server's words (say, no longer shared), else "try again". */
function notOpened(error: unknown): string {
  return isApiError(error) && !error.isNetworkError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : 'The document could not be opened. Try again.';
}

/** An organization's shared documents, newest first, each a button that opens its copy. */
function SharedDocuments({
  documents,
  organization,
  funderId,
  cohortId,
}: {
  documents: SharedDocumentRef[];
  organization: CohortOrganization;
  funderId: string;
  cohortId: string;
}) {
  const [opening, setOpening] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (documents.length === 0) return <span className="not-shared">None shared</span>;
  const open = async (d: SharedDocumentRef) => {
    setOpening(d.doc);
    setError(null);
    try {
      const link = await funderApi.sharedDocument(funderId, cohortId, organization.id, d.doc);
      followLink(link.url, link.file_name);
    } catch (e) {
      setError(notOpened(e));
    } finally {
      setOpening(null);
    }
  };
  return (
    <>
      <ul className="org-documents">
        {documents.map((d) => (
          <li key={d.doc}>
            <Button
              variant="link"
              size="sm"
              loading={opening === d.doc}
              aria-label={`Open ${d.title}, shared by ${organization.name} on ${usLongDate(d.shared_at)}`}
              onClick={() => void open(d)}
            >
              {d.title}
            </Button>
            <span className="org-documents__date">Shared {usLongDate(d.shared_at)}</span>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="org-documents__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

function OrganizationRow({
  organization: o,
  funderId,
  cohortId,
}: {
  organization: CohortOrganization;
  funderId: string;
  cohortId: string;
}) {
  return (
    <tr className={o.stalled ? 'is-stalled' : undefined}>
      <th scope="row">
        <span className="org-name">{o.name || 'Organization without a name yet'}</span>
        <span className="org-badges">
          {o.stalled ? <span className="org-badge org-badge--stalled">Stalled</span> : null}
          {o.finished ? <span className="org-badge org-badge--finished">Finished</span> : null}
          {notStarted(o) ? <span className="org-badge">Not started</span> : null}
        </span>
        <span className="org-meta">
          Joined {usLongDate(o.joined_on)}
          {o.onboarded ? '' : ' · onboarding not finished'}
        </span>
      </th>
      <td>
        <span className="org-modules">
          {o.modules_done} of {MODULES}
        </span>
        <ProgressBar value={(o.modules_done / MODULES) * 100} label={`Modules done by ${o.name}`} size="sm" />
      </td>
      <td>
        {o.finished ? (
          'Plan finished'
        ) : o.current_module ? (
          <>
            <span className="org-module-number">{o.current_module.number}.</span> {o.current_module.name}
          </>
        ) : (
          '—'
        )}
      </td>
      <td className={o.stalled ? 'org-idle org-idle--stalled' : 'org-idle'}>{idleText(o.idle_days)}</td>
      <td className="org-table__narrow">{o.users}</td>
      <td className="org-figure">{o.goal_cents == null ? NOT_SHARED : formatCents(o.goal_cents)}</td>
      <td className="org-figure">
        {o.budget_totals == null ? (
          NOT_SHARED
        ) : (
          <>
            <span>Expenses {formatCents(o.budget_totals.expenses_cents)}</span>
            <span>Revenue {formatCents(o.budget_totals.revenue_cents)}</span>
          </>
        )}
      </td>
      <td className="org-figure">
        {o.gift_chart == null ? (
          NOT_SHARED
        ) : (
          <>
            <span>Lead gift {formatCents(o.gift_chart.lead_gift_cents)}</span>
            <span>
              {plural(o.gift_chart.gifts, 'gift', 'gifts')} in {plural(o.gift_chart.levels, 'level', 'levels')}
            </span>
          </>
        )}
      </td>
      <td className="org-docs">
        <SharedDocuments documents={o.documents} organization={o} funderId={funderId} cohortId={cohortId} />
      </td>
    </tr>
  );
}
