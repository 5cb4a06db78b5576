/** Form values from the server's records, and the multipart bodies sent back (spec §7). */
import { FONT_OPTIONS, ORGANIZATION_DEFAULTS } from '../../config/constants';
import { organizationFieldValues, organizationFormData as commonFormData } from '../../lib/organizationForm';
import { profileFormData, profileValues } from '../../lib/profile';
import type { User } from '../../lib/resources/me';
import type { Organization } from '../../lib/resources/organization';
import type { OrganizationValues, ProfileValues } from './schemas';

export function initialOrganizationValues(org: Organization | null): OrganizationValues {
  const font = org && FONT_OPTIONS.some((f) => f.value === org.font_family) ? org.font_family : ORGANIZATION_DEFAULTS.font;
  return {
    ...organizationFieldValues(org),
    primaryColor: org?.background_color || ORGANIZATION_DEFAULTS.primaryColor,
    secondaryColor: org?.headings_color || ORGANIZATION_DEFAULTS.secondaryColor,
    font,
  };
}

/** The onboarding version: the common fields, the colours (body white) and the font. */
export function organizationFormData(values: OrganizationValues): FormData {
  return commonFormData(values, {
    background_color: values.primaryColor.trim().toUpperCase(),
    headings_color: values.secondaryColor.trim().toUpperCase(),
    body_color: ORGANIZATION_DEFAULTS.bodyColor,
    font_family: values.font,
  });
}

export function initialProfileValues(user: User): ProfileValues {
  return { ...profileValues(user), email: user.email };
}

export { profileFormData };
