import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { ImageUpload } from '../../../components/ImageUpload';
import { PhoneField } from '../../../components/PhoneField';
import { Spinner } from '../../../components/Spinner';
import { M } from '../../../config/messages';
import { queryKeys } from '../../../lib/account';
import { isApiError } from '../../../lib/api/client';
import type { Organization } from '../../../lib/api/types';
import { useZodForm, type FieldErrors } from '../../../lib/forms';
import { settingsApi } from '../api';
import { settingsFailure } from '../errors';
import { organizationChanged, organizationFormData, organizationValues } from '../formData';
import { useOrganization, useSettingsAlert } from '../hooks';
import { organizationSchema, type OrganizationValues } from '../schemas';
import { Section, SectionAlert } from './Section';

const SERVER_FIELDS: Record<string, keyof OrganizationValues> = {
  name: 'name',
  director_name: 'directorName',
  address: 'address',
  phone: 'phone',
  website: 'website',
  year: 'year',
  logo: 'logo',
};

/** Organization Information (owners only, spec §2, §5, §6). */
export function OrganizationInformation() {
  const org = useOrganization(true);
  const [alert, setAlert] = useSettingsAlert();
  const loadError = org.isError ? settingsFailure(org.error, M.ORG_FETCH_FAILED, M.ORG_FETCH_ERROR, { serverText: false }) : null;
  return (
    <Section
      id="organization-information"
      title={M.ORGANIZATION_INFORMATION}
      description="The details that appear on your case for support and other documents."
    >
      <SectionAlert alert={alert ?? (loadError ? { tone: 'error', text: loadError } : null)} onClose={() => setAlert(null)} />
      {org.isPending ? (
        <div className="settings-loading">
          <Spinner size={24} label="Loading your organization" />
        </div>
      ) : org.isError ? null : (
        <OrganizationForm org={org.data} onAlert={setAlert} />
      )}
    </Section>
  );
}

function OrganizationForm({ org, onAlert }: { org: Organization | null; onAlert: ReturnType<typeof useSettingsAlert>[1] }) {
  const client = useQueryClient();
  const [base, setBase] = useState(() => organizationValues(org));
  const { values, setValue, setValues, errors, setServerErrors, handleSubmit } = useZodForm(organizationSchema, base);
  const changed = organizationChanged(values, base);

  const save = useMutation({
    mutationFn: (data: OrganizationValues) => settingsApi.saveOrganization(organizationFormData(data)),
    onSuccess: (answer) => {
      if (answer?.status === false) {
        onAlert({ tone: 'error', text: answer.message || M.ORG_UPDATE_FAILED });
        return;
      }
      const next = answer?.data ? organizationValues(answer.data) : { ...values, logo: null, hasExistingLogo: true };
      if (answer?.data) client.setQueryData(queryKeys.organization, answer.data);
      else void client.invalidateQueries({ queryKey: queryKeys.organization });
      setBase(next);
      setValues(next);
      onAlert({ tone: 'success', text: M.ORG_UPDATED });
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
      onAlert({ tone: 'error', text: settingsFailure(error, M.ORG_UPDATE_FAILED, M.ORG_UPDATE_ERROR) });
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit((data) => save.mutate(data as OrganizationValues))}>
      <ImageUpload
        label="Organization Logo"
        file={values.logo ?? null}
        existingUrl={org?.logo_url}
        hint="At least 400px by 400px."
        onChange={(file) => setValue('logo', file)}
        onInvalid={(message) => onAlert({ tone: 'error', text: message })}
        error={errors.logo}
        required
      />
      <div className="form-grid">
        <TextField
          label="Organization Name"
          name="orgName"
          autoComplete="organization"
          value={values.name}
          onChange={(e) => setValue('name', e.target.value)}
          error={errors.name}
          required
        />
        <TextField
          label="Director Name"
          name="directorName"
          placeholder="Your executive director"
          hint="Signs the letter in your case for support."
          value={values.directorName}
          onChange={(e) => setValue('directorName', e.target.value)}
          error={errors.directorName}
          required
        />
        <TextField
          label="Address"
          name="address"
          autoComplete="street-address"
          className="span-2"
          value={values.address}
          onChange={(e) => setValue('address', e.target.value)}
          error={errors.address}
          required
        />
        <PhoneField
          label="Organization Phone"
          name="orgPhone"
          country={values.phoneCountry}
          number={values.phone}
          onCountryChange={(c) => setValue('phoneCountry', c)}
          onNumberChange={(n) => setValue('phone', n)}
          error={errors.phone}
          required
        />
        <TextField
          label="Website"
          name="website"
          type="url"
          inputMode="url"
          placeholder="www.example.org"
          value={values.website}
          onChange={(e) => setValue('website', e.target.value)}
          error={errors.website}
          required
        />
        <TextField
          label="Year Founded"
          name="year"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 1998"
          maxLength={4}
          value={values.year}
          onChange={(e) => setValue('year', e.target.value.replace(/\D/g, '').slice(0, 4))}
          error={errors.year}
          required
        />
      </div>
      <div className="settings-card__actions">
        {!changed ? <span className="settings-card__hint">Change a field to update your organization.</span> : null}
        <Button type="submit" disabled={!changed} loading={save.isPending}>
          Update Organization
        </Button>
      </div>
    </form>
  );
}
