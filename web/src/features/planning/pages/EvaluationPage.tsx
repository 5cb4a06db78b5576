/**
 * A program's evaluation page (spec §2 "Evaluation", route core-program-evaluation/program/{slug}):
 * the program's name as title ('Program Evaluation' while it is not known), two tabs Outcomes and
 * Outputs, each one required answer ('This is required.', trimmed); Next checks the tab on screen
 * and opens Outputs before leaving. An unknown slug: 'Program not found. Please check the program ID.'
 */
import { useMemo } from 'react';
import { BY_QUESTION_VIEWS } from '../../../generated/registry';
import type { AnswerOwner } from '../../../lib/resources/answers';
import { PP } from '../../../config/planPageMessages';
import { LoadFailed, LoadingData, OrganizationGate } from '../../../components/plan/PageStates';
import { Tabs } from '../components/Tabs';
import { AnswersTab } from './AnswersTab';
import { useProgramBySlug } from './lookup';
import { ByQuestionLinks, OwnerHeader } from './OwnerHeader';
import { EVALUATION_VIEWS } from './pageConfigs';
import { useTabbedStep } from './useTabbedStep';
import './pages.css';

const TABS = ['outcomes', 'outputs'] as const;
type EvaluationTab = (typeof TABS)[number];

const required = () => PP.EVALUATION_REQUIRED;

export function EvaluationPage({ slug }: { slug: string }) {
  return (
    <OrganizationGate>
      <EvaluationPageBody key={slug} slug={slug} />
    </OrganizationGate>
  );
}

function EvaluationPageBody({ slug }: { slug: string }) {
  const lookup = useProgramBySlug(slug);
  const program = lookup.status === 'found' ? lookup.item : null;
  const step = useTabbedStep(TABS, {
    inactive: lookup.status === 'found' ? undefined : lookup.status === 'missing' ? 'valid' : 'invalid',
  });
  const id = program?.id ?? '';
  const owner = useMemo<AnswerOwner>(() => ({ kind: 'program', id }), [id]);

  let body;
  if (lookup.status === 'loading') body = <LoadingData />;
  else if (lookup.status === 'missing') body = <LoadFailed message={PP.PROGRAM_NOT_FOUND} />;
  else if (lookup.status === 'error') body = <LoadFailed message={PP.PROGRAM_LOAD_FAILED} onRetry={lookup.retry} />;
  else {
    const links = (
      <ByQuestionLinks
        intro={PP.BY_QUESTION_EVALUATION_INTRO}
        links={EVALUATION_VIEWS.map((to) => ({ to, label: BY_QUESTION_VIEWS[to] }))}
      />
    );
    body = (
      <Tabs
        label={program?.program_name ?? PP.PROGRAM_EVALUATION}
        selected={step.selected}
        onSelect={(t) => step.select(t as EvaluationTab)}
        focusRequest={step.focusRequest}
        tabs={[
          {
            id: 'outcomes',
            label: PP.TAB_OUTCOMES,
            state: step.states.outcomes,
            panel: (
              <AnswersTab
                owner={owner}
                keys={['measuring_impact_outcomes']}
                requiredMessage={required}
                order="check-first"
                register={step.registerFor.outcomes}
                idPrefix="outcomes"
                footer={links}
              />
            ),
          },
          {
            id: 'outputs',
            label: PP.TAB_OUTPUTS,
            state: step.states.outputs,
            panel: (
              <AnswersTab
                owner={owner}
                keys={['measuring_impact_outputs']}
                requiredMessage={required}
                order="check-first"
                register={step.registerFor.outputs}
                idPrefix="outputs"
                footer={links}
              />
            ),
          },
        ]}
      />
    );
  }

  return (
    <div className="owner-page">
      <OwnerHeader title={program?.program_name ?? PP.PROGRAM_EVALUATION} description={program?.program_description} />
      {body}
    </div>
  );
}
