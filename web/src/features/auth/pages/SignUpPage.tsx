import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { PasswordField, TextField } from '../../../components/Field';
import { MailIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../lib/forms';
import { rememberedLicenceCode, setSession, toSessionUser } from '../../../lib/session';
import { useRequest } from '../../../lib/useRequest';
import { authApi } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { signUpErrorMessage } from '../errors';
import { paymentOrRedeem } from '../loginDestination';
import { signUpSchema, type SignUpValues } from '../schemas';

export const SIGNED_UP_FALLBACK =
  'We sent a confirmation link to your email address. Open it to activate your account, then log in.';

/** Shown when the visitor came by a funder's link (/join/{code}, issue 18 §3). */
export const JOINING_WITH_CODE =
  "You're joining with a licence code from a funder. Create your account and confirm your email, then log in: we'll take you straight to your organization's plan, with nothing to pay.";

export function SignUpPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invitationToken = params.get('invitation_token');
  const { values, setValue, errors, setServerErrors, handleSubmit } = useZodForm(signUpSchema, {
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ email: string; message: string } | null>(null);
  const [licenceCode] = useState(rememberedLicenceCode);

  const signUp = useRequest(authApi.signUp, {
    onSuccess: (result, variables) => {
      const token = result.user.api_tokens[0]?.token;
      if (token) {
        // An already-confirmed account (an accepted invitation) is signed in at once.
        setSession({ token, user: toSessionUser(result.user) });
        navigate(result.user.role === 'member' ? paths.welcome : paymentOrRedeem(licenceCode), { replace: true });
        return;
      }
      setDone({ email: variables.user.email, message: result.message || SIGNED_UP_FALLBACK });
    },
    onError: (error) => {
      const { message, emailField } = signUpErrorMessage(error);
      if (emailField) setServerErrors({ email: message });
      else setFailure(message);
    },
  });

  const resend = useRequest((email: string) => authApi.resendConfirmation({ email }));

  const change = <K extends keyof SignUpValues>(key: K, value: string) => {
    setValue(key, value);
    if (failure) setFailure(null);
  };

  const submit = handleSubmit((data) => {
    setFailure(null);
    signUp.mutate({
      user: {
        name: data.name.trim().replace(/\s+/g, ' '),
        email: data.email,
        password: data.password,
        password_confirmation: data.confirmPassword,
        terms_of_service: 1,
      },
      ...(invitationToken ? { invitation_token: invitationToken } : {}),
    });
  });

  if (done) {
    return (
      <AuthLayout title="Check your email">
        <div className="auth__done">
          <div className="auth__done-icon">
            <MailIcon width={30} height={30} />
          </div>
          <Alert tone="success">{done.message}</Alert>
          <p className="muted">
            We sent the link to <strong>{done.email}</strong>. You can log in as soon as your address is confirmed.
          </p>
          {resend.isSuccess ? (
            <Alert tone="info">{resend.data?.data || 'A new link is on its way.'}</Alert>
          ) : null}
          <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate(done.email)}>
            Resend the email
          </Button>
          <p className="auth__links">
            Confirmed already? <Link to={paths.login}>Log in</Link>
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Create your account" subtitle="Start your organization's strategic plan for fundraising.">
      {licenceCode && !invitationToken ? <Alert tone="info">{JOINING_WITH_CODE}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <form onSubmit={submit} noValidate>
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
        <p className="auth__terms">
          By creating an account you agree to the fundplan Terms and Conditions and acknowledge our Privacy Policy.
        </p>
        <Button type="submit" size="lg" block loading={signUp.isPending}>
          Sign up
        </Button>
      </form>
      <p className="auth__links">
        Already have an account? <Link to={paths.login}>Log in</Link>
      </p>
    </AuthLayout>
  );
}

export default SignUpPage;
