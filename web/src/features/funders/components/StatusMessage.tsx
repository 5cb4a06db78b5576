import { CheckIcon } from '../../../components/icons';

/**
 * What a change did ("2 codes paused."), in a polite live region that stays in the page, so that
 * each new message is read out; empty until there is one.
 */
export function StatusMessage({ message }: { message: string | null }) {
  return (
    <p role="status" className={`funder-status ${message ? '' : 'funder-status--empty'}`}>
      {message ? (
        <>
          <CheckIcon width={16} height={16} aria-hidden="true" /> <span>{message}</span>
        </>
      ) : null}
    </p>
  );
}
