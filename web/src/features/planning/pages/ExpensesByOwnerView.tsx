import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { getExpenses, useExpenseOwners, type ExpenseOwnerName } from '../../../lib/resources/expenses';
import { sectionPath } from '../../../lib/sections';
import { useStepValidator } from '../../../lib/stepValidation';
import { BM, incompleteProjectText, ownerLabel, projectItemRequired } from '../budgetMessages';
import { OwnerExpenses } from './ExpensesTab';
import './budgetPages.css';

type Kind = 'program' | 'project';

/** Where the view leads after its last tab (spec §4 Next order). */
const AFTER: Record<Kind, string> = {
  program: sectionPath('overhead.overview'),
  project: sectionPath('projects.goal'),
};

/** The first project (other than `except`) whose table has no item, by asking the server. */
async function firstIncomplete(owners: readonly ExpenseOwnerName[], except: string): Promise<number | null> {
  const counts = await Promise.all(
    owners.map(async (o) => {
      if (o.id === except) return 1;
      const table = await getExpenses({ kind: 'project', id: o.id });
      return Object.values(table.expenses).reduce((n, list) => n + list.length, 0);
    }),
  );
  const index = counts.findIndex((n) => n === 0);
  return index < 0 ? null : index;
}

/**
 * The "by question" expense views (DECISIONS "Alternative routes"): a tab per core program
 * (funding-annual/core-expenses) or per new project (funding-new-projects/new-project-expenses),
 * each with the program's or project's expense table. 'Next' checks the tab on screen (saving
 * first) and moves to the next tab; after the last project, every project needs an item, else the
 * 'Incomplete Project Expenses' dialog offers to go to the first one without.
 */
export function ExpensesByOwnerView({ kind }: { kind: Kind }) {
  const owners = useExpenseOwners(kind);
  const navigate = useNavigate();
  const baseId = useId();
  const [active, setActive] = useState(0);
  const [incomplete, setIncomplete] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const validators = useRef(new Map<string, () => Promise<boolean>>());
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const list = owners.data ?? [];
  const current = list[Math.min(active, Math.max(list.length - 1, 0))];
  const label = (o: ExpenseOwnerName, i: number) => ownerLabel(kind, o.name, i);

  const currentId = current?.id ?? '';
  const register = useCallback(
    (validate: () => Promise<boolean>) => {
      validators.current.set(currentId, validate);
    },
    [currentId],
  );

  const select = (index: number) => {
    setActive(index);
    tabs.current[index]?.focus();
  };

  /** Checks the tab on screen; moves on. Resolves whether the view may be left. */
  const advance = async (): Promise<'valid' | 'invalid' | 'stay'> => {
    if (!current) return 'invalid';
    const validate = validators.current.get(current.id);
    if (!validate || !(await validate())) return 'invalid';
    const index = list.indexOf(current);
    if (index < list.length - 1) {
      setActive(index + 1);
      return 'stay';
    }
    if (kind === 'project') {
      try {
        const missing = await firstIncomplete(list, current.id);
        if (missing !== null) {
          setIncomplete(missing);
          return 'stay';
        }
      } catch {
        return 'invalid';
      }
    }
    return 'valid';
  };

  useStepValidator(advance);

  const onNext = async () => {
    setChecking(true);
    try {
      if ((await advance()) === 'valid') void navigate(AFTER[kind]);
    } finally {
      setChecking(false);
    }
  };

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = list.length - 1;
    const to =
      e.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : e.key === 'Home' ? 0
      : e.key === 'End' ? last
      : null;
    if (to === null) return;
    e.preventDefault();
    select(to);
  };

  if (owners.isPending) {
    return (
      <p className="budget-section__loading" role="status">
        {BM.LOADING}
      </p>
    );
  }
  if (owners.isError) {
    return (
      <Alert tone="error">
        <p>{kind === 'program' ? BM.LOAD_PROGRAM_FAILED : BM.LOAD_PROJECT_FAILED}</p>
        <Button size="sm" variant="secondary" onClick={() => void owners.refetch()}>
          {BM.RETRY}
        </Button>
      </Alert>
    );
  }
  if (list.length === 0 || !current) {
    return (
      <Alert tone="warning">
        <p>{kind === 'program' ? BM.NO_PROGRAMS : BM.NO_PROJECTS}</p>
      </Alert>
    );
  }

  const index = list.indexOf(current);
  const name = label(current, index);
  const incompleteName = incomplete !== null && list[incomplete] ? label(list[incomplete], incomplete) : '';

  return (
    <div className="budget-section">
      <div className="owner-tabs" role="tablist" aria-label={kind === 'program' ? 'Core programs' : 'New projects'}>
        {list.map((o, i) => (
          <button
            key={o.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === index}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === index ? 0 : -1}
            className="owner-tabs__tab"
            onClick={() => setActive(i)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {label(o, i)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${index}`}>
        <OwnerExpenses
          key={current.id}
          owner={{ kind, id: current.id, name }}
          register={register}
          requiredMessage={kind === 'project' ? projectItemRequired(name) : BM.EXPENSES_REQUIRED}
        />
      </div>
      <div className="owner-tabs__footer">
        <Button variant="primary" loading={checking} onClick={() => void onNext()}>
          {index < list.length - 1 ? `Next: ${label(list[index + 1], index + 1)}` : 'Done'}
        </Button>
      </div>

      <Modal
        open={incomplete !== null}
        title={BM.INCOMPLETE_TITLE}
        role="alertdialog"
        size="sm"
        onClose={() => setIncomplete(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setIncomplete(null)}>
              {BM.CANCEL}
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                if (incomplete !== null) setActive(incomplete);
                setIncomplete(null);
              }}
            >
              {BM.GO_TO_PROJECT}
            </Button>
          </>
        }
      >
        <p>{incompleteProjectText(incompleteName)}</p>
      </Modal>
    </div>
  );
}

/** Module 4's view core-expenses (Core Program Expenses). */
export const CoreExpensesView = () => <ExpensesByOwnerView kind="program" />;
/** Module 9's view new-project-expenses (New Project Expenses). */
export const NewProjectExpensesView = () => <ExpensesByOwnerView kind="project" />;
