import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { CheckIcon } from '../icons';
import type { AutosaveStatus } from '../../lib/useAutosave';
import { PM } from '../../config/planMessages';
import './answer.css';

interface SaveStatusProps {
  status: AutosaveStatus;
  /** Shown when a save failed (default 'Failed to save your answer. Please try again.'). */
  errorMessage?: string;
  /** Offered in the conflict state: the page reloads the server's version and resets the autosave. */
  onReload?: () => void;
  /** The conflict's explanation (the server's message), default the generic one. */
  conflictMessage?: string;
  className?: string;
}

/**
 * The autosave line (spec §4): 'Saving...' while a save runs, the success message for 2 seconds
 * after it, the failure in red, and on a conflict the explanation with a Reload button. The
 * polite status region is always in the page, so its changes are announced.
 */
export function SaveStatus({
  status,
  errorMessage = PM.SAVE_ANSWER_FAILED,
  onReload,
  conflictMessage = PM.SAVE_CONFLICT,
  className,
}: SaveStatusProps) {
  return (
    <div className={`save-status ${className ?? ''}`}>
      <p className="save-status__line" role="status" aria-live="polite">
        {status === 'saving' ? (
          <>
            <Spinner size={12} />
            <span>{PM.SAVING}</span>
          </>
        ) : status === 'saved' ? (
          <>
            <CheckIcon width={14} height={14} className="save-status__icon" />
            <span>{PM.SAVED}</span>
          </>
        ) : null}
      </p>
      {status === 'error' ? (
        <p className="save-status__error" role="alert">
          {errorMessage}
        </p>
      ) : null}
      {status === 'conflict' ? (
        <div className="save-status__conflict" role="alert">
          <p>{conflictMessage}</p>
          {onReload ? (
            <Button size="sm" variant="secondary" onClick={onReload}>
              {PM.RELOAD}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
