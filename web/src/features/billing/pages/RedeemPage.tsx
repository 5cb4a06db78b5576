import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { CheckIcon, LogoutIcon } from '../../../components/icons';
import { Logo } from '../../../components/Logo';
import { Overlay } from '../../../components/Overlay';
import { PageTitle } from '../../../components/PageTitle';
import { DELAYS } from '../../../config/constants';
import { M } from '../../../config/messages';
import { AM } from '../../../config/appMessages';
import { paths } from '../../../config/paths';
import { logout as wipeSession, useLogout } from '../../../lib/account';
import { usLongDate } from '../../../lib/format';
import { firstIncompleteStep } from '../../../lib/onboarding';
import { meKeys, useMe } from '../../../lib/resources/me';
import { useOnboardingStatus } from '../../../lib/resources/onboardingStatus';
import { subscriptionKeys } from '../../../lib/resources/subscription';
import { forgetLicenceCode, rememberedLicenceCode } from '../../../lib/session';
import { billingApi, type Redeemed } from '../api';
import { redeemFailure } from '../errors';
import { groupLicenceCode } from '../licenceCode';
import '../billing.css';
import { FUNDER_NEVER_SEES, FUNDER_SEES } from '../../../generated/cohort';

const TITLE = "Join your funder's cohort";
const FIELD_ID = 'licence-code';

/**
 * Redeeming a funder's licence code instead of paying (issue 18 §3, /redeem?code=…): the owner
 * types the code (or arrives with it from the funder's link) and agrees, as the condition of
 * joining, to what the funder will see. A member is told that only the owner can redeem.
 */
export function RedeemPage() {
  const me = useMe();
  const navigate = useNavigate();
  const logout = useLogout();
  const [params] = useSearchParams();
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null);
  const [initialCode] = useState(() => groupLicenceCode(params.get('code') ?? rememberedLicenceCode() ?? ''));

  if (me.isPending) return <Overlay message={M.LOADING_ACCOUNT} />;
  const isMember = !!me.data && me.data.role !== 'owner';

  return (
    <div className="billing">
      <PageTitle title={redeemed ? `Welcome to ${redeemed.cohort_name}` : TITLE} />
      <header className="billing__header">
        <Logo tone="light" size={34} />
        <Button
          variant="ghost"
          className="billing__logout"
          icon={<LogoutIcon width={18} height={18} />}
          onClick={() => {
            logout();
            navigate(paths.login, { replace: true });
          }}
        >
          {AM.LOGOUT}
        </Button>
      </header>
      <main className="billing__main" id="main">
        {redeemed ? (
          <Joined redeemed={redeemed} />
        ) : isMember ? (
          <MemberNotice />
        ) : (
          <RedeemForm initialCode={initialCode} onRedeemed={setRedeemed} />
        )}
      </main>
    </div>
  );
}

