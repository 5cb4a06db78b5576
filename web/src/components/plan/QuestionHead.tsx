/**
 * The head of a closing page built around one question of the catalogue (ways to give, the gift
 * pyramid): the question as the page asks it, and the Instruction and Model Answer buttons with
 * the side panel the question pages use (spec file 2 §2).
 */
import { useId, useState } from 'react';
import type { Question } from '../../lib/resources/questions';
import { HelpPanel } from './HelpPanel';
import { PM } from '../../config/planMessages';
import './answer.css';

type Kind = 'instruction' | 'modelAnswer';

export function QuestionHead({ question }: { question: Question }) {
  const panel = useId();
  const [open, setOpen] = useState<Kind | null>(null);
  const button = (kind: Kind, title: string) => (
    <button
      type="button"
      className={`answer__help-button ${open === kind ? 'answer__help-button--active' : ''}`}
      aria-expanded={open === kind}
      aria-controls={panel}
      aria-label={`${title} for ${question.label}`}
      onClick={() => setOpen((o) => (o === kind ? null : kind))}
    >
      {title}
    </button>
  );
  return (
    <div className="closing-head">
      <p className="closing-head__question">{question.question}</p>
      <div className="answer__help">
        {question.instruction ? button('instruction', PM.INSTRUCTION) : null}
        {question.model_answer ? button('modelAnswer', PM.MODEL_ANSWER) : null}
      </div>
      <HelpPanel
        id={panel}
        open={open !== null}
        title={open === 'modelAnswer' ? PM.MODEL_ANSWER : PM.INSTRUCTION}
        text={open === 'modelAnswer' ? question.model_answer : question.instruction}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
