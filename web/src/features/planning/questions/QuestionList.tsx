/**
 * The question engine (spec §2, §4, §5): a list of questions answered by one owner (the
 * organization, a core program or a new project). It reads the owner's answers fresh, shows
 * 'Loading data...' meanwhile, renders one autosaving field per question and hands the page a
 * handle for Next: `validate` (lazy errors from then on, the first invalid field scrolled into
 * view and focused) and `flush` (every changed answer saved now).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { isApiError } from '../../../lib/api/client';
import { useAnswers, type AnswerOwner, type AnswerView } from '../../../lib/resources/answers';
import type { Question } from '../../../lib/resources/questions';
import { PP } from '../../../config/planPageMessages';
import { LoadFailed, LoadingData } from '../../../components/plan/PageStates';
import { QuestionField, type FieldHandle } from './QuestionField';

export interface AnswersHandle {
  /** Whether the answers are on screen (false while loading, or when the owner is gone). */
  ready: () => boolean;
  /** Shows the errors from now on; scrolls to and focuses the first invalid field. True when every answer passes. */
  validate: () => boolean;
  /** Saves every changed answer now; true when everything is saved. */
  flush: () => Promise<boolean>;
}

export interface QuestionListProps {
  owner: AnswerOwner;
  questions: readonly Question[];
  /** The required message of a question (default 'Answer is required!'). */
  requiredMessage?: (question: Question) => string | undefined;
  /** Called once with the list's handle. */
  register: (handle: AnswersHandle) => void;
  /** Makes the text areas' ids unique on the page. */
  idPrefix: string;
}

const ownerId = (owner: AnswerOwner) => (owner.kind === 'organization' ? 'organization' : `${owner.kind}-${owner.id}`);

export function QuestionList({ owner, questions, requiredMessage, register, idPrefix }: QuestionListProps) {
  const ids = useMemo(() => questions.map((q) => q.id), [questions]);
  const answers = useAnswers(owner, ids);
  const [showErrors, setShowErrors] = useState(false);

  const byQuestion = useMemo(() => {
    const map = new Map<number, AnswerView>();
    for (const a of answers.data ?? []) map.set(a.question_id, a);
    return map;
  }, [answers.data]);

  const gone = isApiError(answers.error) && answers.error.status === 404 && owner.kind !== 'organization';
  const loadFailed = !!answers.error && !gone;
  const ready = answers.isSuccess || loadFailed;

  // Each field registers its handle under its question's id.
  const fields = useRef(new Map<number, FieldHandle>());
  const registrars = useMemo(
    () =>
      new Map(
        ids.map((questionId) => [
          questionId,
          (handle: FieldHandle | null) => {
            if (handle) fields.current.set(questionId, handle);
            else fields.current.delete(questionId);
          },
        ]),
      ),
    [ids],
  );

  const state = useRef({ ready, ids });
  useEffect(() => {
    state.current = { ready, ids };
  });

  useEffect(() => {
    register({
      ready: () => state.current.ready,
      validate: () => {
        if (!state.current.ready) return false;
        setShowErrors(true);
        const first = state.current.ids.map((id) => fields.current.get(id)).find((f) => f && f.error() !== null);
        first?.focus();
        return !first;
      },
      flush: async () => {
        if (!state.current.ready) return false;
        const handles = state.current.ids.flatMap((id) => fields.current.get(id) ?? []);
        const results = await Promise.all(handles.map((f) => f.flush()));
        return results.every(Boolean);
      },
    });
  }, [register]);

  if (gone) return <LoadFailed message={owner.kind === 'project' ? PP.PROJECT_NOT_FOUND : PP.PROGRAM_NOT_FOUND} />;
  if (!ready) return <LoadingData />;

  return (
    <div className="qlist">
      {loadFailed ? (
        <Alert tone="warning" className="qpage__notice">
          {questions.length > 1 ? PP.ANSWERS_LOAD_FAILED : PP.ANSWER_LOAD_FAILED}
        </Alert>
      ) : null}
      {questions.map((q) => (
        <QuestionField
          key={q.id}
          id={`${idPrefix}-${ownerId(owner)}-q${q.id}`}
          owner={owner}
          question={q}
          initial={byQuestion.get(q.id) ?? null}
          showErrors={showErrors}
          requiredMessage={requiredMessage?.(q)}
          register={registrars.get(q.id)}
        />
      ))}
    </div>
  );
}
