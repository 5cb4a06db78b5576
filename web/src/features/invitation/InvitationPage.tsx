import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PasswordField, TextField } from '../../components/Field';
import { Logo } from '../../components/Logo';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../config/paths';
import { logout } from '../../lib/account';
import { useZodForm } from '../../lib/forms';
import { initials } from '../../lib/names';
import { getSession, setSession, toSessionUser, useSession } from '../../lib/session';
import { invitationApi, invitationKeys, type InvitationView } from './api';
import { failureMessage, INVITATION_INVALID, isInvalidLink } from './errors';
import './invitation.css';
import { joinSchema, type JoinValues } from './schemas';

const invitationPath = (token: string) => `/invitation?token=${encodeURIComponent(token)}`;

/**
 * The page an invitation e-mail links to (`/invitation?token=…`). A new person signs up here and
 * is signed in at once as a member (no payment, no onboarding); a person who already has an
 * account signs in and comes back to accept. The link is single-use and expires.
 */
export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const lookup = useQuery({
    queryKey: invitationKeys.lookup(token),
    queryFn: () => invitationApi.lookup(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

  let content: ReactNode;
  if (!token || lookup.isError) {
    content = (
      <Invalid message={!token || isInvalidLink(lookup.error) ? INVITATION_INVALID : failureMessage(lookup.error)} />
    );
  } else if (lookup.isPending) {
    content = (
      <div className="invite__loading">
        <Spinner size={32} label="Loading your invitation" />
      </div>
    );
  } else {
    const invitation = lookup.data;
    const signedInAs = session?.user.email?.toLowerCase() ?? null;
    if (signedInAs && signedInAs !== invitation.email.toLowerCase()) {
      content = <WrongAccount invitation={invitation} signedInAs={session?.user.email ?? ''} />;
    } else if (signedInAs) {
      content = <Accept invitation={invitation} token={token} />;
    } else if (invitation.has_account) {
      content = <SignInToAccept invitation={invitation} token={token} />;
    } else {
      content = <Join invitation={invitation} token={token} />;
    }
  }

  return (
    <div className="invite">
      <PageTitle title="Your invitation" />
      <aside className="invite__brand">
        <Logo tone="light" size={36} />
        <InvitationCard invitation={lookup.data} />
        <p className="invite__tagline">The strategic plan for fundraising, built for nonprofits.</p>
      </aside>
      <main className="invite__main" id="main">
        <div className="invite__panel">
          <div className="invite__mobile-logo">
            <Logo size={30} />
          </div>
          {content}
        </div>
      </main>
    </div>
  );
}

export default InvitationPage;

/** The brand side: who invites you to which organization. */
function InvitationCard({ invitation }: { invitation?: InvitationView }) {
  const org = invitation?.organization_name?.trim() || 'your organization';
  const badge = invitation ? initials({ firstName: org.split(/\s+/)[0], lastName: org.split(/\s+/)[1] ?? '' }) : '';
  return (
    <div className="invite__card" aria-hidden="true">
      <div className="invite__envelope">
        <span className="invite__badge">{badge || '✦'}</span>
        <span className="invite__card-kicker">Invitation</span>
        <span className="invite__card-org">{invitation ? org : 'Join your team'}</span>
        {invitation?.invited_by ? <span className="invite__card-from">from {invitation.invited_by}</span> : null}
        <span className="invite__lines">
          <i />
          <i />
          <i />
        </span>
      </div>
      <p className="invite__card-text">
        Build your strategic plan for fundraising together: vision, programs, budgets, goals and the resources that
        follow.
      </p>
    </div>
  );
}

function Heading({ invitation, children }: { invitation: InvitationView; children?: ReactNode }) {
  const org = invitation.organization_name?.trim() || 'your organization';
  return (
    <header className="invite__header">
      <p className="invite__kicker">You&apos;re invited</p>
      <h1 className="invite__title">Join {org} on fundplan</h1>
      <p className="invite__lead">
        {invitation.invited_by ? (
          <>
            <strong>{invitation.invited_by}</strong> invited <strong>{invitation.email}</strong> to work on{' '}
            {`${org}'s`} strategic plan for fundraising.
          </>
        ) : (
          <>
            <strong>{invitation.email}</strong> is invited to work on {`${org}'s`} strategic plan for fundraising.
          </>
        )}{' '}
        {children}
      </p>
    </header>
  );
}

function useEnterPlan() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return () => {
    // The previous organization's answers must not linger in the cache.
    client.removeQueries();
    navigate(paths.welcome, { replace: true });
  };
}

/** A new person: name and password; the e-mail is the invited one. */
function Join({ invitation, token }: { invitation: InvitationView; token: string }) {
  const enter = useEnterPlan();
  const { values, setValue, errors, handleSubmit } = useZodForm(joinSchema, { name: '', password: '', confirmPassword: '' });
  const [failure, setFailure] = useState<string | null>(null);

  const join = useMutation({
    mutationFn: invitationApi.signUp,
    onSuccess: (result) => {
      const sessionToken = result.user?.api_tokens?.[0]?.token;
      if (!sessionToken) {
        setFailure('Your account was created. Log in to start working on the plan.');
        return;
      }
      setSession({ token: sessionToken, user: toSessionUser(result.user) });
      enter();
    },
    onError: (error) => setFailure(failureMessage(error)),
  });

  const change = <K extends keyof JoinValues>(key: K, value: string) => {
    setValue(key, value);
    if (failure) setFailure(null);
  };

  return (
    <>
      <Heading invitation={invitation}>Create your account to accept.</Heading>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <form
        noValidate
        onSubmit={handleSubmit((data) =>
          join.mutate({
            user: {
              name: data.name.trim().replace(/\s+/g, ' '),
              email: invitation.email,
              password: data.password,
              password_confirmation: data.confirmPassword,
              terms_of_service: 1,
            },
            invitation_token: token,
          }),
        )}
      >
        <TextField label="Email" name="email" type="email" value={invitation.email} readOnly hint="The invited address." />
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          placeholder="First and last name"
          value={values.name}
          onChange={(e) => change('name', e.target.value)}
          error={errors.name}
          required
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          value={values.password}
          onChange={(e) => change('password', e.target.value)}
          error={errors.password}
          required
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => change('confirmPassword', e.target.value)}
          error={errors.confirmPassword}
          required
        />
        <p className="invite__terms">
          By creating an account you agree to the fundplan Terms and Conditions and acknowledge our Privacy Policy.
        </p>
        <Button type="submit" size="lg" block loading={join.isPending}>
          Accept invitation
        </Button>
      </form>
    </>
  );
}

