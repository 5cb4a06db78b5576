/**
 * The instructions (spec §2): three steps with Previous, Next and Close. The dialog opens by
 * itself the first time the document is opened in this browser, and is remembered there
 * (localStorage); the Instructions button opens it at any time.
 */
import { useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { DM } from './messages';

export function InstructionsDialog({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState(0);
  const forward = useRef<HTMLButtonElement>(null);
  const steps = DM.INSTRUCTION_STEPS;
  const current = steps[step];
  const last = step === steps.length - 1;
  return (
    <Modal
      open
      title={DM.INSTRUCTIONS_TITLE}
      onClose={onClose}
      footer={
        <div className="cd-steps__footer">
          <Button
            variant="secondary"
            onClick={() => {
              // Previous is disabled on the first step: the focus moves on to Next.
              if (step === 1) forward.current?.focus();
              setStep((s) => s - 1);
            }}
            disabled={step === 0}
          >
            {DM.PREVIOUS}
          </Button>
          {/* One button that turns from Next into Close on the last step, so the focus stays on it. */}
          <button
            type="button"
            ref={forward}
            className="btn btn--primary btn--md"
            onClick={last ? onClose : () => setStep((s) => s + 1)}
            data-autofocus
          >
            <span>{last ? DM.CLOSE : DM.NEXT}</span>
          </button>
        </div>
      }
    >
      <div className="cd-steps" aria-live="polite">
        <p className="cd-steps__count">{DM.STEP_OF(step + 1)}</p>
        <h3 className="cd-steps__title">{current.title}</h3>
        <p>{current.text}</p>
      </div>
    </Modal>
  );
}
