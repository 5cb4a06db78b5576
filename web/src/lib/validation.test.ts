import { describe, expect, it } from 'vitest';
import { checkImageFile } from './images';
import { addEmails, splitEmails } from './emails';
import { checkPhone, fromStored, toE164 } from './phone';
import { isEmailShape, isHexColor, isSimpleEmail, isWebsite } from './validation';

describe('shape checks', () => {
  it('accept plausible e-mail addresses only', () => {
    expect(isEmailShape('jane.doe@example.org')).toBe(true);
    for (const bad of ['jane', 'jane@', '@x.org', 'jane@org', 'ja ne@x.org', 'a@b@c.org', 'a@.org', 'a@x..org']) {
      expect(isEmailShape(bad)).toBe(false);
    }
  });
  it('follow the spec website shape', () => {
    for (const ok of ['example.org', 'www.example.org', 'https://www.example.org', 'http://example.co.uk:8080/about']) {
      expect(isWebsite(ok)).toBe(true);
    }
    for (const bad of ['example', 'ftp://example.org', 'http://', 'example.abcdef', 'exa mple.org']) {
      expect(isWebsite(bad)).toBe(false);
    }
  });
  it('accept colours as #RRGGBB only', () => {
    expect(isHexColor('#2D67F6')).toBe(true);
    expect(isHexColor('#2d67f6')).toBe(true);
    for (const bad of ['2D67F6', '#2D6', '#2D67F6FF', '#GGGGGG']) expect(isHexColor(bad)).toBe(false);
  });
  it('use the simple non-space @ dot rule for invites', () => {
    expect(isSimpleEmail('a@b.c')).toBe(true);
    expect(isSimpleEmail('a@b')).toBe(false);
  });
});

describe('phone numbers', () => {
  it('are checked for the selected country', () => {
    expect(checkPhone('', 'US')).toBe('missing');
    expect(checkPhone('12-ab', 'US')).toBe('format');
    expect(checkPhone('123456', 'US')).toBe('format');
    expect(checkPhone('(202) 456-1111', 'US')).toBeNull();
    expect(checkPhone('020 7946 0018', 'GB')).toBeNull();
    expect(checkPhone('020 7946 0018', 'US')).toBe('country');
  });
  it('are normalised to digits with a leading +, and read back', () => {
    expect(toE164('(202) 456-1111', 'US')).toBe('+12024561111');
    expect(toE164('020 7946 0018', 'GB')).toBe('+442079460018');
    expect(fromStored('+442079460018')).toEqual({ country: 'GB', national: '020 7946 0018' });
    expect(fromStored(null)).toEqual({ country: 'US', national: '' });
  });
});

describe('images', () => {
  it('must be PNG or JPEG of at most 1 MB', () => {
    expect(checkImageFile(new File([new Uint8Array(1_048_576)], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(checkImageFile(new File([new Uint8Array(1_048_577)], 'a.jpg', { type: 'image/jpeg' }))).toBe(
      'File size should be less than 1MB',
    );
    expect(checkImageFile(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('Please upload a PNG or JPEG image');
  });
});

describe('e-mail tags', () => {
  it('split on spaces, commas and semicolons, lower-cased', () => {
    expect(splitEmails(' A@x.org, b@y.org;c@z.org ')).toEqual(['a@x.org', 'b@y.org', 'c@z.org']);
  });
  it('add valid addresses once and return the rejected ones', () => {
    expect(addEmails(['a@x.org'], 'a@x.org nope b@y.org')).toEqual({ tags: ['a@x.org', 'b@y.org'], rejected: ['nope'] });
  });
});
