/**
 * The expense tables (spec file 2 §2 "Expenses tab", §3 "Expense item", §4 "Expense and revenue
 * tables", §5): items in whole cents, their row, category and table totals, which items changed
 * since the last save, which are sent (only those with a name), and, after a save, the server ids
 * taken by items that had none (matched by type plus description). Pure functions over plain
 * arrays, so a page keeps the items in its state and hands them to `useAutosave`:
 *
 * ```ts
 * const autosave = useAutosave({
 *   value: items, saved: loaded, delay: AUTOSAVE_MS.table, equals: sameItems,
 *   save: async (value, previous) => {
 *     const changed = itemsToSave(value, previous);
 *     if (changed.length === 0) return value;               // nothing to send: success without a call
 *     const saved = await saveExpenses(changed.map(itemToRecord));
 *     const records = saved.map(recordRef);
 *     setItems((current) => adoptServerIds(current, records));  // the items on screen
 *     return adoptServerIds(value, records);                     // the new last-saved value
 *   },
 * });
 * ```
 */
import { parseAmount } from '../../../lib/money';
import type { Years } from '../../../lib/goals';
import { centsToDecimal } from '../../../lib/amountInput';
import { isBlank } from '../../../lib/words';
import type { PastedRow } from './spreadsheetPaste';

/** A category group of a table, in display order (spec §3: eight, keyed as the API keys them). */
export interface ExpenseCategory {
  key: string;
  label: string;
}

export interface ExpenseItem {
  /** A stable client key (list key, change tracking): the server id for a loaded item. */
  key: string;
  /** The server id; null until the item is saved. */
  id: string | null;
  /** The category key (sent as `expense_type`). */
  category: string;
  /** The item's name (sent as `expense_description`). */
  name: string;
  /** Year 1, 2 and 3 in cents. */
  amounts: Years;
}

let lastKey = 0;
/** A key for an item made on this page. */
export function newItemKey(): string {
  lastKey += 1;
  return `new-${lastKey}`;
}

/** A new, empty item of `category`. */
export function emptyItem(category: string): ExpenseItem {
  return { key: newItemKey(), id: null, category, name: '', amounts: [0, 0, 0] };
}

/** An item with no name and no amounts (what '+ ADD MORE' adds). */
export function isEmptyItem(item: ExpenseItem): boolean {
  return isBlank(item.name) && item.amounts.every((a) => a === 0);
}

const sum = (ys: Years) => ys[0] + ys[1] + ys[2];
const add = (a: Years, b: Years): Years => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];

/** The row total: the item's three years. */
export const itemTotal = (item: ExpenseItem): number => sum(item.amounts);

export interface Totals {
  /** Per year, in cents. */
  years: Years;
  /** The three years together. */
  total: number;
}

/** The years and total of some items. */
export function totalsOf(items: readonly ExpenseItem[]): Totals {
  const years = items.reduce<Years>((acc, item) => add(acc, item.amounts), [0, 0, 0]);
  return { years, total: sum(years) };
}

/** A category's item count and totals. */
export function categorySummary(items: readonly ExpenseItem[], category: string): Totals & { count: number } {
  const mine = items.filter((i) => i.category === category);
  return { count: mine.length, ...totalsOf(mine) };
}

/** Whether two items hold the same figures (category, name, amounts); keys and ids aside. */
export function sameContent(a: ExpenseItem, b: ExpenseItem): boolean {
  return (
    a.category === b.category &&
    a.name === b.name &&
    a.amounts[0] === b.amounts[0] &&
    a.amounts[1] === b.amounts[1] &&
    a.amounts[2] === b.amounts[2]
  );
}

