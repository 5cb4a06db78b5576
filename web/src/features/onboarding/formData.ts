/** Form values from the server's records, and the multipart bodies sent back (spec §7). */
import { FONT_OPTIONS, ORGANIZATION_DEFAULTS } from '../../config/constants';
import type { ApiUser, Organization } from '../../lib/api/types';
import { profileFormData, profileValues } from '../../lib/profile';
import { fromStored, toE164 } from '../../lib/phone';
import type { OrganizationValues, ProfileValues } from './schemas';

export function initialOrganizationValues(org: Organization | null): OrganizationValues {
  const phone = fromStored(org?.phone);
  const font = FONT_OPTIONS.some((f) => f.value === org?.font_family) ? (org?.font_family as string) : ORGANIZATION_DEFAULTS.font;
  return {
    name: org?.name ?? '',
    address: org?.address ?? '',
    phoneCountry: phone.country,
    phone: phone.national,
    website: org?.website ?? '',
    primaryColor: org?.background_color || ORGANIZATION_DEFAULTS.primaryColor,
    secondaryColor: org?.headings_color || ORGANIZATION_DEFAULTS.secondaryColor,
    font,
    logo: null,
    hasExistingLogo: !!org?.logo_url,
  };
}

export function organizationFormData(values: OrganizationValues): FormData {
  const form = new FormData();
  form.set('name', values.name.trim());
  form.set('address', values.address.trim());
  form.set('phone', toE164(values.phone, values.phoneCountry));
  form.set('phone_country', values.phoneCountry);
  form.set('website', values.website.trim());
  form.set('background_color', values.primaryColor.trim().toUpperCase());
  form.set('headings_color', values.secondaryColor.trim().toUpperCase());
  form.set('body_color', ORGANIZATION_DEFAULTS.bodyColor);
  form.set('font_family', values.font);
  if (values.logo) form.set('logo', values.logo);
  return form;
}

export function initialProfileValues(user: ApiUser): ProfileValues {
  return { ...profileValues(user), email: user.email ?? '' };
}

export { profileFormData };

