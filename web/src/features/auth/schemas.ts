/** The auth forms' rules and messages (spec §5). */
import { z } from 'zod';
import { PASSWORD_MIN_CHARS } from '../../config/constants';
import { M } from '../../config/messages';
import { splitFullName } from '../../lib/names';
import { isEmailShape } from '../../lib/validation';

/** Trimmed and lower-cased before it is checked and sent. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, M.FIELD_REQUIRED)
  .refine(isEmailShape, M.INVALID_EMAIL);

export const passwordField = z
  .string()
  .min(1, M.FIELD_REQUIRED)
  .min(PASSWORD_MIN_CHARS, M.PASSWORD_TOO_SHORT);

const always = { when: () => true };

export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
});
export type LoginValues = z.input<typeof loginSchema>;

export const signUpSchema = z
  .object({
    name: z.string().superRefine((value, ctx) => {
      const { firstName, lastName } = splitFullName(value);
      if (!firstName) ctx.addIssue({ code: 'custom', message: M.FIELD_REQUIRED });
      else if (!lastName) ctx.addIssue({ code: 'custom', message: M.FIRST_AND_LAST_NAME });
    }),
    email: emailField,
    password: passwordField,
    confirmPassword: z.string().min(1, M.FIELD_REQUIRED),
  })
  .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: M.PASSWORDS_MUST_MATCH,
    ...always,
  });
export type SignUpValues = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

export const newPasswordSchema = z
  .object({
    password: passwordField,
    confirmPassword: z.string().min(1, M.FIELD_REQUIRED),
  })
  .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: M.PASSWORDS_MUST_MATCH,
    ...always,
  });
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
