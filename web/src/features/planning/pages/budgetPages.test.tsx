import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestStepValidation } from '../../../lib/stepValidation';
import { mockApi, renderRoute, signIn } from '../../../test/utils';
import { AnnualRevenuePage } from './AnnualRevenuePage';
import { CoreExpensesView, NewProjectExpensesView } from './ExpensesByOwnerView';
import { EXPENSES_UPDATED_EVENT, ExpensesTab } from './ExpensesTab';
import { OverheadExpensesPage } from './OverheadExpensesPage';
import { BudgetSummaryPage, FundraisingGoalsPage, NewProjectGoalsPage, TotalGoalSummaryPage } from './SummaryPages';

configure({ asyncUtilTimeout: 4000 });

beforeEach(() => signIn());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const KEYS = [
  'personnel_and_benefits',
  'finance_fees',
  'legal_fees',
  'printing_and_publications',
  'travel_conferences_and_meetings',
  'marketing_and_communications',
  'other_expenses',
  'in-kind_goods_services',
];
const zero = { year_1: 0, year_2: 0, year_3: 0, total: 0 };
type View = Record<string, unknown> & { id: string; expense_type: string };
/** A table answer (GET /expenses) holding `items`. */
function table(items: View[] = []) {
  const expenses = Object.fromEntries(KEYS.map((k) => [k, items.filter((i) => i.expense_type === k)]));
  return { expenses, totals: Object.fromEntries(KEYS.map((k) => [k, zero])), total: zero };
}
const view = (id: string, name: string, y1: number, version = 1, type = 'personnel_and_benefits'): View => ({
  id,
  version,
  expense_type: type,
  expense_description: name,
  expense_cost: y1,
  expense_cost_year_2: 0,
  expense_cost_year_3: 0,
});
/** Answers a save as the server does: every item sent, with an id and a version one higher. */
function saveAnswer(body: unknown) {
  const sent = (body as { expenses: Record<string, unknown>[] }).expenses;
  return {
    status: true,
    expenses: sent.map((e, i) => ({
      ...e,
      id: (e.id as string | undefined) ?? `new${i}`,
      version: ((e.version as number | undefined) ?? 0) + 1,
      expense_cost: Number(e.expense_cost),
      expense_cost_year_2: Number(e.expense_cost_year_2),
      expense_cost_year_3: Number(e.expense_cost_year_3),
    })),
  };
}

