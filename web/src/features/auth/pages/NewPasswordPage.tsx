import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { PasswordField } from '../../../components/Field';
import { DELAYS } from '../../../config/constants';
import { M } from '../../../config/messages';
import { AM } from '../../../config/appMessages';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api/client';
import { useZodForm } from '../../../lib/forms';
import { useTimeout } from '../../../lib/hooks';
import { useRequest } from '../../../lib/useRequest';
import { authApi } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { newPasswordSchema } from '../schemas';

function TokenInvalid() {
  return (
    <Alert tone="error">
      {AM.TOKEN_INVALID} <Link to={paths.forgotPassword}>{AM.RESET_AGAIN}</Link>
    </Alert>
  );
}

export function NewPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('reset_token') ?? '';
  const navigate = useNavigate();
  const { values, setValue, errors, handleSubmit } = useZodForm(newPasswordSchema, { password: '', confirmPassword: '' });
  const [failure, setFailure] = useState<'token' | string | null>(token ? null : 'token');

  const update = useRequest(authApi.updatePassword, {
    onError: (error) => {
      if (isApiError(error) && !error.isNetworkError && (error.status === 422 || /token/i.test(error.message))) {
        setFailure('token');
      } else if (isApiError(error) && error.isNetworkError) {
        setFailure(M.RESET_NETWORK);
      } else {
        setFailure(isApiError(error) && error.status < 500 ? error.message : M.SOMETHING_WRONG);
      }
    },
  });
  useTimeout(() => navigate(paths.login, { replace: true }), DELAYS.afterPasswordSavedMs, update.isSuccess);

  return (
    <AuthLayout title="Choose a new password" subtitle="Pick a password of at least 8 characters.">
      {update.isSuccess ? (
        <Alert tone="success">
          {update.data?.data || AM.NEW_PASSWORD_SAVED}
        </Alert>
      ) : null}
      {failure === 'token' ? <TokenInvalid /> : failure ? <Alert tone="error">{failure}</Alert> : null}
      <form
        onSubmit={handleSubmit((data) => {
          if (!token) return setFailure('token');
          setFailure(null);
          update.mutate({
            reset_password_token: token,
            new_password: data.password,
            confirm_new_password: data.confirmPassword,
          });
        })}
        noValidate
      >
        <PasswordField
          label="New Password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => setValue('password', e.target.value)}
          error={errors.password}
          required
        />
        <PasswordField
          label="Confirm New Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => setValue('confirmPassword', e.target.value)}
          error={errors.confirmPassword}
          required
        />
        <Button type="submit" size="lg" block loading={update.isPending} disabled={update.isSuccess}>
          Save new password
        </Button>
      </form>
      <p className="auth__links">
        <Link to={paths.login}>Back to login</Link>
      </p>
    </AuthLayout>
  );
}

export default NewPasswordPage;