function RedeemForm({ initialCode, onRedeemed }: { initialCode: string; onRedeemed: (answer: Redeemed) => void }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [code, setCode] = useState(initialCode);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Move focus to the error once it is on screen, so it is read out and the code can be fixed.
  useEffect(() => {
    if (fieldError) document.getElementById(FIELD_ID)?.focus();
  }, [fieldError]);
  useEffect(() => {
    if (formError) formErrorRef.current?.focus();
  }, [formError]);

  const redeem = useMutation({
    mutationFn: (typed: string) => billingApi.redeem({ code: typed }),
    onSuccess: async (answer) => {
      forgetLicenceCode();
      // The subscription is active now: read the account and its subscription again before going
      // on, so the payment gate lets the owner through.
      await Promise.all([
        client.invalidateQueries({ queryKey: meKeys.me }),
        client.invalidateQueries({ queryKey: subscriptionKeys.details }),
      ]);
      onRedeemed(answer);
    },
    onError: (error) => {
      const failure = redeemFailure(error);
      if ('field' in failure) {
        setFieldError(failure.field);
        return;
      }
      setFormError(failure.form);
      if (failure.expired) {
        timer.current = window.setTimeout(() => {
          wipeSession(client);
          navigate(paths.login, { replace: true });
        }, DELAYS.beforeExpiredLogoutMs);
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (code.trim() === '') {
      setFieldError(M.FIELD_REQUIRED);
      return;
    }
    redeem.mutate(code.trim());
  };

  return (
    <div className="redeem card">
      <p className="eyebrow redeem__eyebrow">Sponsored by a funder</p>
      <h1>{TITLE}</h1>
      <p className="redeem__lead">
        Enter the licence code your funder sent you. While the cohort runs, your organization's plan is covered: there is
        nothing to pay.
      </p>
      <form onSubmit={submit} noValidate>
        <TextField
          id={FIELD_ID}
          label="Licence code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          placeholder="7KQM-4TXR-P9WD"
          className="redeem__field"
          hint="12 letters and digits. Dashes, spaces and upper or lower case don't matter."
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setFieldError(undefined);
            setFormError(null);
          }}
          onBlur={() => setCode((typed) => groupLicenceCode(typed))}
          error={fieldError}
          required
        />

        <section className="redeem__sharing" aria-labelledby="redeem-sharing">
          <h2 id="redeem-sharing">What your funder will see</h2>
          <p>When you join, your funder can see:</p>
          <ul className="redeem__list redeem__list--sees">
            {FUNDER_SEES.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            Nothing more, unless you choose to share it later: figures such as your three-year goal, budget totals and
            gift chart summary, or your documents. You can stop sharing them at any time.
          </p>
          <p>Your funder never sees:</p>
          <ul className="redeem__list redeem__list--never">
            {FUNDER_NEVER_SEES.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        {formError ? (
          <div ref={formErrorRef} tabIndex={-1} className="redeem__error">
            <Alert tone="error">{formError}</Alert>
          </div>
        ) : null}
        <Button type="submit" size="lg" block loading={redeem.isPending}>
          Join the cohort
        </Button>
      </form>
      <p className="redeem__alternative">
        No code? <Link to={paths.payment}>See the plans</Link>
      </p>
    </div>
  );
}

/** Where the owner goes once the organization is in: the first onboarding step left, else the plan. */
function Joined({ redeemed }: { redeemed: Redeemed }) {
  const onboarding = useOnboardingStatus();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const step = onboarding.data ? firstIncompleteStep(onboarding.data) : 'welcome';
  const onboarded = step === null;

  return (
    <div className="redeem card redeem--done">
      <div className="success__icon">
        <CheckIcon width={36} height={36} />
      </div>
      <h1 ref={heading} tabIndex={-1}>
        {redeemed.redemption === 'again'
          ? `You already have a seat in ${redeemed.cohort_name}`
          : `Welcome to ${redeemed.cohort_name}`}
      </h1>
      <p className="redeem__lead">
        {redeemed.funder_name} sponsors your plan until {usLongDate(redeemed.ends_on)}.
      </p>
      {onboarding.isPending ? (
        <Button size="lg" loading>
          {AM.GO_TO_ONBOARDING}
        </Button>
      ) : (
        <Link className="btn btn--primary btn--lg" to={onboarded ? paths.welcome : paths.onboardingStep(step)} replace>
          {onboarded ? AM.GO_TO_DASHBOARD : AM.GO_TO_ONBOARDING}
        </Link>
      )}
    </div>
  );
}

function MemberNotice() {
  return (
    <div className="redeem card">
      <h1>{TITLE}</h1>
      <p className="redeem__lead">
        Only your organization's owner can redeem a licence code. Please pass the code on to them: once they enter it,
        your whole team can work on the plan.
      </p>
      <Link className="btn btn--secondary btn--md" to={paths.welcome}>
        {AM.GO_TO_DASHBOARD}
      </Link>
    </div>
  );
}

export default RedeemPage;
