import type { ReactNode } from 'react';
import type { FieldErrors } from '../lib/forms';
import type { OrganizationFieldValues } from '../lib/organizationForm';
import { TextField } from './Field';
import { PhoneField } from './PhoneField';

type Editable = Pick<OrganizationFieldValues, 'name' | 'address' | 'phone' | 'phoneCountry' | 'website'>;

/**
 * The organization's common fields (spec §2, §5): name, website, address and phone. Used by the
 * onboarding step "Tell us about Your Organization" (name, website / address / phone) and by
 * Organization Information in settings, which passes its director and year fields (name, director /
 * address / phone, website / year). The logo, the brand and the actions stay with each form.
 */
export function OrganizationFields({
  values,
  errors,
  setValue,
  director,
  year,
  nameField = 'name',
  phoneField = 'phone',
  phoneLabel = 'Phone',
}: {
  values: Editable;
  errors: FieldErrors;
  setValue: <K extends keyof Editable>(key: K, value: Editable[K]) => void;
  /** Shown beside the name, the website then moving beside the phone. */
  director?: ReactNode;
  /** Shown after the website. */
  year?: ReactNode;
  /** The inputs' `name` attributes. */
  nameField?: string;
  phoneField?: string;
  phoneLabel?: string;
}) {
  const website = (
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
  );
  return (
    <>
      <TextField
        label="Organization Name"
        name={nameField}
        autoComplete="organization"
        value={values.name}
        onChange={(e) => setValue('name', e.target.value)}
        error={errors.name}
        required
      />
      {director ?? website}
      <TextField
        className="span-2"
        label="Address"
        name="address"
        autoComplete="street-address"
        value={values.address}
        onChange={(e) => setValue('address', e.target.value)}
        error={errors.address}
        required
      />
      <PhoneField
        label={phoneLabel}
        name={phoneField}
        country={values.phoneCountry}
        number={values.phone}
        onCountryChange={(c) => setValue('phoneCountry', c)}
        onNumberChange={(n) => setValue('phone', n)}
        error={errors.phone}
        required
      />
      {director ? website : <div />}
      {year}
    </>
  );
}
