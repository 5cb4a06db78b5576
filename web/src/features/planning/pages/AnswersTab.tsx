/**
 * A tab of written answers on a program, project or evaluation page (spec §2, §4, §5): the
 * questions of a collection answered by the page's program or project, autosaved as they are
 * typed. Leaving it (Next) saves what changed and checks every answer: the Budget Justification
 * and Goals & Rationale tabs save first ('Failed to save answers. Please try again.'), then
 * check (spec §5); the evaluation tabs check first, then save (spec §4).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/Alert';
import type { AnswerOwner } from '../../../lib/resources/answers';
import { useQuestions, type Question } from '../../../lib/resources/questions';
import { PP } from '../../../config/planPageMessages';
import { LoadFailed, LoadingData } from '../../../components/plan/PageStates';
import { QuestionList, type AnswersHandle } from '../questions/QuestionList';

export interface AnswersTabProps {
  owner: AnswerOwner;
  /** The question keys (a collection key, or single questions), in order. */
  keys: readonly string[];
  heading?: string;
  hint?: string;
  requiredMessage?: (question: Question) => string | undefined;
  /** 'save-first' (justification, goals: spec §5) or 'check-first' (evaluation: spec §4). */
  order: 'save-first' | 'check-first';
  /** Registers how to leave the tab: resolves true when the user may move on. */
  register: (validate: () => Promise<boolean>) => void;
  idPrefix: string;
  /** Shown under the answers (links to the "by question" views). */
  footer?: ReactNode;
}

export function AnswersTab({ owner, keys, heading, hint, requiredMessage, order, register, idPrefix, footer }: AnswersTabProps) {
  const questions = useQuestions(keys);
  const list = useRef<AnswersHandle | null>(null);
  const registerList = useCallback((h: AnswersHandle) => {
    list.current = h;
  }, []);
  const [blocked, setBlocked] = useState<string | null>(null);

  const orderRef = useRef(order);
  useEffect(() => {
    orderRef.current = order;
  });

  useEffect(() => {
    register(async () => {
      const answers = list.current;
      if (!answers || !answers.ready()) return false;
      setBlocked(null);
      try {
        if (orderRef.current === 'save-first') {
          if (!(await answers.flush())) {
            setBlocked(PP.SAVE_ANSWERS_FAILED);
            return false;
          }
          return answers.validate();
        }
        if (!answers.validate()) return false;
        if (!(await answers.flush())) {
          setBlocked(PP.ENSURE_SAVED);
          return false;
        }
        return true;
      } catch (e) {
        setBlocked(e instanceof Error && e.message ? e.message : PP.VALIDATE_FAILED);
        return false;
      }
    });
  }, [register]);

  let body: ReactNode;
  if (questions.error) body = <LoadFailed message={PP.QUESTIONS_AND_ANSWERS_FAILED} onRetry={questions.refetch} />;
  else if (!questions.data) body = <LoadingData />;
  else if (questions.data.length === 0) body = <LoadFailed message={PP.NO_QUESTIONS} />;
  else
    body = (
      <QuestionList
        owner={owner}
        questions={questions.data}
        requiredMessage={requiredMessage}
        register={registerList}
        idPrefix={idPrefix}
      />
    );

  return (
    <div className="answers-tab">
      {heading ? <h2 className="answers-tab__heading">{heading}</h2> : null}
      {hint ? <p className="qpage__hint">{hint}</p> : null}
      {body}
      {blocked ? (
        <Alert tone="error" className="qpage__blocked">
          {blocked}
        </Alert>
      ) : null}
      {footer}
    </div>
  );
}
