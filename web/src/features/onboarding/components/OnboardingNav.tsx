import { Link } from 'react-router';
import { CheckIcon, LockIcon } from '../../../components/icons';
import { ProgressBar } from '../../../components/ProgressBar';
import { paths } from '../../../config/paths';
import { ONBOARDING_STEPS, isStepAccessible, type OnboardingStep, type StepStatusMap } from '../../../lib/onboarding';
import { STEP_META, stepState, type StepState } from '../steps';

const STATE_TEXT: Record<StepState, string> = {
  completed: 'Completed',
  current: 'Current step',
  pending: 'Not started',
};

/**
 * The left navigation: a step is a link only when it is the first step, the current one, or
 * the server's status says it is accessible; the others are greyed out.
 */
export function OnboardingNav({ current, statuses }: { current: OnboardingStep; statuses: StepStatusMap }) {
  const completed = ONBOARDING_STEPS.filter((s) => statuses[s] === 1).length;
  const percent = (completed / ONBOARDING_STEPS.length) * 100;
  return (
    <nav className="onav" aria-label="Onboarding steps">
      <div className="onav__overall">
        <p className="onav__overall-label">
          Setup progress <span>{completed} of {ONBOARDING_STEPS.length} complete</span>
        </p>
        <ProgressBar value={percent} label="Onboarding progress" />
      </div>
      <ol className="onav__list">
        {ONBOARDING_STEPS.map((step, index) => {
          const state = stepState(step, current, statuses);
          const clickable = step === current || isStepAccessible(step, statuses);
          const meta = STEP_META[step];
          const stepProgress = state === 'completed' ? 100 : state === 'current' ? 50 : 0;
          const body = (
            <>
              <span className={`onav__icon onav__icon--${state}`} aria-hidden="true">
                {state === 'completed' ? (
                  <CheckIcon width={16} height={16} />
                ) : !clickable ? (
                  <LockIcon width={14} height={14} />
                ) : (
                  index + 1
                )}
              </span>
              <span className="onav__text">
                <span className="onav__label">{meta.label}</span>
                <span className="onav__summary">{meta.summary}</span>
                <span className="onav__bar" aria-hidden="true">
                  <span style={{ width: `${stepProgress}%` }} />
                </span>
                <span className="visually-hidden">, {STATE_TEXT[state]}</span>
              </span>
            </>
          );
          return (
            <li key={step} className={`onav__item onav__item--${state} ${clickable ? '' : 'is-disabled'}`}>
              {clickable ? (
                <Link
                  to={paths.onboardingStep(step)}
                  className="onav__link"
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  {body}
                </Link>
              ) : (
                <span className="onav__link" aria-disabled="true">
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
