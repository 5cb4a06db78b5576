import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { EXPENSE_CATEGORIES } from '../../../generated/budget';
import { deleteOverheadExpense, getOverheadExpenses, saveOverheadExpenses } from '../../../lib/resources/expenses';
import { useStepValidator } from '../../../lib/stepValidation';
import { BM } from '../budgetMessages';
import { ExpenseTable } from '../components/ExpenseTable';
import { SaveStatus } from '../../../components/plan/SaveStatus';
import { saveErrorText, useExpenseEditor } from './useExpenseEditor';
import './budgetPages.css';

/**
 * Section overhead.expenses (spec §2 "Overhead expenses"): the organization's
 * overhead in the eight categories, autosaved like a program's table. Next saves first and stays
 * when the save fails.
 */
export function OverheadExpensesPage() {
  const editor = useExpenseEditor({
    load: getOverheadExpenses,
    save: saveOverheadExpenses,
    remove: deleteOverheadExpense,
  });
  const { phase, autosave } = editor;

  useStepValidator(async () => (phase === 'ready' && (await autosave.flush()) ? 'valid' : 'invalid'));

  return (
    <section className="budget-section" aria-label="Overhead expenses">
      <p className="budget-section__hint">{BM.EXPENSES_HINT}</p>
      {phase === 'loading' ? (
        <p className="budget-section__loading" role="status">
          {BM.LOADING}
        </p>
      ) : phase === 'failed' ? (
        <Alert tone="error">
          <p>{BM.LOAD_OVERHEAD_FAILED}</p>
          <Button size="sm" variant="secondary" onClick={editor.retryLoad}>
            {BM.RETRY}
          </Button>
        </Alert>
      ) : (
        <>
          <SaveStatus
            status={autosave.status}
            errorMessage={saveErrorText(autosave.error, BM.SAVE_OVERHEAD_FAILED)}
            conflictMessage={saveErrorText(autosave.error, BM.SAVE_OVERHEAD_FAILED)}
            onReload={() => void editor.reload()}
          />
          <ExpenseTable
            caption="Overhead Expenses"
            categories={EXPENSE_CATEGORIES}
            items={editor.items}
            onChange={editor.setItems}
            onDelete={editor.onDelete}
            footerLabel={BM.OVERHEAD_BUDGET_TOTAL}
          />
        </>
      )}
    </section>
  );
}
