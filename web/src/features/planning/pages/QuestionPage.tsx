/**
 * A page of text answers of the organization (spec §2 "Common behaviour of question pages"): the
 * questions of module 3 and the overhead budget justification of module 5, each page a small
 * config (which question keys, which messages). On Next it validates (errors show from then on),
 * saves what changed, and stays with the spec's message when a save fails.
 */
import { useCallback, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { useQuestions } from '../../../lib/resources/questions';
import { useStepValidator, type StepVerdict } from '../../../lib/stepValidation';
import { PP } from '../../../config/planPageMessages';
import { LoadFailed, LoadingData, OrganizationGate } from '../../../components/plan/PageStates';
import { QuestionList, type AnswersHandle } from '../questions/QuestionList';
import type { QuestionPageConfig } from './pageConfigs';
import './pages.css';

const ORGANIZATION = { kind: 'organization' } as const;

export function QuestionPage({ config, path }: { config: QuestionPageConfig; path: string }) {
  return (
    <OrganizationGate>
      <QuestionPageBody config={config} path={path} />
    </OrganizationGate>
  );
}

function QuestionPageBody({ config, path }: { config: QuestionPageConfig; path: string }) {
  const questions = useQuestions(config.keys);
  const handle = useRef<AnswersHandle | null>(null);
  const register = useCallback((h: AnswersHandle) => {
    handle.current = h;
  }, []);
  const [blocked, setBlocked] = useState<string | null>(null);
  const several = (questions.data?.length ?? config.keys.length) > 1;

  useStepValidator(async (): Promise<StepVerdict> => {
    const list = handle.current;
    if (!list || !list.ready()) return 'invalid';
    setBlocked(null);
    try {
      if (!list.validate()) return 'invalid';
      if (!(await list.flush())) {
        setBlocked(several ? PP.ENSURE_ALL_SAVED : PP.ENSURE_SAVED);
        return 'invalid';
      }
      return 'valid';
    } catch (e) {
      setBlocked(e instanceof Error && e.message ? e.message : PP.VALIDATE_FAILED);
      return 'invalid';
    }
  });

  if (questions.error) {
    return config.collection ? (
      <LoadFailed message={PP.QUESTIONS_UNAVAILABLE} onRetry={questions.refetch} />
    ) : (
      <LoadFailed message={PP.QUESTION_LOAD_FAILED} onRetry={questions.refetch} />
    );
  }
  if (!questions.data) return <LoadingData />;
  if (questions.data.length === 0) return <LoadFailed message={PP.NO_QUESTIONS} />;

  return (
    <div className="qpage">
      {config.hint ? <p className="qpage__hint">{config.hint}</p> : null}
      <QuestionList
        owner={ORGANIZATION}
        questions={questions.data}
        requiredMessage={config.requiredMessage}
        register={register}
        idPrefix={path.split('/').pop() ?? 'page'}
      />
      {blocked ? (
        <Alert tone="error" className="qpage__blocked">
          {blocked}
        </Alert>
      ) : null}
    </div>
  );
}
