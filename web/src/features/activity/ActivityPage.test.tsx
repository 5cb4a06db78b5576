import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute, signIn } from '../../test/utils';
import { dayHeading } from '../../lib/format';
import { ActivityPage } from './ActivityPage';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const mission = '/steps/aspirational-vision/mission-statement';
const today = new Date();
const at = (daysAgo: number, hour: number) => {
  const d = new Date(today);
  d.setDate(d.getDate() - daysAgo);
  d.setHours(hour, 5, 0, 0);
  return d.toISOString();
};

describe('dayHeading', () => {
  it('says Today, Yesterday, or the day', () => {
    const now = new Date(2026, 10, 28, 15);
    expect(dayHeading(new Date(2026, 10, 28, 1), now)).toBe('Today');
    expect(dayHeading(new Date(2026, 10, 27, 23), now)).toBe('Yesterday');
    expect(dayHeading(new Date(2026, 10, 26, 9), now)).toBe('Thursday, November 26');
    expect(dayHeading(new Date(2025, 10, 26, 9), now)).toBe('Wednesday, November 26, 2025');
  });
});

describe('ActivityPage', { timeout: 20_000 }, () => {
  it('groups the entries by day, links each section, and loads older ones with the cursor', async () => {
    signIn();
    const firstPage = {
      items: [
        { at: at(0, 14), user_id: 'u2', who: 'Sam Lee', what: 'edited Mission Statement', route_path: mission },
        { at: at(1, 10), user_id: 'u1', who: 'Jane Doe', what: 'marked Mission Statement completed', route_path: mission },
      ],
      next: 'c1',
    };
    const olderPage = {
      items: [{ at: at(5, 9), user_id: 'u1', who: 'Jane Doe', what: 'saved the version “Approved by the board”', route_path: null }],
      next: null,
    };
    // The cursor each GET /activity sent (null: the first page).
    const cursors = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname.endsWith('/activity'))
        .map((url) => url.searchParams.get('cursor'));
    const { fetchMock } = mockApi({ 'GET /activity': () => [200, cursors().at(-1) === 'c1' ? olderPage : firstPage] });
    renderRoute(<ActivityPage />);
    const todays = await screen.findByRole('region', { name: 'Today' });
    expect(within(todays).getByText('Sam Lee')).toBeInTheDocument();
    expect(within(todays).getByText('2:05 PM')).toBeInTheDocument();
    expect(within(todays).getByRole('link', { name: 'edited Mission Statement' })).toHaveAttribute('href', mission);
    expect(screen.getByRole('region', { name: 'Yesterday' })).toHaveTextContent('Jane Doe marked Mission Statement completed');
    expect(cursors()).toEqual([null]);
    await userEvent.click(screen.getByRole('button', { name: 'Show older activity' }));
    const older = await screen.findByText('saved the version “Approved by the board”');
    expect(cursors()).toEqual([null, 'c1']);
    // Without a route_path the entry is plain text, under its own day; the first page stays.
    expect(older.closest('a')).toBeNull();
    expect(screen.getByRole('region', { name: dayHeading(new Date(at(5, 9))) })).toHaveTextContent('Jane Doe');
    expect(screen.getByRole('region', { name: 'Today' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older activity' })).toBeNull();
  });

  it('keeps the entries shown when the older page fails', async () => {
    signIn();
    let n = 0;
    mockApi({
      'GET /activity': () =>
        n++ === 0
          ? [200, { items: [{ at: at(0, 14), user_id: 'u2', who: 'Sam Lee', what: 'edited Mission Statement', route_path: mission }], next: 'c1' }]
          : [500, { error: 'Internal error' }],
    });
    renderRoute(<ActivityPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show older activity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal error');
    expect(screen.getByRole('link', { name: 'edited Mission Statement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show older activity' })).toBeInTheDocument();
  });

  it('says so when the activity cannot be loaded', async () => {
    signIn();
    mockApi({ 'GET /activity': () => [500, {}] });
    renderRoute(<ActivityPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The activity could not be loaded. Try again.');
  });

  it('says so when nothing has changed yet', async () => {
    signIn();
    mockApi({ 'GET /activity': () => [200, { items: [], next: null }] });
    renderRoute(<ActivityPage />);
    expect(await screen.findByText(/Nothing has changed in your plan yet/)).toBeInTheDocument();
  });
});
