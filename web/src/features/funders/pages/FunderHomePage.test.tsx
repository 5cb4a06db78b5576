import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cohort, FUNDER, funderHome } from '../../../test/funderFixtures';
import { mockApi, renderRoute, signIn, tableRows } from '../../../test/utils';
import { FunderHomePage } from './FunderHomePage';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const open = () =>
  renderRoute(<FunderHomePage />, { path: '/funders/:funderId', initial: '/funders/f1', extra: ['/funders/:funderId/cohorts/*'] });

describe('FunderHomePage (issue 18 §2)', () => {
  it('an admin sees the funder, their role and each cohort: kind, seats used, dates, kickoff', async () => {
    signIn();
    const selfGuided = cohort({
      id: 'c2',
      name: 'Open enrolment 2027',
      kind: 'self_guided',
      seats: 100,
      used: 0,
      starts_on: '2027-01-15',
      ends_on: '2028-01-14',
      kickoff_at: null,
    });
    mockApi({ 'GET /funders/f1': () => [200, funderHome('admin', [cohort(), selfGuided])] });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: FUNDER })).toBeInTheDocument();
    expect(screen.getByText(`You are an admin of ${FUNDER}: you set up its cohorts and invite its staff.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New cohort' })).toHaveAttribute('href', '/funders/f1/cohorts/new');

    const kickoff = new Date('2026-12-03T15:00:00Z').toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
    expect(tableRows(screen.getByRole('table'))).toEqual([
      ['Cohort', 'Kind', 'Seats', 'Dates', 'Kickoff'],
      ['Spring 2027 cohort', 'Group coaching', '12 of 40 seats used', 'December 1, 2026 – November 30, 2027', kickoff],
      ['Open enrolment 2027', 'Self-guided', '0 of 100 seats used', 'January 15, 2027 – January 14, 2028', 'None'],
    ]);
    expect(screen.getByRole('link', { name: 'Spring 2027 cohort' })).toHaveAttribute('href', '/funders/f1/cohorts/c1');
    expect(screen.getByRole('progressbar', { name: 'Seats used in Spring 2027 cohort' })).toHaveAttribute('aria-valuenow', '30');
  });

  it('an admin without cohorts is told what a cohort is and offered to create one', async () => {
    signIn();
    mockApi({ 'GET /funders/f1': () => [200, funderHome('admin', [])] });
    open();
    expect(await screen.findByText('No cohorts yet')).toBeInTheDocument();
    expect(screen.getByText(/A cohort is a group of nonprofits you sponsor together/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New cohort' })).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a programme officer without cohorts is told none is assigned yet, with nothing to create', async () => {
    signIn();
    mockApi({ 'GET /funders/f1': () => [200, funderHome('programme_officer', [])] });
    open();
    expect(await screen.findByText('No cohorts are assigned to you yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cohorts assigned to you' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New cohort' })).toBeNull();
  });

  it('a programme officer sees the cohorts assigned to them', async () => {
    signIn();
    mockApi({ 'GET /funders/f1': () => [200, funderHome('programme_officer')] });
    open();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Spring 2027 cohort' })).toBeInTheDocument();
    expect(screen.getByText(/You are a programme officer of/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New cohort' })).toBeNull();
  });
});
