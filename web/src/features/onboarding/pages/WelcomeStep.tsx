import { useState } from 'react';
import planImage from '../../../assets/slide-plan.svg';
import { Button } from '../../../components/Button';
import { ArrowRightIcon } from '../../../components/icons';
import { AM } from '../../../config/appMessages';
import { useCompleteStep } from '../useStepSaved';
import { PageTitle } from '../../../components/PageTitle';

const WHAT_NEXT = [
  { title: 'Tell us about your organization', text: 'Its name, contact details, colours, font and logo brand every document you create.' },
  { title: 'Tell us about you', text: 'Your name, role and photo, so your team knows who is leading the plan.' },
  { title: 'Invite your team', text: 'Bring in colleagues and board members to work on the modules with you.' },
];

export function WelcomeStep() {
  const { complete, goNext } = useCompleteStep('welcome');
  const [busy, setBusy] = useState(false);
  return (
    <section>
      <PageTitle title={AM.WELCOME_TO_TOOLKIT} />
      <div className="welcome-hero">
        <div>
          <p className="step-kicker">Step 1 of 4</p>
          <h1 id="onboarding-title">{AM.WELCOME_TO_TOOLKIT}</h1>
          <p className="muted">
            You are a few minutes away from starting your strategic plan for fundraising. The toolkit guides you through
            15 modules — from your vision and mission to your budgets, your three-year fundraising goal, your case for
            support, gift pyramid and stewardship structure.
          </p>
          <p className="muted">First, three quick setup steps:</p>
        </div>
        <img src={planImage} alt="" width={480} height={360} />
      </div>
      <ol className="welcome-list">
        {WHAT_NEXT.map((item, i) => (
          <li key={item.title}>
            <span className="welcome-list__num" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <strong>{item.title}</strong>
              <span>{item.text}</span>
            </div>
          </li>
        ))}
      </ol>
      <div className="step-actions">
        <Button
          size="lg"
          loading={busy}
          icon={<ArrowRightIcon width={18} height={18} />}
          iconAfter
          onClick={async () => {
            setBusy(true);
            await complete().catch(() => undefined);
            goNext();
          }}
        >
          {AM.GET_STARTED}
        </Button>
      </div>
    </section>
  );
}

export default WelcomeStep;