const typeInto = (el: HTMLElement, text: string) => fireEvent.change(el, { target: { value: text } });
const firstName = () => screen.getByRole('textbox', { name: 'Name of item 1 in Personnel and Benefits' });
const posts = (calls: ReturnType<typeof mockApi>['calls'], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('ExpensesTab', { timeout: 20_000 }, () => {
  const owner = { kind: 'program' as const, id: 'p1', name: 'Adult Basic Literacy' };

  it('shows the heading, the hint and the footer, and saves a named item 2000 ms after the last change, with the owner', async () => {
    const { calls } = mockApi({
      'GET /expenses': () => [200, table()],
      'POST /expenses': (body) => [200, saveAnswer(body)],
    });
    const heard = vi.fn();
    window.addEventListener(EXPENSES_UPDATED_EVENT, heard);
    render(<ExpensesTab owner={owner} register={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Program Expenses' })).toBeInTheDocument();
    expect(screen.getByText("Under each category below, select the 'Add More' button to itemize your expenses.")).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'PROGRAM BUDGET TOTAL' })).toBeInTheDocument();
    expect(calls[0].path).toBe('/expenses');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Add more to Personnel and Benefits' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add more to Personnel and Benefits' }));
    typeInto(firstName(), 'Lead tutor');
    typeInto(screen.getByRole('textbox', { name: 'Year 1 amount for Lead tutor' }), '52,000');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(posts(calls, '/expenses')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const [first] = posts(calls, '/expenses');
    // Only the named item is sent (the second, empty one is not), with its owner.
    expect(first.body).toEqual({
      expenses: [
        {
          expense_type: 'personnel_and_benefits',
          expense_description: 'Lead tutor',
          expense_cost: '52000.00',
          expense_cost_year_2: '0.00',
          expense_cost_year_3: '0.00',
          expenseable_type: 'CoreProgram',
          expenseable_id: 'p1',
        },
      ],
    });
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0][0] as CustomEvent).detail).toMatchObject({ programId: 'p1' });

    // The next change sends the id and version the server gave.
    typeInto(screen.getByRole('textbox', { name: 'Year 2 amount for Lead tutor' }), '53000');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    const second = posts(calls, '/expenses')[1].body as { expenses: Record<string, unknown>[] };
    expect(second.expenses).toEqual([expect.objectContaining({ id: 'new0', version: 1, expense_cost_year_2: '53000.00' })]);
    window.removeEventListener(EXPENSES_UPDATED_EVENT, heard);
  });

  it('restarts the wait at each change and never runs two saves at once', async () => {
    let release: () => void = () => undefined;
    const { calls } = mockApi({
      'GET /expenses': () => [200, table([view('e1', 'Tutor stipends', 120000)])],
      'POST /expenses': (body) =>
        new Promise((done) => {
          release = () => done([200, saveAnswer(body)]);
        }),
    });
    render(<ExpensesTab owner={owner} register={() => undefined} />);
    await screen.findByDisplayValue('Tutor stipends');
    vi.useFakeTimers();
    const amount = screen.getByRole('textbox', { name: 'Year 1 amount for Tutor stipends' });
    typeInto(amount, '121000');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    typeInto(amount, '122000');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(posts(calls, '/expenses')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(posts(calls, '/expenses')).toHaveLength(1);
    expect(posts(calls, '/expenses')[0].body).toEqual({
      expenses: [expect.objectContaining({ id: 'e1', version: 1, expense_cost: '122000.00' })],
    });
    // A change during the save waits for it.
    typeInto(amount, '123000');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(posts(calls, '/expenses')).toHaveLength(1);
    await act(async () => release());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(posts(calls, '/expenses')).toHaveLength(2);
    expect(posts(calls, '/expenses')[1].body).toEqual({
      expenses: [expect.objectContaining({ id: 'e1', version: 2, expense_cost: '123000.00' })],
    });
  });

  it('asks for data before moving on, after saving first', async () => {
    mockApi({ 'GET /expenses': () => [200, table()] });
    let validate: () => Promise<boolean> = async () => true;
    render(<ExpensesTab owner={owner} register={(v) => (validate = v)} />);
    await screen.findByRole('button', { name: 'Add more to Personnel and Benefits' });
    expect(screen.queryByText('Please add data to the Expenses table.')).not.toBeInTheDocument();
    // (Retried: the page answers Next only once its load has settled.)
    await waitFor(async () => {
      let ok = true;
      await act(async () => {
        ok = await validate();
      });
      expect(ok).toBe(false);
      expect(screen.getByRole('alert')).toHaveTextContent('Please add data to the Expenses table.');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add more to Personnel and Benefits' }));
    typeInto(firstName(), 'Coordinator');
    expect(screen.queryByText('Please add data to the Expenses table.')).not.toBeInTheDocument();
  });

  it('shows the server’s message on a 409 and reloads the server’s table on Reload', async () => {
    let loads = 0;
    mockApi({
      'GET /expenses': () => {
        loads += 1;
        return [200, table([view('e1', loads === 1 ? 'Tutor stipends' : 'Tutor stipends (revised)', 120000, loads)])];
      },
      'POST /expenses': () => [409, { error: 'This expense item was changed by someone else. Reload to see the latest version.' }],
    });
    let validate: () => Promise<boolean> = async () => true;
    render(<ExpensesTab owner={owner} register={(v) => (validate = v)} />);
    await screen.findByDisplayValue('Tutor stipends');
    typeInto(screen.getByRole('textbox', { name: 'Year 1 amount for Tutor stipends' }), '1');
    let ok = true;
    await act(async () => {
      ok = await validate();
    });
    expect(ok).toBe(false);
    expect(await screen.findByText('This expense item was changed by someone else. Reload to see the latest version.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Tutor stipends (revised)')).toBeInTheDocument();
  });

  it('deletes a saved item through the API after Confirm Delete', async () => {
    const { calls } = mockApi({
      'GET /expenses': () => [200, table([view('e1', 'Tutor stipends', 120000)])],
      'DELETE /expenses/e1': () => [200, { status: true }],
    });
    render(<ExpensesTab owner={owner} register={() => undefined} />);
    await screen.findByDisplayValue('Tutor stipends');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Tutor stipends' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Delete' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByDisplayValue('Tutor stipends')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/expenses/e1')).toBe(true);
  });
});

describe('OverheadExpensesPage', { timeout: 20_000 }, () => {
  it('saves to the overhead and says "Failed to save overhead expenses." when the server fails, blocking Next', async () => {
    const { calls } = mockApi({
      'GET /organization-expenses': () => [200, table()],
      'POST /organization-expenses': () => [500, { error: 'Internal error' }],
    });
    render(<OverheadExpensesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add more to Personnel and Benefits' }));
    typeInto(firstName(), 'Executive Director');
    let verdict = '';
    await act(async () => {
      verdict = await requestStepValidation('/steps/finalizing-budget/overhead-expenses', 3000);
    });
    expect(verdict).toBe('invalid');
    expect(posts(calls, '/organization-expenses')[0].body).toEqual({
      expenses: [expect.objectContaining({ expense_description: 'Executive Director' })],
    });
    expect(await screen.findByText('Failed to save overhead expenses.')).toBeInTheDocument();
  });
});

describe('AnnualRevenuePage', { timeout: 20_000 }, () => {
  const revenues = (lines: Record<string, unknown>[] = []) => ({
    revenues: {
      philanthropic_contributions: lines.filter((l) => l.revenue_type === 'Philanthropic Contributions'),
      earned_revenue: lines.filter((l) => l.revenue_type === 'Earned Revenue'),
      investment_income: [],
      government_appropriations: [],
      in_kind: [],
    },
    totals: {},
    total: zero,
  });

  it('asks for one value above 0 before moving on', async () => {
    mockApi({ 'GET /revenues': () => [200, revenues()] });
    render(<AnnualRevenuePage />);
    await screen.findByRole('table', { name: 'Annual Revenue' });
    await waitFor(async () => {
      let verdict = '';
      await act(async () => {
        verdict = await requestStepValidation('/steps/annual-revenue/annual-revenue');
      });
      expect(verdict).toBe('invalid');
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter at least one revenue value before proceeding.');
    });
  });

  it('saves only lines above 0, and a stored line cleared to 0 with its id (which removes it)', async () => {
    const { calls } = mockApi({
      'GET /revenues': () => [
        200,
        revenues([
          { id: 'r1', version: 3, revenue_category: 'annual_overhead', revenue_type: 'Earned Revenue', revenue_name: 'Events', revenue_cost: 38000, revenue_cost_year_2: 39000, revenue_cost_year_3: 40000 },
        ]),
      ],
      'POST /revenues': () => [200, { status: true, revenues: [], totals: {}, total: zero }],
    });
    render(<AnnualRevenuePage />);
    const events = await screen.findByRole('textbox', { name: 'Year 1 amount for Events' });
    expect(events).toHaveValue('38,000');
    typeInto(screen.getByRole('textbox', { name: 'Year 1 amount for Individual Gifts' }), '260000');
    for (const y of [1, 2, 3]) typeInto(screen.getByRole('textbox', { name: `Year ${y} amount for Events` }), '');
    fireEvent.blur(events);
    let verdict = '';
    await act(async () => {
      verdict = await requestStepValidation('/steps/annual-revenue/annual-revenue', 3000);
    });
    expect(verdict).toBe('valid');
    expect(posts(calls, '/revenues')[0].body).toEqual({
      revenues: [
        expect.objectContaining({ revenue_type: 'Philanthropic Contributions', revenue_name: 'Individual Gifts', revenue_cost: '260000.00', revenue_category: 'annual_overhead' }),
        expect.objectContaining({ id: 'r1', version: 3, revenue_name: 'Events', revenue_cost: '0.00', revenue_cost_year_3: '0.00' }),
      ],
    });
  });

  it('says "Failed to load revenue data. Please try again." when the load fails', async () => {
    mockApi({ 'GET /revenues': () => [500, { error: 'x' }] });
    render(<AnnualRevenuePage />);
    expect(await screen.findByText('Failed to load revenue data. Please try again.')).toBeInTheDocument();
  });
});

/** The sample organization's summaries, as the server answers them (docs/sample-organization.md). */
const budgetYear1 = {
  core_programs_expenses_year_1: 836500,
  overhead_expenses_year_1: 301500,
  total_annual_expenses_year_1: 1138000,
  total_revenue_year_1: 952000,
  overhead_expenses_year_1_grouped: {
    group_sums: {
      personnel_and_benefits: 226000,
      finance_fees: 16500,
      legal_fees: 2500,
      printing_and_publications: 5000,
      travel_conferences_and_meetings: 4000,
      marketing_and_communications: 8500,
      programs_cost: 836500,
      other_expenses: 39000,
      in_kind_goods_and_services: 0,
    },
  },
  revenue_year_1_grouped: {
    group_sums: {
      philanthropic_contributions: 665000,
      earned_revenue: 102000,
      investment_income: 18000,
      government_appropriations: 95000,
      in_kind_goods_and_services: 72000,
    },
  },
};
const sums = (y1: number, y2: number, y3: number) => ({ year_1: y1, year_2: y2, year_3: y3 });
const annualGoals = {
  total_annual_expenses_year_1: 1138000,
  total_annual_expenses_year_2: 1176000,
  total_annual_expenses_year_3: 1219700,
  revenue_sums_by_type_and_year: {
    'Earned Revenue': sums(102000, 105000, 108000),
    'Investment Income': sums(18000, 18500, 19000),
    'Government Appropriations': sums(95000, 96000, 98000),
    'In-Kind Goods/Services': sums(72000, 74000, 76000),
  },
  year_1_annual_fundraising_goal: 851000,
  year_2_annual_fundraising_goal: 882500,
  year_3_annual_fundraising_goal: 918700,
  total_annual_fundraising_goal_for_3_years: 2652200,
};
const funding = (skipped: boolean) => ({
  annual_operating_expenses_year_1: 1138000,
  year_1_annual_fundraising_goal: 851000,
  year_2_annual_fundraising_goal: 882500,
  year_3_annual_fundraising_goal: 918700,
  total_annual_fundraising_goal_for_3_years: 2652200,
  new_project_expenses_for_3_years: skipped ? 0 : 525000,
  year_1_new_project_fundraising_goal: skipped ? 0 : 325000,
  year_2_new_project_fundraising_goal: skipped ? 0 : 100000,
  year_3_new_project_fundraising_goal: skipped ? 0 : 100000,
  total_new_project_fundraising_goal_for_3_years: skipped ? 0 : 525000,
  final_total_fundraising_goal_for_3_years: skipped ? 2652200 : 3177200,
  total_fundraising_goal_3y: skipped ? 3000000 : 3500000,
  new_projects_skipped: skipped,
});

const at = (element: React.ReactElement, path: string) => renderRoute(element, { path });
const legendValue = (label: string) =>
  screen.getAllByRole('rowheader', { name: label }).map((h) => within(h.closest('tr') as HTMLElement).getAllByRole('cell').map((c) => c.textContent));

describe('the summaries', { timeout: 20_000 }, () => {
  it('the Year-1 summary shows the two pies’ slices and totals exactly as the server computed them', async () => {
    mockApi({ 'GET /total_fundraising_goal/annual_operating_budget_summary_year_1': () => [200, budgetYear1] });
    at(<BudgetSummaryPage />, '/steps/annual-operating-budget/summary');
    expect(await screen.findByRole('heading', { name: 'Year 1 Annual Operating Budget Summary' })).toBeInTheDocument();
    expect(legendValue('Programs')).toEqual([['$836,500', '74%']]);
    expect(legendValue('Philanthropic Contributions')).toEqual([['$665,000', '70%']]);
    const expenses = screen.getByRole('figure', { name: 'Year 1 Expenses' });
    expect(within(expenses).getByText('Total Expenses').nextSibling).toHaveTextContent('$1,138,000');
    const revenue = screen.getByRole('figure', { name: 'Year 1 Revenue' });
    expect(within(revenue).getByText('Total Revenue').nextSibling).toHaveTextContent('$952,000');
    expect(within(expenses).getAllByRole('rowheader')).toHaveLength(9);
    expect(within(revenue).getAllByRole('rowheader')).toHaveLength(5);
  });

  it('the annual goals show each year and the three-year banner from the server', async () => {
    mockApi({ 'GET /total_fundraising_goal/annual_fundraising_goals_3years': () => [200, annualGoals] });
    at(<FundraisingGoalsPage />, '/steps/annual-operating-budget/fundraising-goals');
    expect(await screen.findByRole('heading', { name: 'Annual Fundraising Goals, 3 Years' })).toBeInTheDocument();
    const year1 = screen.getByRole('region', { name: 'Year 1' });
    expect(within(year1).getByText('Total Annual Expenses').nextSibling).toHaveTextContent('$1,138,000');
    expect(within(year1).getByText('Gov. Appropriations').nextSibling).toHaveTextContent('$95,000');
    expect(within(year1).getByText('Year 1 Annual Fundraising Goal').nextSibling).toHaveTextContent('$851,000');
    expect(within(screen.getByRole('region', { name: 'Year 3' })).getByText('Year 3 Annual Fundraising Goal').nextSibling).toHaveTextContent('$918,700');
    expect(screen.getByText('Total 3 Year Fundraising Goal').nextSibling).toHaveTextContent('$2,652,200');
  });

  it('a goal page shows "Loading data..." and then the HTTP status of a failed answer', async () => {
    mockApi({ 'GET /total_fundraising_goal/annual_fundraising_goals_3years': () => [503, { error: 'Service unavailable' }] });
    at(<FundraisingGoalsPage />, '/steps/annual-operating-budget/fundraising-goals');
    expect(screen.getByText('Loading data...')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load fundraising goals data.')).toBeInTheDocument();
    expect(screen.getByText('HTTP error! Status: 503')).toBeInTheDocument();
  });

  it('the new projects’ goals use the New Project Expenses labels', async () => {
    mockApi({
      'GET /total_fundraising_goal/projects_total_3_year_fundraising_goal': () => [
        200,
        {
          new_project_expenses_year_1: 325000,
          new_project_expenses_year_2: 100000,
          new_project_expenses_year_3: 100000,
          new_project_expenses_for_3_years: 525000,
          projects_revenue_sums_by_type_and_year: {
            'Earned Revenue': sums(0, 0, 0),
            'Investment Income': sums(0, 0, 0),
            'Government Appropriations': sums(0, 0, 0),
            'In-Kind Goods/Services': sums(0, 0, 0),
          },
          year_1_new_project_fundraising_goal: 325000,
          year_2_new_project_fundraising_goal: 100000,
          year_3_new_project_fundraising_goal: 100000,
          total_new_project_fundraising_goal_for_3_years: 525000,
          projects: [
            { id: 'j1', project_name: 'Mobile Learning Van', priority: 1, expenses: { year_1: 185000, year_2: 50000, year_3: 50000, total: 285000 }, fundraising_goal: { year_1: 185000, year_2: 50000, year_3: 50000, total: 285000 } },
          ],
          new_projects_skipped: false,
        },
      ],
    });
    at(<NewProjectGoalsPage />, '/steps/funding-new-projects/new-project-fundraising-goals');
    const year1 = await screen.findByRole('region', { name: 'Year 1' });
    expect(within(year1).getByText('New Project Expenses').nextSibling).toHaveTextContent('$325,000');
    expect(within(year1).getByText('Year 1 New Project Fundraising Goal').nextSibling).toHaveTextContent('$325,000');
    expect(screen.getByText('Total 3 Year New Project Fundraising Goal').nextSibling).toHaveTextContent('$525,000');
    expect(within(screen.getByRole('row', { name: /Mobile Learning Van/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '$185,000',
      '$50,000',
      '$50,000',
      '$285,000',
    ]);
  });

  it('the total summary shows the exact total and the total rounded up to the next $500,000', async () => {
    mockApi({ 'GET /total_fundraising_goal/total_fundraising_goal_for_3_years': () => [200, funding(false)] });
    at(<TotalGoalSummaryPage />, '/steps/total-fundraising-goal/summary');
    const value = async (label: string) => (await screen.findByText(label)).nextSibling;
    expect(await value('Annual Fundraising Goals, 3 Years')).toHaveTextContent('$2,652,200');
    expect(await value('New Project Fundraising Goals, 3 Years')).toHaveTextContent('$525,000');
    expect(await value('Total 3 Year Fundraising Goal')).toHaveTextContent('$3,177,200');
    expect(await value('Your Campaign Goal (rounded)')).toHaveTextContent('$3,500,000');
    expect(screen.getByText(/rounded up to the next \$500,000/)).toBeInTheDocument();
  });

  it('the total summary hides the New Project line while module 9 is skipped', async () => {
    mockApi({ 'GET /total_fundraising_goal/total_fundraising_goal_for_3_years': () => [200, funding(true)] });
    at(<TotalGoalSummaryPage />, '/steps/total-fundraising-goal/summary');
    expect((await screen.findByText('Total 3 Year Fundraising Goal')).nextSibling).toHaveTextContent('$2,652,200');
    expect(screen.queryByText('New Project Fundraising Goals, 3 Years')).not.toBeInTheDocument();
    expect(screen.getByText('Your Campaign Goal (rounded)').nextSibling).toHaveTextContent('$3,000,000');
  });

  it('the total summary says "Failed to load funding summary data." when the call fails', async () => {
    mockApi({ 'GET /total_fundraising_goal/total_fundraising_goal_for_3_years': () => [500, { error: 'x' }] });
    at(<TotalGoalSummaryPage />, '/steps/total-fundraising-goal/summary');
    expect(await screen.findByText('Failed to load funding summary data.')).toBeInTheDocument();
  });
});

describe('the by-question expense views', { timeout: 20_000 }, () => {
  it('without programs asks for them first', async () => {
    mockApi({ 'GET /core-programs': () => [200, { corePrograms: [] }] });
    at(<CoreExpensesView />, '/steps/funding-annual/core-expenses');
    expect(await screen.findByText('Please add programs in the Core Annual Programs section first.')).toBeInTheDocument();
  });

  it('without projects asks for them first', async () => {
    mockApi({ 'GET /projects': () => [200, { projects: [] }] });
    at(<NewProjectExpensesView />, '/steps/funding-new-projects/new-project-expenses');
    expect(await screen.findByText('Please add projects in the New Projects section first.')).toBeInTheDocument();
  });

  it('a project tab needs an item, and leaving the last tab with an incomplete project opens the dialog that goes to it', async () => {
    const projects = [
      { id: 'j1', project_name: 'Mobile Learning Van', project_description: 'd', priority: 1 },
      { id: 'j2', project_name: 'Digital Skills Lab', project_description: 'd', priority: 2 },
    ];
    mockApi({
      'GET /projects': () => [200, { projects }],
      'GET /expenses': () => [200, table()],
      'POST /expenses': (body) => [200, saveAnswer(body)],
    });
    at(<NewProjectExpensesView />, '/steps/funding-new-projects/new-project-expenses');
    const tab1 = await screen.findByRole('tab', { name: 'Mobile Learning Van' });
    expect(tab1).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('heading', { name: 'Project Expenses' });
    await screen.findByRole('button', { name: 'Add more to Personnel and Benefits' });
    // (Retried: the tab answers Next only once its table's load has settled; a click before that
    // does nothing, which a loaded machine showed.)
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Next: Digital Skills Lab' }));
      expect(screen.getByText('Please add at least one expense item for Mobile Learning Van before proceeding.')).toBeInTheDocument();
    });

    // The second tab with an item; the first still has none.
    fireEvent.click(screen.getByRole('tab', { name: 'Digital Skills Lab' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Digital Skills Lab' })).toHaveAttribute('aria-selected', 'true'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add more to Personnel and Benefits' }));
    typeInto(firstName(), 'Lab instructor');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Incomplete Project Expenses' });
    expect(dialog).toHaveTextContent(
      "You haven't completed the expense table for Mobile Learning Van ... Please go to this project tab and complete it before proceeding.",
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to Project' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Mobile Learning Van' })).toHaveAttribute('aria-selected', 'true'));
  });
});
