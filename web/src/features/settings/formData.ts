/** Form values from the server's records, the "changed" rules, and the multipart bodies (spec §7). */
import type { Organization } from '../../lib/api/types';
import { fromStored, toE164 } from '../../lib/phone';
import type { OrganizationValues, ProfileValues } from './schemas';

export { profileFormData, profileValues } from '../../lib/profile';

const norm = (s: string) => s.trim().replace(/\s+/g, ' ');
const digits = (s: string) => s.replace(/\D/g, '');

/** Spec §5: the update button stays disabled until the name, position, phone or image changed. */
export function profileChanged(now: ProfileValues, base: ProfileValues): boolean {
  return (
    norm(now.fullName) !== norm(base.fullName) ||
    norm(now.position) !== norm(base.position) ||
    now.phoneCountry !== base.phoneCountry ||
    digits(now.phone) !== digits(base.phone) ||
    !!now.picture
  );
}


export function organizationValues(org: Organization | null): OrganizationValues {
  const phone = fromStored(org?.phone);
  return {
    name: org?.name ?? '',
    directorName: org?.director_name ?? '',
    address: org?.address ?? '',
    phoneCountry: phone.country,
    phone: phone.national,
    website: org?.website ?? '',
    year: org?.year === null || org?.year === undefined ? '' : String(org.year),
    logo: null,
    hasExistingLogo: !!org?.logo_url,
  };
}

export function organizationChanged(now: OrganizationValues, base: OrganizationValues): boolean {
  return (
    (['name', 'directorName', 'address', 'website', 'year'] as const).some((k) => norm(now[k]) !== norm(base[k])) ||
    now.phoneCountry !== base.phoneCountry ||
    digits(now.phone) !== digits(base.phone) ||
    !!now.logo
  );
}

/** The settings version: name, director_name, address, phone, website, year and (when chosen) logo. */
export function organizationFormData(values: OrganizationValues): FormData {
  const form = new FormData();
  form.set('name', values.name.trim());
  form.set('director_name', values.directorName.trim());
  form.set('address', values.address.trim());
  form.set('phone', toE164(values.phone, values.phoneCountry));
  form.set('phone_country', values.phoneCountry);
  form.set('website', values.website.trim());
  form.set('year', values.year.trim());
  if (values.logo) form.set('logo', values.logo);
  return form;
}
