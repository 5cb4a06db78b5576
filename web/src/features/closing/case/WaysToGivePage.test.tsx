import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closingServer } from '../../../test/closingServer';
import { pressNext, renderPlanPage } from '../../../test/planningPages';
import { encodeWays, parseWays } from './waysToGive';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PATH = '/steps/finalize-your-case-for-support/ways-to-give';
const box = (name: string) => screen.getByRole('checkbox', { name });

describe('the Ways to Give answer (spec file 3 §3, §9)', () => {
  it('is the selected labels in the checklist’s order, each option before its sub-options', () => {
    expect(encodeWays(new Set(['Bequests', 'Cash', 'Planned Gifts', 'Art', 'Other Tangible Property']))).toBe(
      '["Cash","Planned Gifts","Bequests","Other Tangible Property","Art"]',
    );
    expect(encodeWays(new Set())).toBe('[]');
  });

  it('reads labels in any case, a sub-option selecting its option, and ignores what is no option', () => {
    expect([...parseWays('[" cash ","bequests","Gold bars"]')].sort()).toEqual(['Bequests', 'Cash', 'Planned Gifts']);
    expect(parseWays('not json').size).toBe(0);
    expect(parseWays('').size).toBe(0);
  });

  it('also reads the spec’s list of items with isSelected and subOption', () => {
    const stored = JSON.stringify([
      { label: 'Check', isSelected: true, icon: 'check', subOption: [] },
      { label: 'Planned Gifts', isSelected: false, icon: 'x', subOption: [{ label: 'Other', isSelected: true }] },
      { label: 'Real Estate', isSelected: false, icon: 'x', subOption: [] },
    ]);
    expect([...parseWays(stored)].sort()).toEqual(['Check', 'Other', 'Planned Gifts']);
  });
});

