import { describe, expect, it } from 'vitest';
import type { Years } from '../../../lib/goals';
import {
  adoptServerIds,
  categorySummary,
  centsFromApi,
  dirtyItems,
  emptyItem,
  hasExpenseData,
  insertPastedRows,
  itemFromRecord,
  itemToRecord,
  itemTotal,
  itemsToSave,
  recordRef,
  sameItems,
  totalsOf,
  type ExpenseItem,
} from './budgetTable';

const item = (key: string, category: string, name: string, amounts: Years, id: string | null = key): ExpenseItem => ({
  key,
  id,
  category,
  name,
  amounts,
});

/** Adult Basic Literacy, year-1 budget $412,000 (the sample plan). */
const LITERACY: ExpenseItem[] = [
  item('e1', 'personnel_and_benefits', 'Tutor stipends', [12_000_000, 12_400_000, 12_800_000]),
  item('e2', 'personnel_and_benefits', 'Program coordinator', [6_800_000, 7_000_000, 7_250_000]),
  item('e3', 'personnel_and_benefits', 'Literacy specialists', [14_200_000, 14_700_000, 15_200_000]),
  item('e4', 'printing_and_publications', 'Books and workbooks', [3_600_000, 3_700_000, 3_850_000]),
  item('e5', 'other_expenses', 'Classroom rent and assessments', [4_600_000, 4_750_000, 4_900_000]),
  item('e6', 'in-kind_goods_services', 'Donated classroom space', [0, 0, 0]),
];

describe('budget table totals', () => {
  it('add the three years of a row', () => {
    expect(itemTotal(LITERACY[0])).toBe(37_200_000);
  });

  it('count and add up a category', () => {
    expect(categorySummary(LITERACY, 'personnel_and_benefits')).toEqual({
      count: 3,
      years: [33_000_000, 34_100_000, 35_250_000],
      total: 102_350_000,
    });
    expect(categorySummary(LITERACY, 'legal_fees')).toEqual({ count: 0, years: [0, 0, 0], total: 0 });
  });

  it('add up the whole table to the program budget ($412,000 in year 1)', () => {
    expect(totalsOf(LITERACY)).toEqual({ years: [41_200_000, 42_550_000, 44_000_000], total: 127_750_000 });
  });

  it('stay whole cents where floating-point dollars would drift', () => {
    const cents = [item('a', 'x', 'a', [10, 20, 0]), item('b', 'x', 'b', [20, 10, 0])];
    expect(totalsOf(cents).years).toEqual([30, 30, 0]);
    expect(0.1 + 0.2).not.toBe(0.3);
  });
});

describe('what a save sends', () => {
  it('finds the new items and the changed ones, not the untouched', () => {
    const edited = LITERACY.map((i) => (i.key === 'e2' ? { ...i, amounts: [6_900_000, 7_000_000, 7_250_000] as Years } : i));
    const added = { ...emptyItem('legal_fees'), name: 'Contract review' };
    expect(dirtyItems([...edited, added], LITERACY).map((i) => i.name)).toEqual(['Program coordinator', 'Contract review']);
  });

  it('sends only items with a name, trimmed', () => {
    const blank = emptyItem('legal_fees');
    const spaced = { ...emptyItem('legal_fees'), name: '  Contract review  ', amounts: [50_000, 0, 0] as Years };
    const sent = itemsToSave([...LITERACY, blank, spaced], LITERACY);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: 'Contract review', id: null });
  });

  it('counts a table as filled in once one item, in any category, has a name', () => {
    expect(hasExpenseData([])).toBe(false);
    expect(hasExpenseData([{ ...emptyItem('legal_fees'), amounts: [100, 0, 0] }])).toBe(false);
    expect(hasExpenseData([emptyItem('legal_fees'), { ...emptyItem('other_expenses'), name: 'Rent' }])).toBe(true);
  });

  it('sends nothing when nothing changed', () => {
    expect(itemsToSave(LITERACY.map((i) => ({ ...i })), LITERACY)).toEqual([]);
  });

  it('takes the id from the last saved value when the item on screen has not received it yet', () => {
    const onScreen = item('new-9', 'legal_fees', 'Contract review', [60_000, 0, 0], null);
    const saved = [item('new-9', 'legal_fees', 'Contract review', [50_000, 0, 0], 'srv-7')];
    expect(itemsToSave([onScreen], saved)[0].id).toBe('srv-7');
  });

  it('compares tables by their figures, not by ids', () => {
    const withIds = [item('new-1', 'legal_fees', 'Review', [1, 2, 3], 'srv-1')];
    const withoutIds = [item('new-1', 'legal_fees', 'Review', [1, 2, 3], null)];
    expect(sameItems(withIds, withoutIds)).toBe(true);
    expect(sameItems(withIds, [item('new-1', 'legal_fees', 'Review', [1, 2, 4], null)])).toBe(false);
    expect(sameItems(withIds, [])).toBe(false);
    expect(sameItems(withIds, [item('new-2', 'legal_fees', 'Review', [1, 2, 3], 'srv-1')])).toBe(false);
  });
});

