import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { PasswordField, TextField } from '../../../components/Field';
import { Logo } from '../../../components/Logo';
import { PageTitle } from '../../../components/PageTitle';
import { Spinner } from '../../../components/Spinner';
import { paths } from '../../../config/paths';
import { logout } from '../../../lib/account';
import { useZodForm } from '../../../lib/forms';
import { splitFullName } from '../../../lib/names';
import { getSession, setSession, useSession } from '../../../lib/session';
import { funderApi, funderKeys, type FunderInvitation, type JoinedFunder } from '../api';
import { failureMessage, fieldErrorsOf, INVITATION_INVALID, isStatus } from '../errors';
import { roleLabel, roleSentence } from '../format';
import '../funders.css';
import { funderPaths } from '../paths';
import { funderSignUpSchema, type FunderSignUpValues } from '../schemas';

/**
 * The page a funder's invitation links to (`/funder-invitation?token=…`, issue 18 §1). A new
 * person creates an account here that works for the funder only; a person with an account logs
 * in, comes back and accepts. Either way they land on the funder's home.
 */
export function FunderInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const lookup = useQuery({
    queryKey: funderKeys.invitation(token),
    queryFn: () => funderApi.invitation(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

  let content: ReactNode;
  if (!token || lookup.isError) {
    content = <Invalid message={!token ? INVITATION_INVALID : failureMessage(lookup.error)} />;
  } else if (lookup.isPending) {
    content = (
      <div className="funder-invite__loading">
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
      content = <LogInToAccept invitation={invitation} token={token} />;
    } else {
      content = <SignUp invitation={invitation} token={token} />;
    }
  }

  return (
    <div className="funder-invite">
      <PageTitle title="Your invitation" />
      <header className="funder-invite__logo">
        <Logo tone="light" size={34} />
      </header>
      <main className="funder-invite__card card" id="main">
        {content}
      </main>
    </div>
  );
}

export default FunderInvitationPage;

function Heading({ invitation, title }: { invitation: FunderInvitation; title: string }) {
  return (
    <header className="funder-invite__header">
      <p className="funder-head__kicker">
        {invitation.funder_name} · {roleLabel(invitation.role)}
      </p>
      <h1>{title}</h1>
      <p className="funder-head__lead">
        {invitation.funder_name} invites <strong>{invitation.email}</strong> to join its staff on fundplan, where the
        nonprofits it sponsors write their strategic plans for fundraising. {roleSentence(invitation.role)}
      </p>
    </header>
  );
}

/** Signed in now with `joined.token`: on to the funder's home, with nothing of the previous session cached. */
function useEnterFunder() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return (joined: JoinedFunder) => {
    client.removeQueries();
    navigate(paths.funderHome(joined.funder_id), { replace: true });
  };
}

/** No account for the address yet: name and password (the link confirmed the address). */
function SignUp({ invitation, token }: { invitation: FunderInvitation; token: string }) {
  const enter = useEnterFunder();
  const navigate = useNavigate();
  const { values, setValue, errors, setServerErrors, handleSubmit } = useZodForm(funderSignUpSchema, {
    name: '',
    password: '',
    confirmPassword: '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [focusError, setFocusError] = useState(0);
  useEffect(() => {
    if (focusError) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const signUp = useMutation({
    mutationFn: funderApi.signUp,
    onSuccess: (joined, sent) => {
      const { firstName, lastName } = splitFullName(sent.name);
      setSession({
        token: joined.token,
        user: {
          id: '',
          firstName,
          lastName,
          email: invitation.email,
          profilePicture: null,
          role: '',
          organization_id: null,
          subscriptionStatus: null,
        },
      });
      enter(joined);
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields.email) {
        // The address has an account already (made since the link was sent): log in and accept.
        setTaken(true);
        return;
      }
      const server = {
        ...(fields.name ? { name: fields.name } : {}),
        ...(fields.password ? { password: fields.password } : {}),
        ...(fields.password_confirmation ? { confirmPassword: fields.password_confirmation } : {}),
      };
      if (Object.keys(server).length > 0) {
        setServerErrors(server);
        setFocusError((n) => n + 1);
      } else {
        setFailure(failureMessage(error));
      }
    },
  });

  const change = <K extends keyof FunderSignUpValues>(key: K, value: string) => {
    setValue(key, value);
    if (failure) setFailure(null);
  };

  if (taken) {
    return (
      <>
        <Heading invitation={invitation} title={`Join ${invitation.funder_name}`} />
        <Alert tone="info">
          There is already a fundplan account for <strong>{invitation.email}</strong>. Log in with it to accept the
          invitation.
        </Alert>
        <Button size="lg" block onClick={() => navigate(paths.login, { state: { from: funderPaths.invitation(token) } })}>
          Log in as {invitation.email}
        </Button>
      </>
    );
  }

  return (
    <>
      <Heading invitation={invitation} title={`Create your account and join ${invitation.funder_name}`} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <form
        ref={form}
        noValidate
        onSubmit={handleSubmit((data) =>
          signUp.mutate({
            token,
            name: data.name.trim().replace(/\s+/g, ' '),
            password: data.password,
            password_confirmation: data.confirmPassword,
          }),
        )}
      >
        <TextField label="Email" name="email" type="email" value={invitation.email} readOnly hint="The invited address." />
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          hint="First and last name."
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
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => change('confirmPassword', e.target.value)}
          error={errors.confirmPassword}
          required
        />
        <p className="funder-invite__terms">
          By creating an account you agree to the fundplan Terms and Conditions and acknowledge our Privacy Policy.
        </p>
        <Button type="submit" size="lg" block loading={signUp.isPending}>
          Create account and join
        </Button>
      </form>
    </>
  );
}

/** The address has an account and nobody is signed in: log in, then come back here. */
function LogInToAccept({ invitation, token }: { invitation: FunderInvitation; token: string }) {
  const navigate = useNavigate();
  return (
    <>
      <Heading invitation={invitation} title={`Join ${invitation.funder_name}`} />
      <p>You already have a fundplan account with this address. Log in with it and you come back here to accept.</p>
      <Button size="lg" block onClick={() => navigate(paths.login, { state: { from: funderPaths.invitation(token) } })}>
        Log in as {invitation.email} to accept
      </Button>
      <p className="funder-invite__links">
        Forgot your password? <Link to={paths.forgotPassword}>Reset it</Link>, then open this link again.
      </p>
    </>
  );
}

/** Signed in with the invited address: join the staff (a new session; a nonprofit, if any, is kept). */
function Accept({ invitation, token }: { invitation: FunderInvitation; token: string }) {
  const enter = useEnterFunder();
  const [failure, setFailure] = useState<{ message: string; already: boolean } | null>(null);
  const accept = useMutation({
    mutationFn: () => funderApi.accept(token),
    onSuccess: (joined) => {
      const current = getSession();
      if (current) setSession({ token: joined.token, user: current.user });
      enter(joined);
    },
    onError: (error) => setFailure({ message: failureMessage(error), already: isStatus(error, 409) }),
  });
  return (
    <>
      <Heading invitation={invitation} title={`Join ${invitation.funder_name}`} />
      <p>
        You are signed in as <strong>{invitation.email}</strong>. If you also belong to a nonprofit on fundplan, you keep
        it: the app then offers both.
      </p>
      {failure ? (
        <Alert tone="error">
          <p>{failure.message}</p>
          {failure.already ? <Link to={paths.root}>Continue to fundplan</Link> : null}
        </Alert>
      ) : null}
      <Button size="lg" block loading={accept.isPending} onClick={() => accept.mutate()}>
        Accept invitation
      </Button>
    </>
  );
}

/** Signed in with another address: log out first. */
function WrongAccount({ invitation, signedInAs }: { invitation: FunderInvitation; signedInAs: string }) {
  const client = useQueryClient();
  return (
    <>
      <Heading invitation={invitation} title={`Join ${invitation.funder_name}`} />
      <Alert tone="warning">
        You are signed in as <strong>{signedInAs}</strong>. Log out to accept this invitation as{' '}
        <strong>{invitation.email}</strong>.
      </Alert>
      <Button size="lg" block onClick={() => logout(client)}>
        Log out and continue
      </Button>
    </>
  );
}

function Invalid({ message }: { message: string }) {
  return (
    <div>
      <p className="funder-head__kicker">Invitation</p>
      <h1>This link can&apos;t be used</h1>
      <Alert tone="error">{message}</Alert>
      <p className="funder-invite__links">
        Already on a funder&apos;s staff? <Link to={paths.login}>Log in</Link>
      </p>
    </div>
  );
}
