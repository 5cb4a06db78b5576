import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cohort, funderHome } from '../../../test/funderFixtures';
import { mockApi, renderRoute, signIn, tableRows } from '../../../test/utils';
import { CohortPage } from './CohortPage';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderRoute(<CohortPage />, {
    path: '/funders/:funderId/cohorts/:cohortId',
    initial: '/funders/f1/cohorts/c1',
    extra: ['/funders/:funderId'],
  });
const link = (code: string) => `http://localhost:3000/join/${code}`;
const codes = [
  { code: '7KQM-4TXR-P9WD', link: link('7KQM-4TXR-P9WD'), state: 'active', for_email: null, used: false },
  { code: 'H3LX-9QWE-2MZA', link: link('H3LX-9QWE-2MZA'), state: 'paused', for_email: 'director@riverside.org', used: true },
];

describe('CohortPage (issue 18 §2)', () => {
  it('an admin sees the cohort’s facts and its codes, each link ready to copy', async () => {
    signIn();
    const user = userEvent.setup();
    mockApi({
      'GET /funders/f1': () => [200, funderHome('admin')],
      'GET /funders/f1/cohorts/c1': () => [200, { cohort: cohort(), codes }],
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring 2027 cohort' })).toBeInTheDocument();
    expect(screen.getByText('Group coaching')).toBeInTheDocument();
    expect(screen.getByText('12 of 40 seats used')).toBeInTheDocument();
    expect(screen.getByText('December 1, 2026 – November 30, 2027')).toBeInTheDocument();

    expect(tableRows(screen.getByRole('table'))).toEqual([
      ['Code', 'For', 'State', 'Link'],
      ['7KQM-4TXR-P9WD', 'Any organization of the cohort', 'Active', 'Copy link'],
      ['H3LX-9QWE-2MZA', 'director@riverside.org', 'Paused · used', 'Copy link'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Copy link of H3LX-9QWE-2MZA' }));
    expect(await navigator.clipboard.readText()).toBe(link('H3LX-9QWE-2MZA'));
    expect(screen.getByText('Link copied')).toBeInTheDocument();
  });

  it('a programme officer sees the facts only', async () => {
    signIn();
    mockApi({
      'GET /funders/f1': () => [200, funderHome('programme_officer')],
      'GET /funders/f1/cohorts/c1': () => [200, { cohort: cohort({ kickoff_at: null }), codes: [] }],
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring 2027 cohort' })).toBeInTheDocument();
    expect(screen.getByText('12 of 40 seats used')).toBeInTheDocument();
    expect(screen.getByText('None set')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Codes' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the cohort is not there for this person', async () => {
    signIn();
    mockApi({
      'GET /funders/f1': () => [200, funderHome('programme_officer')],
      'GET /funders/f1/cohorts/c1': () => [404, { error: 'There is no such cohort.' }],
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cohort not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no such cohort.');
    expect(screen.getByRole('link', { name: 'Back to cohorts' })).toHaveAttribute('href', '/funders/f1');
  });
});
