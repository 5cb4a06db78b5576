import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cohort } from '../../../test/funderFixtures';
import { mockApi, renderRoute, signIn, tableRows } from '../../../test/utils';
import { dateTimeText } from '../format';
import { CohortLogPage } from './CohortLogPage';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderRoute(<CohortLogPage />, {
    path: '/funders/:funderId/cohorts/:cohortId/log',
    initial: '/funders/f1/cohorts/c1/log',
    extra: ['/funders/:funderId', '/funders/:funderId/cohorts/:cohortId'],
  });
const entry = (at: string, event: string, more: Record<string, unknown> = {}) => ({
  at,
  event,
  codes: [],
  by: 'Ruth Okafor',
  organization: null,
  detail: null,
  ...more,
});
const batch = ['A1A1-A1A1-A1A1', 'B2B2-B2B2-B2B2', 'C3C3-C3C3-C3C3', 'D4D4-D4D4-D4D4', 'E5E5-E5E5-E5E5', 'F6F6-F6F6-F6F6'];
const entries = [
  entry('2027-01-20T16:00:00Z', 'revoked', { codes: ['7KQM-4TXR-P9WD'] }),
  entry('2027-01-19T16:00:00Z', 'extended', { detail: '2028-06-30' }),
  entry('2027-01-18T16:00:00Z', 'seats_added', { detail: '5' }),
  entry('2027-01-17T16:00:00Z', 'codes_issued', { codes: batch }),
  entry('2027-01-16T16:00:00Z', 'resumed', { codes: ['7KQM-4TXR-P9WD'] }),
  entry('2027-01-15T16:00:00Z', 'paused', { codes: ['7KQM-4TXR-P9WD', 'H3LX-9QWE-2MZA'], by: null }),
  entry('2027-01-10T16:00:00Z', 'redeemed', { codes: ['7KQM-4TXR-P9WD'], by: null, organization: 'Riverside Arts' }),
];

describe('CohortLogPage (issue 18 §2)', () => {
  it('lists every event, newest first, with when, the codes and who', async () => {
    signIn();
    mockApi({ 'GET /funders/f1/cohorts/c1/log': () => [200, { cohort: cohort(), entries }] });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log of Spring 2027 cohort' })).toBeInTheDocument();
    const when = (at: string) => dateTimeText(at);
    expect(tableRows(screen.getByRole('table'))).toEqual([
      ['When', 'What', 'Codes', 'Who'],
      [when('2027-01-20T16:00:00Z'), 'Code revoked', '7KQM-4TXR-P9WD', 'Ruth Okafor'],
      [when('2027-01-19T16:00:00Z'), 'Last day moved to June 30, 2028', '', 'Ruth Okafor'],
      [when('2027-01-18T16:00:00Z'), '5 seats added', '', 'Ruth Okafor'],
      [when('2027-01-17T16:00:00Z'), '6 single-use codes sent', `${batch.slice(0, 5).join('')}and 1 more`, 'Ruth Okafor'],
      [when('2027-01-16T16:00:00Z'), 'Code resumed', '7KQM-4TXR-P9WD', 'Ruth Okafor'],
      [when('2027-01-15T16:00:00Z'), '2 codes paused', '7KQM-4TXR-P9WDH3LX-9QWE-2MZA', 'Someone no longer on the staff'],
      [when('2027-01-10T16:00:00Z'), 'Joined the cohort', '7KQM-4TXR-P9WD', 'Riverside Arts'],
    ]);
    expect(screen.getAllByRole('link', { name: 'Spring 2027 cohort' })[0]).toHaveAttribute('href', '/funders/f1/cohorts/c1');
    expect(screen.getByRole('link', { name: 'Back to Spring 2027 cohort' })).toHaveAttribute('href', '/funders/f1/cohorts/c1');
  });

  it('says so when nothing has happened yet', async () => {
    signIn();
    mockApi({ 'GET /funders/f1/cohorts/c1/log': () => [200, { cohort: cohort(), entries: [] }] });
    open();
    expect(await screen.findByText('Nothing has happened in this cohort yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a cohort that is not there for this person', async () => {
    signIn();
    mockApi({ 'GET /funders/f1/cohorts/c1/log': () => [404, { error: 'There is no such cohort.' }] });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cohort not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no such cohort.');
    expect(screen.getByRole('link', { name: 'Back to cohorts' })).toHaveAttribute('href', '/funders/f1');
  });
});
