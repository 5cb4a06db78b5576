/**
 * The profile form shared by onboarding ("Tell us about you") and settings (Personal
 * Information): its rules with the spec's messages (§5), its values from the server's user and
 * the multipart body of PUT /me (§7).
 */
import { z } from 'zod';
import { M } from '../config/messages';
import { AM } from '../config/appMessages';
import type { User } from './resources/me';
import { splitFullName } from './names';
import { checkPhone, fromStored, toE164 } from './phone';

const file = z.custom<File | null>((v) => v === null || v instanceof File);

/** The profile's fields; a form may add its own (onboarding shows the read-only e-mail). */
export const profileFields = {
  fullName: z
    .string()
    .trim()
    .min(1, AM.FULL_NAME_REQUIRED)
    .refine((v) => v === '' || splitFullName(v).lastName !== '', M.FIRST_AND_LAST_NAME),
  position: z.string().trim().min(1, AM.POSITION_REQUIRED),
  phoneCountry: z.string(),
  phone: z.string(),
  picture: file,
  hasExistingPicture: z.boolean(),
};

/** The rules across fields: the phone for its country, and a picture stored or chosen. */
export function profileRules(
  v: { phone: string; phoneCountry: string; picture?: File | null; hasExistingPicture: boolean },
  ctx: z.RefinementCtx,
) {
  const problem = checkPhone(v.phone, v.phoneCountry);
  const message =
    problem === 'missing' ? AM.PHONE_REQUIRED : problem === 'format' ? AM.PHONE_FORMAT : problem ? AM.PHONE_INVALID_FOR_COUNTRY : null;
  if (message) ctx.addIssue({ code: 'custom', path: ['phone'], message });
  if (!v.picture && !v.hasExistingPicture) ctx.addIssue({ code: 'custom', path: ['picture'], message: AM.PICTURE_REQUIRED });
}

export const profileSchema = z.object(profileFields).superRefine(profileRules);
export type ProfileValues = z.input<typeof profileSchema>;

/** The form's values for a user as the server has them. */
export function profileValues(user: User): ProfileValues {
  const phone = fromStored(user.phone);
  return {
    fullName: `${user.first_name} ${user.last_name}`.trim(),
    position: user.position,
    phoneCountry: phone.country,
    phone: phone.national,
    picture: null,
    hasExistingPicture: !!user.avatar_url,
  };
}

/** The multipart body of PUT /me. */
export function profileFormData(values: ProfileValues, user: User): FormData {
  const { firstName, lastName } = splitFullName(values.fullName);
  const form = new FormData();
  form.set('first_name', firstName);
  form.set('last_name', lastName);
  form.set('position', values.position.trim());
  form.set('phone', toE164(values.phone, values.phoneCountry));
  form.set('phone_country', values.phoneCountry);
  form.set('preferred_language', user.preferred_language || 'en');
  form.set('time_zone', user.time_zone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  if (values.picture) form.set('logo', values.picture);
  return form;
}
