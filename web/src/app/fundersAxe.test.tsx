import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './routes';
import { cohort, FUNDER, funderHome, myFunders } from '../test/funderFixtures';
import { mockApi, owner, renderRoutes, signIn } from '../test/utils';

vi.setConfig({ testTimeout: 30_000 });
// The first test loads the funder side's lazy chunk: on a busy machine that takes over a second.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

async function violations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const staff = {
  staff: [{ user_id: 'u1', name: 'Ana Ortiz', email: 'ana@harbor.org', role: 'admin', cohorts: [] }],
  invitations: [{ email: 'ben@harbor.org', role: 'programme_officer', cohorts: ['c1'], expires_on: '2026-12-08' }],
};
const codes = [{ code: '7KQM-4TXR-P9WD', link: 'http://localhost:3000/join/7KQM-4TXR-P9WD', state: 'active', for_email: null, used: false }];

function funderServer({ signedIn = true } = {}) {
  if (signedIn) signIn(owner({ role: '', email: 'ana@harbor.org', first_name: 'Ana', last_name: 'Ortiz' }));
  mockApi({
    'GET /me/funders': () => [200, myFunders({ has_organization: true })],
    'GET /funders/f1': () => [200, funderHome('admin', [cohort()])],
    'GET /funders/f1/cohorts/c1': () => [200, { cohort: cohort(), codes }],
    'GET /funders/f1/staff': () => [200, staff],
    'POST /funders/f1/cohorts': () => [201, { cohort: cohort(), code: '7KQM-4TXR-P9WD', link: codes[0].link }],
    'GET /funder-invitations/tok': () => [200, { email: 'new@harbor.org', funder_name: FUNDER, role: 'admin', has_account: false }],
  });
}

describe('the funder side passes axe (issue 18 §1–2)', () => {
  it('the funder’s home', async () => {
    funderServer();
    const { container } = renderRoutes(routes, '/funders/f1');
    await screen.findByRole('table');
    expect(await violations(container)).toEqual([]);
  });

  it('a new cohort, with errors, then its code', async () => {
    funderServer();
    const { container } = renderRoutes(routes, '/funders/f1/cohorts/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create cohort' }));
    expect(await violations(container)).toEqual([]);
    await userEvent.type(screen.getByLabelText(/^Name/), 'Spring 2027 cohort');
    await userEvent.click(screen.getByRole('radio', { name: /^Self-guided/ }));
    await userEvent.type(screen.getByLabelText(/^Seats/), '5');
    await userEvent.type(screen.getByLabelText(/^Start date/), '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Create cohort' }));
    await screen.findByRole('group', { name: 'Cohort code' });
    expect(await violations(container)).toEqual([]);
  });

  it('a cohort, with its codes', async () => {
    funderServer();
    const { container } = renderRoutes(routes, '/funders/f1/cohorts/c1');
    await screen.findByRole('table');
    expect(await violations(container)).toEqual([]);
  });

  it('the staff', async () => {
    funderServer();
    const { container } = renderRoutes(routes, '/funders/f1/staff');
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(2));
    expect(await violations(container)).toEqual([]);
  });

  it('the invitation’s sign-up form', async () => {
    funderServer({ signedIn: false });
    const { container } = renderRoutes(routes, '/funder-invitation?token=tok');
    await screen.findByRole('button', { name: 'Create account and join' });
    expect(await violations(container)).toEqual([]);
  });
});
