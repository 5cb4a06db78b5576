/**
 * The body both owner pages share (a core program's and a new project's): the owner looked up by
 * its slug, the loading, not-found and load-failed states, then the tabs: Expenses (the budget
 * table, given by the page's caller) before the owner's answer tabs. Next checks the tab on screen
 * and opens the next one before leaving (useTabbedStep).
 */
import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { AnswerOwner } from '../../../lib/resources/answers';
import { PP } from '../../../config/planPageMessages';
import { LoadFailed, LoadingData } from '../../../components/plan/PageStates';
import { Tabs, type TabItem } from '../components/Tabs';
import type { ExpensesTabProps } from './expensesTab';
import type { Lookup } from './lookup';
import { OwnerHeader } from './OwnerHeader';
import { useTabbedStep } from './useTabbedStep';
import './pages.css';

/** One answer tab: its panel gets the owner and the tab's validator registration. */
export interface AnswerTabSpec {
  id: string;
  label: string;
  panel: (owner: AnswerOwner, register: (validate: () => Promise<boolean>) => void) => ReactNode;
}

interface OwnerTabsPageProps<T> {
  kind: 'program' | 'project';
  lookup: Lookup<T>;
  /** The owner's id, name and description once found. */
  describe: (item: T) => { id: string; name: string; description?: string };
  /** The title while the owner is not known. */
  fallbackTitle: string;
  missingMessage: string;
  loadFailedMessage: string;
  ExpensesTab?: ComponentType<ExpensesTabProps>;
  answerTabs: readonly AnswerTabSpec[];
}

export function OwnerTabsPage<T>({ kind, lookup, describe, fallbackTitle, missingMessage, loadFailedMessage, ExpensesTab, answerTabs }: OwnerTabsPageProps<T>) {
  const found = lookup.status === 'found' ? describe(lookup.item) : null;
  const tabIds = [...(ExpensesTab ? ['expenses'] : []), ...answerTabs.map((t) => t.id)];
  const step = useTabbedStep(tabIds, {
    inactive: lookup.status === 'found' ? undefined : lookup.status === 'missing' ? 'valid' : 'invalid',
  });
  const id = found?.id ?? '';
  const name = found?.name ?? '';
  const owner = useMemo<AnswerOwner>(() => ({ kind, id }), [kind, id]);
  const expensesOwner = useMemo(() => ({ kind, id, name }), [kind, id, name]);

  let body;
  if (lookup.status === 'loading') body = <LoadingData />;
  else if (lookup.status === 'missing') body = <LoadFailed message={missingMessage} />;
  else if (lookup.status === 'error') body = <LoadFailed message={loadFailedMessage} onRetry={lookup.retry} />;
  else {
    const tabs: TabItem[] = [];
    if (ExpensesTab) {
      tabs.push({
        id: 'expenses',
        label: PP.TAB_EXPENSES,
        state: step.states.expenses,
        panel: <ExpensesTab owner={expensesOwner} register={step.registerFor.expenses} />,
      });
    }
    for (const tab of answerTabs) {
      tabs.push({ id: tab.id, label: tab.label, state: step.states[tab.id], panel: tab.panel(owner, step.registerFor[tab.id]) });
    }
    body = <Tabs label={name} tabs={tabs} selected={step.selected} onSelect={(t) => step.select(t)} focusRequest={step.focusRequest} />;
  }

  return (
    <div className="owner-page">
      <OwnerHeader title={found?.name ?? fallbackTitle} description={found?.description} />
      {body}
    </div>
  );
}
