import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { SelectField, TextField } from '../../../components/Field';
import { ImageUpload } from '../../../components/ImageUpload';
import { OrganizationFields } from '../../../components/OrganizationFields';
import { Spinner } from '../../../components/Spinner';
import { AM } from '../../../config/appMessages';
import { isApiError } from '../../../lib/api/client';
import { useZodForm, type FieldErrors } from '../../../lib/forms';
import { saveOrganization, storeOrganization, useOrganization, type Organization } from '../../../lib/resources/organization';
import { settingsFailure } from '../errors';
import { organizationChanged, organizationFormData, organizationValues } from '../formData';
import { useSettingsAlert } from '../hooks';
import { organizationSchema, type OrganizationValues } from '../schemas';
import { Section, SectionAlert } from './Section';

const SERVER_FIELDS: Record<string, keyof OrganizationValues> = {
  name: 'name',
  director_name: 'directorName',
  address: 'address',
  phone: 'phone',
  website: 'website',
  year: 'year',
  paper_size: 'paperSize',
  logo: 'logo',
};

/** Organization Information (owners only, spec §2, §5, §6). */
export function OrganizationInformation() {
  const org = useOrganization();
  const [alert, setAlert] = useSettingsAlert();
  const loadError = org.isError ? settingsFailure(org.error, AM.ORG_FETCH_FAILED, AM.ORG_FETCH_ERROR, { serverText: false }) : null;
  return (
    <Section
      id="organization-information"
      title={AM.ORGANIZATION_INFORMATION}
      description="The details that appear on your case for support and other documents."
    >
      <SectionAlert alert={alert ?? (loadError ? { tone: 'error', text: loadError } : null)} onClose={() => setAlert(null)} />
      {org.isPending ? (
        <div className="settings-loading">
          <Spinner size={24} label="Loading your organization" />
        </div>
      ) : org.isError ? null : (
        // A new answer (a save, or a plan file imported) starts the form from it.
        <OrganizationForm key={org.dataUpdatedAt} org={org.data} onAlert={setAlert} />
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
    mutationFn: (data: OrganizationValues) => saveOrganization('settings', organizationFormData(data)),
    onSuccess: (answer) => {
      storeOrganization(client, answer.data);
      const next = organizationValues(answer.data);
      setBase(next);
      setValues(next);
      onAlert({ tone: 'success', text: AM.ORG_UPDATED });
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
      onAlert({ tone: 'error', text: settingsFailure(error, AM.ORG_UPDATE_FAILED, AM.ORG_UPDATE_ERROR) });
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
        <OrganizationFields
          values={values}
          errors={errors}
          setValue={setValue}
          nameField="orgName"
          phoneField="orgPhone"
          phoneLabel="Organization Phone"
          director={
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
          }
          year={
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
          }
        />
        <SelectField
          label="Paper for Documents"
          name="paperSize"
          hint="Every PDF and Word file you download is printed on this paper."
          value={values.paperSize}
          onChange={(e) => setValue('paperSize', e.target.value as OrganizationValues['paperSize'])}
          error={errors.paperSize}
        >
          <option value="">Follow my country (US Letter in the US, Canada and Mexico; A4 elsewhere)</option>
          <option value="letter">US Letter (8.5 × 11 in)</option>
          <option value="a4">A4 (210 × 297 mm)</option>
        </SelectField>
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
