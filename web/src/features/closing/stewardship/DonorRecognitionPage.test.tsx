import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BENEFITS, closingServerB } from '../../../test/closingServerB';
import { pressNext, renderPlanPage } from '../../../test/planningPages';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PAGE = '/steps/stewardship/donor-recognition';
const names = () => screen.getAllByRole('textbox', { name: /^Benefit \d+ name$/ }) as HTMLInputElement[];
const posts = (server: ReturnType<typeof closingServerB>) =>
  server.bodies('POST /stewardships') as { stewardships: { id?: string | null; benefit: { benefit_name: string; prospect: Record<string, boolean> } }[]; version?: number }[];

describe('Donor Recognition and Benefit Structure (spec file 3 §2, §4, §5, §8)', () => {
  it('shows the plan’s rounded goal and ratio above the default rows, one labelled checkbox per benefit and gift level', async () => {
    closingServerB();
    renderPlanPage(PAGE);
    expect(await screen.findByText('$3,500,000')).toBeInTheDocument();
    expect(screen.getByText('4:1')).toBeInTheDocument();
    expect(names().map((n) => n.value)).toEqual(DEFAULT_BENEFITS.map((b) => b.benefit_name));
    // The columns are the gift chart's levels the server answers, then its base row.
    expect(screen.getAllByRole('columnheader').map((h) => h.firstChild?.textContent)).toEqual([
      'Benefit',
      '$500,000',
      '$250,000',
      '$100,000',
      '$50,000',
      '$25,000',
      'Various (<$25,000)',
      'Actions',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Name listed in the annual report at Various (<$25,000)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Naming of a classroom, the van or the lab at $500,000' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Naming of a classroom, the van or the lab at $100,000' })).not.toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(DEFAULT_BENEFITS.length * 6);
    // The named prospects of the pyramid show under their level (blank names do not count).
    expect(screen.getByRole('columnheader', { name: /\$250,000/ })).toHaveTextContent('3 prospects named');
  });

  it('saves the chart two seconds after a checkbox changes, with the version it read, and keeps the ids the server gives', async () => {
    const server = closingServerB();
    renderPlanPage(PAGE);
    const box = await screen.findByRole('checkbox', { name: 'Invitation to the annual Literacy Celebration at $25,000' });
    fireEvent.click(box);
    expect(posts(server)).toHaveLength(0);
    await waitFor(() => expect(posts(server)).toHaveLength(1), { timeout: 4000 });
    const [body] = posts(server);
    expect(body.version).toBe(0);
    expect(body.stewardships.map((s) => s.id)).toEqual([null, null, null, null]);
    expect(body.stewardships[2].benefit).toEqual({
      benefit_name: 'Invitation to the annual Literacy Celebration',
      prospect: { '500000': true, '250000': true, '100000': true, '50000': false, '25000': true, 'Various (<$25,000)': false },
    });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    // The rows now carry the server's ids: deleting one asks the server.
    await userEvent.click(screen.getByRole('button', { name: 'Delete Name listed in the annual report' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(server.stewardships?.map((s) => s.benefit.benefit_name)).toEqual(DEFAULT_BENEFITS.slice(1).map((b) => b.benefit_name));
  });

  it('adds a row with the focus in its name, and refuses another while the last has no name, the message clearing after 5 s', async () => {
    closingServerB();
    renderPlanPage(PAGE);
    await screen.findByText('$3,500,000');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Add Benefit' }));
    expect(names()).toHaveLength(5);
    expect(names()[4]).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Add Benefit' }));
    expect(names()).toHaveLength(5);
    expect(screen.getByRole('alert')).toHaveTextContent('Benefit name is required.');
    expect(names()[4]).toHaveAttribute('aria-invalid', 'true');
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText('Benefit name is required.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Benefit name is required.')).toBeNull();
    expect(names()[4]).not.toHaveAttribute('aria-invalid');
    fireEvent.change(names()[4], { target: { value: 'Tour of the Digital Skills Lab' } });
    expect(screen.getByRole('checkbox', { name: 'Tour of the Digital Skills Lab at $100,000' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Add Benefit' }));
    expect(names()).toHaveLength(6);
  });

  it('blocks Next while a benefit has no name: the spec’s message, the focus on that name, and nothing sent', async () => {
    const server = closingServerB();
    renderPlanPage(PAGE);
    await screen.findByText('$3,500,000');
    fireEvent.change(names()[1], { target: { value: '   ' } });
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all benefit names before proceeding');
    expect(names()[1]).toHaveFocus();
    expect(posts(server)).toHaveLength(0);
  });

  it('saves on Next what changed, new rows included, and lets the user go on', async () => {
    const server = closingServerB({ stewardships: DEFAULT_BENEFITS.slice(0, 2) });
    renderPlanPage(PAGE);
    await screen.findByDisplayValue('Name listed in the annual report');
    await userEvent.click(screen.getByRole('button', { name: 'Add Benefit' }));
    fireEvent.change(names()[2], { target: { value: 'Quarterly letter from a <b>learner</b>' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Quarterly letter from a <b>learner</b> at $100,000' }));
    expect(await pressNext()).toBe('valid');
    const last = posts(server).at(-1)!;
    expect(last.version).toBe(1);
    expect(last.stewardships).toHaveLength(3);
    expect(last.stewardships[0].id).toBe(server.stewardships?.[0].id);
    expect(last.stewardships[2]).toEqual({
      id: null,
      benefit: {
        benefit_name: 'Quarterly letter from a <b>learner</b>',
        prospect: { '100000': true },
      },
    });
    // Nothing changed since: Next sends nothing more.
    expect(await pressNext()).toBe('valid');
    expect(posts(server)).toHaveLength(1);
  });

  it('keeps a benefit name on one line: a pasted line break becomes a space', async () => {
    closingServerB();
    renderPlanPage(PAGE);
    await screen.findByText('$3,500,000');
    fireEvent.change(names()[0], { target: { value: 'Tour of the\nDigital Skills Lab' } });
    expect(names()[0].value).toBe('Tour of the Digital Skills Lab');
  });

  it('asks before deleting: Cancel keeps the row, Delete removes an unsaved row without calling the server', async () => {
    const server = closingServerB();
    renderPlanPage(PAGE);
    await screen.findByText('$3,500,000');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Invitation to the annual Literacy Celebration' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Donor Benefit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(names()).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Invitation to the annual Literacy Celebration' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(names().map((n) => n.value)).not.toContain('Invitation to the annual Literacy Celebration');
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add Benefit' })).toHaveFocus();
  });

  it('keeps a saved row whose delete fails, with the spec’s message in the dialog', async () => {
    const server = closingServerB({ stewardships: DEFAULT_BENEFITS });
    server.fail(`DELETE /stewardships/${server.stewardships![0].id}`, { status: 500 });
    renderPlanPage(PAGE);
    await screen.findByDisplayValue('Name listed in the annual report');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Name listed in the annual report' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('alertdialog')).findByText('Failed to delete the stewardship. Please try again.')).toBeInTheDocument();
    expect(names()).toHaveLength(4);
    expect(server.stewardships).toHaveLength(4);
  });

  it('deletes a saved row on the server and keeps unsaved edits of the others, saved with the new version', async () => {
    const server = closingServerB({ stewardships: DEFAULT_BENEFITS });
    renderPlanPage(PAGE);
    await screen.findByDisplayValue('Name listed in the annual report');
    fireEvent.change(names()[1], { target: { value: 'Personal call from Dana Whitfield' } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Naming of a classroom, the van or the lab' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.stewardships).toHaveLength(3);
    expect(names()[1].value).toBe('Personal call from Dana Whitfield');
    expect(await pressNext()).toBe('valid');
    expect(posts(server).at(-1)?.version).toBe(2);
    expect(server.stewardships?.[1].benefit.benefit_name).toBe('Personal call from Dana Whitfield');
  });

  it('starts with one empty row and says so when the chart cannot be loaded', async () => {
    const server = closingServerB();
    server.fail('GET /stewardships', { status: 500 });
    renderPlanPage(PAGE);
    expect(await screen.findByText('Failed to load your previous stewardship data. You can still create new ones.')).toBeInTheDocument();
    expect(names()).toHaveLength(1);
    expect(names()[0].value).toBe('');
  });

  it('keeps the user on the page with the spec’s message when the save fails', async () => {
    const server = closingServerB();
    server.fail('POST /stewardships', { status: 500 });
    renderPlanPage(PAGE);
    await screen.findByText('$3,500,000');
    fireEvent.change(names()[0], { target: { value: 'Listing in the annual report' } });
    expect(await pressNext()).toBe('invalid');
    expect(await screen.findByText('Failed to save your stewardship data. Please try again.')).toBeInTheDocument();
  });

  it('on a conflict, offers Reload, which shows the chart as saved meanwhile', async () => {
    const server = closingServerB({ stewardships: DEFAULT_BENEFITS });
    renderPlanPage(PAGE);
    await screen.findByDisplayValue('Name listed in the annual report');
    // A teammate saves meanwhile.
    server.stewardships = [{ id: 'other', benefit: { ...DEFAULT_BENEFITS[3], benefit_name: 'Seat at the board dinner' } }];
    server.stewardshipVersion = 7;
    fireEvent.change(names()[0], { target: { value: 'Listing in the annual report' } });
    expect(await pressNext()).toBe('invalid');
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(names().map((n) => n.value)).toEqual(['Seat at the board dinner']));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seat at the board dinner at $250,000' }));
    expect(await pressNext()).toBe('valid');
    expect(posts(server).at(-1)?.version).toBe(7);
  });

  it('shows the organization notice instead of the chart when the organization is not known', async () => {
    closingServerB();
    renderPlanPage(PAGE, { organization: null });
    expect(await screen.findByText('Unable to load organization data. Please try refreshing the page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry Loading Organization Data' })).toBeInTheDocument();
    expect(await pressNext()).toBe('invalid');
  });
});

describe('Donor Recognition and Benefit Structure, accessibility', () => {
  it('passes axe with the chart, a blank row marked and the delete dialog open', async () => {
    closingServerB();
    const { container } = renderPlanPage(PAGE);
    await screen.findByText('$3,500,000');
    fireEvent.click(screen.getByRole('button', { name: 'Add Benefit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Benefit' }));
    const page = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(page.violations.map((v) => v.id)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Benefit 5' }));
    const dialog = await axe.run(screen.getByRole('alertdialog'), { rules: { 'color-contrast': { enabled: false } } });
    expect(dialog.violations.map((v) => v.id)).toEqual([]);
  });
});
