import { describe, expect, it } from 'vitest';
import { COHORT_STALLED_DAYS } from '../../generated/messages';
import { dashboard, organization, ORGANIZATIONS } from '../../test/funderFixtures';
import {
  completionHiddenText,
  filterCount,
  filterOrganizations,
  goalHiddenText,
  idleText,
  nextSort,
  progressPoints,
  remindersText,
  sortOrganizations,
  STALLED_DAYS_RANGE,
  stalledSentence,
} from './dashboard';

const names = (list: { name: string }[]) => list.map((o) => o.name);

describe('the dashboard’s words and order (issue 18 §5)', () => {
  it('sorts by a column, ties and figures not shared in name order, not shared always last', () => {
    expect(names(sortOrganizations(ORGANIZATIONS, { key: 'name', direction: 'ascending' }))).toEqual([
      'Alder Street Clinic',
      'Bayview Food Bank',
      'Harbor Youth Theatre',
      'Riverside Arts',
    ]);
    expect(names(sortOrganizations(ORGANIZATIONS, { key: 'goal', direction: 'descending' }))).toEqual([
      'Bayview Food Bank',
      'Alder Street Clinic',
      'Harbor Youth Theatre',
      'Riverside Arts',
    ]);
    expect(names(sortOrganizations(ORGANIZATIONS, { key: 'goal', direction: 'ascending' }))).toEqual([
      'Alder Street Clinic',
      'Bayview Food Bank',
      'Harbor Youth Theatre',
      'Riverside Arts',
    ]);
    // A finished plan is past every current module.
    expect(names(sortOrganizations(ORGANIZATIONS, { key: 'current_module', direction: 'descending' }))).toEqual([
      'Bayview Food Bank',
      'Riverside Arts',
      'Alder Street Clinic',
      'Harbor Youth Theatre',
    ]);
    // Names compare as people read them: case and numbers.
    const numbered = [organization('arts 10'), organization('Arts 9')];
    expect(names(sortOrganizations(numbered, { key: 'name', direction: 'ascending' }))).toEqual(['Arts 9', 'arts 10']);
  });

  it('a header clicked again turns its direction; another column starts with its own', () => {
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'idle_days')).toEqual({ key: 'idle_days', direction: 'descending' });
    expect(nextSort({ key: 'idle_days', direction: 'descending' }, 'idle_days')).toEqual({ key: 'idle_days', direction: 'ascending' });
  });

  it('filters and searches by any part of the name, in any case', () => {
    expect(names(filterOrganizations(ORGANIZATIONS, 'stalled', ''))).toEqual(['Riverside Arts']);
    expect(names(filterOrganizations(ORGANIZATIONS, 'not_started', ''))).toEqual(['Harbor Youth Theatre']);
    expect(names(filterOrganizations(ORGANIZATIONS, 'finished', ''))).toEqual(['Bayview Food Bank']);
    expect(names(filterOrganizations(ORGANIZATIONS, 'all', '  ar  '))).toEqual(['Riverside Arts', 'Harbor Youth Theatre']);
    expect(names(filterOrganizations(ORGANIZATIONS, 'stalled', 'HARBOR'))).toEqual([]);
    expect(filterCount(ORGANIZATIONS, 'all')).toBe(4);
    // Module 1 opened counts as started though none is done.
    expect(filterOrganizations([organization('Opened', { done: 0, started: true })], 'not_started', '')).toEqual([]);
  });

  it('says why an aggregate is hidden, with how many there are now', () => {
    const a = dashboard().aggregates;
    expect(goalHiddenText(a)).toBe('Shown once 5 organizations share their goal (2 do now).');
    expect(goalHiddenText({ ...a, goal: { ...a.goal, contributors: 1 } })).toBe('Shown once 5 organizations share their goal (1 does now).');
    expect(goalHiddenText({ ...a, goal: { ...a.goal, contributors: 0 } })).toBe(
      'Shown once 5 organizations share their goal (none does yet).',
    );
    expect(completionHiddenText(a)).toBe('Shown once 5 organizations have joined (4 so far).');
  });

  it('averages the modules done per organization each week, none before anyone joined', () => {
    expect(
      progressPoints([
        { on: '2026-12-08', organizations: 0, modules_done: 0, finished: 0 },
        { on: '2026-12-15', organizations: 3, modules_done: 7, finished: 0 },
      ]),
    ).toEqual([
      { on: '2026-12-08', organizations: 0, average: null, finished: 0 },
      { on: '2026-12-15', organizations: 3, average: 2.3, finished: 0 },
    ]);
  });

  it('says when an organization counts as stalled, and the server’s words for days out of range', () => {
    expect(stalledSentence(14)).toBe('Stalled: no activity for 14 days or more.');
    expect(STALLED_DAYS_RANGE).toBe(COHORT_STALLED_DAYS);
  });

  it('says how long an organization has been idle', () => {
    expect(idleText(0)).toBe('Active today');
    expect(idleText(1)).toBe('1 day');
    expect(idleText(21)).toBe('21 days');
  });

  it('says what a round of reminders did', () => {
    expect(remindersText({ reminded: ['Riverside Arts', 'Harbor Youth Theatre', 'Bayview Food Bank'], skipped_recent: 2, skipped_opted_out: 1 })).toBe(
      'Reminder e-mailed to the owners of 3 organizations: Riverside Arts, Harbor Youth Theatre and Bayview Food Bank. Not e-mailed: 2 already reminded in the last 7 days; 1 has opted out of reminders.',
    );
    expect(remindersText({ reminded: ['Riverside Arts'], skipped_recent: 0, skipped_opted_out: 0 })).toBe(
      'Reminder e-mailed to the owner of 1 organization: Riverside Arts.',
    );
    expect(remindersText({ reminded: ['Riverside Arts'], skipped_recent: 0, skipped_opted_out: 0, failed: ['Harbor Youth Theatre'] })).toBe(
      'Reminder e-mailed to the owner of 1 organization: Riverside Arts. The e-mail to Harbor Youth Theatre could not be sent: choose “Remind stalled organizations” again to try once more.',
    );
    expect(remindersText({ reminded: [], skipped_recent: 1, skipped_opted_out: 2 })).toBe(
      'No reminder sent. Not e-mailed: 1 already reminded in the last 7 days; 2 have opted out of reminders.',
    );
  });
});
