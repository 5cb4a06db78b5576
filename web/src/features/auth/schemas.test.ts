import { describe, expect, it } from 'vitest';
import { validate } from '../../lib/forms';
import { forgotPasswordSchema, loginSchema, newPasswordSchema, signUpSchema } from './schemas';

const errorsOf = (schema: Parameters<typeof validate>[0], values: unknown) => {
  const r = validate(schema, values);
  return r.ok ? {} : r.errors;
};

describe('login schema', () => {
  it('requires both fields with "Field Is Required!"', () => {
    expect(errorsOf(loginSchema, { email: '  ', password: '' })).toEqual({
      email: 'Field Is Required!',
      password: 'Field Is Required!',
    });
  });
  it('says "Invalid Email Address!" and the 8-character rule', () => {
    expect(errorsOf(loginSchema, { email: 'jane@', password: 'short' })).toEqual({
      email: 'Invalid Email Address!',
      password: 'Password should be at least 8 characters long!',
    });
  });
  it('trims and lower-cases the e-mail before it is sent', () => {
    const r = validate(loginSchema, { email: '  Jane.Doe@Example.ORG ', password: 'longenough' });
    expect(r.ok && r.data.email).toBe('jane.doe@example.org');
  });
});

describe('sign-up schema', () => {
  const valid = { name: 'Jane Doe', email: 'jane@example.org', password: 'password1', confirmPassword: 'password1' };
  it('accepts a complete form', () => {
    expect(validate(signUpSchema, valid).ok).toBe(true);
  });
  it('requires the name, and both a first and a last name', () => {
    expect(errorsOf(signUpSchema, { ...valid, name: ' ' }).name).toBe('Field Is Required!');
    expect(errorsOf(signUpSchema, { ...valid, name: 'Jane' }).name).toBe('Please enter both first and last name');
  });
  it('checks the e-mail and the password length', () => {
    expect(errorsOf(signUpSchema, { ...valid, email: 'nope' }).email).toBe('Invalid Email Address!');
    expect(errorsOf(signUpSchema, { ...valid, password: 'short', confirmPassword: 'short' }).password).toBe(
      'Password should be at least 8 characters long!',
    );
  });
  it('says "Password and Confirm Password must match!" even while other fields are wrong', () => {
    expect(errorsOf(signUpSchema, { ...valid, name: '', confirmPassword: 'password2' })).toMatchObject({
      name: 'Field Is Required!',
      confirmPassword: 'Password and Confirm Password must match!',
    });
    expect(errorsOf(signUpSchema, { ...valid, confirmPassword: '' }).confirmPassword).toBe('Field Is Required!');
  });
});

describe('forgot and new password schemas', () => {
  it('check the e-mail', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' }).email).toBe('Field Is Required!');
    expect(errorsOf(forgotPasswordSchema, { email: 'x' }).email).toBe('Invalid Email Address!');
  });
  it('need 8 characters and a matching confirmation', () => {
    expect(errorsOf(newPasswordSchema, { password: 'short', confirmPassword: 'short' }).password).toBe(
      'Password should be at least 8 characters long!',
    );
    expect(errorsOf(newPasswordSchema, { password: 'password1', confirmPassword: 'password2' }).confirmPassword).toBe(
      'Password and Confirm Password must match!',
    );
  });
});
