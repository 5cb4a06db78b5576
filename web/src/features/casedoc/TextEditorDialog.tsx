/**
 * The text editor of the document (spec §2 "Text editing", §5): the text with a live word count
 * against the slot's limit. Over the limit the count turns red with "(Word limit exceeded)" and
 * "You cannot enter more than {limit} words!" shows under it; Save is then refused with the alert
 * "Word Limit Exceeded!". Otherwise Save asks for confirmation with the warning that the edit
 * affects only the downloaded document, and stores it on the server as the document's override
 * (DECISIONS). An edited text can be reset to the plan's text.
 */
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { isApiError } from '../../lib/api/client';
import type { SlotText } from '../../lib/resources/casedoc';
import { countWords, isBlank } from '../../lib/words';
import { DM } from './messages';

type Step = 'edit' | 'over-limit' | 'confirm';

export interface TextEditorProps {
  name: string;
  slot: SlotText;
  onClose: () => void;
  /** Stores the text; rejects with the server's error. */
  onSave: (text: string) => Promise<unknown>;
  /** Drops the override; rejects with the server's error. */
  onReset: () => Promise<unknown>;
}

const failure = (e: unknown, fallback: string) =>
  isApiError(e) && e.status >= 400 && e.status < 500 && e.status !== 401 ? e.message : fallback;

export function TextEditorDialog({ name, slot, onClose, onSave, onReset }: TextEditorProps) {
  const fieldId = useId();
  const countId = useId();
  const errorId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(slot.text);
  const [step, setStep] = useState<Step>('edit');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [required, setRequired] = useState(false);

  const count = countWords(text);
  const over = count > slot.limit;

  const save = () => {
    setError(null);
    if (isBlank(text)) {
      setRequired(true);
      area.current?.focus();
      return;
    }
    setStep(over ? 'over-limit' : 'confirm');
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await onSave(text);
      onClose();
    } catch (e) {
      setError(failure(e, DM.SAVE_FAILED));
      setStep('edit');
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    setBusy(true);
    setError(null);
    try {
      await onReset();
      onClose();
    } catch (e) {
      setError(failure(e, DM.RESET_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const describedBy = [countId, over ? errorId : null].filter(Boolean).join(' ');
  const message = required ? DM.ANSWER_REQUIRED : over ? DM.WORD_LIMIT_INLINE(slot.limit) : null;

  return (
    <>
      <Modal
        open
        title={DM.EDITOR_TITLE(name)}
        description={DM.EDITOR_NOTE}
        // While a question of its own is open, Escape answers that one.
        onClose={step === 'edit' && !busy ? onClose : undefined}
        initialFocusRef={area}
        footer={
          <div className="cd-editor__footer">
            {slot.overridden ? (
              <Button variant="ghost" onClick={() => void reset()} disabled={busy}>
                {DM.RESET}
              </Button>
            ) : (
              <span />
            )}
            <div className="cd-editor__actions">
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                {DM.CANCEL}
              </Button>
              <Button onClick={save} loading={busy && step === 'edit'}>
                {DM.SAVE}
              </Button>
            </div>
          </div>
        }
      >
        <label className="field__label" htmlFor={fieldId}>
          {name}
        </label>
        <textarea
          id={fieldId}
          ref={area}
          className="input textarea cd-editor__text"
          value={text}
          rows={12}
          onChange={(e) => {
            setText(e.target.value);
            setRequired(false);
          }}
          aria-invalid={over || required || undefined}
          aria-describedby={describedBy}
        />
        <p id={countId} className={`cd-editor__count ${over ? 'cd-editor__count--over' : ''}`}>
          {DM.WORDS(count, slot.limit)}
          {over ? ` ${DM.OVER_LIMIT}` : ''}
        </p>
        {message ? (
          <p id={errorId} className="field__error" role={required ? 'alert' : undefined}>
            {message}
          </p>
        ) : null}
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </Modal>

      <Modal
        open={step === 'over-limit'}
        role="alertdialog"
        size="sm"
        title={DM.WORD_LIMIT_TITLE}
        description={DM.WORD_LIMIT_ALERT(slot.limit, count)}
        onClose={() => setStep('edit')}
        footer={
          <Button onClick={() => setStep('edit')} data-autofocus>
            {DM.OK}
          </Button>
        }
      >
        {null}
      </Modal>

      <Modal
        open={step === 'confirm'}
        role="alertdialog"
        size="sm"
        title={DM.SAVE_WARNING_TITLE}
        description={DM.SAVE_WARNING}
        onClose={busy ? undefined : () => setStep('edit')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setStep('edit')} disabled={busy}>
              {DM.CANCEL}
            </Button>
            <Button onClick={() => void confirm()} loading={busy} data-autofocus>
              {DM.SAVE_CONFIRM}
            </Button>
          </>
        }
      >
        {null}
      </Modal>
    </>
  );
}
