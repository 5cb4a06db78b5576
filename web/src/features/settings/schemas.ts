/** The settings forms' rules and messages (spec §5). */
import { z } from 'zod';
import { PASSWORD_MIN_CHARS } from '../../config/constants';
import { M } from '../../config/messages';
import { splitFullName } from '../../lib/names';
import { checkPhone } from '../../lib/phone';
import { isWebsite } from '../../lib/validation';

const file = z.custom<File | null>((v) => v === null || v instanceof File);

export const profileSchema = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(1, M.FULL_NAME_REQUIRED)
      .refine((v) => v === '' || splitFullName(v).lastName !== '', M.FIRST_AND_LAST_NAME),
    position: z.string().trim().min(1, M.POSITION_REQUIRED),
    phoneCountry: z.string(),
    phone: z.string(),
    picture: file,
    hasExistingPicture: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const problem = checkPhone(v.phone, v.phoneCountry);
    const message =
      problem === 'missing' ? M.PHONE_REQUIRED : problem === 'format' ? M.PHONE_FORMAT : problem ? M.PHONE_INVALID_FOR_COUNTRY : null;
    if (message) ctx.addIssue({ code: 'custom', path: ['phone'], message });
    if (!v.picture && !v.hasExistingPicture) ctx.addIssue({ code: 'custom', path: ['picture'], message: M.PICTURE_REQUIRED });
  });
export type ProfileValues = z.input<typeof profileSchema>;

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