/** Whether two tables hold the same items with the same figures (the autosave's `equals`). */
export function sameItems(a: readonly ExpenseItem[], b: readonly ExpenseItem[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  const byKey = new Map(b.map((item) => [item.key, item]));
  return a.every((item) => {
    const other = byKey.get(item.key);
    return other !== undefined && sameContent(item, other);
  });
}

/** Only items with a name are saved (spec §5). */
export const isSavable = (item: ExpenseItem): boolean => !isBlank(item.name);

/** Spec §5 (Program Expenses tab): at least one item, in any category, before moving on. */
export const hasExpenseData = (items: readonly ExpenseItem[]): boolean => items.some(isSavable);

/** The items that changed since `saved` (new, or with other figures), in table order. */
export function dirtyItems(items: readonly ExpenseItem[], saved: readonly ExpenseItem[]): ExpenseItem[] {
  const before = new Map(saved.map((item) => [item.key, item]));
  return items.filter((item) => {
    const old = before.get(item.key);
    return old === undefined || !sameContent(item, old);
  });
}

/**
 * What a save sends: the changed items that have a name, each with its server id (taken from
 * the last saved value when the item on screen has not received it yet). Names are trimmed.
 */
export function itemsToSave(items: readonly ExpenseItem[], saved: readonly ExpenseItem[]): ExpenseItem[] {
  const ids = new Map(saved.filter((s) => s.id !== null).map((s) => [s.key, s.id]));
  return dirtyItems(items, saved)
    .filter(isSavable)
    .map((item) => ({ ...item, id: item.id ?? ids.get(item.key) ?? null, name: item.name.trim() }));
}

/** A record the server holds, reduced to what matching needs. */
export interface SavedRef {
  id: string;
  category: string;
  name: string;
}

/**
 * After a save (spec §4): each item without an id takes the id of a server record of the same
 * type and description (the name, trimmed), each record given once, in table order; ids already
 * on screen are never given again.
 */
export function adoptServerIds(items: readonly ExpenseItem[], records: readonly SavedRef[]): ExpenseItem[] {
  const taken = new Set(items.map((i) => i.id).filter((id): id is string => id !== null));
  const free = records.filter((r) => !taken.has(r.id));
  return items.map((item) => {
    if (item.id !== null) return item;
    const name = item.name.trim();
    const index = free.findIndex((r) => r.category === item.category && r.name.trim() === name);
    if (index < 0) return item;
    const [record] = free.splice(index, 1);
    return { ...item, id: record.id };
  });
}

/** Removes the item with `key`. */
export function removeItem(items: readonly ExpenseItem[], key: string): ExpenseItem[] {
  return items.filter((i) => i.key !== key);
}

/**
 * Rows pasted from a spreadsheet into `category` (spec: one item per row). Pasted into an empty,
 * unsaved item, the first row fills it (keeping its key); otherwise the rows come after the item pasted into (or
 * after the category's last item). Returns the items and the keys of the new ones.
 */
export function insertPastedRows(
  items: readonly ExpenseItem[],
  category: string,
  rows: readonly PastedRow[],
  targetKey: string | null = null,
): { items: ExpenseItem[]; keys: string[] } {
  if (rows.length === 0) return { items: [...items], keys: [] };
  const made = rows.map((row) => ({ ...emptyItem(category), name: row.name, amounts: [...row.amounts] as Years }));
  const target = targetKey === null ? -1 : items.findIndex((i) => i.key === targetKey && i.category === category);
  let at: number;
  let replace = 0;
  if (target >= 0) {
    at = target;
    if (items[target].id === null && isEmptyItem(items[target])) replace = 1;
    else at = target + 1;
  } else {
    const last = items.map((i) => i.category).lastIndexOf(category);
    at = last >= 0 ? last + 1 : items.length;
  }
  // The item pasted into keeps its key, so its input stays where the focus is.
  if (replace === 1) made[0] = { ...made[0], key: items[target].key };
  const next = [...items.slice(0, at), ...made, ...items.slice(at + replace)];
  return { items: next, keys: made.map((m) => m.key) };
}

/** An expense item as the API names its fields (spec §3, §7). */
export interface ExpenseRecord {
  id?: string | null;
  expense_type: string;
  expense_description: string;
  expense_cost: number | string | null;
  expense_cost_year_2: number | string | null;
  expense_cost_year_3: number | string | null;
}

/** Dollars from the API (a JSON number or decimal string) as exact cents; anything else is 0. */
export function centsFromApi(value: unknown): number {
  if (value === null || value === undefined || value === '') return 0;
  const parsed = parseAmount(value);
  return parsed.ok ? parsed.cents : 0;
}

/** A record the server sent → an item (its key is its id). */
export function itemFromRecord(record: ExpenseRecord & { id: string }): ExpenseItem {
  return {
    key: record.id,
    id: record.id,
    category: record.expense_type,
    name: record.expense_description ?? '',
    amounts: [centsFromApi(record.expense_cost), centsFromApi(record.expense_cost_year_2), centsFromApi(record.expense_cost_year_3)],
  };
}

/** An item → the record to send: amounts as exact decimal strings of dollars ("1200.50"). */
export function itemToRecord(item: ExpenseItem): ExpenseRecord {
  return {
    ...(item.id !== null ? { id: item.id } : {}),
    expense_type: item.category,
    expense_description: item.name.trim(),
    expense_cost: centsToDecimal(item.amounts[0]),
    expense_cost_year_2: centsToDecimal(item.amounts[1]),
    expense_cost_year_3: centsToDecimal(item.amounts[2]),
  };
}

/** A saved record reduced to what {@link adoptServerIds} matches on. */
export function recordRef(record: ExpenseRecord & { id: string }): SavedRef {
  return { id: record.id, category: record.expense_type, name: record.expense_description ?? '' };
}
