/**
 * A core program's page (spec §2 "Core program page", §4, §5; route funding-annual/program/{slug}):
 * the program's name as title ('Program Expenses' while it is not known), 'Program not found.
 * Please check the program ID.' when no program has the slug, and three tabs: Expenses (the
 * budget table, given by the page's caller), Budget Justification and Goals & Rationale, each with
 * its validity flag. Next checks the tab on screen and opens the next one before leaving.
 */
import { useMemo, type ComponentType } from 'react';
import { BY_QUESTION_VIEWS, type ViewPath } from '../../../generated/registry';
import type { AnswerOwner } from '../../../lib/resources/answers';
import { justificationRequired, PP } from '../pageMessages';
import { LoadFailed, LoadingData, OrganizationGate } from '../questions/PageStates';
import { Tabs, type TabItem } from '../components/Tabs';
import { AnswersTab } from './AnswersTab';
import type { ExpensesTabProps } from './expensesTab';
import { useProgramBySlug } from './lookup';
import { ByQuestionLinks, OwnerHeader } from './OwnerHeader';
import { useTabbedStep } from './useTabbedStep';
import './pages.css';

export const PROGRAM_PAGE_PREFIX = '/steps/funding-annual/program/';

type ProgramTab = 'expenses' | 'justification' | 'goals';

/** The "by question" views of the Goals & Rationale answers, in the tab's order. */
const GOAL_VIEWS: readonly ViewPath[] = [
  '/steps/funding-annual/goals',
  '/steps/funding-annual/strategy',
  '/steps/funding-annual/societal-change',
  '/steps/funding-annual/solution',
  '/steps/funding-annual/impact',
  '/steps/funding-annual/beneficiaries',
  '/steps/funding-annual/benefits',
];

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

function ProgramPageBody({ slug, ExpensesTab }: ProgramPageProps) {
  const lookup = useProgramBySlug(slug);
  const program = lookup.status === 'found' ? lookup.item : null;
  const tabIds: readonly ProgramTab[] = ExpensesTab ? ['expenses', 'justification', 'goals'] : ['justification', 'goals'];
  const step = useTabbedStep(tabIds, {
    inactive: lookup.status === 'found' ? undefined : lookup.status === 'missing' ? 'valid' : 'invalid',
  });

  const id = program?.id ?? '';
  const name = program?.program_name ?? '';
  const owner = useMemo<AnswerOwner>(() => ({ kind: 'program', id }), [id]);
  const expensesOwner = useMemo(() => ({ kind: 'program' as const, id, name }), [id, name]);

  let body;
  if (lookup.status === 'loading') body = <LoadingData />;
  else if (lookup.status === 'missing') body = <LoadFailed message={PP.PROGRAM_NOT_FOUND} />;
  else if (lookup.status === 'error') body = <LoadFailed message={PP.PROGRAM_LOAD_FAILED} onRetry={lookup.retry} />;
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
    tabs.push(
      {
        id: 'justification',
        label: PP.TAB_JUSTIFICATION,
        state: step.states.justification,
        panel: (
          <AnswersTab
            owner={owner}
            keys={['budget_justification']}
            hint={PP.JUSTIFICATION_HINT}
            requiredMessage={(q) => justificationRequired(q.label)}
            order="save-first"
            register={step.registerFor.justification}
            idPrefix="justification"
          />
        ),
      },
      {
        id: 'goals',
        label: PP.TAB_GOALS,
        state: step.states.goals,
        panel: (
          <AnswersTab
            owner={owner}
            keys={['core_programs_questions']}
            heading={PP.PROGRAM_DETAILS}
            order="save-first"
            register={step.registerFor.goals}
            idPrefix="goals"
            footer={
              <ByQuestionLinks
                intro={PP.BY_QUESTION_GOALS_INTRO}
                links={GOAL_VIEWS.map((to) => ({ to, label: BY_QUESTION_VIEWS[to] }))}
              />
            }
          />
        ),
      },
    );
    body = (
      <Tabs
        label={name}
        tabs={tabs}
        selected={step.selected}
        onSelect={(t) => step.select(t as ProgramTab)}
        focusRequest={step.focusRequest}
      />
    );
  }

  return (
    <div className="owner-page">
      <OwnerHeader title={program?.program_name ?? PP.PROGRAM_EXPENSES} description={program?.program_description} />
      {body}
    </div>
  );
}
