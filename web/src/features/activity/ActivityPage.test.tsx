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
    const { calls } = mockApi({
      'GET /activity': (_b, init) => {
        void init;
        const older = calls.at(-1)?.path === '/activity' && calls.filter((c) => c.path === '/activity').length > 1;
        return older
          ? [200, { items: [{ at: at(5, 9), user_id: 'u1', who: 'Jane Doe', what: 'saved the version “Approved by the board”', route_path: null }], next: null }]
          : [
              200,
              {
                items: [
                  { at: at(0, 14), user_id: 'u2', who: 'Sam Lee', what: 'edited Mission Statement', route_path: mission },
                  { at: at(1, 10), user_id: 'u1', who: 'Jane Doe', what: 'marked Mission Statement completed', route_path: mission },
                ],
                next: 'c1',
              },
            ];
      },
    });
    renderRoute(<ActivityPage />);
    const todays = await screen.findByRole('region', { name: 'Today' });
    expect(within(todays).getByText('Sam Lee')).toBeInTheDocument();
    expect(within(todays).getByRole('link', { name: 'edited Mission Statement' })).toHaveAttribute('href', mission);
    expect(screen.getByRole('region', { name: 'Yesterday' })).toHaveTextContent('Jane Doe marked Mission Statement completed');
    await userEvent.click(screen.getByRole('button', { name: 'Show older activity' }));
    expect(await screen.findByText('saved the version “Approved by the board”')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/activity')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show older activity' })).toBeNull();
  });

  it('says so when nothing has changed yet', async () => {
    signIn();
    mockApi({ 'GET /activity': () => [200, { items: [], next: null }] });
    renderRoute(<ActivityPage />);
    expect(await screen.findByText(/Nothing has changed in your plan yet/)).toBeInTheDocument();
  });
});
