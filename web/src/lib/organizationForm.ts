/**
 * The organization form shared by onboarding ("Tell us about Your Organization") and settings
 * (Organization Information): the common fields' rules with the spec's messages (§5), their values
 * from the server's organization and their part of the multipart body of POST /organizations (§7).
 * Onboarding adds the brand (colours, font), settings the director name and the year founded.
 */
import { z } from 'zod';
import { AM } from '../config/appMessages';
import { checkPhone, fromStored, toE164 } from './phone';
import type { Organization } from './resources/organization';
import { isWebsite } from './validation';

const file = z.custom<File | null>((v) => v === null || v instanceof File);

/** The fields both forms have; each form adds its own. */
export const organizationFields = {
  name: z.string().trim().min(1, AM.ORG_NAME_REQUIRED),
  address: z.string().trim().min(1, AM.ORG_ADDRESS_REQUIRED),
  phoneCountry: z.string(),
  phone: z.string(),
  website: z.string().trim().min(1, AM.WEBSITE_REQUIRED).refine(isWebsite, AM.WEBSITE_INVALID),
  logo: file,
  hasExistingLogo: z.boolean(),
};

/** The rules across fields: the phone for its country, and a logo stored or chosen. */
export function organizationRules(
  v: { phone: string; phoneCountry: string; logo?: File | null; hasExistingLogo: boolean },
  ctx: z.RefinementCtx,
) {
  const problem = checkPhone(v.phone, v.phoneCountry);
  if (problem === 'missing') ctx.addIssue({ code: 'custom', path: ['phone'], message: AM.PHONE_REQUIRED });
  else if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: AM.PHONE_INVALID_FOR_COUNTRY });
  if (!v.logo && !v.hasExistingLogo) ctx.addIssue({ code: 'custom', path: ['logo'], message: AM.LOGO_REQUIRED });
}

const commonSchema = z.object(organizationFields);
/** The values of the common fields. */
export type OrganizationFieldValues = z.input<typeof commonSchema>;

/** The common fields' values for the organization as the server has it (null: none yet). */
export function organizationFieldValues(org: Organization | null): OrganizationFieldValues {
  const phone = fromStored(org?.phone);
  return {
    name: org?.name ?? '',
    address: org?.address ?? '',
    phoneCountry: phone.country,
    phone: phone.national,
    website: org?.website ?? '',
    logo: null,
    hasExistingLogo: !!org?.logo_url,
  };
}

/** The multipart body of POST /organizations with the common fields; `extra` adds a form's own. */
export function organizationFormData(values: OrganizationFieldValues, extra: Record<string, string>): FormData {
  const form = new FormData();
  form.set('name', values.name.trim());
  form.set('address', values.address.trim());
  form.set('phone', toE164(values.phone, values.phoneCountry));
  form.set('phone_country', values.phoneCountry);
  form.set('website', values.website.trim());
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  if (values.logo) form.set('logo', values.logo);
  return form;
}
