/** The onboarding forms' rules and messages (spec §5). */
import { z } from 'zod';
import { FONT_OPTIONS } from '../../config/constants';
import { M } from '../../config/messages';
import { AM } from '../../config/appMessages';
import { profileFields, profileRules } from '../../lib/profile';
import { organizationFields, organizationRules } from '../../lib/organizationForm';
import { isEmailShape, isHexColor, isSimpleEmail } from '../../lib/validation';

const fontValues = FONT_OPTIONS.map((f) => f.value) as string[];

function color(requiredMessage: string) {
  return z.string().trim().min(1, requiredMessage).refine(isHexColor, AM.COLOR_FORMAT);
}

/** The shared organization fields (lib/organizationForm) plus the brand: colours and font. */
export const organizationSchema = z
  .object({
    ...organizationFields,
    primaryColor: color(AM.PRIMARY_REQUIRED),
    secondaryColor: color(AM.SECONDARY_REQUIRED),
    font: z.string().refine((v) => fontValues.includes(v), AM.FONT_REQUIRED),
  })
  .superRefine(organizationRules);
export type OrganizationValues = z.input<typeof organizationSchema>;

/** The shared profile rules (lib/profile) plus the read-only e-mail this step shows. */
export const profileSchema = z
  .object({
    ...profileFields,
    email: z.string().trim().min(1, AM.EMAIL_REQUIRED).refine((v) => v === '' || isEmailShape(v), AM.INVALID_EMAIL_FORMAT),
  })
  .superRefine(profileRules);
export type ProfileValues = z.input<typeof profileSchema>;

export const teamSchema = z.object({
  emails: z
    .array(z.string())
    .min(1, AM.EMAILS_REQUIRED)
    .refine((list) => list.every(isSimpleEmail), M.INVALID_EMAIL),
});
