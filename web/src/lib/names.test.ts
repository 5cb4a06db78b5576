import { describe, expect, it } from 'vitest';
import { displayName, initials, splitFullName } from './names';

describe('splitFullName', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitFullName('Jane Doe')).toEqual({ firstName: 'Jane', lastName: 'Doe' });
    expect(splitFullName('  Mary   Ann  van der Berg ')).toEqual({ firstName: 'Mary', lastName: 'Ann van der Berg' });
  });
  it('gives an empty last name for one word and empty names for blank input', () => {
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitFullName('   ')).toEqual({ firstName: '', lastName: '' });
  });
});

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName({ firstName: 'Jane', lastName: 'Doe', email: 'j@x.org' })).toBe('Jane Doe');
    expect(displayName({ firstName: 'Jane', lastName: null, email: 'j@x.org' })).toBe('Jane');
  });
  it('falls back to the e-mail when both names are missing', () => {
    expect(displayName({ firstName: ' ', lastName: '', email: 'jane@x.org' })).toBe('jane@x.org');
  });
});

describe('initials', () => {
  it('come from the names', () => {
    expect(initials({ firstName: 'jane', lastName: 'doe' })).toBe('JD');
    expect(initials({ firstName: 'Jane', lastName: '' })).toBe('J');
  });
  it('come from the e-mail local part split on dot, underscore or hyphen', () => {
    expect(initials({ email: 'jane.doe@x.org' })).toBe('JD');
    expect(initials({ email: 'mary_ann@x.org' })).toBe('MA');
    expect(initials({ email: 'bob-smith@x.org' })).toBe('BS');
  });
  it('else the first two letters of the local part, else ??', () => {
    expect(initials({ email: 'jane@x.org' })).toBe('JA');
    expect(initials({ email: '42@x.org' })).toBe('??');
    expect(initials({})).toBe('??');
  });
});
