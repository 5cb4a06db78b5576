/** The settings forms' rules and messages (spec §5). */
import { z } from 'zod';
import { PASSWORD_MIN_CHARS } from '../../config/constants';
import { M } from '../../config/messages';
import { AM } from '../../config/appMessages';
import { organizationFields, organizationRules } from '../../lib/organizationForm';

export { profileSchema, type ProfileValues } from '../../lib/profile';

/** The shared organization fields (lib/organizationForm) plus the director and the year founded. */
export const organizationSchema = z
  .object({
    ...organizationFields,
    directorName: z.string().trim().min(1, AM.DIRECTOR_REQUIRED),
    year: z
      .string()
      .trim()
      .min(1, AM.YEAR_REQUIRED)
      .refine((v) => v === '' || /^\d{4}$/.test(v), AM.YEAR_FORMAT),
    /** The documents' paper: '' follows the country of the phone. */
    paperSize: z.enum(['', 'letter', 'a4']),
  })
  .superRefine(organizationRules);
export type OrganizationValues = z.input<typeof organizationSchema>;

export const passwordSchema = z.object({
  currentPassword: z.string().min(1, M.FIELD_REQUIRED),
  password: z.string().min(1, M.FIELD_REQUIRED).min(PASSWORD_MIN_CHARS, M.PASSWORD_TOO_SHORT),
  confirmPassword: z.string().min(1, M.FIELD_REQUIRED),
});
export type PasswordValues = z.input<typeof passwordSchema>;

/** Spec §5: the button is enabled only when all three are filled and new equals confirmation. */
export function canChangePassword(v: PasswordValues): boolean {
  return v.currentPassword !== '' && v.password !== '' && v.confirmPassword !== '' && v.password === v.confirmPassword;
}
