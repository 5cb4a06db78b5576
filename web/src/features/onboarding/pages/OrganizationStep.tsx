import '@fontsource/roboto/400.css';
import '@fontsource/lato/400.css';
import '@fontsource/montserrat/400.css';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ColorField } from '../../../components/ColorField';
import { SelectField } from '../../../components/Field';
import { ImageUpload } from '../../../components/ImageUpload';
import { OrganizationFields } from '../../../components/OrganizationFields';
import { PageLoader } from '../../../components/Spinner';
import { DELAYS, FONT_OPTIONS } from '../../../config/constants';
import { M } from '../../../config/messages';
import { AM } from '../../../config/appMessages';
import { isApiError } from '../../../lib/api/client';
import { initialOrganizationValues, organizationFormData } from '../formData';
import { useZodForm, type FieldErrors } from '../../../lib/forms';
import { useTimeout } from '../../../lib/hooks';
import { saveOrganization, storeOrganization, useOrganization, type Organization } from '../../../lib/resources/organization';
import { organizationSchema, type OrganizationValues } from '../schemas';
import { useCompleteStep } from '../useStepSaved';
import { PageTitle } from '../../../components/PageTitle';

/** Server field names → form fields, for 422 answers. */
const SERVER_FIELDS: Record<string, keyof OrganizationValues> = {
  name: 'name',
  address: 'address',
  phone: 'phone',
  website: 'website',
  background_color: 'primaryColor',
  headings_color: 'secondaryColor',
  font_family: 'font',
  logo: 'logo',
};

function OrganizationForm({ org }: { org: Organization | null }) {
  const client = useQueryClient();
  const { complete, goNext } = useCompleteStep('organization');
  const { values, setValue, errors, setServerErrors, handleSubmit } = useZodForm(
    organizationSchema,
    initialOrganizationValues(org),
  );
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [done, setDone] = useState(false);
  useTimeout(goNext, DELAYS.afterOnboardingSaveMs, done);

  const save = useMutation({
    mutationFn: (form: FormData) => saveOrganization('onboarding', form),
    onSuccess: async (answer) => {
      storeOrganization(client, answer.data);
      setNotice({ tone: 'success', text: answer.message || AM.ORG_UPDATED });
      await complete().catch(() => undefined);
      setDone(true);
    },
    onError: (error) => {
      console.error('Saving the organization failed', error);
      if (isApiError(error)) {
        const mapped: FieldErrors = {};
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          const key = SERVER_FIELDS[field];
          if (key) mapped[key] = message;
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

  const fontFamily = FONT_OPTIONS.find((f) => f.value === values.font)?.family;
  const busy = save.isPending || done;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((data) => {
        setNotice(null);
        save.mutate(organizationFormData(data as OrganizationValues));
      })}
    >
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="form-grid">
        <h2 className="form-section-title">Details</h2>
        <OrganizationFields values={values} errors={errors} setValue={setValue} />
        <h2 className="form-section-title">Brand</h2>
        <ColorField
          label="Primary Color"
          value={values.primaryColor}
          onChange={(v) => setValue('primaryColor', v)}
          error={errors.primaryColor}
          required
        />
        <ColorField
          label="Secondary Color"
          value={values.secondaryColor}
          onChange={(v) => setValue('secondaryColor', v)}
          error={errors.secondaryColor}
          required
        />
        <SelectField
          label="Font"
          name="font"
          value={values.font}
          onChange={(e) => setValue('font', e.target.value)}
          error={errors.font}
          required
        >
          {FONT_OPTIONS.map((font) => (
            <option key={font.value} value={font.value}>
              {font.label}
            </option>
          ))}
        </SelectField>
        <div className="font-preview span-2" style={{ fontFamily }} aria-hidden="true">
          <span style={{ color: values.primaryColor }}>Your case for support</span>{' '}
          <span style={{ color: values.secondaryColor }}>will look like this.</span>
        </div>
        <div className="span-2">
          <ImageUpload
            label="Organization Logo"
            file={values.logo ?? null}
            existingUrl={org?.logo_url}
            hint="Use an image of at least 400px by 400px."
            onChange={(file) => setValue('logo', file)}
            onInvalid={(message) => {
              setValue('logo', null);
              setServerErrors({ logo: message });
            }}
            error={errors.logo}
            required
          />
        </div>
      </div>
      <div className="step-actions">
        <Button type="submit" size="lg" loading={busy}>
          Save and Continue
        </Button>
      </div>
    </form>
  );
}

export function OrganizationStep() {
  const org = useOrganization();
  return (
    <section>
      <PageTitle title="Tell us about Your Organization" />
      <header className="step-header">
        <p className="step-kicker">Step 2 of 4</p>
        <h1 id="onboarding-title">Tell us about Your Organization</h1>
        <p>These details appear on your plan and brand every document you create. You can change them later in Settings.</p>
      </header>
      {org.isPending ? <PageLoader message="Loading…" /> : <OrganizationForm org={org.data ?? null} />}
    </section>
  );
}

export default OrganizationStep;
