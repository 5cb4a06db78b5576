/**
 * A new project's page (spec §2 "New projects", route funding-new-projects/project/{slug}): the
 * project's name as title, its Expenses tab (the budget table, given by the page's caller) and its
 * goals and rationale (collection `new_project_questions`, answers of the project). Next checks
 * the tab on screen and opens the next one before leaving. An unknown slug: 'Project not found.
 * Please check the project ID.'
 */
import { useMemo, type ComponentType } from 'react';
import type { AnswerOwner } from '../../../lib/resources/answers';
import { PP } from '../pageMessages';
import { LoadFailed, LoadingData, OrganizationGate } from '../questions/PageStates';
import { Tabs, type TabItem } from '../components/Tabs';
import { AnswersTab } from './AnswersTab';
import type { ExpensesTabProps } from './expensesTab';
import { useProjectBySlug } from './lookup';
import { OwnerHeader } from './OwnerHeader';
import { useTabbedStep } from './useTabbedStep';
import './pages.css';

export const PROJECT_PAGE_PREFIX = '/steps/funding-new-projects/project/';

type ProjectTab = 'expenses' | 'goals';

interface ProjectPageProps {
  slug: string;
  /** The Expenses tab; without it the page has the goals and rationale only. */
  ExpensesTab?: ComponentType<ExpensesTabProps>;
}

export function ProjectPage({ slug, ExpensesTab }: ProjectPageProps) {
  return (
    <OrganizationGate>
      <ProjectPageBody key={slug} slug={slug} ExpensesTab={ExpensesTab} />
    </OrganizationGate>
  );
}

function ProjectPageBody({ slug, ExpensesTab }: ProjectPageProps) {
  const lookup = useProjectBySlug(slug);
  const project = lookup.status === 'found' ? lookup.item : null;
  const tabIds: readonly ProjectTab[] = ExpensesTab ? ['expenses', 'goals'] : ['goals'];
  const step = useTabbedStep(tabIds, {
    inactive: lookup.status === 'found' ? undefined : lookup.status === 'missing' ? 'valid' : 'invalid',
  });
  const id = project?.id ?? '';
  const name = project?.project_name ?? '';
  const owner = useMemo<AnswerOwner>(() => ({ kind: 'project', id }), [id]);
  const expensesOwner = useMemo(() => ({ kind: 'project' as const, id, name }), [id, name]);

  let body;
  if (lookup.status === 'loading') body = <LoadingData />;
  else if (lookup.status === 'missing') body = <LoadFailed message={PP.PROJECT_NOT_FOUND} />;
  else if (lookup.status === 'error') body = <LoadFailed message={PP.PROJECT_LOAD_FAILED} onRetry={lookup.retry} />;
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
    tabs.push({
      id: 'goals',
      label: PP.TAB_GOALS,
      state: step.states.goals,
      panel: (
        <AnswersTab
          owner={owner}
          keys={['new_project_questions']}
          heading={PP.PROJECT_DETAILS}
          order="save-first"
          register={step.registerFor.goals}
          idPrefix="project-goals"
        />
      ),
    });
    body = (
      <Tabs
        label={name}
        tabs={tabs}
        selected={step.selected}
        onSelect={(t) => step.select(t as ProjectTab)}
        focusRequest={step.focusRequest}
      />
    );
  }

  return (
    <div className="owner-page">
      <OwnerHeader title={project?.project_name ?? PP.NEW_PROJECT} description={project?.project_description} />
      {body}
    </div>
  );
}
