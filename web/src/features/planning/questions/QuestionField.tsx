/**
 * One question of the plan answered in place (spec §2, §4): the AnswerField with its Instruction
 * and Model Answer, autosaved 1000 ms after the last change when the text differs from the last
 * saved one, with the answer's version sent along. A save refused with 409 stops autosaving and
 * offers Reload; Reload fetches the version saved meanwhile and shows it beside the user's text,
 * which stays on screen until the user chooses one of the two.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { isApiError } from '../../../lib/api/client';
import { getAnswer, saveAnswer, type AnswerOwner, type AnswerView } from '../../../lib/resources/answers';
import type { Question } from '../../../lib/resources/questions';
import { AUTOSAVE_MS, useAutosave } from '../../../lib/useAutosave';
import { countWords } from '../../../lib/words';
import { AnswerField } from '../../../components/plan/AnswerField';
import { answerError } from '../../../lib/answers';
import { PM } from '../../../config/planMessages';
import { PP } from '../../../config/planPageMessages';

/** What a page asks of one field when the user moves on. */
export interface FieldHandle {
  /** The first rule the text breaks, as its message, or null. */
  error: () => string | null;
  /** Saves now when the text changed; true when everything on screen is saved. */
  flush: () => Promise<boolean>;
  /** Brings the field into view and puts the cursor in it. */
  focus: () => void;
}

export interface QuestionFieldProps {
  owner: AnswerOwner;
  question: Question;
  /** The answer as loaded (null: none yet, or it could not be read). */
  initial: AnswerView | null;
  /** Lazy validation: errors show once the page tried to move on. */
  showErrors: boolean;
  requiredMessage?: string;
  /** Shown instead of the question's label (e.g. a program's name in a "by question" view). */
  label?: string;
  /** The text area's id (unique on the page). */
  id: string;
  /** Called with the field's handle once mounted, and with null when it goes. */
  register?: (handle: FieldHandle | null) => void;
}

/** The message of a failed save: the server's when it explains the refusal, else the spec's. */
function saveErrorText(error: unknown): string {
  if (isApiError(error) && (error.status === 404 || error.status === 413 || error.status === 422)) return error.message;
  return PM.SAVE_ANSWER_FAILED;
}

export function QuestionField({ owner, question, initial, showErrors, requiredMessage, label, id, register }: QuestionFieldProps) {
  const loaded = initial?.answer ?? '';
  const [text, setText] = useState(loaded);
  const version = useRef(initial?.version ?? 0);
  const wordLimit = question.word_limit ?? undefined;
  const overLimit = wordLimit !== undefined && countWords(text) > wordLimit;

  const autosave = useAutosave<string>({
    value: text,
    saved: loaded,
    delay: AUTOSAVE_MS.answer,
    // Text over the word limit is not sent (the server would refuse it); the counter says why.
    enabled: !overLimit,
    save: async (value) => {
      const saved = await saveAnswer(owner, {
        question_id: question.id,
        category_id: question.category_id,
        answer: value,
        version: version.current,
      });
      version.current = saved.version;
    },
  });

  // After Reload: the version saved meanwhile, until the user chooses.
  const [theirs, setTheirs] = useState<AnswerView | null | undefined>(undefined);
  const [reloading, setReloading] = useState(false);
  const [reloadFailed, setReloadFailed] = useState(false);

  const reload = async () => {
    setReloading(true);
    setReloadFailed(false);
    try {
      const server = await getAnswer(owner, question.id);
      const serverText = server?.answer ?? '';
      if (serverText === text) {
        version.current = server?.version ?? 0;
        autosave.reset(serverText);
      } else {
        setTheirs(server);
      }
    } catch {
      setReloadFailed(true);
    } finally {
      setReloading(false);
    }
  };

  // The Reload button goes when the saved version shows: the focus moves to the choice, and back
  // to the text once the user chose.
  const choice = useRef<HTMLDivElement>(null);
  const showingTheirs = theirs !== undefined;
  useEffect(() => {
    if (showingTheirs) choice.current?.focus();
  }, [showingTheirs]);

  const choose = (keepMine: boolean) => {
    const server = theirs ?? null;
    const serverText = server?.answer ?? '';
    version.current = server?.version ?? 0;
    setTheirs(undefined);
    if (!keepMine) setText(serverText);
    // Keeping mine: the saved version is now the base, and the text on screen is saved over it.
    autosave.reset(serverText);
    document.getElementById(id)?.focus();
  };

  const state = useRef({ text, overLimit, flush: autosave.flush });
  useEffect(() => {
    state.current = { text, overLimit, flush: autosave.flush };
  });
  useEffect(() => {
    if (!register) return;
    register({
      error: () => answerError(state.current.text, { requiredMessage, wordLimit }),
      // Over the limit nothing is sent: validation reports it instead of a failed save.
      flush: () => (state.current.overLimit ? Promise.resolve(true) : state.current.flush()),
      focus: () => {
        const node = document.getElementById(id);
        node?.scrollIntoView?.({ block: 'center' });
        node?.focus({ preventScroll: true });
      },
    });
    return () => register(null);
  }, [register, requiredMessage, wordLimit, id]);

  return (
    <div className="qfield">
      <AnswerField
        id={id}
        label={label ?? question.label}
        question={question.question}
        value={text}
        onChange={setText}
        placeholder={question.placeholder}
        requiredMessage={requiredMessage}
        wordLimit={wordLimit}
        showErrors={showErrors}
        saveStatus={autosave.status}
        saveErrorMessage={saveErrorText(autosave.error)}
        onReload={theirs === undefined && !reloading ? () => void reload() : undefined}
        instruction={question.instruction}
        modelAnswer={question.model_answer}
      />
      {reloadFailed ? (
        <p className="field__error qfield__reload-error" role="alert">
          {PP.LOAD_ERROR}
        </p>
      ) : null}
      {theirs !== undefined ? (
        <div ref={choice} className="qfield__theirs" role="group" aria-labelledby={`${id}-theirs`} tabIndex={-1}>
          <p className="qfield__theirs-title" id={`${id}-theirs`}>
            {PP.THEIR_VERSION}
          </p>
          <blockquote className="qfield__theirs-text">{theirs?.answer ? theirs.answer : <em>{PP.THEIRS_EMPTY}</em>}</blockquote>
          <div className="qfield__theirs-actions">
            <Button size="sm" variant="secondary" onClick={() => choose(false)}>
              {PP.USE_THEIRS}
            </Button>
            <Button size="sm" variant="primary" onClick={() => choose(true)}>
              {PP.KEEP_MINE}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
