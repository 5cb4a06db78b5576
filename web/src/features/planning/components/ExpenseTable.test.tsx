import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ExpenseCategory, ExpenseItem } from '../lib/budgetTable';
import { ExpenseTable } from './ExpenseTable';

/** Spec §3, in order. */
const CATEGORIES: ExpenseCategory[] = [
  { key: 'personnel_and_benefits', label: 'Personnel and Benefits' },
  { key: 'finance_fees', label: 'Finance Fees' },
  { key: 'legal_fees', label: 'Legal Fees' },
  { key: 'printing_and_publications', label: 'Printing and Publications' },
  { key: 'travel_conferences_and_meetings', label: 'Travel, Conferences, and Meetings' },
  { key: 'marketing_and_communications', label: 'Marketing and Communications' },
  { key: 'other_expenses', label: 'Other Expenses' },
  { key: 'in-kind_goods_services', label: 'In-Kind Goods & Services' },
];

const ITEMS: ExpenseItem[] = [
  { key: 'e1', id: 'e1', category: 'personnel_and_benefits', name: 'Tutor stipends', amounts: [12_000_000, 12_400_000, 12_800_000] },
  { key: 'e2', id: 'e2', category: 'personnel_and_benefits', name: 'Program coordinator', amounts: [6_800_000, 7_000_000, 7_250_000] },
  { key: 'e4', id: 'e4', category: 'printing_and_publications', name: 'Books and workbooks', amounts: [3_600_000, 3_700_000, 3_850_000] },
];

function Harness({
  initial = ITEMS,
  onDelete = async () => undefined,
}: {
  initial?: ExpenseItem[];
  onDelete?: (item: ExpenseItem) => Promise<void>;
}) {
  const [items, setItems] = useState(initial);
  return (
    <>
      <ExpenseTable
        caption="Program Expenses"
        categories={CATEGORIES}
        items={items}
        onChange={setItems}
        onDelete={onDelete}
        footerLabel="PROGRAM BUDGET TOTAL"
      />
      <output aria-label="items">{JSON.stringify(items.map((i) => [i.category, i.name, i.amounts, i.id]))}</output>
    </>
  );
}

const table = () => screen.getByRole('table', { name: 'Program Expenses' });
const toggle = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
const categoryRow = (label: string) => toggle(label).closest('tr') as HTMLElement;
const footer = () => within(table()).getByRole('rowheader', { name: 'PROGRAM BUDGET TOTAL' }).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const state = () => JSON.parse(screen.getByRole('status', { name: 'items' }).textContent ?? '[]') as unknown[][];