describe('adoptServerIds', () => {
  it('gives new items the ids of the records with the same type and description', () => {
    const items = [
      LITERACY[0],
      item('new-1', 'legal_fees', 'Contract review ', [1, 0, 0], null),
      item('new-2', 'other_expenses', 'Contract review', [1, 0, 0], null),
    ];
    const adopted = adoptServerIds(items, [
      { id: 'srv-b', category: 'other_expenses', name: 'Contract review' },
      { id: 'srv-a', category: 'legal_fees', name: 'Contract review' },
      { id: 'e1', category: 'personnel_and_benefits', name: 'Tutor stipends' },
    ]);
    expect(adopted.map((i) => i.id)).toEqual(['e1', 'srv-a', 'srv-b']);
    expect(adopted[0]).toBe(items[0]);
  });

  it('gives each record once, in table order, to items that share a name', () => {
    const items = [item('n1', 'legal_fees', 'Filing', [1, 0, 0], null), item('n2', 'legal_fees', 'Filing', [2, 0, 0], null)];
    const adopted = adoptServerIds(items, [
      { id: 'r1', category: 'legal_fees', name: 'Filing' },
      { id: 'r2', category: 'legal_fees', name: 'Filing' },
    ]);
    expect(adopted.map((i) => i.id)).toEqual(['r1', 'r2']);
  });

  it('never gives an id an item on screen already has, and leaves unmatched items without one', () => {
    const items = [item('x', 'legal_fees', 'Filing', [1, 0, 0], 'r1'), item('n', 'legal_fees', 'Filing', [1, 0, 0], null)];
    const adopted = adoptServerIds(items, [{ id: 'r1', category: 'legal_fees', name: 'Filing' }]);
    expect(adopted[1].id).toBeNull();
  });
});

describe('insertPastedRows', () => {
  const rows = [
    { name: 'Tutor stipends', amounts: [12_000_000, 12_400_000, 12_800_000] as Years },
    { name: 'Program coordinator', amounts: [6_800_000, 7_000_000, 7_250_000] as Years },
  ];

  it('fills the empty new item pasted into (keeping its key) and adds the other rows after it', () => {
    const blank = emptyItem('personnel_and_benefits');
    const after = item('e4', 'printing_and_publications', 'Books', [1, 1, 1]);
    const { items, keys } = insertPastedRows([blank, after], 'personnel_and_benefits', rows, blank.key);
    expect(items.map((i) => i.name)).toEqual(['Tutor stipends', 'Program coordinator', 'Books']);
    expect(items.slice(0, 2).every((i) => i.id === null && i.category === 'personnel_and_benefits')).toBe(true);
    expect(keys).toEqual([blank.key, items[1].key]);
    expect(items[0].key).toBe(blank.key);
    expect(new Set(keys).size).toBe(2);
  });

  it('adds the rows after an item that holds something, leaving it as it was', () => {
    const { items } = insertPastedRows(LITERACY, 'personnel_and_benefits', rows, 'e1');
    expect(items.map((i) => i.key).slice(0, 1)).toEqual(['e1']);
    expect(items[0]).toBe(LITERACY[0]);
    expect(items.map((i) => i.name).slice(1, 3)).toEqual(['Tutor stipends', 'Program coordinator']);
    expect(items).toHaveLength(LITERACY.length + 2);
  });

  it('adds the rows after the category’s last item when no item is the target', () => {
    const { items } = insertPastedRows(LITERACY, 'personnel_and_benefits', rows);
    expect(items.map((i) => i.name).slice(2, 5)).toEqual(['Literacy specialists', 'Tutor stipends', 'Program coordinator']);
    const empty = insertPastedRows([], 'legal_fees', rows);
    expect(empty.items.map((i) => i.category)).toEqual(['legal_fees', 'legal_fees']);
  });
});

describe('API records', () => {
  it('read the server’s dollars to exact cents, numbers or strings, and anything else as 0', () => {
    expect(centsFromApi(1200.5)).toBe(120_050);
    expect(centsFromApi('0.29')).toBe(29);
    expect(centsFromApi(null)).toBe(0);
    expect(centsFromApi('abc')).toBe(0);
    const loaded = itemFromRecord({
      id: '01JD0',
      expense_type: 'personnel_and_benefits',
      expense_description: 'Tutor stipends',
      expense_cost: 120000,
      expense_cost_year_2: '124000.00',
      expense_cost_year_3: 128000,
    });
    expect(loaded).toEqual(item('01JD0', 'personnel_and_benefits', 'Tutor stipends', [12_000_000, 12_400_000, 12_800_000]));
  });

  it('write amounts as exact decimal strings and leave out the id of a new item', () => {
    expect(itemToRecord(item('new-1', 'legal_fees', ' Contract review ', [120_050, 29, 0], null))).toEqual({
      expense_type: 'legal_fees',
      expense_description: 'Contract review',
      expense_cost: '1200.50',
      expense_cost_year_2: '0.29',
      expense_cost_year_3: '0.00',
    });
    expect(itemToRecord(LITERACY[0])).toMatchObject({ id: 'e1' });
    expect(recordRef({ ...itemToRecord(LITERACY[0]), id: 'e1' })).toEqual({ id: 'e1', category: 'personnel_and_benefits', name: 'Tutor stipends' });
  });
});
