/** The settings forms' rules and messages (spec §5). */
import { z } from 'zod';
import { PASSWORD_MIN_CHARS } from '../../config/constants';
import { M } from '../../config/messages';
import { checkPhone } from '../../lib/phone';
import { isWebsite } from '../../lib/validation';

const file = z.custom<File | null>((v) => v === null || v instanceof File);

export { profileSchema, type ProfileValues } from '../../lib/profile';

export const organizationSchema = z
  .object({
    name: z.string().trim().min(1, M.ORG_NAME_REQUIRED),
    directorName: z.string().trim().min(1, M.DIRECTOR_REQUIRED),
    address: z.string().trim().min(1, M.ORG_ADDRESS_REQUIRED),
    phoneCountry: z.string(),
    phone: z.string(),
    website: z.string().trim().min(1, M.WEBSITE_REQUIRED).refine(isWebsite, M.WEBSITE_INVALID),
    year: z
      .string()
      .trim()
      .min(1, M.YEAR_REQUIRED)
      .refine((v) => v === '' || /^\d{4}$/.test(v), M.YEAR_FORMAT),
    logo: file,
    hasExistingLogo: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const problem = checkPhone(v.phone, v.phoneCountry);
    if (problem === 'missing') ctx.addIssue({ code: 'custom', path: ['phone'], message: M.PHONE_REQUIRED });
    else if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: M.PHONE_INVALID_FOR_COUNTRY });
    if (!v.logo && !v.hasExistingLogo) ctx.addIssue({ code: 'custom', path: ['logo'], message: M.LOGO_REQUIRED });
  });
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