describe('ExpenseTable', () => {
  it('has the columns Needs, Year 1, Year 2, Year 3 and Total, and the categories in order', () => {
    render(<Harness />);
    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Needs', 'Year 1', 'Year 2', 'Year 3', 'Total', 'Actions']);
    const groups = within(table())
      .getAllByRole('button', { expanded: false })
      .concat(within(table()).getAllByRole('button', { expanded: true }));
    expect(groups).toHaveLength(8);
    expect(within(table()).getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Personnel and Benefits, 2 items',
      'Finance Fees, 0 items',
      'Legal Fees, 0 items',
      'Printing and Publications, 1 item',
      'Travel, Conferences, and Meetings, 0 items',
      'Marketing and Communications, 0 items',
      'Other Expenses, 0 items',
      'In-Kind Goods & Services, 0 items',
      'PROGRAM BUDGET TOTAL',
    ]);
  });

  it('opens only the first category at first, and each header shows its item count and totals', () => {
    render(<Harness />);
    expect(toggle('Personnel and Benefits')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Printing and Publications')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('textbox', { name: 'Name of item 1 in Personnel and Benefits' })).toHaveValue('Tutor stipends');
    expect(screen.queryByDisplayValue('Books and workbooks')).not.toBeInTheDocument();
    expect(cells(categoryRow('Personnel and Benefits'))).toEqual(['$188,000', '$194,000', '$200,500', '$582,500']);
    expect(cells(categoryRow('Printing and Publications'))).toEqual(['$36,000', '$37,000', '$38,500', '$111,500']);
  });

  it('opens and closes a category from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    toggle('Printing and Publications').focus();
    await user.keyboard('{Enter}');
    expect(toggle('Printing and Publications')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByDisplayValue('Books and workbooks')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(toggle('Printing and Publications')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByDisplayValue('Books and workbooks')).not.toBeInTheDocument();
  });

  it('shows the footer label with the year totals and the grand total', () => {
    render(<Harness />);
    expect(cells(footer())).toEqual(['$224,000', '$231,000', '$239,000', '$694,000']);
  });

  it('adds an item with + ADD MORE, focuses its name, and updates every total while typing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add more to Personnel and Benefits' }));
    const name = screen.getByRole('textbox', { name: 'Name of item 3 in Personnel and Benefits' });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('placeholder', 'Enter item name...');
    expect(toggle('Personnel and Benefits')).toHaveAccessibleName('Personnel and Benefits, 3 items');
    await user.type(name, 'Literacy specialists');
    const year1 = screen.getByRole('textbox', { name: 'Year 1 amount for Literacy specialists' });
    await user.type(year1, '142,000');
    await user.type(screen.getByRole('textbox', { name: 'Year 2 amount for Literacy specialists' }), '147000');
    const row = name.closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('$289,000');
    expect(cells(categoryRow('Personnel and Benefits'))).toEqual(['$330,000', '$341,000', '$200,500', '$871,500']);
    expect(cells(footer())).toEqual(['$366,000', '$378,000', '$239,000', '$983,000']);
    expect(state()[3]).toEqual(['personnel_and_benefits', 'Literacy specialists', [14_200_000, 14_700_000, 0], null]);
  });

  it('removes an item without an id at once', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(async () => undefined);
    render(<Harness onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Add more to Personnel and Benefits' }));
    await user.click(screen.getByRole('button', { name: 'Delete item 3 in Personnel and Benefits' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    expect(state()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add more to Personnel and Benefits' })).toHaveFocus();
  });

  it('asks before deleting a saved item, and Cancel keeps it', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(async () => undefined);
    render(<Harness onDelete={onDelete} />);
    const button = screen.getByRole('button', { name: 'Delete Tutor stipends' });
    await user.click(button);
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this item?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByDisplayValue('Tutor stipends')).toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('deletes a saved item on the server and removes it only when that succeeded', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onDelete = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete Tutor stipends' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(ITEMS[0]);
    expect(screen.getByDisplayValue('Tutor stipends')).toBeInTheDocument();
    finish();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue('Tutor stipends')).not.toBeInTheDocument();
    expect(cells(footer())).toEqual(['$104,000', '$107,000', '$111,000', '$322,000']);
  });

  it('keeps the item and says so when the delete fails', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn(async () => {
      throw new Error('network');
    });
    render(<Harness onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete Tutor stipends' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      'Failed to delete the item. Please try again.',
    );
    expect(screen.getByDisplayValue('Tutor stipends')).toBeInTheDocument();
    expect(state()).toHaveLength(3);
  });

  it('names each amount input after its year and item', () => {
    render(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Year 1 amount for Tutor stipends' })).toHaveValue('120,000');
    expect(screen.getByRole('textbox', { name: 'Year 3 amount for Program coordinator' })).toHaveValue('72,500');
  });

  it('turns rows pasted from Excel into one item each', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[]} />);
    await user.click(screen.getByRole('button', { name: 'Add more to Personnel and Benefits' }));
    await user.paste(
      'Needs\tYear 1\tYear 2\tYear 3\r\nTutor stipends\t$120,000.00\t$124,000.00\t$128,000.00\r\nProgram coordinator\t68,000\t70,000\tTBD\r\n',
    );
    expect(state()).toEqual([
      ['personnel_and_benefits', 'Tutor stipends', [12_000_000, 12_400_000, 12_800_000], null],
      ['personnel_and_benefits', 'Program coordinator', [6_800_000, 7_000_000, 0], null],
    ]);
    expect(screen.getByRole('textbox', { name: 'Name of item 1 in Personnel and Benefits' })).toHaveFocus();
    expect(screen.getByText('Added 2 items to Personnel and Benefits. 1 amount could not be read and counts as $0.')).toBeInTheDocument();
    expect(cells(footer())).toEqual(['$188,000', '$194,000', '$128,000', '$510,000']);
  });

  it('adds pasted rows to a category from its + ADD MORE button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(toggle('Legal Fees'));
    screen.getByRole('button', { name: 'Add more to Legal Fees' }).focus();
    await user.paste('Contract review\t2,500\t2,600\t2,700\nBoard insurance\t1,800\t1,900\t2,000');
    expect(state().slice(3).map((r) => r[1])).toEqual(['Contract review', 'Board insurance']);
    expect(state().slice(3).every((r) => r[0] === 'legal_fees')).toBe(true);
  });

  it('pastes a single cell into a name input as ordinary text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const name = screen.getByRole('textbox', { name: 'Name of item 1 in Personnel and Benefits' });
    await user.click(name);
    await user.keyboard('{End}');
    await user.paste(' (part-time)');
    expect(name).toHaveValue('Tutor stipends (part-time)');
    expect(state()).toHaveLength(3);
  });

  it('passes axe, with a category open and one closed', async () => {
    const { container } = render(<Harness />);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
