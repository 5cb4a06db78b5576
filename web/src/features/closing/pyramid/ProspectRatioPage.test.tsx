import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closingServer } from '../../../test/closingServer';
import { pressNext, renderPlanPage } from '../../../test/planningPages';
import { tableRows } from '../../../test/utils';
import { normalizeNames, setName } from './prospectNames';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const PATH = '/steps/gift-pyramid/prospect-to-donor-ratio';
let followed: string[] = [];

beforeEach(() => {
  followed = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push(this.download);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The table's rows as text, cell by cell (without its header row). */
const rows = () => tableRows(screen.getByRole('table')).slice(1);

const box = (i: number, amount: string) => screen.getByRole('textbox', { name: `Prospect ${i} for ${amount} gifts` });

describe('prospect names as the page keeps them', () => {
  it('pads up to the box typed in and drops empty boxes at the end and empty levels', () => {
    const names = setName({}, '250000', 2, 'Eleanor Voss');
    expect(names).toEqual({ '250000': ['', '', 'Eleanor Voss'] });
    expect(normalizeNames(setName(names, '250000', 2, ' '))).toEqual({});
    expect(normalizeNames({ '100000': ['Okafor & Lee LLP', '', ''], '25000': [] })).toEqual({ '100000': ['Okafor & Lee LLP'] });
  });
});

describe('Donor: Prospect Ratio and Gift Pyramid (spec file 3 §2 module 12, §4, §9)', () => {
  it('offers 5:1, 4:1 and 3:1 with their maturity, 3:1 by default, and shows the server’s pyramid with its Grand Total', async () => {
    closingServer();
    renderPlanPage(PATH);
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['5', '4', '3']);
    expect(screen.getByRole('radio', { name: '5:1 Low maturity' })).toHaveAccessibleDescription(
      'Few donors above $10,000 and no history of asking for large gifts.',
    );
    expect(screen.getByRole('radio', { name: '4:1 Average maturity' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '3:1 High maturity' })).toBeChecked();
    expect(screen.getByRole('table', { name: 'Gift pyramid for your rounded three-year goal of $3,500,000 at 3:1' })).toBeInTheDocument();
    // The standard chart of $3,500,000 with a lead gift of about 20%.
    expect(rows()).toEqual([
      ['$500,000', '1', '3', '$500,000', '$500,000', '14.3%'],
      ['$250,000', '3', '9', '$750,000', '$1,250,000', '21.4%'],
      ['$100,000', '6', '18', '$600,000', '$1,850,000', '17.1%'],
      ['$50,000', '13', '39', '$650,000', '$2,500,000', '18.6%'],
      ['$25,000', '25', '75', '$625,000', '$3,125,000', '17.9%'],
      ['Various (<$25,000)', 'Many', 'Many', '$375,000', '$3,500,000', '10.7%'],
      ['Grand Total', '48', '144', '$3,500,000', '$3,500,000', '100.0%'],
    ]);
    expect(screen.queryByText(/Your team edited this gift chart/)).toBeNull();
  });

  it('shows at most 500 name boxes a level, saying how many the level needs, however many gifts a level asks for', async () => {
    const server = closingServer({ goal: 30_000_000 });
    // An edited chart whose $10,000 level asks for 2,000 gifts: 6,000 prospects at 3:1.
    server.chart = { leadShare: 20, levels: [{ amount: 5_000_000, gifts: 1 }, { amount: 10_000, gifts: 2_000 }], various: 5_000_000, version: 1 };
    renderPlanPage(PATH);
    await screen.findByRole('table');
    const legends = screen.getAllByRole('group').filter((g) => / gifts: /.test(g.querySelector('legend')?.textContent ?? ''));
    expect(legends.length).toBeGreaterThan(0);
    const capped = legends.filter((g) => within(g).queryByText(/can be named here/));
    expect(capped.length).toBeGreaterThan(0);
    for (const level of legends) {
      expect(within(level).queryAllByRole('textbox').length).toBeLessThanOrEqual(500);
    }
    expect(within(capped[0]).getAllByRole('textbox')).toHaveLength(500);
    expect(within(capped[0]).getByText(/the first 500 can be named here/)).toBeInTheDocument();
  });

  it('saves a new ratio at once and rebuilds the table from the server’s answer', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    await screen.findByRole('table');
    const reads = () => server.calls.filter((c) => c.method === 'GET' && c.path === '/gift-pyramid').length;
    const before = reads();
    await userEvent.click(screen.getByRole('radio', { name: '4:1 Average maturity' }));
    await waitFor(() => expect(server.sent('POST /prospects')).toEqual([{ prospectRatio: 4, prospectNames: {}, version: 0 }]));
    await screen.findByRole('table', { name: /at 4:1$/ });
    expect(reads()).toBe(before + 1);
    expect(rows().map((r) => r[2])).toEqual(['4', '12', '24', '52', '100', 'Many', '192']);
    expect(server.prospects.prospectRatio).toBe(4);
  });

  it('gives one box per prospect needed and autosaves the names with the ratio one second after the last keystroke', async () => {
    const server = closingServer();
    server.prospects = { prospectRatio: 4, prospectNames: {}, version: 2 };
    renderPlanPage(PATH);
    await screen.findByRole('table');
    expect(screen.getByRole('group', { name: '$250,000 gifts: 12 prospects' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '$500,000 gifts: 4 prospects' })).getAllByRole('textbox')).toHaveLength(4);
    expect(within(screen.getByRole('group', { name: '$250,000 gifts: 12 prospects' })).getAllByRole('textbox')).toHaveLength(12);
    expect(within(screen.getByRole('group', { name: '$100,000 gifts: 24 prospects' })).getAllByRole('textbox')).toHaveLength(24);
    expect(within(screen.getByRole('group', { name: '$50,000 gifts: 52 prospects' })).getAllByRole('textbox')).toHaveLength(52);
    expect(within(screen.getByRole('group', { name: '$25,000 gifts: 100 prospects' })).getAllByRole('textbox')).toHaveLength(100);

    vi.useFakeTimers();
    fireEvent.change(box(1, '$250,000'), { target: { value: 'Harlan Family Foundation' } });
    fireEvent.change(box(2, '$250,000'), { target: { value: 'Mill Street Bank' } });
    fireEvent.change(box(3, '$250,000'), { target: { value: 'Eleanor Voss' } });
    fireEvent.change(box(1, '$100,000'), { target: { value: 'Riverbend Community Trust' } });
    fireEvent.change(box(3, '$100,000'), { target: { value: 'Okafor & Lee LLP' } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(server.sent('POST /prospects')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(server.sent('POST /prospects')).toEqual([
      {
        prospectRatio: 4,
        prospectNames: {
          '100000': ['Riverbend Community Trust', '', 'Okafor & Lee LLP'],
          '250000': ['Harlan Family Foundation', 'Mill Street Bank', 'Eleanor Voss'],
        },
        version: 2,
      },
    ]);
    expect(screen.getByText('3 of 12 named')).toBeInTheDocument();
    expect(screen.getByText('2 of 24 named')).toBeInTheDocument();
  });

  it('shows the saved names in their boxes, and keeps names beyond the boxes a lower ratio needs', async () => {
    const server = closingServer({ goal: 500_000 });
    // $500,000 at 3:1: $100,000 × 1 (3 prospects), $50,000 × 2 (6), $25,000 × 4 (12), $10,000 × 10 (30), $5,000 × 10 (30).
    server.prospects = {
      prospectRatio: 3,
      prospectNames: { '100000': ['Harlan Family Foundation', 'Mill Street Bank', 'Eleanor Voss', 'Alder Creek Mill'] },
      version: 1,
    };
    renderPlanPage(PATH);
    await screen.findByRole('table');
    expect(box(1, '$100,000')).toHaveValue('Harlan Family Foundation');
    expect(box(3, '$100,000')).toHaveValue('Eleanor Voss');
    expect(screen.queryByRole('textbox', { name: 'Prospect 4 for $100,000 gifts' })).toBeNull();
    expect(screen.getByText(/1 more name is kept for this level from a higher ratio/)).toBeInTheDocument();
    fireEvent.change(box(2, '$100,000'), { target: { value: 'Mill Street Bank & Trust' } });
    expect(await pressNext()).toBe('valid');
    expect(server.prospects.prospectNames['100000']).toEqual(['Harlan Family Foundation', 'Mill Street Bank & Trust', 'Eleanor Voss', 'Alder Creek Mill']);
  });

  it('shows the feasibility checks beside the table, each passed or needing attention with what to change', async () => {
    closingServer();
    renderPlanPage(PATH);
    const checks = await screen.findByRole('complementary', { name: 'Feasibility checks' });
    const items = within(checks).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Passed: Lead gift');
    expect(items[0]).toHaveTextContent('Your lead gift, the single largest gift, is $500,000, 14.3% of your $3,500,000 goal');
    expect(items[0]).toHaveClass('pyramid__check--passed');
    expect(items[1]).toHaveTextContent('Passed: Top ten gifts');
    expect(items[1]).toHaveTextContent('Your ten largest gifts bring in $1,850,000, 52.9% of the goal');
    expect(items[1]).toHaveClass('pyramid__check--passed');
    expect(items[2]).toHaveTextContent('Passed: Broad base of smaller gifts');
    expect(items[2]).toHaveTextContent('The Various (<$25,000) row, the many smaller gifts from your wider community, carries $375,000, 10.7% of the goal');
    expect(items[3]).toHaveTextContent('Passed: Chart total');
    expect(items[4]).toHaveTextContent('Needs attention: Prospects named');
    expect(items[4]).toHaveTextContent('Your chart needs 144 prospects');
    expect(items[4]).toHaveTextContent('you have named 0; name 144 more with your board before you start asking.');
    expect(items[4]).toHaveClass('pyramid__check--failed');
  });

  it('says a lead gift below 10% of the goal needs attention, and that the chart was edited', async () => {
    const server = closingServer();
    // The old fixed pyramid of $3,500,000, saved as an edited chart: its lead gift, $250,000, is 7.1%.
    server.chart = { leadShare: 20, levels: [{ amount: 250_000, gifts: 6 }, { amount: 100_000, gifts: 14 }, { amount: 25_000, gifts: 24 }], various: 0, version: 1 };
    renderPlanPage(PATH);
    const checks = await screen.findByRole('complementary', { name: 'Feasibility checks' });
    const items = within(checks).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Needs attention: Lead gift');
    expect(items[0]).toHaveTextContent('Your lead gift, the single largest gift, is $250,000, only 7.1% of your $3,500,000 goal');
    expect(items[0]).toHaveClass('pyramid__check--failed');
    expect(items[1]).toHaveTextContent('Passed: Top ten gifts');
    expect(items[4]).toHaveTextContent('Your chart needs 132 prospects');
    expect(rows()[0]).toEqual(['$250,000', '6', '18', '$1,500,000', '$1,500,000', '42.9%']);
    expect(
      screen.getByText(
        'Your team edited this gift chart, so it no longer follows the standard chart for a $3,500,000 goal; Edit the chart, then Reset to the standard chart, brings the standard one back.',
      ),
    ).toBeInTheDocument();
  });

  it('exports to Excel through the document pipeline, then counts the download', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    await screen.findByRole('table');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(server.sent('POST /documents')).toEqual([{ kind: 'gift_pyramid' }]));
    expect(screen.getByText('Please wait while we generate your document...')).toBeInTheDocument();
    expect(server.downloads).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(followed).toEqual(['Gift Pyramid.xlsx']);
    await waitFor(() => expect(server.downloads).toBe(1));
    expect(server.sent('PATCH /gift_pyramid/increment_download_flag')).toEqual([{}]);
  });

  it('saves names still waiting before the export, so the file carries them', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    await screen.findByRole('table');
    fireEvent.change(box(1, '$250,000'), { target: { value: 'Harlan Family Foundation' } });
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(server.sent('POST /documents')).toHaveLength(1));
    const order = server.calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(order).toEqual(['/prospects', '/documents']);
  });

  it('does not count an export that failed', async () => {
    const server = closingServer();
    server.fail('POST /documents', { status: 500 });
    renderPlanPage(PATH);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Download failed' })).toBeInTheDocument();
    expect(server.sent('PATCH /gift_pyramid/increment_download_flag')).toEqual([]);
  });

  it('says "Failed to load gift pyramid data. Please try refreshing the page." when the pyramid cannot be read', async () => {
    const server = closingServer();
    server.fail('GET /gift-pyramid', { status: 500 });
    renderPlanPage(PATH);
    expect(await screen.findByText('Failed to load gift pyramid data. Please try refreshing the page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export to Excel' })).toBeNull();
    expect(await pressNext()).toBe('invalid');
  });

  it('stays with "Please ensure your answer is saved before proceeding." when the save fails', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    await screen.findByRole('table');
    server.fail('POST /prospects', { status: 500, times: 1 });
    fireEvent.change(box(1, '$250,000'), { target: { value: 'Eleanor Voss' } });
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByText('Please ensure your answer is saved before proceeding.')).toBeInTheDocument();
    expect(screen.getByText('Failed to save your prospect names. Please try again.')).toBeInTheDocument();
    expect(await pressNext()).toBe('valid');
    expect(server.prospects.prospectNames).toEqual({ '250000': ['Eleanor Voss'] });
  });

  it('shows the server’s reason when it refuses the names', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    await screen.findByRole('table');
    server.fail('POST /prospects', { status: 422, body: { error: 'A prospect name can be at most 120 characters.' } });
    fireEvent.change(box(1, '$250,000'), { target: { value: 'Eleanor Voss' } });
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByText('A prospect name can be at most 120 characters.')).toBeInTheDocument();
  });

  it('says when someone else saved the names meanwhile, and Reload shows theirs', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    await screen.findByRole('table');
    // Someone else names a prospect meanwhile.
    server.prospects = { prospectRatio: 3, prospectNames: { '250000': ['Harlan Family Foundation'] }, version: 1 };
    fireEvent.change(box(2, '$250,000'), { target: { value: 'Mill Street Bank' } });
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByText('The prospect names were changed by someone else. Reload to see the latest version.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(box(1, '$250,000')).toHaveValue('Harlan Family Foundation'));
    expect(box(2, '$250,000')).toHaveValue('');
    expect(await pressNext()).toBe('valid');
  });

  it('opens the question’s model answer', async () => {
    closingServer();
    renderPlanPage(PATH);
    await screen.findByRole('table');
    await userEvent.click(await screen.findByRole('button', { name: 'Model Answer for Donor: Prospect Ratio and Gift Pyramid' }));
    expect(screen.getByRole('dialog', { name: 'Model Answer' })).toHaveTextContent('We chose 4:1, Average maturity.');
  });
});
