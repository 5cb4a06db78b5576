import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { EXPENSE_CATEGORIES } from '../../../generated/budget';
import { deleteExpense, getExpenses, saveExpenses, type ExpensesSaved } from '../../../lib/resources/expenses';
import { BM } from '../budgetMessages';
import { ExpenseTable } from '../components/ExpenseTable';
import { SaveStatus } from '../../../components/plan/SaveStatus';
import { hasExpenseData } from '../lib/budgetTable';
import { saveErrorText, useExpenseEditor } from './useExpenseEditor';
import './budgetPages.css';

/** The Expenses tab of a program or project page; `register` hands the page its check for Next. */
import type { ExpensesTabProps } from './expensesTab';

export type { ExpensesTabProps };

/** Spec §7: broadcast after each save of a program's or project's expenses. */
export const EXPENSES_UPDATED_EVENT = 'expenses-updated';

export interface ExpensesUpdatedDetail {
  /** The program's (or project's) id. */
  programId: string;
  kind: 'program' | 'project';
  /** The items the save stored, as the server answered them. */
  expenses: ExpensesSaved['expenses'];
}

interface OwnerExpensesProps extends ExpensesTabProps {
  /** What Next says when the table has no item (default 'Please add data to the Expenses table.'). */
  requiredMessage?: string;
}

/**
 * A program's or project's expense table (spec §2 "Expenses tab", §4, §5): 'Program Expenses',
 * the hint, the eight categories, autosave 2000 ms after the last change, 'PROGRAM BUDGET TOTAL'.
 * Its check for Next saves first, then asks for at least one item.
 */
export function OwnerExpenses({ owner, register, requiredMessage = BM.EXPENSES_REQUIRED }: OwnerExpensesProps) {
  const headingId = useId();
  const [tried, setTried] = useState(false);
  const isProgram = owner.kind === 'program';
  const ownerRef = useRef(owner);
  useEffect(() => {
    ownerRef.current = owner;
  });

  const editor = useExpenseEditor({
    load: () => getExpenses(ownerRef.current),
    save: (records) => saveExpenses(ownerRef.current, records),
    remove: deleteExpense,
    onSaved: (answer) => {
      const detail: ExpensesUpdatedDetail = { programId: ownerRef.current.id, kind: ownerRef.current.kind, expenses: answer.expenses };
      window.dispatchEvent(new CustomEvent(EXPENSES_UPDATED_EVENT, { detail }));
    },
  });
  const { items, autosave, phase } = editor;

  const itemsRef = useRef(items);
  const phaseRef = useRef(phase);
  useEffect(() => {
    itemsRef.current = items;
    phaseRef.current = phase;
  });
  const { flush } = autosave;

  const validate = useCallback(async (): Promise<boolean> => {
    if (phaseRef.current !== 'ready') return false;
    const saved = await flush();
    if (!saved) return false;
    if (!hasExpenseData(itemsRef.current)) {
      setTried(true);
      return false;
    }
    return true;
  }, [flush]);

  useEffect(() => {
    register(validate);
  }, [register, validate]);

  const missing = tried && !hasExpenseData(items);
  const errorId = `${headingId}-error`;

  return (
    <section className="budget-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="budget-section__title">
        {isProgram ? BM.PROGRAM_EXPENSES : 'Project Expenses'}
      </h2>
      <p className="budget-section__hint">{BM.EXPENSES_HINT}</p>
      {phase === 'loading' ? (
        <p className="budget-section__loading" role="status">
          {BM.LOADING}
        </p>
      ) : phase === 'failed' ? (
        <Alert tone="error">
          <p>{isProgram ? BM.LOAD_PROGRAM_FAILED : BM.LOAD_PROJECT_FAILED}</p>
          <Button size="sm" variant="secondary" onClick={editor.retryLoad}>
            {BM.RETRY}
          </Button>
        </Alert>
      ) : (
        <>
          <SaveStatus
            status={autosave.status}
            errorMessage={saveErrorText(autosave.error, BM.SAVE_EXPENSES_FAILED)}
            conflictMessage={saveErrorText(autosave.error, BM.SAVE_EXPENSES_FAILED)}
            onReload={() => void editor.reload()}
          />
          <ExpenseTable
              caption={`${owner.name} expenses`}
              categories={EXPENSE_CATEGORIES}
              items={items}
              onChange={editor.setItems}
              onDelete={editor.onDelete}
            footerLabel={isProgram ? BM.PROGRAM_BUDGET_TOTAL : 'PROJECT BUDGET TOTAL'}
          />
          {missing ? (
            <p id={errorId} className="budget-section__error" role="alert">
              {requiredMessage}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** Spec §2 "Expenses tab" (the program page's first tab, and a new project's expenses). */
export function ExpensesTab(props: ExpensesTabProps) {
  return <OwnerExpenses key={`${props.owner.kind}:${props.owner.id}`} {...props} />;
}
