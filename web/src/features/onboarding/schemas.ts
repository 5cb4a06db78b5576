/** The onboarding forms' rules and messages (spec §5). */
import { z } from 'zod';
import { FONT_OPTIONS } from '../../config/constants';
import { M } from '../../config/messages';
import { profileFields, profileRules } from '../../lib/profile';
import { checkPhone } from '../../lib/phone';
import { isEmailShape, isHexColor, isSimpleEmail, isWebsite } from '../../lib/validation';

const file = z.custom<File | null>((v) => v === null || v instanceof File);
const fontValues = FONT_OPTIONS.map((f) => f.value) as string[];

function color(requiredMessage: string) {
  return z.string().trim().min(1, requiredMessage).refine(isHexColor, M.COLOR_FORMAT);
}

export const organizationSchema = z
  .object({
    name: z.string().trim().min(1, M.ORG_NAME_REQUIRED),
    address: z.string().trim().min(1, M.ORG_ADDRESS_REQUIRED),
    phoneCountry: z.string(),
    phone: z.string(),
    website: z.string().trim().min(1, M.WEBSITE_REQUIRED).refine(isWebsite, M.WEBSITE_INVALID),
    primaryColor: color(M.PRIMARY_REQUIRED),
    secondaryColor: color(M.SECONDARY_REQUIRED),
    font: z.string().refine((v) => fontValues.includes(v), M.FONT_REQUIRED),
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

/** The shared profile rules (lib/profile) plus the read-only e-mail this step shows. */
export const profileSchema = z
  .object({
    ...profileFields,
    email: z.string().trim().min(1, M.EMAIL_REQUIRED).refine((v) => v === '' || isEmailShape(v), M.INVALID_EMAIL_FORMAT),
  })
  .superRefine(profileRules);
export type ProfileValues = z.input<typeof profileSchema>;

export const teamSchema = z.object({
  emails: z
    .array(z.string())
    .min(1, M.EMAILS_REQUIRED)
    .refine((list) => list.every(isSimpleEmail), M.INVALID_EMAIL),
});