describe('Ways to Give page (spec file 3 §2 module 11, §5)', () => {
  it('lists the seven options in the spec’s order, each with its icon, and the sub-options of Planned Gifts and Other Tangible Property', async () => {
    closingServer();
    renderPlanPage(PATH);
    await screen.findByRole('checkbox', { name: 'Cash' });
    const options = screen.getAllByRole('listitem').filter((li) => li.classList.contains('ways__item'));
    expect(options.map((li) => within(li).getAllByRole('checkbox')[0].getAttribute('id'))).toHaveLength(7);
    expect(options.map((li) => li.querySelector('.ways__label')?.textContent)).toEqual([
      'Cash',
      'Check',
      'Securities (Stock Transfers)',
      'Planned Gifts',
      'Real Estate',
      'Other Tangible Property',
      'Cryptocurrency',
    ]);
    for (const li of options) expect(li.querySelector('svg.ways__icon')).not.toBeNull();
    const planned = screen.getByRole('list', { name: 'Planned Gifts options' });
    expect(within(planned).getAllByRole('checkbox').map((c) => c.getAttribute('id'))).toHaveLength(4);
    expect(within(planned).getByRole('checkbox', { name: 'Charitable Remainder Trusts/Unitrust' })).toBeInTheDocument();
    const tangible = screen.getByRole('list', { name: 'Other Tangible Property options' });
    expect(within(tangible).getAllByRole('checkbox').map((c) => c.nextSibling?.textContent)).toEqual(['Art', 'Automobiles']);
    expect(screen.getByRole('button', { name: 'Model Answer for Ways to Give' })).toBeInTheDocument();
  });

  it('shows the saved selection', async () => {
    const server = closingServer();
    server.putAnswer(1107, '["Cash","Check","Planned Gifts","Bequests"]');
    renderPlanPage(PATH);
    await screen.findByRole('checkbox', { name: 'Cash' });
    expect(box('Cash')).toBeChecked();
    expect(box('Check')).toBeChecked();
    expect(box('Planned Gifts')).toBeChecked();
    expect(box('Bequests')).toBeChecked();
    expect(box('Charitable Gift Annuities')).not.toBeChecked();
    expect(box('Real Estate')).not.toBeChecked();
  });

  it('autosaves the JSON-encoded list one second after the last change, with the version; a sub-option selects its option', async () => {
    const server = closingServer();
    server.putAnswer(1107, '["Cash"]');
    renderPlanPage(PATH);
    await screen.findByRole('checkbox', { name: 'Cash' });
    vi.useFakeTimers();
    fireEvent.click(box('Check'));
    fireEvent.click(box('Bequests'));
    expect(box('Planned Gifts')).toBeChecked();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(server.sent('POST /answers')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(server.sent('POST /answers')).toEqual([
      { question_id: 1107, category_id: 11, answer: '["Cash","Check","Planned Gifts","Bequests"]', version: 1 },
    ]);
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('unticking an option clears its sub-options', async () => {
    const server = closingServer();
    server.putAnswer(1107, '["Cash","Other Tangible Property","Art","Automobiles"]');
    renderPlanPage(PATH);
    await screen.findByRole('checkbox', { name: 'Cash' });
    fireEvent.click(box('Other Tangible Property'));
    expect(box('Art')).not.toBeChecked();
    expect(box('Automobiles')).not.toBeChecked();
    expect(await pressNext()).toBe('valid');
    expect(server.answers.get(1107)?.answer).toBe('["Cash"]');
  });

  it('refuses Next with "Please select at least one way to give." when nothing is selected, and never saves an empty selection', async () => {
    const server = closingServer();
    server.putAnswer(1107, '["Cash"]');
    renderPlanPage(PATH);
    await screen.findByRole('checkbox', { name: 'Cash' });
    await userEvent.click(box('Cash'));
    expect(screen.queryByText('Please select at least one way to give.')).toBeNull();
    // An empty selection is never autosaved.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(server.sent('POST /answers')).toEqual([]);
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one way to give.');
    expect(box('Cash')).toHaveFocus();
    expect(server.sent('POST /answers')).toEqual([]);
    await userEvent.click(box('Cryptocurrency'));
    expect(screen.queryByText('Please select at least one way to give.')).toBeNull();
    expect(await pressNext()).toBe('valid');
    expect(server.answers.get(1107)?.answer).toBe('["Cryptocurrency"]');
  });

  it('stays with "Please ensure your answer is saved before proceeding." when the save fails', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    await screen.findByRole('checkbox', { name: 'Cash' });
    server.fail('POST /answers', { status: 500, times: 1 });
    fireEvent.click(box('Securities (Stock Transfers)'));
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByText('Please ensure your answer is saved before proceeding.')).toBeInTheDocument();
    expect(screen.getByText('Failed to save your answer. Please try again.')).toBeInTheDocument();
    expect(await pressNext()).toBe('valid');
    expect(server.answers.get(1107)?.answer).toBe('["Securities (Stock Transfers)"]');
  });

  it('says when someone else saved the selection meanwhile, and Reload shows theirs', async () => {
    const server = closingServer();
    server.putAnswer(1107, '["Cash"]');
    renderPlanPage(PATH);
    await screen.findByRole('checkbox', { name: 'Cash' });
    server.putAnswer(1107, '["Cash","Real Estate"]');
    fireEvent.click(box('Check'));
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByText('This answer was changed by someone else. Reload to see the latest version.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(box('Real Estate')).toBeChecked());
    expect(box('Check')).not.toBeChecked();
    expect(await pressNext()).toBe('valid');
  });

  it('says the question could not be loaded and keeps Next on the page', async () => {
    const server = closingServer();
    server.fail('GET /questions/case_statement_ways_to_give', { status: 500 });
    renderPlanPage(PATH);
    expect(await screen.findByText('Failed to load question data. Please try again.')).toBeInTheDocument();
    expect(await pressNext()).toBe('invalid');
  });
});
