import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ImageUpload } from '../../../components/ImageUpload';
import { ProfileFields } from '../../../components/ProfileFields';
import { PageLoader } from '../../../components/Spinner';
import { DELAYS } from '../../../config/constants';
import { M } from '../../../config/messages';
import { AM } from '../../../config/appMessages';
import { isApiError } from '../../../lib/api/client';
import { useZodForm, type FieldErrors } from '../../../lib/forms';
import { useTimeout } from '../../../lib/hooks';
import { displayName } from '../../../lib/names';
import { saveMe, storeMe, useMe, type User } from '../../../lib/resources/me';
import { initialProfileValues, profileFormData } from '../formData';
import { profileSchema, type ProfileValues } from '../schemas';
import { useCompleteStep } from '../useStepSaved';
import { PageTitle } from '../../../components/PageTitle';

const SERVER_FIELDS: Record<string, keyof ProfileValues> = {
  first_name: 'fullName',
  last_name: 'fullName',
  position: 'position',
  phone: 'phone',
  logo: 'picture',
};

function ProfileForm({ user }: { user: User }) {
  const client = useQueryClient();
  const { complete, goNext } = useCompleteStep('about-you');
  const { values, setValue, errors, setServerErrors, handleSubmit } = useZodForm(profileSchema, initialProfileValues(user));
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [done, setDone] = useState(false);
  useTimeout(goNext, DELAYS.afterOnboardingSaveMs, done);

  const save = useMutation({
    mutationFn: saveMe,
    onSuccess: async (answer) => {
      storeMe(client, answer.data);
      setNotice({ tone: 'success', text: AM.PROFILE_UPDATED });
      await complete().catch(() => undefined);
      setDone(true);
    },
    onError: (error) => {
      console.error('Saving the profile failed', error);
      if (isApiError(error)) {
        const mapped: FieldErrors = {};
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          const key = SERVER_FIELDS[field];
          if (key && !mapped[key]) mapped[key] = message;
        }
        setServerErrors(mapped);
      }
      const text =
        isApiError(error) && !error.isNetworkError && error.status < 500 && !error.message.startsWith('Request failed')
          ? error.message
          : M.SOMETHING_WRONG;
      setNotice({ tone: 'error', text });
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((data) => {
        setNotice(null);
        save.mutate(profileFormData(data as ProfileValues, user));
      })}
    >
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <ImageUpload
        label="Profile Picture"
        shape="round"
        file={values.picture ?? null}
        existingUrl={user.avatar_url}
        hint="A square photo works best."
        onChange={(file) => setValue('picture', file)}
        onInvalid={(message) => {
          setValue('picture', null);
          setServerErrors({ picture: message });
        }}
        error={errors.picture}
        required
      />
      <ProfileFields values={values} errors={errors} setValue={setValue} email={values.email} emailError={errors.email} />
      <div className="step-actions">
        <Button type="submit" size="lg" loading={save.isPending || done}>
          Save and Continue
        </Button>
      </div>
    </form>
  );
}

export function AboutYouStep() {
  const me = useMe();
  return (
    <section>
      <PageTitle title="Tell us about you" />
      <header className="step-header">
        <p className="step-kicker">Step 3 of 4</p>
        <h1 id="onboarding-title">Tell us about you</h1>
        <p>
          {me.data ? `Hi ${displayName({ firstName: me.data.first_name, lastName: me.data.last_name, email: me.data.email })}! ` : ''}
          Your team will see your name, position and photo when you work on the plan together.
        </p>
      </header>
      {me.data ? (
        <ProfileForm user={me.data} />
      ) : me.isError ? (
        <Alert tone="error">{me.error.message || M.SOMETHING_WRONG}</Alert>
      ) : (
        <PageLoader message="Loading…" />
      )}
    </section>
  );
}

export default AboutYouStep;
