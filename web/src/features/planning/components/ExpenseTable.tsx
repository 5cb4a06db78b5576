import { useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { formatCents } from '../../../lib/format';
import type { Years } from '../../../lib/goals';
import {
  categorySummary,
  emptyItem,
  insertPastedRows,
  itemTotal,
  removeItem,
  totalsOf,
  type ExpenseCategory,
  type ExpenseItem,
} from '../lib/budgetTable';
import { parseExpensePaste, type ExpensePaste } from '../lib/spreadsheetPaste';
import { PM } from '../../../config/planMessages';
import { ChevronDownIcon, TrashIcon } from '../../../components/icons';
import { MoneyInput } from './MoneyInput';
import './blocks.css';
import { versionToken } from '../../../lib/session';

export interface ExpenseTableProps {
  /** The table's accessible name (a hidden caption), e.g. 'Program Expenses'. */
  caption: string;
  /** The category groups in order (spec §3: the eight expense categories). */
  categories: readonly ExpenseCategory[];
  items: readonly ExpenseItem[];
  /** Every edit (names, amounts, added, pasted and removed items) as the whole new list. */
  onChange: (items: ExpenseItem[]) => void;
  /** Deletes a saved item on the server; the table removes the item only when this resolves. */
  onDelete: (item: ExpenseItem) => Promise<void>;
  /** The footer row's label ('PROGRAM BUDGET TOTAL' on program pages). */
  footerLabel: string;
  /** Category keys open at first (default: only the first category). */
  initiallyOpen?: readonly string[];
  disabled?: boolean;
}

const YEARS = [1, 2, 3] as const;

const itemCount = (n: number) => (n === 1 ? '1 item' : `${n} items`);

/** What a paste added, said to everyone (a polite status line). */
function pasteNotice(paste: ExpensePaste, category: string): string {
  const added = paste.rows.length;
  if (added === 0) return 'Nothing was added: the pasted rows hold no items.';
  const parts = [`Added ${itemCount(added)} to ${category}.`];
  if (paste.unreadable > 0) {
    parts.push(
      paste.unreadable === 1
        ? '1 amount could not be read and counts as $0.'
        : `${paste.unreadable} amounts could not be read and count as $0.`,
    );
  }
  return parts.join(' ');
}

/**
 * An expense table (spec §2 "Expenses tab"): category groups with their item count and totals
 * (only the first open at first; each header is a button), the columns Needs, Year 1–3 and
 * Total, '+ ADD MORE' per category, a delete button per item (a saved item only after 'Confirm
 * Delete'), and the footer with the table's year and grand totals. Totals follow every keystroke,
 * in cents. Rows copied from a spreadsheet (name, year 1, year 2, year 3) can be pasted into an
 * item, or on a category's '+ ADD MORE' button: one item per row.
 */
export function ExpenseTable({
  caption,
  categories,
  items,
  onChange,
  onDelete,
  footerLabel,
  initiallyOpen,
  disabled,
}: ExpenseTableProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(initiallyOpen ?? (categories[0] ? [categories[0].key] : [])),
  );
  const [confirming, setConfirming] = useState<ExpenseItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  /** The control to focus after the next render (a new item's name, or '+ ADD MORE' after a delete). */
  const focusNext = useRef<string | null>(null);
  const table = useRef<HTMLTableElement>(null);

  // Async completions (a delete) apply to the items as they are then, not as they were.
  const latest = useRef(items);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    latest.current = items;
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    if (!focusNext.current) return;
    table.current?.querySelector<HTMLElement>(`[data-focus="${focusNext.current}"]`)?.focus();
    focusNext.current = null;
  });

  const update = (key: string, change: Partial<Pick<ExpenseItem, 'name' | 'amounts'>>) =>
    onChange(items.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const setAmount = (item: ExpenseItem, year: number, cents: number) => {
    const amounts = [...item.amounts] as Years;
    amounts[year] = cents;
    update(item.key, { amounts });
  };

  const add = (category: string) => {
    const item = emptyItem(category);
    onChange([...items, item]);
    focusNext.current = `name-${item.key}`;
  };

  const remove = (item: ExpenseItem) => {
    if (item.id === null) {
      onChange(removeItem(items, item.key));
      focusNext.current = `add-${item.category}`;
    } else {
      setDeleteError(null);
      setConfirming(item);
    }
  };

  const confirmDelete = async () => {
    const item = confirming;
    if (!item) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await onDelete(item);
    } catch {
      setDeleting(false);
      setDeleteError(PM.DELETE_FAILED);
      return;
    }
    setDeleting(false);
    setConfirming(null);
    onChangeRef.current(removeItem(latest.current, item.key));
    focusNext.current = `add-${item.category}`;
  };

  const onPaste = (e: ClipboardEvent<HTMLTableSectionElement>, category: ExpenseCategory) => {
    if (disabled) return;
    const paste = parseExpensePaste(e.clipboardData.getData('text/plain'));
    if (!paste) return; // one cell: an ordinary paste into the input
    e.preventDefault();
    const row = (e.target as Element).closest<HTMLElement>('[data-item]');
    const { items: next, keys } = insertPastedRows(items, category.key, paste.rows, row?.dataset.item ?? null);
    if (keys.length > 0) {
      onChange(next);
      setOpen((current) => new Set(current).add(category.key));
    }
    setNotice(pasteNotice(paste, category.label));
  };

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const totals = totalsOf(items);

  return (
    <div className="expense-table">
      <div className="expense-table__scroll">
        <table ref={table} className="expense-table__table">
          <caption className="visually-hidden">{caption}</caption>
          <colgroup>
            <col className="expense-table__col-name" />
            <col span={3} className="expense-table__col-year" />
            <col className="expense-table__col-total" />
            <col className="expense-table__col-actions" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{PM.NEEDS}</th>
              {YEARS.map((y) => (
                <th scope="col" key={y} className="expense-table__num">
                  Year {y}
                </th>
              ))}
              <th scope="col" className="expense-table__num">
                {PM.TOTAL}
              </th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          {categories.map((category) => {
            const summary = categorySummary(items, category.key);
            const mine = items.filter((i) => i.category === category.key);
            const isOpen = open.has(category.key);
            const groupId = `${baseId}-${category.key}`;
            return (
              <tbody
                key={category.key}
                id={groupId}
                className={`expense-table__group ${isOpen ? 'expense-table__group--open' : ''}`}
                onPaste={(e) => onPaste(e, category)}
              >
                <tr className="expense-table__category">
                  <th scope="rowgroup">
                    <button
                      type="button"
                      className="expense-table__toggle"
                      aria-expanded={isOpen}
                      aria-controls={groupId}
                      onClick={() => toggle(category.key)}
                    >
                      <ChevronDownIcon className="expense-table__chevron" />
                      {/* The name is the visible text ("Personnel and Benefits, 4 items"; WCAG 2.5.3). */}
                      <span className="expense-table__category-label">{category.label}</span>
                      <span className="visually-hidden">,</span>{' '}
                      <span className="expense-table__count">{itemCount(summary.count)}</span>
                    </button>
                  </th>
                  {summary.years.map((cents, y) => (
                    <td key={y} className="expense-table__num">
                      {formatCents(cents)}
                    </td>
                  ))}
                  <td className="expense-table__num expense-table__strong">{formatCents(summary.total)}</td>
                  <td aria-hidden="true" />
                </tr>
                {isOpen
                  ? mine.map((item, index) => {
                      const name = item.name.trim() || `item ${index + 1} in ${category.label}`;
                      return (
                        <tr key={item.key} className="expense-table__item" data-item={item.key}>
                          <td>
                            <input
                              className="input expense-table__name"
                              value={item.name}
                              placeholder={PM.ITEM_PLACEHOLDER}
                              aria-label={`Name of item ${index + 1} in ${category.label}`}
                              data-focus={`name-${item.key}`}
                              disabled={disabled}
                              readOnly={versionToken() !== null}
                              onChange={(e) => update(item.key, { name: e.target.value })}
                            />
                          </td>
                          {YEARS.map((y, i) => (
                            <td key={y}>
                              <MoneyInput
                                label={`Year ${y} amount for ${name}`}
                                cents={item.amounts[i]}
                                disabled={disabled}
                                onChange={(cents) => setAmount(item, i, cents)}
                              />
                            </td>
                          ))}
                          <td className="expense-table__num">{formatCents(itemTotal(item))}</td>
                          <td>
                            <button
                              type="button"
                              className="expense-table__delete"
                              aria-label={`Delete ${name}`}
                              disabled={disabled}
                              onClick={() => remove(item)}
                            >
                              <TrashIcon />
                            </button>
                          </td>
                        </tr>
                      );
                    })
                  : null}
                {isOpen ? (
                  <tr className="expense-table__add-row">
                    <td colSpan={6}>
                      <button
                        type="button"
                        className="expense-table__add"
                        data-focus={`add-${category.key}`}
                        aria-label={`Add more to ${category.label}`}
                        disabled={disabled}
                        onClick={() => add(category.key)}
                      >
                        {PM.ADD_MORE}
                      </button>
                    </td>
                  </tr>
                ) : null}
              </tbody>
            );
          })}
          <tfoot>
            <tr className="expense-table__footer">
              <th scope="row">{footerLabel}</th>
              {totals.years.map((cents, y) => (
                <td key={y} className="expense-table__num">
                  {formatCents(cents)}
                </td>
              ))}
              <td className="expense-table__num">{formatCents(totals.total)}</td>
              <td aria-hidden="true" />
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="expense-table__hint">
        Tip: copy rows from a spreadsheet (item name, Year 1, Year 2, Year 3) and paste them into an item name to add
        one item per row.
      </p>
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      <Modal
        open={confirming !== null}
        role="alertdialog"
        size="sm"
        title={PM.CONFIRM_DELETE}
        description={PM.DELETE_ITEM_QUESTION}
        onClose={deleting ? undefined : () => setConfirming(null)}
        footer={
          <>
            <Button data-autofocus variant="secondary" onClick={() => setConfirming(null)} disabled={deleting}>
              {PM.CANCEL}
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()} loading={deleting}>
              {PM.DELETE}
            </Button>
          </>
        }
      >
        {deleteError ? <Alert tone="error">{deleteError}</Alert> : null}
      </Modal>
    </div>
  );
}
