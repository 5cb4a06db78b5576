/** Form values from the server's records, the "changed" rules, and the multipart bodies (spec §7). */
import { organizationFieldValues, organizationFormData as commonFormData } from '../../lib/organizationForm';
import type { Organization } from '../../lib/resources/organization';
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
  const paper = org?.paper_size;
  return {
    ...organizationFieldValues(org),
    directorName: org?.director_name ?? '',
    year: org?.year ?? '',
    paperSize: paper === 'letter' || paper === 'a4' ? paper : '',
  };
}

export function organizationChanged(now: OrganizationValues, base: OrganizationValues): boolean {
  return (
    (['name', 'directorName', 'address', 'website', 'year'] as const).some((k) => norm(now[k]) !== norm(base[k])) ||
    now.phoneCountry !== base.phoneCountry ||
    now.paperSize !== base.paperSize ||
    digits(now.phone) !== digits(base.phone) ||
    !!now.logo
  );
}

/** The settings version: the common fields, director_name, year and paper_size. */
export function organizationFormData(values: OrganizationValues): FormData {
  return commonFormData(values, { director_name: values.directorName.trim(), year: values.year.trim(), paper_size: values.paperSize });
}
