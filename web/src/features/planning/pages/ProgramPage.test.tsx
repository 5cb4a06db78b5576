import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { programKeys } from '../../../lib/resources/programs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pressNext } from '../../../test/planningPages';
import { ALLIANCE_PROGRAMS, ALLIANCE_PROJECTS, planningServer } from '../../../test/planningServer';
import { owner, renderRoute, signIn, testQueryClient } from '../../../test/utils';
import { EvaluationPage } from './EvaluationPage';
import type { ExpensesTabProps } from './expensesTab';
import { ProgramPage } from './ProgramPage';
import { ProjectPage } from './ProjectPage';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * A stand-in for the budget pages' Expenses tab, for these tests only: it shows its owner and
 * answers Next with `expensesValid`.
 */
let expensesValid = true;
const expensesOwners: ExpensesTabProps['owner'][] = [];
function TestExpensesTab({ owner: who, register }: ExpensesTabProps) {
  useEffect(() => {
    expensesOwners.push(who);
    register(async () => expensesValid);
  }, [who, register]);
  return <p>{`Expenses of ${who.name}`}</p>;
}

function renderProgram(slug: string, withExpenses = true) {
  signIn(owner());
  return renderRoute(<ProgramPage slug={slug} ExpensesTab={withExpenses ? TestExpensesTab : undefined} />, {
    path: '/steps/*',
    initial: `/steps/funding-annual/program/${slug}`,
  });
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const panel = () => screen.getByRole('tabpanel');
const fillAll = (container: HTMLElement, prefix: string) =>
  within(container)
    .getAllByRole('textbox')
    .forEach((area, i) => fireEvent.change(area, { target: { value: i === 2 ? 'N/A' : `${prefix} ${i + 1} for Adult Basic Literacy.` } }));

describe('a core program’s page (spec §2, §4, §5)', () => {
  it('is titled by the program (Program Expenses until it is known) and shows its three tabs', async () => {
    const server = planningServer({ programs: ALLIANCE_PROGRAMS });
    const release = server.hold('GET /core-programs');
    renderProgram('family-reading-nights');
    expect(screen.getByRole('heading', { level: 2, name: 'Program Expenses' })).toBeInTheDocument();
    expect(screen.getByText('Loading data...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 2, name: 'Family Reading Nights' })).toBeInTheDocument();
    expect(screen.getByText(ALLIANCE_PROGRAMS[1].description)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Expenses', 'Budget Justification', 'Goals & Rationale']);
    expect(tab('Expenses')).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveTextContent('Expenses of Family Reading Nights');
    expect(expensesOwners.at(-1)).toEqual({ kind: 'program', id: 'program-2', name: 'Family Reading Nights' });
  });

  it('says Program not found. Please check the program ID. when no program has the slug', async () => {
    const server = planningServer({ programs: ALLIANCE_PROGRAMS });
    renderProgram('evening-classes');
    expect(await screen.findByText('Program not found. Please check the program ID.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Program Expenses' })).toBeInTheDocument();
    // The list was read when the page opened: it is not asked again.
    expect(server.calls.filter((c) => c.path === '/core-programs')).toHaveLength(1);
    expect(await pressNext()).toBe('valid');
  });

  it('looks the program up in the cached list, and asks the server when the cached list does not have it', async () => {
    const server = planningServer({ programs: ALLIANCE_PROGRAMS });
    signIn(owner());
    const client = testQueryClient();
    // Read a moment ago, before Workplace English was added (in another tab, say).
    client.setQueryData(programKeys.list, [{ id: 'program-1', program_name: 'Adult Basic Literacy', program_description: 'Tutoring.', position: 1 }], {
      updatedAt: Date.now() - 1000,
    });
    const show = (slug: string) => (
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ProgramPage slug={slug} />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const view = render(show('adult-basic-literacy'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Adult Basic Literacy' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === '/core-programs')).toHaveLength(0);
    view.rerender(show('workplace-english'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Workplace English' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === '/core-programs')).toHaveLength(1);
  });

  it('Next checks the tab on screen, opens the next tab with the focus in it, and leaves from the last one', async () => {
    planningServer({ programs: ALLIANCE_PROGRAMS });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderProgram('adult-basic-literacy');
    await screen.findByRole('heading', { level: 2, name: 'Adult Basic Literacy' });

    expensesValid = false;
    expect(await pressNext()).toBe('invalid');
    expect(tab('Expenses')).toHaveAttribute('aria-selected', 'true');
    expensesValid = true;
    expect(await pressNext()).toBe('stay');
    expect(tab('Budget Justification')).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveFocus();
    expect(tab('Expenses')).toHaveAccessibleName('Expenses, complete');

    // Budget Justification: the hint, one answer per category, each missing one named.
    await within(panel()).findByRole('textbox', { name: /^Personnel and Benefits/ });
    expect(panel()).toHaveTextContent(
      'Please provide an explanation for why each of the line item expenses is necessary in achieving your program goal.',
    );
    expect(within(panel()).getAllByRole('textbox')).toHaveLength(8);
    expect(await pressNext()).toBe('invalid');
    expect(within(panel()).getByText('Personnel and Benefits answer is required')).toBeInTheDocument();
    expect(within(panel()).getByText('Travel, Conferences, and Meetings answer is required')).toBeInTheDocument();
    expect(within(panel()).getByRole('textbox', { name: /^Personnel and Benefits/ })).toHaveFocus();
    expect(scrolled.mock.contexts.at(-1)).toBe(within(panel()).getByRole('textbox', { name: /^Personnel and Benefits/ }));
    expect(tab('Budget Justification')).toHaveAccessibleName('Budget Justification, needs attention');

    fillAll(panel(), 'Justification');
    expect(await pressNext()).toBe('stay');
    expect(tab('Goals & Rationale')).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('heading', { name: 'Program Details' })).toBeInTheDocument();
    await within(panel()).findByRole('textbox', { name: /^Goal\(s\)/ });
    expect(within(panel()).getAllByRole('textbox')).toHaveLength(8);
    expect(await pressNext()).toBe('invalid');
    expect(within(panel()).getAllByText('Answer is required!')).toHaveLength(8);
    fillAll(panel(), 'Goal');
    expect(await pressNext()).toBe('valid');
  });

  it('saves the answers as the program’s, as typed and on Next', async () => {
    const server = planningServer({ programs: ALLIANCE_PROGRAMS });
    server.putAnswer('program:program-1', 420, 'Program manager, 1.0 FTE, $62,000.');
    renderProgram('adult-basic-literacy', false);
    await screen.findByDisplayValue('Program manager, 1.0 FTE, $62,000.');
    fillAll(panel(), 'Justification');
    expect(await pressNext()).toBe('stay');
    const posts = server.posts('/answers/core_program/program-1');
    expect(posts).toHaveLength(8);
    expect(posts[0]).toEqual({ question_id: 420, category_id: 4, answer: 'Justification 1 for Adult Basic Literacy.', version: 1 });
    expect(server.answers.get('program:program-1')?.get(422)?.answer).toBe('N/A');
    expect(server.posts('/answers')).toEqual([]);
  });

  it('stays on the tab with Failed to save answers. Please try again. when a save fails', async () => {
    const server = planningServer({ programs: ALLIANCE_PROGRAMS });
    renderProgram('adult-basic-literacy', false);
    await screen.findByRole('textbox', { name: /^Personnel and Benefits/ });
    server.fail('POST /answers/core_program/program-1', { status: 503 });
    fillAll(panel(), 'Justification');
    expect(await pressNext()).toBe('invalid');
    expect(within(panel()).getByText('Failed to save answers. Please try again.')).toBeInTheDocument();
    expect(tab('Budget Justification')).toHaveAttribute('aria-selected', 'true');
  });

  it('from the last tab, a tab that no longer passes opens with its errors', async () => {
    planningServer({ programs: ALLIANCE_PROGRAMS });
    renderProgram('adult-basic-literacy');
    await screen.findByRole('heading', { level: 2, name: 'Adult Basic Literacy' });
    await userEvent.click(tab('Goals & Rationale'));
    await within(panel()).findByRole('textbox', { name: /^Goal\(s\)/ });
    fillAll(panel(), 'Goal');
    expect(await pressNext()).toBe('invalid');
    // Expenses passes; Budget Justification was never filled: it opens.
    expect(tab('Budget Justification')).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByText('Personnel and Benefits answer is required')).toBeInTheDocument();
    expect(tab('Goals & Rationale')).toHaveAccessibleName('Goals & Rationale, complete');
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    planningServer({ programs: ALLIANCE_PROGRAMS });
    renderProgram('adult-basic-literacy');
    await screen.findByRole('heading', { level: 2, name: 'Adult Basic Literacy' });
    tab('Expenses').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Budget Justification')).toHaveFocus();
    expect(tab('Budget Justification')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tab('Goals & Rationale')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Expenses')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    expect(tab('Expenses')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Expenses')).toHaveAttribute('tabindex', '0');
    expect(tab('Goals & Rationale')).toHaveAttribute('tabindex', '-1');
  });

  it('links the Goals & Rationale tab to the "by question" views', async () => {
    planningServer({ programs: ALLIANCE_PROGRAMS });
    renderProgram('adult-basic-literacy', false);
    await userEvent.click(await screen.findByRole('tab', { name: /^Goals & Rationale/ }));
    const nav = screen.getByRole('navigation', { name: 'Answers by question' });
    expect(within(nav).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Program Goals', '/steps/funding-annual/goals'],
      ['Program Strategy', '/steps/funding-annual/strategy'],
      ['Societal Change', '/steps/funding-annual/societal-change'],
      ['Solution', '/steps/funding-annual/solution'],
      ['Impact', '/steps/funding-annual/impact'],
      ['Beneficiaries', '/steps/funding-annual/beneficiaries'],
      ['Benefits', '/steps/funding-annual/benefits'],
    ]);
  });

  it('without an Expenses tab starts on Budget Justification', async () => {
    planningServer({ programs: ALLIANCE_PROGRAMS });
    renderProgram('adult-basic-literacy', false);
    await screen.findByRole('heading', { level: 2, name: 'Adult Basic Literacy' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Budget Justification', 'Goals & Rationale']);
  });
});

describe('a program’s evaluation page (spec §2 Evaluation, §5)', () => {
  const renderEvaluation = (slug: string) => {
    signIn(owner());
    return renderRoute(<EvaluationPage slug={slug} />, { path: '/steps/*', initial: `/steps/core-program-evaluation/program/${slug}` });
  };

  it('has Outcomes and Outputs, each required ("This is required.", trimmed), and opens Outputs on Next', async () => {
    const server = planningServer({ programs: ALLIANCE_PROGRAMS });
    renderEvaluation('workplace-english');
    expect(await screen.findByRole('heading', { level: 2, name: 'Workplace English' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Outcomes', 'Outputs']);
    const outcomes = await within(panel()).findByRole('textbox', { name: /^Outcomes/ });
    fireEvent.change(outcomes, { target: { value: '   ' } });
    expect(await pressNext()).toBe('invalid');
    expect(within(panel()).getByText('This is required.')).toBeInTheDocument();
    fireEvent.change(outcomes, { target: { value: '80% of learners gain one level of English within 100 hours.' } });
    expect(within(panel()).queryByText('This is required.')).toBeNull();
    expect(await pressNext()).toBe('stay');
    expect(tab('Outputs')).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveFocus();
    const outputs = within(panel()).getByRole('textbox', { name: /^Outputs/ });
    expect(await pressNext()).toBe('invalid');
    fireEvent.change(outputs, { target: { value: '280 learners; 12 classes a week at six sites.' } });
    expect(await pressNext()).toBe('valid');
    expect(server.answers.get('program:program-3')?.get(801)?.answer).toBe('80% of learners gain one level of English within 100 hours.');
    expect(server.answers.get('program:program-3')?.get(802)?.answer).toBe('280 learners; 12 classes a week at six sites.');
  });

  it('is titled Program Evaluation while the program is unknown, and says when there is none', async () => {
    const server = planningServer({ programs: ALLIANCE_PROGRAMS });
    const release = server.hold('GET /core-programs');
    renderEvaluation('evening-classes');
    expect(screen.getByRole('heading', { level: 2, name: 'Program Evaluation' })).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByText('Program not found. Please check the program ID.')).toBeInTheDocument();
  });

  it('says Program not found when the program is deleted while its page is open', async () => {
    const server = planningServer({ programs: ALLIANCE_PROGRAMS });
    const release = server.hold('GET /answers/core_program/program-1');
    renderEvaluation('adult-basic-literacy');
    await screen.findByRole('heading', { level: 2, name: 'Adult Basic Literacy' });
    server.programs = server.programs.slice(1);
    release();
    expect(await screen.findAllByText('Program not found. Please check the program ID.')).not.toHaveLength(0);
  });
});

describe('a new project’s page (spec §2 New projects)', () => {
  const renderProject = (slug: string, withExpenses = true) => {
    signIn(owner());
    return renderRoute(<ProjectPage slug={slug} ExpensesTab={withExpenses ? TestExpensesTab : undefined} />, {
      path: '/steps/*',
      initial: `/steps/funding-new-projects/project/${slug}`,
    });
  };

  it('has its Expenses tab and its goals and rationale, answered as the project’s', async () => {
    const server = planningServer({ projects: ALLIANCE_PROJECTS });
    renderProject('digital-skills-lab');
    expect(await screen.findByRole('heading', { level: 2, name: 'Digital Skills Lab' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Expenses', 'Goals & Rationale']);
    expect(expensesOwners.at(-1)).toEqual({ kind: 'project', id: 'project-2', name: 'Digital Skills Lab' });
    expensesValid = true;
    expect(await pressNext()).toBe('stay');
    expect(within(panel()).getByRole('heading', { name: 'Project Details' })).toBeInTheDocument();
    await within(panel()).findByRole('textbox', { name: /^Goals/ });
    expect(within(panel()).getAllByRole('textbox')).toHaveLength(5);
    within(panel())
      .getAllByRole('textbox')
      .forEach((area) => fireEvent.change(area, { target: { value: 'A 16-seat lab at the Mill Street center.' } }));
    expect(await pressNext()).toBe('valid');
    expect(server.posts('/answers/project/project-2')).toHaveLength(5);
    expect(server.answers.get('project:project-2')?.get(910)?.answer).toBe('A 16-seat lab at the Mill Street center.');
  });

  it('says Project not found. Please check the project ID. for an unknown slug', async () => {
    planningServer({ projects: ALLIANCE_PROJECTS });
    renderProject('rooftop-garden', false);
    expect(await screen.findByText('Project not found. Please check the project ID.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'New Project' })).toBeInTheDocument());
  });
});
