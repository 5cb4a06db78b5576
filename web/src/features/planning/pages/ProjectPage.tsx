/**
 * A new project's page (spec §2 "New projects", route funding-new-projects/project/{slug}): the
 * project's name as title, its Expenses tab (the budget table, given by the page's caller) and its
 * goals and rationale (collection `new_project_questions`, answers of the project). Next checks
 * the tab on screen and opens the next one before leaving. An unknown slug: 'Project not found.
 * Please check the project ID.'
 */
import type { ComponentType } from 'react';
import { PP } from '../../../config/planPageMessages';
import { OrganizationGate } from '../../../components/plan/PageStates';
import { AnswersTab } from './AnswersTab';
import type { ExpensesTabProps } from './expensesTab';
import { useProjectBySlug } from './lookup';
import { OwnerTabsPage, type AnswerTabSpec } from './OwnerTabsPage';

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

/** A project's answer tab: its goals and rationale. */
const PROJECT_TABS: readonly AnswerTabSpec[] = [
  {
    id: 'goals',
    label: PP.TAB_GOALS,
    panel: (owner, register) => (
      <AnswersTab owner={owner} keys={['new_project_questions']} heading={PP.PROJECT_DETAILS} order="save-first" register={register} idPrefix="project-goals" />
    ),
  },
];

function ProjectPageBody({ slug, ExpensesTab }: ProjectPageProps) {
  return (
    <OwnerTabsPage
      kind="project"
      lookup={useProjectBySlug(slug)}
      describe={(p) => ({ id: p.id, name: p.project_name, description: p.project_description })}
      fallbackTitle={PP.NEW_PROJECT}
      missingMessage={PP.PROJECT_NOT_FOUND}
      loadFailedMessage={PP.PROJECT_LOAD_FAILED}
      ExpensesTab={ExpensesTab}
      answerTabs={PROJECT_TABS}
    />
  );
}
