/**
 * A core program's page (spec §2 "Core program page", §4, §5; route funding-annual/program/{slug}):
 * the program's name as title ('Program Expenses' while it is not known), 'Program not found.
 * Please check the program ID.' when no program has the slug, and three tabs: Expenses (the
 * budget table, given by the page's caller), Budget Justification and Goals & Rationale, each with
 * its validity flag. Next checks the tab on screen and opens the next one before leaving.
 */
import type { ComponentType } from 'react';
import { BY_QUESTION_VIEWS } from '../../../generated/registry';
import { justificationRequired, PP } from '../../../config/planPageMessages';
import { OrganizationGate } from '../../../components/plan/PageStates';
import { AnswersTab } from './AnswersTab';
import type { ExpensesTabProps } from './expensesTab';
import { useProgramBySlug } from './lookup';
import { ByQuestionLinks } from './OwnerHeader';
import { OwnerTabsPage, type AnswerTabSpec } from './OwnerTabsPage';
import { PROGRAM_GOAL_VIEWS } from './pageConfigs';

interface ProgramPageProps {
  slug: string;
  /** The Expenses tab; without it the page has the two answer tabs only. */
  ExpensesTab?: ComponentType<ExpensesTabProps>;
}

export function ProgramPage({ slug, ExpensesTab }: ProgramPageProps) {
  return (
    <OrganizationGate>
      {/* A program in the route resets everything (spec §4). */}
      <ProgramPageBody key={slug} slug={slug} ExpensesTab={ExpensesTab} />
    </OrganizationGate>
  );
}

/** A program's answer tabs: Budget Justification, then Goals & Rationale. */
const PROGRAM_TABS: readonly AnswerTabSpec[] = [
  {
    id: 'justification',
    label: PP.TAB_JUSTIFICATION,
    panel: (owner, register) => (
      <AnswersTab
        owner={owner}
        keys={['budget_justification']}
        hint={PP.JUSTIFICATION_HINT}
        requiredMessage={(q) => justificationRequired(q.label)}
        order="save-first"
        register={register}
        idPrefix="justification"
      />
    ),
  },
  {
    id: 'goals',
    label: PP.TAB_GOALS,
    panel: (owner, register) => (
      <AnswersTab
        owner={owner}
        keys={['core_programs_questions']}
        heading={PP.PROGRAM_DETAILS}
        order="save-first"
        register={register}
        idPrefix="goals"
        footer={
          <ByQuestionLinks
            intro={PP.BY_QUESTION_GOALS_INTRO}
            links={PROGRAM_GOAL_VIEWS.map((to) => ({ to, label: BY_QUESTION_VIEWS[to] }))}
          />
        }
      />
    ),
  },
];

function ProgramPageBody({ slug, ExpensesTab }: ProgramPageProps) {
  return (
    <OwnerTabsPage
      kind="program"
      lookup={useProgramBySlug(slug)}
      describe={(p) => ({ id: p.id, name: p.program_name, description: p.program_description })}
      fallbackTitle={PP.PROGRAM_EXPENSES}
      missingMessage={PP.PROGRAM_NOT_FOUND}
      loadFailedMessage={PP.PROGRAM_LOAD_FAILED}
      ExpensesTab={ExpensesTab}
      answerTabs={PROGRAM_TABS}
    />
  );
}
