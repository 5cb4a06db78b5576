import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute, signIn } from '../../../test/utils';
import { SharingWithFunder } from './SharingWithFunder';

afterEach(() => vi.unstubAllGlobals());

const sharing = (goal: boolean) => ({
  funder_name: 'Harbor Community Foundation',
  cohort_name: 'Spring 2027 Cohort',
  disclosed: ["Your organization's name and the date you joined", 'How many users your organization has'],
  items: [
    {
      item: 'goal',
      label: 'Your three-year fundraising goal',
      shared: goal,
      since: goal ? '2026-12-02T15:00:00Z' : null,
    },
    { item: 'budget_totals', label: 'Your budget totals (expenses and revenue over three years)', shared: false, since: null },
  ],
});

describe('SharingWithFunder', () => {
  it('shows nothing for an organization outside a cohort', async () => {
    signIn();
    const { calls } = mockApi({ 'GET /sharing': () => [404, { error: "Your organization is not in a funder's cohort." }] });
    const { container } = renderRoute(<SharingWithFunder owner />, { path: '/settings' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('lets the owner share a figure and stop sharing it; the funder is named', async () => {
    signIn();
    let goal = false;
    const { calls } = mockApi({
      'GET /sharing': () => [200, sharing(goal)],
      'PUT /sharing': (body) => {
        goal = (body as { shared: boolean }).shared;
        return [200, sharing(goal)];
      },
    });
    renderRoute(<SharingWithFunder owner />, { path: '/settings' });
    const section = await screen.findByRole('region', { name: 'Sharing with Harbor Community Foundation' });
    expect(section).toHaveTextContent('Always visible to your funder');
    expect(section).toHaveTextContent('How many users your organization has');
    const toggle = within(section).getByRole('switch', { name: 'Your three-year fundraising goal' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(section).toHaveTextContent('Shared since December 2, 2026');
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', path: '/sharing', body: { item: 'goal', shared: true } });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls.at(-1)?.body).toEqual({ item: 'goal', shared: false });
  });

  it('shows a member what is shared, without the switches working', async () => {
    signIn();
    mockApi({ 'GET /sharing': () => [200, sharing(true)] });
    renderRoute(<SharingWithFunder owner={false} />, { path: '/settings' });
    const toggle = await screen.findByRole('switch', { name: 'Your three-year fundraising goal' });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.getByText('Your organization’s owner decides what to share.')).toBeInTheDocument();
  });
});
