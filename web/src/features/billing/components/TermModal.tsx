import { useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { AM } from '../../../config/appMessages';
import type { Plan, Term } from '../api';
import { pricesOf, termOptionText } from '../plans';

interface TermModalProps {
  plan: Plan | null;
  title: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: (term: Term) => void;
  busy?: boolean;
}

/** Pick Monthly or Yearly for a plan; "Please Select a Plan!" when none is chosen. */
export function TermModal({ plan, title, confirmLabel, onCancel, onConfirm, busy = false }: TermModalProps) {
  const [term, setTerm] = useState<Term | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = useId();
  const errorId = useId();
  const prices = plan ? pricesOf(plan) : null;

  const close = () => {
    if (busy) return;
    setTerm(null);
    setError(null);
    onCancel();
  };

  return (
    <Modal
      open={!!plan && !!prices}
      title={title}
      description={plan ? plan.title : undefined}
      onClose={busy ? undefined : close}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              if (!term) setError(AM.SELECT_PLAN);
              else onConfirm(term);
            }}
            loading={busy}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {prices ? (
        <fieldset className="terms" aria-describedby={error ? errorId : undefined} disabled={busy}>
          <legend className="visually-hidden">Billing term</legend>
          {(['month', 'year'] as const).map((value) => {
            const option = termOptionText(prices, value);
            return (
              <label key={value} className={`term ${term === value ? 'is-selected' : ''}`}>
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={term === value}
                  onChange={() => {
                    setTerm(value);
                    setError(null);
                  }}
                />
                <span className="term__text">
                  <span className="term__title">{option.title}</span>
                  <span className="term__detail">{option.detail}</span>
                </span>
                {option.badge ? <span className="term__badge">{option.badge}</span> : null}
              </label>
            );
          })}
        </fieldset>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
