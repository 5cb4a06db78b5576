import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute, signIn } from '../../../test/utils';
import { SharingWithFunder } from './SharingWithFunder';

afterEach(() => vi.unstubAllGlobals());

const sharing = (goal: boolean, reminders = true) => ({
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
  reminders,
  documents: [],
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

  describe('reminders from the funder (issue 18 §5)', () => {
    const REMINDERS = 'Reminders from Harbor Community Foundation';

    it('lets the owner turn them off and on, the switch moving at once; the line says when they come', async () => {
      signIn();
      let on = true;
      let answer: (() => void) | null = null;
      const { calls } = mockApi({
        'GET /sharing': () => [200, sharing(false, on)],
        'PUT /sharing/reminders': (body) =>
          new Promise((resolve) => {
            answer = () => {
              on = (body as { on: boolean }).on;
              resolve([200, sharing(false, on)]);
            };
          }),
      });
      renderRoute(<SharingWithFunder owner />, { path: '/settings' });
      const toggle = await screen.findByRole('switch', { name: REMINDERS });
      expect(toggle).toBeChecked();
      expect(toggle).toHaveAccessibleDescription(
        'On When nobody has worked on your plan for two weeks, Harbor Community Foundation may send you a reminder, at most once a week.',
      );
      await userEvent.click(toggle);
      // Shown off while it is saved; every switch waits for the answer.
      await waitFor(() => expect(toggle).not.toBeChecked());
      expect(toggle).toBeDisabled();
      expect(screen.getByRole('switch', { name: 'Your three-year fundraising goal' })).toBeDisabled();
      expect(calls.at(-1)).toMatchObject({ method: 'PUT', path: '/sharing/reminders', body: { on: false } });
      answer!();
      await waitFor(() => expect(toggle).toBeEnabled());
      expect(toggle).not.toBeChecked();
      expect(screen.getByText('Off')).toBeInTheDocument();
      await userEvent.click(toggle);
      await waitFor(() => expect(calls.at(-1)?.body).toEqual({ on: true }));
      answer!();
      await waitFor(() => expect(toggle).toBeEnabled());
      expect(toggle).toBeChecked();
    });

    it('puts the switch back and says so when the change fails', async () => {
      signIn();
      let refuse: (() => void) | null = null;
      const { calls } = mockApi({
        'GET /sharing': () => [200, sharing(true, true)],
        'PUT /sharing/reminders': () =>
          new Promise((resolve) => {
            refuse = () => resolve([403, { error: 'Only the organization owner can do this.' }]);
          }),
      });
      renderRoute(<SharingWithFunder owner />, { path: '/settings' });
      const toggle = await screen.findByRole('switch', { name: REMINDERS });
      await userEvent.click(toggle);
      await waitFor(() => expect(toggle).not.toBeChecked());
      expect(calls.at(-1)?.body).toEqual({ on: false });
      refuse!();
      expect(await screen.findByRole('alert')).toHaveTextContent('Only the organization owner can do this.');
      expect(toggle).toBeChecked();
      expect(toggle).toBeEnabled();
      expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
      // The figures' switches are untouched by the failure.
      expect(screen.getByRole('switch', { name: 'Your three-year fundraising goal' })).toBeChecked();
    });

    it('says to try again, in plain words, when the server cannot be reached', async () => {
      signIn();
      mockApi({
        'GET /sharing': () => [200, sharing(false, false)],
        'PUT /sharing/reminders': () => {
          throw new TypeError('Failed to fetch');
        },
      });
      renderRoute(<SharingWithFunder owner />, { path: '/settings' });
      const toggle = await screen.findByRole('switch', { name: REMINDERS });
      expect(toggle).not.toBeChecked();
      await userEvent.click(toggle);
      expect(await screen.findByRole('alert')).toHaveTextContent('Your choice was not saved. Try again.');
      expect(toggle).not.toBeChecked();
    });

    it('shows a member whether they come, read-only, and that the owner decides', async () => {
      signIn();
      const { calls } = mockApi({ 'GET /sharing': () => [200, sharing(false, false)] });
      renderRoute(<SharingWithFunder owner={false} />, { path: '/settings' });
      const toggle = await screen.findByRole('switch', { name: REMINDERS });
      expect(toggle).not.toBeChecked();
      expect(toggle).toBeDisabled();
      expect(toggle).toHaveAccessibleDescription(
        'Off When nobody has worked on your plan for two weeks, Harbor Community Foundation may send your organization’s owner a reminder, at most once a week. The owner decides whether to get them.',
      );
      await userEvent.click(toggle);
      expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    });
  });

  describe('documents you share (issue 18 §4)', () => {
    const PYRAMID = { doc: 'gift_pyramid', kind: 'gift_pyramid', title: 'Gift Pyramid.xlsx', shared_at: '2027-02-18T15:00:00Z' };

    it('says in plain words that none is shared, and how to share one', async () => {
      signIn();
      mockApi({ 'GET /sharing': () => [200, sharing(false)] });
      renderRoute(<SharingWithFunder owner />, { path: '/settings' });
      const section = await screen.findByRole('region', { name: 'Sharing with Harbor Community Foundation' });
      expect(section).toHaveTextContent('Documents you share');
      expect(section).toHaveTextContent('You are not sharing any documents with Harbor Community Foundation.');
      expect(section).toHaveTextContent('make it on its page');
      expect(section).toHaveTextContent('“Share with Harbor Community Foundation” beside Download');
    });

    it('lists each document with its date; Stop sharing asks first, then the list is the answer’s', async () => {
      signIn();
      const user = userEvent.setup();
      const { calls } = mockApi({
        'GET /sharing': () => [200, { ...sharing(false), documents: [PYRAMID] }],
        'DELETE /sharing/documents/gift_pyramid': () => [200, sharing(false)],
      });
      renderRoute(<SharingWithFunder owner />, { path: '/settings' });
      const list = await screen.findByRole('list', { name: 'Documents you share' });
      expect(within(list).getByText('Gift Pyramid.xlsx')).toBeInTheDocument();
      expect(list).toHaveTextContent('Shared on February 18, 2027');

      await user.click(within(list).getByRole('button', { name: 'Stop sharing Gift Pyramid.xlsx' }));
      let dialog = await screen.findByRole('alertdialog', { name: 'Stop sharing this document?' });
      expect(dialog).toHaveTextContent('Harbor Community Foundation will no longer see Gift Pyramid.xlsx.');
      await user.click(within(dialog).getByRole('button', { name: 'Keep sharing' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

      await user.click(within(list).getByRole('button', { name: 'Stop sharing Gift Pyramid.xlsx' }));
      dialog = await screen.findByRole('alertdialog', { name: 'Stop sharing this document?' });
      await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
      expect(await screen.findByText('You are not sharing any documents with Harbor Community Foundation.')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/sharing/documents/gift_pyramid']);
    });

    it('keeps the dialog open with the reason when stopping fails', async () => {
      signIn();
      const user = userEvent.setup();
      mockApi({
        'GET /sharing': () => [200, { ...sharing(false), documents: [PYRAMID] }],
        'DELETE /sharing/documents/gift_pyramid': () => [500, { error: 'boom' }],
      });
      renderRoute(<SharingWithFunder owner />, { path: '/settings' });
      await user.click(await screen.findByRole('button', { name: 'Stop sharing Gift Pyramid.xlsx' }));
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not stop sharing this document. Try again.');
      expect(screen.getByText('Gift Pyramid.xlsx')).toBeInTheDocument();
    });

    it('shows a member the documents, with nothing to click', async () => {
      signIn();
      mockApi({ 'GET /sharing': () => [200, { ...sharing(false), documents: [PYRAMID] }] });
      renderRoute(<SharingWithFunder owner={false} />, { path: '/settings' });
      const list = await screen.findByRole('list', { name: 'Documents you share' });
      expect(within(list).getByText('Gift Pyramid.xlsx')).toBeInTheDocument();
      expect(within(list).queryByRole('button')).not.toBeInTheDocument();
      expect(screen.getByText('Your organization’s owner decides which documents to share with Harbor Community Foundation.')).toBeInTheDocument();
    });
  });
});
