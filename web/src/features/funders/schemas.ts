/** The funder invitation's sign-up form (the sign-up rules of spec §5; the e-mail is the invited one). */
import { z } from 'zod';
import { PASSWORD_MIN_CHARS } from '../../config/constants';
import { M } from '../../config/messages';
import { splitFullName } from '../../lib/names';

export const funderSignUpSchema = z
  .object({
    name: z.string().superRefine((value, ctx) => {
      const { firstName, lastName } = splitFullName(value);
      if (!firstName) ctx.addIssue({ code: 'custom', message: M.FIELD_REQUIRED });
      else if (!lastName) ctx.addIssue({ code: 'custom', message: M.FIRST_AND_LAST_NAME });
    }),
    password: z.string().min(1, M.FIELD_REQUIRED).min(PASSWORD_MIN_CHARS, M.PASSWORD_TOO_SHORT),
    confirmPassword: z.string().min(1, M.FIELD_REQUIRED),
  })
  .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: M.PASSWORDS_MUST_MATCH,
    when: () => true,
  });
export type FunderSignUpValues = z.input<typeof funderSignUpSchema>;
