import { describe, expect, it } from 'vitest';
import { validate } from '../../lib/forms';
import { organizationSchema, profileSchema, teamSchema } from './schemas';

const errorsOf = (schema: Parameters<typeof validate>[0], values: unknown) => {
  const r = validate(schema, values);
  return r.ok ? {} : r.errors;
};

const logo = new File(['x'], 'logo.png', { type: 'image/png' });
const org = {
  name: 'Acme Trust',
  address: '1 Main St, Springfield',
  phoneCountry: 'US',
  phone: '(202) 456-1111',
  website: 'www.acme.org',
  primaryColor: '#2D67F6',
  secondaryColor: '#0A9250',
  font: 'open-sans',
  logo,
  hasExistingLogo: false,
};

describe('organization schema (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(validate(organizationSchema, org).ok).toBe(true);
  });
  it('gives every required message', () => {
    expect(
      errorsOf(organizationSchema, {
        ...org,
        name: ' ',
        address: '',
        phone: '',
        website: '',
        primaryColor: '',
        secondaryColor: '',
        font: '',
        logo: null,
      }),
    ).toEqual({
      name: 'Organization Name is required',
      address: 'Organization Address is required',
      phone: 'Phone number is required',
      website: 'Website URL is required',
      primaryColor: 'Primary Color is required',
      secondaryColor: 'Secondary Color is required',
      font: 'Font selection is required',
      logo: 'Organization Logo is required',
    });
  });
  it('checks the phone for the country, the website shape and the colours', () => {
    expect(
      errorsOf(organizationSchema, { ...org, phone: '020 7946 0018', website: 'acme', primaryColor: '#12345' }),
    ).toEqual({
      phone: 'Please enter a valid phone number for the selected country',
      website: 'Must be a valid URL address!',
      primaryColor: 'Colors must be in the format #RRGGBB',
    });
    expect(validate(organizationSchema, { ...org, phoneCountry: 'GB', phone: '020 7946 0018' }).ok).toBe(true);
  });
  it('does not ask for a new logo when one is stored', () => {
    expect(validate(organizationSchema, { ...org, logo: null, hasExistingLogo: true }).ok).toBe(true);
  });
});

const profile = {
  fullName: 'Jane Doe',
  position: 'Executive Director',
  phoneCountry: 'US',
  phone: '202 456 1111',
  picture: logo,
  hasExistingPicture: false,
  email: 'jane@example.org',
};

describe('profile schema (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(validate(profileSchema, profile).ok).toBe(true);
  });
  it('gives every message', () => {
    expect(errorsOf(profileSchema, { ...profile, fullName: '', position: '', phone: '', picture: null, email: '' })).toEqual({
      fullName: 'Full name is required',
      position: 'Position is required',
      phone: 'Phone number is required',
      picture: 'Profile picture is required',
      email: 'Email is required',
    });
    expect(errorsOf(profileSchema, { ...profile, fullName: 'Jane', email: 'jane@' })).toEqual({
      fullName: 'Please enter both first and last name',
      email: 'Invalid email format',
    });
  });
  it('tells a badly formed phone from one invalid for the country', () => {
    expect(errorsOf(profileSchema, { ...profile, phone: '12ab' }).phone).toBe('Phone number must be in a valid format');
    expect(errorsOf(profileSchema, { ...profile, phone: '020 7946 0018' }).phone).toBe(
      'Please enter a valid phone number for the selected country',
    );
  });
});

describe('team schema', () => {
  it('needs at least one e-mail, each of a simple shape', () => {
    expect(errorsOf(teamSchema, { emails: [] }).emails).toBe('At least one email is required!');
    expect(errorsOf(teamSchema, { emails: ['a@b'] }).emails).toBe('Invalid Email Address!');
    expect(validate(teamSchema, { emails: ['a@b.org'] }).ok).toBe(true);
  });
});
