import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as S from '../../../generated/messages';
import { closingServer } from '../../../test/closingServer';
import { renderPlanPage } from '../../../test/planningPages';
import { tableRows } from '../../../test/utils';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const PATH = '/steps/gift-pyramid/prospect-to-donor-ratio';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The table's rows as text, cell by cell (without its header row). */
const rows = () => tableRows(screen.getByRole('table')).slice(1);

const editor = () => screen.getByRole('region', { name: 'Edit the gift chart' });
const level = (n: number) => within(editor()).getByRole('group', { name: `Level ${n}` });
const amount = (n: number) => within(level(n)).getByRole('textbox', { name: 'Gift amount' });
const gifts = (n: number) => within(level(n)).getByRole('textbox', { name: 'Number of gifts' });
/** A level's live figures: "Prospects 3", "Level total $500,000", … */
const figures = (n: number) => [...level(n).querySelectorAll('dl > div')].map((d) => `${d.querySelector('dt')?.textContent} ${d.querySelector('dd')?.textContent}`);
const check = (title: string) =>
  within(within(editor()).getByRole('region', { name: 'Checks of this chart' }))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(title)) as HTMLElement;
const type = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });

async function openEditor() {
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'Edit the chart' }));
  return editor();
}

describe('the gift chart editor', () => {
  it('opens on the saved chart, with the focus on its first field', async () => {
    closingServer();
    renderPlanPage(PATH);
    await openEditor();
    const share = within(editor()).getByRole('combobox', { name: 'Lead gift, as a share of the goal' });
    expect(share).toHaveFocus();
    expect(share).toHaveValue('20');
    expect(within(editor()).getAllByRole('group', { name: /^Level \d+$/ })).toHaveLength(5);
    expect([1, 2, 3, 4, 5].map((n) => [(amount(n) as HTMLInputElement).value, (gifts(n) as HTMLInputElement).value])).toEqual([
      ['500,000', '1'],
      ['250,000', '3'],
      ['100,000', '6'],
      ['50,000', '13'],
      ['25,000', '25'],
    ]);
    expect(figures(2)).toEqual(['Prospects 9', 'Level total $750,000', 'Cumulative $1,250,000', 'Share of the goal 21.4%']);
    expect(within(editor()).getByRole('textbox', { name: 'Various (<$25,000) row, in dollars' })).toHaveValue('375,000');
    expect(check('Lead gift')).toHaveTextContent('Passed: Lead gift');
    expect(within(editor()).getByRole('button', { name: 'Save chart' })).toBeEnabled();
  });

  it('recomputes the figures and the checks as the user types: a lead gift below 10% fails its check', async () => {
    closingServer();
    renderPlanPage(PATH);
    await openEditor();
    type(amount(1), '300,000');
    expect(figures(1)).toEqual(['Prospects 3', 'Level total $300,000', 'Cumulative $300,000', 'Share of the goal 8.6%']);
    expect(figures(2)).toEqual(['Prospects 9', 'Level total $750,000', 'Cumulative $1,050,000', 'Share of the goal 21.4%']);
    // The Various row follows the goal less the levels.
    expect(within(editor()).getByRole('textbox', { name: 'Various (<$25,000) row, in dollars' })).toHaveValue('575,000');
    expect(check('Lead gift')).toHaveTextContent('Needs attention: Lead gift');
    expect(check('Lead gift')).toHaveTextContent(
      'Your lead gift, the single largest gift, is $300,000, only 8.6% of your $3,500,000 goal; campaigns that succeed start with one gift of at least 10%, so raise the top row to at least $350,000 and look for the one donor who could give it.',
    );
    expect(check('Lead gift')).toHaveClass('pyramid__check--failed');
    // The table stays the saved chart until the user saves.
    expect(rows()[0]).toEqual(['$500,000', '1', '3', '$500,000', '$500,000', '14.3%']);
  });

  it('adds and removes gift levels', async () => {
    closingServer();
    renderPlanPage(PATH);
    await openEditor();
    await userEvent.click(within(editor()).getByRole('button', { name: 'Add a gift level' }));
    expect(within(editor()).getAllByRole('group', { name: /^Level \d+$/ })).toHaveLength(6);
    expect(amount(6)).toHaveValue('');
    expect(amount(6)).toHaveFocus();
    // An empty new level is not counted, and Save waits for it.
    expect(within(editor()).getByRole('button', { name: 'Save chart' })).toBeDisabled();
    type(amount(6), '10000');
    type(gifts(6), '10');
    expect(figures(6)).toEqual(['Prospects 30', 'Level total $100,000', 'Cumulative $3,225,000', 'Share of the goal 2.9%']);
    expect(within(editor()).getByRole('textbox', { name: 'Various (<$10,000) row, in dollars' })).toHaveValue('275,000');
    expect(within(editor()).getByRole('button', { name: 'Save chart' })).toBeEnabled();

    await userEvent.click(within(editor()).getByRole('button', { name: 'Remove the $10,000 level' }));
    // The last level gone, the focus goes to the level above it.
    expect(amount(5)).toHaveFocus();
    await userEvent.click(within(editor()).getByRole('button', { name: 'Remove the $500,000 level' }));
    // The first level gone, the focus goes to the level that takes its place.
    expect(amount(1)).toHaveFocus();
    expect(within(editor()).getAllByRole('group', { name: /^Level \d+$/ })).toHaveLength(4);
    expect(amount(1)).toHaveValue('250,000');
    expect(check('Lead gift')).toHaveTextContent('Your lead gift, the single largest gift, is $250,000, only 7.1% of your $3,500,000 goal');
  });

  it('says what is wrong with an amount next to it and keeps Save disabled until it is right', async () => {
    closingServer();
    renderPlanPage(PATH);
    await openEditor();
    const save = within(editor()).getByRole('button', { name: 'Save chart' });
    type(amount(2), '12.50');
    expect(amount(2)).toHaveAccessibleDescription(S.GIFT_CHART_AMOUNT);
    expect(amount(2)).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    type(amount(2), '500,000');
    expect(amount(2)).toHaveAccessibleDescription(S.GIFT_CHART_SAME_AMOUNT);
    expect(save).toBeDisabled();
    type(amount(2), '200,000000');
    expect(amount(2)).toHaveAccessibleDescription(S.GIFT_CHART_AMOUNT);
    type(amount(2), '200,000');
    expect(amount(2)).not.toHaveAccessibleDescription();
    type(gifts(2), '0');
    expect(gifts(2)).toHaveAccessibleDescription(S.GIFT_CHART_GIFTS);
    expect(save).toBeDisabled();
    type(gifts(2), '2');
    expect(save).toBeEnabled();
  });

  it('saves the chart in dollars with its version, then shows the new levels in the table and the name boxes', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    await openEditor();
    type(amount(5), '20,000');
    type(gifts(5), '30');
    await userEvent.click(within(editor()).getByRole('button', { name: 'Save chart' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Edit the gift chart' })).toBeNull());
    expect(server.sent('PUT /gift-chart')).toEqual([
      {
        leadShare: 20,
        levels: [
          { amount: 500_000, gifts: 1 },
          { amount: 250_000, gifts: 3 },
          { amount: 100_000, gifts: 6 },
          { amount: 50_000, gifts: 13 },
          { amount: 20_000, gifts: 30 },
        ],
        version: 0,
      },
    ]);
    expect(rows().slice(4)).toEqual([
      ['$20,000', '30', '90', '$600,000', '$3,100,000', '17.1%'],
      ['Various (<$20,000)', 'Many', 'Many', '$400,000', '$3,500,000', '11.4%'],
      ['Grand Total', '53', '159', '$3,500,000', '$3,500,000', '100.0%'],
    ]);
    expect(screen.getByRole('group', { name: '$20,000 gifts: 90 prospects' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^\$25,000 gifts/ })).toBeNull();
    expect(screen.getByText(/^Your team edited this gift chart/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit the chart' })).toHaveFocus();
    expect(server.chart.version).toBe(1);
  });

  it('previews the standard chart at another lead share and saves it as a reset', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    await openEditor();
    await userEvent.selectOptions(within(editor()).getByRole('combobox', { name: 'Lead gift, as a share of the goal' }), '30');
    expect(amount(1)).toHaveValue('1,000,000');
    await userEvent.click(within(editor()).getByRole('button', { name: 'Save chart' }));
    await waitFor(() => expect(server.sent('PUT /gift-chart')).toEqual([{ leadShare: 30, levels: null, version: 0 }]));
    await waitFor(() => expect(rows()[0]).toEqual(['$1,000,000', '1', '3', '$1,000,000', '$1,000,000', '28.6%']));
  });

  it('resets an edited chart to the standard one (levels null)', async () => {
    const server = closingServer();
    server.chart = { leadShare: 20, levels: [{ amount: 250_000, gifts: 6 }, { amount: 100_000, gifts: 14 }, { amount: 25_000, gifts: 24 }], various: 0, version: 4 };
    renderPlanPage(PATH);
    await openEditor();
    expect(within(editor()).getAllByRole('group', { name: /^Level \d+$/ })).toHaveLength(3);
    await userEvent.click(within(editor()).getByRole('button', { name: 'Reset to the standard chart' }));
    expect(within(editor()).getAllByRole('group', { name: /^Level \d+$/ })).toHaveLength(5);
    expect(amount(1)).toHaveValue('500,000');
    await userEvent.click(within(editor()).getByRole('button', { name: 'Save chart' }));
    await waitFor(() => expect(server.sent('PUT /gift-chart')).toEqual([{ leadShare: 20, levels: null, version: 4 }]));
    await waitFor(() => expect(rows()[0]).toEqual(['$500,000', '1', '3', '$500,000', '$500,000', '14.3%']));
    expect(screen.queryByText(/^Your team edited this gift chart/)).toBeNull();
  });

  it('says when someone else saved the chart meanwhile, and reloads theirs', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    await openEditor();
    // Someone else saves a chart meanwhile.
    // Their Various row is typed, not the goal less the levels, so it is sent as typed.
    server.chart = { leadShare: 20, levels: [{ amount: 400_000, gifts: 1 }], various: 3_000_000, version: 1 };
    type(gifts(1), '2');
    await userEvent.click(within(editor()).getByRole('button', { name: 'Save chart' }));
    expect(await within(editor()).findByText(S.GIFT_CHART_CHANGED)).toBeInTheDocument();
    await userEvent.click(within(editor()).getByRole('button', { name: 'Reload the saved chart' }));
    await waitFor(() => expect(within(editor()).getAllByRole('group', { name: /^Level \d+$/ })).toHaveLength(1));
    expect(amount(1)).toHaveValue('400,000');
    expect(within(editor()).queryByText(S.GIFT_CHART_CHANGED)).toBeNull();
    type(gifts(1), '2');
    await userEvent.click(within(editor()).getByRole('button', { name: 'Save chart' }));
    await waitFor(() => expect(server.chart.version).toBe(2));
    expect(server.sent('PUT /gift-chart')[1]).toEqual({ leadShare: 20, levels: [{ amount: 400_000, gifts: 2 }], various: 3_000_000, version: 1 });
  });

  it('shows the server’s field messages when it refuses the chart', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    await openEditor();
    server.fail('PUT /gift-chart', { status: 422, body: { message: S.GIFT_CHART_VARIOUS, errors: { various: [S.GIFT_CHART_VARIOUS] } }, times: 1 });
    await userEvent.click(within(editor()).getByRole('button', { name: 'Save chart' }));
    const various = within(editor()).getByRole('textbox', { name: 'Various (<$25,000) row, in dollars' });
    await waitFor(() => expect(various).toHaveAccessibleDescription(expect.stringContaining(S.GIFT_CHART_VARIOUS)));
    expect(editor()).toBeInTheDocument();
  });

  it('discards the changes on Cancel and gives the focus back to Edit the chart', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    await openEditor();
    type(amount(1), '300,000');
    await userEvent.click(within(editor()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Edit the gift chart' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit the chart' })).toHaveFocus();
    expect(server.sent('PUT /gift-chart')).toEqual([]);
    expect(rows()[0]).toEqual(['$500,000', '1', '3', '$500,000', '$500,000', '14.3%']);
    await userEvent.click(screen.getByRole('button', { name: 'Edit the chart' }));
    expect(amount(1)).toHaveValue('500,000');
  });
});
