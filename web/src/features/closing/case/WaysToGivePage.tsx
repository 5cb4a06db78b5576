/**
 * Ways to Give (spec file 3 §2 module 11, §5, §9): the checklist of the ways of giving the
 * organization accepts, with the sub-options of Planned Gifts and Other Tangible Property, saved as
 * the JSON-encoded list answer of `case_statement_ways_to_give` (autosaved one second after the
 * last change, with its version). Next asks for at least one way, then saves.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { isApiError } from '../../../lib/api/client';
import { getAnswer, saveAnswer, useAnswers, type AnswerView } from '../../../lib/resources/answers';
import { useQuestions, type Question } from '../../../lib/resources/questions';
import { useStepValidator } from '../../../lib/stepValidation';
import { AUTOSAVE_MS, useAutosave } from '../../../lib/useAutosave';
import { SaveStatus } from '../../../components/plan/SaveStatus';
import { PM } from '../../../config/planMessages';
import { PP } from '../../../config/planPageMessages';
import { LoadFailed, LoadingData, OrganizationGate } from '../../../components/plan/PageStates';
import { WAYS_TO_GIVE } from '../../../generated/closing';
import { CM } from './messages';
import { QuestionHead } from '../../../components/plan/QuestionHead';
import { encodeWays, parseWays, toggleOption, toggleSubOption } from './waysToGive';
import { WayIcon } from './wayIcons';
import './case.css';

const KEY = 'case_statement_ways_to_give';
const ORGANIZATION = { kind: 'organization' } as const;

export function WaysToGivePage() {
  return (
    <OrganizationGate>
      <WaysToGiveLoader />
    </OrganizationGate>
  );
}

function WaysToGiveLoader() {
  const questions = useQuestions([KEY]);
  const question = questions.data?.[0];
  const answers = useAnswers(question ? ORGANIZATION : null, question ? [question.id] : []);

  if (questions.error) return <Waiting failed onRetry={questions.refetch} />;
  if (!question || !(answers.isSuccess || answers.isError)) return <Waiting />;
  return (
    <WaysToGiveForm
      question={question}
      initial={answers.data?.find((a) => a.question_id === question.id) ?? null}
      loadFailed={answers.isError}
    />
  );
}

/** Loading, or the question could not be read: Next stays. */
function Waiting({ failed = false, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  useStepValidator(() => 'invalid');
  return failed ? <LoadFailed message={PP.QUESTION_LOAD_FAILED} onRetry={onRetry} /> : <LoadingData />;
}

function WaysToGiveForm({ question, initial, loadFailed }: { question: Question; initial: AnswerView | null; loadFailed: boolean }) {
  const loaded = encodeWays(parseWays(initial?.answer));
  const [picked, setPicked] = useState<Set<string>>(() => parseWays(initial?.answer));
  const [showErrors, setShowErrors] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const version = useRef(initial?.version ?? 0);
  const value = encodeWays(picked);

  const autosave = useAutosave<string>({
    value,
    saved: loaded,
    delay: AUTOSAVE_MS.answer,
    // An empty selection is not saved (Next says why); the last selection stays on the server.
    enabled: picked.size > 0,
    save: async (answer) => {
      const saved = await saveAnswer(ORGANIZATION, {
        question_id: question.id,
        category_id: question.category_id,
        answer,
        version: version.current,
      });
      version.current = saved.version;
    },
  });

  // A save refused with 409: Reload shows the selection saved meanwhile.
  const reload = async () => {
    try {
      const server = await getAnswer(ORGANIZATION, question.id);
      version.current = server?.version ?? 0;
      setPicked(parseWays(server?.answer));
      autosave.reset(encodeWays(parseWays(server?.answer)));
    } catch {
      // still stale: the conflict message and Reload stay
    }
  };

  const none = picked.size === 0;
  const state = useRef({ none, flush: autosave.flush });
  useEffect(() => {
    state.current = { none, flush: autosave.flush };
  });
  const first = useRef<HTMLInputElement>(null);

  useStepValidator(async () => {
    setShowErrors(true);
    setBlocked(null);
    if (state.current.none) {
      first.current?.focus();
      return 'invalid';
    }
    if (!(await state.current.flush())) {
      setBlocked(PP.ENSURE_SAVED);
      return 'invalid';
    }
    return 'valid';
  });

  const error = showErrors && none ? CM.WAYS_REQUIRED : null;
  const saveError =
    isApiError(autosave.error) && (autosave.error.status === 422 || autosave.error.status === 404)
      ? autosave.error.message
      : PM.SAVE_ANSWER_FAILED;

  return (
    <div className="qpage ways">
      {loadFailed ? (
        <Alert tone="warning" className="qpage__notice">
          {PP.ANSWER_LOAD_FAILED}
        </Alert>
      ) : null}
      <QuestionHead question={question} />
      <fieldset className="ways__group" aria-describedby={error ? 'ways-error' : undefined}>
        <legend className="visually-hidden">{CM.WAYS_LEGEND}</legend>
        <ul className="ways__list">
          {WAYS_TO_GIVE.map((o, i) => {
            const on = picked.has(o.label);
            const id = `way-${o.icon}`;
            return (
              <li key={o.label} className={`ways__item ${on ? 'ways__item--on' : ''}`}>
                <div className="ways__option">
                  <input
                    ref={i === 0 ? first : undefined}
                    id={id}
                    type="checkbox"
                    className="ways__check"
                    checked={on}
                    onChange={() => setPicked((p) => toggleOption(p, o.label))}
                  />
                  <WayIcon name={o.icon} />
                  <label htmlFor={id} className="ways__label">
                    {o.label}
                  </label>
                </div>
                {o.subOptions.length > 0 ? (
                  <ul className="ways__subs" aria-label={`${o.label} options`}>
                    {o.subOptions.map((s) => {
                      const subId = `${id}-${s.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
                      return (
                        <li key={s} className="ways__sub">
                          <input
                            id={subId}
                            type="checkbox"
                            checked={picked.has(s)}
                            onChange={() => setPicked((p) => toggleSubOption(p, o.label, s))}
                          />
                          <label htmlFor={subId}>{s}</label>
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <SaveStatus
        status={autosave.status}
        errorMessage={saveError}
        conflictMessage={isApiError(autosave.error) ? autosave.error.message : undefined}
        onReload={() => void reload()}
      />
      {error ? (
        <p className="field__error" id="ways-error" role="alert">
          {error}
        </p>
      ) : null}
      {blocked ? (
        <Alert tone="error" className="qpage__blocked">
          {blocked}
        </Alert>
      ) : null}
    </div>
  );
}
