import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { AutosaveStatus } from '../../lib/useAutosave';
import { countWords } from '../../lib/words';
import { answerError } from '../../lib/answers';
import { PM, wordCountText } from '../../config/planMessages';
import { HelpPanel } from './HelpPanel';
import { SaveStatus } from './SaveStatus';
import './answer.css';
import { versionToken } from '../../lib/session';

/** Spec §9: the answer grows with its text up to 450 px, then scrolls. */
export const TEXTAREA_MAX_HEIGHT_PX = 450;

type HelpKind = 'instruction' | 'modelAnswer';

export interface AnswerFieldProps {
  /** The question's label, shown above the text area and naming it. */
  label: string;
  /** The question itself, shown under the label and describing the text area. */
  question?: ReactNode;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  /** Default true: a blank answer is an error. */
  required?: boolean;
  /** The required message ('Answer is required!' unless the page words it otherwise). */
  requiredMessage?: string;
  /** Shows the counter 'n/70 words' and makes more words an error. */
  wordLimit?: number;
  /**
   * Lazy validation (spec §2): errors show only once the page has tried to move on; from then on
   * they follow the text (an error clears as soon as it is fixed).
   */
  showErrors?: boolean;
  /** An error the page found beyond the rules above (shown whenever given). */
  error?: string | null;
  /** The autosave status to show under the field (none when omitted). */
  saveStatus?: AutosaveStatus;
  saveErrorMessage?: string;
  onReload?: () => void;
  /** The question's instruction and model answer; each gives a button that opens the side panel. */
  instruction?: string;
  modelAnswer?: string;
  disabled?: boolean;
  id?: string;
  /** Rows of the text area before it grows. */
  rows?: number;
}

/**
 * A long-text answer to one question (spec §2 question pages): labelled text area that grows to
 * 450 px then scrolls, the optional word counter, errors shown lazily, the autosave line and the
 * Instruction / Model Answer buttons with their side panel.
 */
export function AnswerField({
  label,
  question,
  value,
  onChange,
  placeholder,
  required = true,
  requiredMessage,
  wordLimit,
  showErrors = false,
  error,
  saveStatus,
  saveErrorMessage,
  onReload,
  instruction,
  modelAnswer,
  disabled,
  id,
  rows = 5,
}: AnswerFieldProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const ids = {
    question: `${fieldId}-question`,
    counter: `${fieldId}-counter`,
    error: `${fieldId}-error`,
    panel: `${fieldId}-help`,
  };
  const area = useRef<HTMLTextAreaElement>(null);
  const [help, setHelp] = useState<HelpKind | null>(null);

  const words = countWords(value);
  const over = wordLimit !== undefined && words > wordLimit;
  const message = error ?? (showErrors ? answerError(value, { required, requiredMessage, wordLimit }) : null);

  useLayoutEffect(() => {
    const node = area.current;
    if (!node) return;
    node.style.height = 'auto';
    const border = node.offsetHeight - node.clientHeight;
    const height = Math.min(node.scrollHeight + Math.max(border, 0), TEXTAREA_MAX_HEIGHT_PX);
    if (height > 0) node.style.height = `${height}px`;
  }, [value]);

  const describedBy = [question ? ids.question : '', wordLimit !== undefined ? ids.counter : '', message ? ids.error : '']
    .filter(Boolean)
    .join(' ');

  const helpButton = (kind: HelpKind, text: string | undefined, title: string) =>
    text ? (
      <button
        type="button"
        className={`answer__help-button ${help === kind ? 'answer__help-button--active' : ''}`}
        aria-expanded={help === kind}
        aria-controls={ids.panel}
        aria-label={`${title} for ${label}`}
        onClick={() => setHelp((open) => (open === kind ? null : kind))}
      >
        {title}
      </button>
    ) : null;

  const panelText = help === 'instruction' ? instruction : help === 'modelAnswer' ? modelAnswer : undefined;

  return (
    <div className={`answer ${message ? 'answer--invalid' : ''}`}>
      <div className="answer__head">
        <label className="answer__label" htmlFor={fieldId}>
          {label}
          {required ? (
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
        {instruction || modelAnswer ? (
          <div className="answer__help">
            {helpButton('instruction', instruction, PM.INSTRUCTION)}
            {helpButton('modelAnswer', modelAnswer, PM.MODEL_ANSWER)}
          </div>
        ) : null}
      </div>
      {question ? (
        <div className="answer__question" id={ids.question}>
          {question}
        </div>
      ) : null}
      <textarea
        ref={area}
        id={fieldId}
        className="input textarea answer__input"
        value={value}
        rows={rows}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={versionToken() !== null}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={message ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy || undefined}
      />
      <div className="answer__foot">
        {wordLimit !== undefined ? (
          <p id={ids.counter} className={`answer__counter ${over ? 'answer__counter--over' : ''}`}>
            {wordCountText(words, wordLimit)}
            {over ? <> {PM.WORD_LIMIT_EXCEEDED}</> : null}
          </p>
        ) : null}
        {saveStatus ? <SaveStatus status={saveStatus} errorMessage={saveErrorMessage} onReload={onReload} /> : null}
      </div>
      {wordLimit !== undefined ? (
        <p className="visually-hidden" role="status">
          {over ? PM.WORD_LIMIT_EXCEEDED_SPOKEN : ''}
        </p>
      ) : null}
      {message ? (
        <p className="field__error answer__error" id={ids.error} role="alert">
          {message}
        </p>
      ) : null}
      <HelpPanel
        id={ids.panel}
        open={help !== null && panelText !== undefined}
        title={help === 'instruction' ? PM.INSTRUCTION : PM.MODEL_ANSWER}
        text={panelText ?? ''}
        onClose={() => setHelp(null)}
      />
    </div>
  );
}