/** An existing account that is not signed in: log in, then come back here. */
function SignInToAccept({ invitation, token }: { invitation: InvitationView; token: string }) {
  const navigate = useNavigate();
  return (
    <>
      <Heading invitation={invitation}>You already have a fundplan account with this address: log in to accept.</Heading>
      <Button
        size="lg"
        block
        onClick={() => navigate(paths.login, { state: { from: invitationPath(token) } })}
      >
        Log in to accept
      </Button>
      <p className="invite__links">
        Forgot your password? <Link to={paths.forgotPassword}>Reset it</Link>, then open this link again.
      </p>
    </>
  );
}

/** Signed in with the invited address: join the organization (a new session). */
function Accept({ invitation, token }: { invitation: InvitationView; token: string }) {
  const enter = useEnterPlan();
  const [failure, setFailure] = useState<string | null>(null);
  const accept = useMutation({
    mutationFn: () => invitationApi.accept(token),
    onSuccess: (answer) => {
      const current = getSession();
      if (current) {
        setSession({
          token: answer.token,
          user: { ...current.user, role: 'member', organization_id: answer.organization_id },
        });
      }
      enter();
    },
    onError: (error) => setFailure(failureMessage(error)),
  });
  return (
    <>
      <Heading invitation={invitation}>
        You will work on this organization&apos;s plan from now on, and leave the team you belong to today.
      </Heading>
      {failure ? (
        <Alert tone="error">
          <p>{failure}</p>
          <Link to={paths.welcome}>Go to your plan</Link>
        </Alert>
      ) : null}
      <Button size="lg" block loading={accept.isPending} onClick={() => accept.mutate()}>
        Join {invitation.organization_name || 'the team'}
      </Button>
    </>
  );
}

/** Signed in with another address: offer to log out first. */
function WrongAccount({ invitation, signedInAs }: { invitation: InvitationView; signedInAs: string }) {
  const client = useQueryClient();
  return (
    <>
      <Heading invitation={invitation} />
      <Alert tone="warning">
        You are signed in as <strong>{signedInAs}</strong>. Log out to accept this invitation as{' '}
        <strong>{invitation.email}</strong>.
      </Alert>
      <Button size="lg" block onClick={() => logout(client)}>
        Log out and continue
      </Button>
      <p className="invite__links">
        <Link to={paths.welcome}>Back to my plan</Link>
      </p>
    </>
  );
}

function Invalid({ message }: { message: string }) {
  return (
    <div className="invite__invalid">
      <p className="invite__kicker">Invitation</p>
      <h1 className="invite__title">This link can&apos;t be used</h1>
      <Alert tone="error">{message}</Alert>
      <p className="invite__links">
        Already a member? <Link to={paths.login}>Log in</Link>
      </p>
    </div>
  );
}
