/** Form values from the server's records, and the multipart bodies sent back (spec §7). */
import { FONT_OPTIONS, ORGANIZATION_DEFAULTS } from '../../config/constants';
import type { ApiUser, Organization } from '../../lib/api/types';
import { splitFullName } from '../../lib/names';
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
  const phone = fromStored(user.phone);
  const fullName = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return {
    fullName,
    position: user.position ?? '',
    phoneCountry: phone.country,
    phone: phone.national,
    picture: null,
    hasExistingPicture: !!user.avatar_url,
    email: user.email ?? '',
  };
}

export function profileFormData(values: ProfileValues, user: ApiUser): FormData {
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

