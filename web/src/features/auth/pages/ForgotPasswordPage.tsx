import { Link } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { DELAYS } from '../../../config/constants';
import { AM } from '../../../config/appMessages';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api/client';
import { useZodForm } from '../../../lib/forms';
import { useTransientMessage } from '../../../lib/hooks';
import { useRequest } from '../../../lib/useRequest';
import { authApi } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { forgotPasswordErrorMessage } from '../errors';
import { forgotPasswordSchema } from '../schemas';

type Notice = { tone: 'success' | 'error'; text: string };

export function ForgotPasswordPage() {
  const { values, setValue, errors, handleSubmit } = useZodForm(forgotPasswordSchema, { email: '' });
  // Errors from an unreachable server clear after 5 s (spec §8); the others stay.
  const [notice, setNotice] = useTransientMessage<Notice>(null);

  const request = useRequest(authApi.requestReset, {
    onSuccess: (answer) =>
      setNotice({ tone: 'success', text: answer.data || AM.RESET_SENT }),
    onError: (error) =>
      setNotice(
        { tone: 'error', text: forgotPasswordErrorMessage(error) },
        isApiError(error) && error.isNetworkError ? DELAYS.errorClearMs : undefined,
      ),
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email address you signed up with and we will send you a link to choose a new password."
    >
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <form
        onSubmit={handleSubmit((data) => {
          setNotice(null);
          request.mutate({ email: data.email });
        })}
        noValidate
      >
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => setValue('email', e.target.value)}
          error={errors.email}
          required
        />
        <Button type="submit" size="lg" block loading={request.isPending}>
          Send reset instructions
        </Button>
      </form>
      <p className="auth__links">
        Remembered it? <Link to={paths.login}>Back to login</Link>
      </p>
    </AuthLayout>
  );
}

export default ForgotPasswordPage;
