import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BY_QUESTION_VIEWS } from '../../../generated/registry';
import { renderPlanPage } from '../../../test/planningPages';
import { ALLIANCE_PROGRAMS, planningServer } from '../../../test/planningServer';
import { programTabLabel } from '../../../config/planPageMessages';
import { BY_QUESTION_PAGES } from './pageConfigs';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const GOALS = '/steps/funding-annual/goals';

describe('"by question" views (DECISIONS Alternative routes; spec §2)', () => {
  it('shows one tab per program with one text area each, read in one call across programs', async () => {
    const server = planningServer({ programs: ALLIANCE_PROGRAMS });
    server.putAnswer('program:program-2', 410, 'Reach 300 families a year by year 3.');
    renderPlanPage(GOALS);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(ALLIANCE_PROGRAMS.map((p) => p.name));
    const area = screen.getByRole('textbox', { name: /^Goal\(s\)/ });
    expect(area).toHaveAttribute('placeholder', "Enter your program's goals...");
    expect(area).toHaveValue('');
    const read = server.calls.filter((c) => c.path === '/answers/core_programs');
    expect(read).toHaveLength(1);
    expect(read[0].query.get('question_id')).toBe('410');

    await userEvent.click(screen.getByRole('tab', { name: 'Family Reading Nights' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('textbox')).toHaveValue('Reach 300 families a year by year 3.');
  });

  it('writes the same per-program answer as the program page, autosaved 1000 ms after typing, with its version', async () => {
    const server = planningServer({ programs: ALLIANCE_PROGRAMS });
    server.putAnswer('program:program-2', 411, 'Weekly evenings.');
    renderPlanPage('/steps/funding-annual/strategy');
    await userEvent.click(await screen.findByRole('tab', { name: 'Family Reading Nights' }));
    const area = within(screen.getByRole('tabpanel')).getByRole('textbox', { name: /^Strategy/ });
    expect(area).toHaveAttribute('placeholder', "Enter your program's strategy...");
    vi.useFakeTimers();
    fireEvent.change(area, { target: { value: 'Weekly evenings at six schools and two library branches.' } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(server.posts('/answers/core_program/program-2')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(server.posts('/answers/core_program/program-2')).toEqual([
      { question_id: 411, category_id: 4, answer: 'Weekly evenings at six schools and two library branches.', version: 1 },
    ]);
  });

  it('with no programs: Please add core programs in the Core Annual Programs section first.', async () => {
    planningServer();
    renderPlanPage('/steps/core-program-evaluation/outcomes');
    expect(await screen.findByText('Please add core programs in the Core Annual Programs section first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Naming Your Core Annual Programs' })).toHaveAttribute(
      'href',
      '/steps/funding-annual/core-programs',
    );
  });

  it('serves the outcomes and outputs of every program', async () => {
    const server = planningServer({ programs: ALLIANCE_PROGRAMS });
    renderPlanPage('/steps/core-program-evaluation/outputs');
    const area = await screen.findByRole('textbox', { name: /^Outputs/ });
    expect(area).toHaveAttribute('placeholder', "Describe this program's outputs and how you will track them...");
    expect(server.calls.find((c) => c.path === '/answers/core_programs')?.query.get('question_id')).toBe('802');
  });

  it('covers every "by question" view but the two expense views, which belong to the budget pages', () => {
    const views = Object.keys(BY_QUESTION_VIEWS).filter((v) => !(v in BY_QUESTION_PAGES));
    expect(views.sort()).toEqual(['/steps/funding-annual/core-expenses', '/steps/funding-new-projects/new-project-expenses']);
  });

  it('names a program tab by the program, or Program N when it has no name', () => {
    expect(programTabLabel('Workplace English', 2)).toBe('Workplace English');
    expect(programTabLabel('  ', 2)).toBe('Program 3');
  });
});
