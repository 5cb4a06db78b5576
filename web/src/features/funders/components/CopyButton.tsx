import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/Button';
import { CheckIcon } from '../../../components/icons';
import { DELAYS } from '../../../config/constants';

/**
 * Copies `text` to the clipboard. The button keeps its name; what happened is said beside it
 * (a status, read out), for a few seconds when it worked, until the next try when it did not.
 */
export function CopyButton({
  text,
  label,
  done,
  ariaLabel,
  variant = 'secondary',
  size = 'md',
}: {
  text: string;
  /** The button: "Copy code". */
  label: string;
  /** What is said once copied: "Code copied". */
  done: string;
  /** A longer name when several buttons read alike ("Copy link of 7KQM-4TXR-P9WD"); it starts with `label`. */
  ariaLabel?: string;
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    window.clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = window.setTimeout(() => setState('idle'), DELAYS.messageClearMs);
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="copy">
      <Button variant={variant} size={size} aria-label={ariaLabel} onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" className={`copy__status ${state === 'failed' ? 'copy__status--failed' : ''}`}>
        {state === 'copied' ? (
          <>
            <CheckIcon width={16} height={16} aria-hidden="true" /> {done}
          </>
        ) : state === 'failed' ? (
          'Copying did not work here: select the text and copy it yourself.'
        ) : null}
      </span>
    </span>
  );
}
