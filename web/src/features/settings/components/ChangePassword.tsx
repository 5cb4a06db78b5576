import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/Button';
import { PasswordField } from '../../../components/Field';
import { M } from '../../../config/messages';
import { AM } from '../../../config/appMessages';
import { isApiError } from '../../../lib/api/client';
import { useZodForm, type FieldErrors } from '../../../lib/forms';
import { getSession, setSession } from '../../../lib/session';
import { settingsApi } from '../api';
import { useSettingsAlert } from '../hooks';
import { canChangePassword, passwordSchema, type PasswordValues } from '../schemas';
import { Section, SectionAlert } from './Section';

const EMPTY: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' };
const SERVER_FIELDS: Record<string, keyof PasswordValues> = {
  current_password: 'currentPassword',
  password: 'password',
  password_confirmation: 'confirmPassword',
};

/**
 * Change Password (spec §2, §5, §8): enabled once all three fields are filled and the new
 * password equals its confirmation. The answer's new token replaces the session's.
 */
export function ChangePassword() {
  const [alert, setAlert] = useSettingsAlert();
  const { values, setValue, setValues, errors, setServerErrors, handleSubmit } = useZodForm(passwordSchema, EMPTY);
  const ready = canChangePassword(values);

  const change = useMutation({
    mutationFn: (data: PasswordValues) =>
      settingsApi.changePassword({
        current_password: data.currentPassword,
        password: data.password,
        password_confirmation: data.confirmPassword,
      }),
    onSuccess: (answer) => {
      const session = getSession();
      if (session && answer?.token) setSession({ ...session, token: answer.token });
      setValues(EMPTY);
      setAlert({ tone: 'success', text: AM.PASSWORD_UPDATED });
    },
    onError: (error) => {
      if (isApiError(error)) {
        const mapped: FieldErrors = {};
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          const key = SERVER_FIELDS[field];
          if (key && !mapped[key]) mapped[key] = message;
        }
        setServerErrors(mapped);
      }
      setAlert({ tone: 'error', text: AM.PASSWORD_CHANGE_FAILED });
    },
  });

  return (
    <Section id="change-password" title={AM.CHANGE_PASSWORD} description="Other devices are signed out when you change it.">
      <SectionAlert alert={alert} onClose={() => setAlert(null)} />
      <form noValidate onSubmit={handleSubmit((data) => change.mutate(data as PasswordValues))}>
        <div className="form-grid">
          <PasswordField
            label="Current Password"
            name="currentPassword"
            autoComplete="current-password"
            className="span-2 settings-password__current"
            value={values.currentPassword}
            onChange={(e) => setValue('currentPassword', e.target.value)}
            error={errors.currentPassword}
            required
          />
          <PasswordField
            label="New Password"
            name="newPassword"
            autoComplete="new-password"
            hint="At least 8 characters."
            value={values.password}
            onChange={(e) => setValue('password', e.target.value)}
            error={errors.password}
            required
          />
          <PasswordField
            label="Confirm New Password"
            name="confirmNewPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(e) => setValue('confirmPassword', e.target.value)}
            error={
              errors.confirmPassword ??
              (values.confirmPassword.length >= values.password.length && values.password !== values.confirmPassword
                ? M.PASSWORDS_MUST_MATCH
                : undefined)
            }
            required
          />
        </div>
        <div className="settings-card__actions">
          <Button type="submit" disabled={!ready} loading={change.isPending}>
            {AM.CHANGE_PASSWORD}
          </Button>
        </div>
      </form>
    </Section>
  );
}
