import { Alert } from '../../../components/Alert';
import { InfoIcon, LockIcon } from '../../../components/icons';
import { AM } from '../../../config/appMessages';

interface SkipModuleControlProps {
  skipped: boolean;
  busy: boolean;
  error: string | null;
  onSkip: () => void;
  onUnskip: () => void;
}

/** The module 9 overview's choice (spec §4): "This Module is Optional · Skip it", or "This Module is Skipped · Unskip it". */
export function SkipModuleControl({ skipped, busy, error, onSkip, onUnskip }: SkipModuleControlProps) {
  return (
    <section className={`skip-card ${skipped ? 'skip-card--skipped' : ''}`} aria-labelledby="skip-card-title">
      <span className="skip-card__icon" aria-hidden="true">
        {skipped ? <LockIcon width={18} height={18} /> : <InfoIcon width={18} height={18} />}
      </span>
      <div className="skip-card__body">
        <h2 className="skip-card__title" id="skip-card-title">
          {skipped ? AM.MODULE_IS_SKIPPED : AM.MODULE_OPTIONAL}
        </h2>
        <p>
          {skipped
            ? 'Its pages are locked and left out of your plan’s progress. Unskip it to plan new projects after all.'
            : 'Only organizations planning new projects need this module. Without new projects, skip it and go straight to your 3-year fundraising goal.'}
        </p>
        {error ? <Alert tone="error">{error}</Alert> : null}
      </div>
      <button
        type="button"
        className="btn btn--link skip-card__action"
        onClick={skipped ? onUnskip : onSkip}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {skipped ? AM.UNSKIP_IT : AM.SKIP_IT}
      </button>
    </section>
  );
}
