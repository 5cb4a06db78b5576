import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ImageUpload } from '../../../components/ImageUpload';
import { ProfileFields } from '../../../components/ProfileFields';
import { Spinner } from '../../../components/Spinner';
import { AM } from '../../../config/appMessages';
import { isApiError } from '../../../lib/api/client';
import { useZodForm, type FieldErrors } from '../../../lib/forms';
import { saveMe, storeMe, useMe, type User } from '../../../lib/resources/me';
import { teamKeys } from '../../../lib/resources/team';
import { settingsFailure } from '../errors';
import { profileChanged, profileFormData, profileValues } from '../formData';
import { useSettingsAlert } from '../hooks';
import { profileSchema, type ProfileValues } from '../schemas';
import { Section, SectionAlert } from './Section';

const SERVER_FIELDS: Record<string, keyof ProfileValues> = {
  name: 'fullName',
  first_name: 'fullName',
  last_name: 'fullName',
  position: 'position',
  phone: 'phone',
  logo: 'picture',
};

export function PersonalInformation() {
  const me = useMe();
  const [alert, setAlert] = useSettingsAlert();
  const loadError = me.isError ? settingsFailure(me.error, AM.USER_FETCH_FAILED, AM.USER_FETCH_ERROR, { serverText: false }) : null;
  return (
    <Section
      id="personal-information"
      title={AM.PERSONAL_INFORMATION}
      description="Your name, position, phone and photo, as your team sees them."
    >
      <SectionAlert alert={alert ?? (loadError ? { tone: 'error', text: loadError } : null)} onClose={() => setAlert(null)} />
      {me.data ? (
        <ProfileForm user={me.data} onAlert={setAlert} />
      ) : me.isPending ? (
        <div className="settings-loading">
          <Spinner size={24} label="Loading your profile" />
        </div>
      ) : null}
    </Section>
  );
}

function ProfileForm({ user, onAlert }: { user: User; onAlert: ReturnType<typeof useSettingsAlert>[1] }) {
  const client = useQueryClient();
  const [base, setBase] = useState(() => profileValues(user));
  const { values, setValue, setValues, errors, setServerErrors, handleSubmit } = useZodForm(profileSchema, base);
  const changed = profileChanged(values, base);

  const save = useMutation({
    mutationFn: (data: ProfileValues) => saveMe(profileFormData(data, user)),
    onSuccess: (answer) => {
      storeMe(client, answer.data);
      const next = profileValues(answer.data);
      setBase(next);
      setValues(next);
      // The team list (top bar, panel) shows this name and picture too.
      void client.invalidateQueries({ queryKey: teamKeys.members });
      onAlert({ tone: 'success', text: AM.PROFILE_UPDATED });
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
      onAlert({ tone: 'error', text: settingsFailure(error, AM.PROFILE_UPDATE_FAILED, AM.PROFILE_UPDATE_ERROR) });
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit((data) => save.mutate(data as ProfileValues))}>
      <ImageUpload
        label="Profile Picture"
        shape="round"
        file={values.picture ?? null}
        existingUrl={user.avatar_url}
        hint="A square photo works best."
        onChange={(file) => setValue('picture', file)}
        onInvalid={(message) => onAlert({ tone: 'error', text: message })}
        error={errors.picture}
        required
      />
      <ProfileFields values={values} errors={errors} setValue={setValue} email={user.email} />
      <div className="settings-card__actions">
        {!changed ? <span className="settings-card__hint">Change a field to update your profile.</span> : null}
        <Button type="submit" disabled={!changed} loading={save.isPending}>
          Update Profile
        </Button>
      </div>
    </form>
  );
}
