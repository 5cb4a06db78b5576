import type { FieldErrors } from '../lib/forms';
import type { ProfileValues } from '../lib/profile';
import { TextField } from './Field';
import { PhoneField } from './PhoneField';

type Editable = Pick<ProfileValues, 'fullName' | 'position' | 'phone' | 'phoneCountry'>;

/**
 * The profile's fields (spec §2, §5): full name, position, phone and the read-only sign-in
 * e-mail. Used by the onboarding step "Tell us about you" and by Personal Information in
 * settings; the picture upload and the actions stay with each form.
 */
export function ProfileFields({
  values,
  errors,
  setValue,
  email,
  emailError,
}: {
  values: Editable;
  errors: FieldErrors;
  setValue: <K extends keyof Editable>(key: K, value: Editable[K]) => void;
  email: string;
  emailError?: string;
}) {
  return (
    <div className="form-grid">
      <TextField
        label="Full Name"
        name="fullName"
        autoComplete="name"
        placeholder="First and last name"
        value={values.fullName}
        onChange={(e) => setValue('fullName', e.target.value)}
        error={errors.fullName}
        required
      />
      <TextField
        label="Position"
        name="position"
        autoComplete="organization-title"
        placeholder="e.g. Executive Director"
        value={values.position}
        onChange={(e) => setValue('position', e.target.value)}
        error={errors.position}
        required
      />
      <PhoneField
        label="Phone"
        name="phone"
        country={values.phoneCountry}
        number={values.phone}
        onCountryChange={(c) => setValue('phoneCountry', c)}
        onNumberChange={(n) => setValue('phone', n)}
        error={errors.phone}
        required
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        value={email}
        readOnly
        hint="Your sign-in email can't be changed here."
        error={emailError}
      />
    </div>
  );
}
