import { describe, expect, it } from 'vitest';
import { owner } from '../../test/utils';
import { initialOrganizationValues, initialProfileValues, profileFormData } from './formData';

describe('onboarding form data', () => {
  it('starts a new organization with the spec defaults, also when the server sends empty fields', () => {
    const values = initialOrganizationValues({
      id: 'o1',
      name: '',
      address: '',
      phone: '',
      website: '',
      director_name: '',
      year: '',
      background_color: '',
      headings_color: '',
      body_color: '',
      font_family: '',
      paper_size: '',
      paper: 'letter',
      total_fundraising_goal_3y: 500000,
    });
    expect(values).toMatchObject({ primaryColor: '#2D67F6', secondaryColor: '#0A9250', font: 'open-sans', phoneCountry: 'US' });
  });

  it('sends the profile as multipart with the name split and the phone in E.164', () => {
    const user = owner({ first_name: 'Jane', last_name: 'Doe', phone: '+442079460018' });
    const values = { ...initialProfileValues(user), fullName: 'Jane  van Doe', position: 'Director' };
    expect(values.phoneCountry).toBe('GB');
    const form = profileFormData(values, user);
    expect(Object.fromEntries(form.entries())).toMatchObject({
      first_name: 'Jane',
      last_name: 'van Doe',
      position: 'Director',
      phone: '+442079460018',
      phone_country: 'GB',
      preferred_language: 'en',
    });
    expect(form.has('logo')).toBe(false);
  });
});
