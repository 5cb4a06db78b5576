import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { PasswordField, TextField } from '../../../components/Field';
import { DELAYS } from '../../../config/constants';
import { M } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../lib/forms';
import { useTimeout } from '../../../lib/hooks';
import { rememberedLicenceCode, setSession, toSessionUser } from '../../../lib/session';
import { useRequest } from '../../../lib/useRequest';
import { authApi } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { isUnconfirmed, loginErrorMessage } from '../errors';
import { loginDestination } from '../loginDestination';
import { loginSchema, type LoginValues } from '../schemas';

export const CONFIRMATION_INVALID =
  'This confirmation link is invalid or has expired. Log in below and we will offer to send you a new one.';

type Failure = { message: string; unconfirmed: boolean; email: string };

export function LoginPage() {
  const [params] = useSearchParams();
  const confirmed = params.get('confirmed');
  const [showConfirmed, setShowConfirmed] = useState(confirmed === 'true');
  useTimeout(() => setShowConfirmed(false), DELAYS.confirmedBannerMs, showConfirmed);

  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? null;
  const { values, setValue, errors, handleSubmit } = useZodForm(loginSchema, { email: '', password: '' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [resent, setResent] = useState<string | null>(null);

  // The query cache of the signed-in pages starts empty for each account (app/layouts/QueryLayout).
  const login = useRequest(authApi.login, {
    onSuccess: (result) => {
      setSession({ token: result.token, user: toSessionUser(result.user) });
      navigate(loginDestination(result, from, rememberedLicenceCode()), { replace: true });
    },
    onError: (error, variables) => {
      setFailure(
        isUnconfirmed(error)
          ? { message: error.message, unconfirmed: true, email: variables.email }
          : { message: loginErrorMessage(error), unconfirmed: false, email: variables.email },
      );
    },
  });

  const resend = useRequest((email: string) => authApi.resendConfirmation({ email }), {
    onSuccess: (answer) => setResent(answer.data || 'A new confirmation link is on its way.'),
    onError: () => setResent(null),
  });

  /** The failure message resets on input (spec §4). */
  const change = <K extends keyof LoginValues>(key: K, value: string) => {
    setValue(key, value);
    if (failure) setFailure(null);
  };

  const submit = handleSubmit((data) => {
    setResent(null);
    login.mutate({ email: data.email, password: data.password });
  });

  return (
    <AuthLayout title="Welcome back" subtitle="Log in to continue your fundraising plan.">
      {showConfirmed ? <Alert tone="success">{M.CONFIRMED}</Alert> : null}
      {confirmed === 'invalid' ? <Alert tone="error">{CONFIRMATION_INVALID}</Alert> : null}
      {failure ? (
        <Alert tone="error">
          <p>{failure.message}</p>
          {failure.unconfirmed ? (
            <Button
              variant="secondary"
              size="sm"
              loading={resend.isPending}
              onClick={() => resend.mutate(failure.email)}
            >
              Resend confirmation email
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {resent ? <Alert tone="info">{resent}</Alert> : null}
      {resend.isError ? <Alert tone="error">{M.SOMETHING_WRONG}</Alert> : null}

      <form onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => change('email', e.target.value)}
          error={errors.email}
          required
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => change('password', e.target.value)}
          error={errors.password}
          required
        />
        <div className="auth__row">
          <Link to={paths.forgotPassword}>Forgot password?</Link>
        </div>
        <Button type="submit" size="lg" block loading={login.isPending}>
          Log in
        </Button>
      </form>
      <p className="auth__links">
        New to fundplan? <Link to={paths.signUp}>Create an account</Link>
      </p>
    </AuthLayout>
  );
}

export default LoginPage;
