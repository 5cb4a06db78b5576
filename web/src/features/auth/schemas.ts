/**
 * The auth forms' rules and messages (spec §5). Written as small schemas (zod's `safeParse` shape,
 * see lib/forms) rather than with zod, so that the public pages do not download zod.
 */
import { PASSWORD_MIN_CHARS } from '../../config/constants';
import { M } from '../../config/messages';
import type { FormIssue, FormSchema } from '../../lib/forms';
import { splitFullName } from '../../lib/names';
import { isEmailShape } from '../../lib/validation';

type Fields<K extends string> = { [P in K]: string };
/** A field's rule: its message, or null when the value is fine. */
type Rule = (value: string) => string | null;

/** Trimmed and lower-cased before it is checked and sent. */
const normalizeEmail = (value: string) => value.trim().toLowerCase();

const emailRule: Rule = (value) => {
  if (value.length < 1) return M.FIELD_REQUIRED;
  if (!isEmailShape(value)) return M.INVALID_EMAIL;
  return null;
};

const passwordRule: Rule = (value) => {
  if (value.length < 1) return M.FIELD_REQUIRED;
  if (value.length < PASSWORD_MIN_CHARS) return M.PASSWORD_TOO_SHORT;
  return null;
};

const requiredRule: Rule = (value) => (value.length < 1 ? M.FIELD_REQUIRED : null);

const nameRule: Rule = (value) => {
  const { firstName, lastName } = splitFullName(value);
  if (!firstName) return M.FIELD_REQUIRED;
  if (!lastName) return M.FIRST_AND_LAST_NAME;
  return null;
};

/** The confirmation must match once it is filled in (checked even while other fields are wrong). */
const confirmationMatches = (v: { password: string; confirmPassword: string }): string | null =>
  v.confirmPassword === '' || v.password === v.confirmPassword ? null : M.PASSWORDS_MUST_MATCH;

/**
 * An object schema: each field's rule on its (normalized) string, then the form-level checks,
 * which run whatever the fields' results. Only the declared fields are kept in the data.
 */
function formSchema<K extends string>(
  rules: { [P in K]: Rule },
  options: {
    normalize?: Partial<{ [P in NoInfer<K>]: (value: string) => string }>;
    checks?: { path: NoInfer<K>; check: (values: Fields<NoInfer<K>>) => string | null }[];
  } = {},
): FormSchema<Fields<K>> {
  return {
    safeParse(input: unknown) {
      const record = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
      const data = {} as Fields<K>;
      const issues: FormIssue[] = [];
      for (const key of Object.keys(rules) as K[]) {
        const raw = record[key];
        if (typeof raw !== 'string') {
          issues.push({ path: [key], message: M.FIELD_REQUIRED });
          data[key] = '';
          continue;
        }
        const value = options.normalize?.[key]?.(raw) ?? raw;
        data[key] = value;
        const message = rules[key](value);
        if (message !== null) issues.push({ path: [key], message });
      }
      for (const { path, check } of options.checks ?? []) {
        const message = check(data);
        if (message !== null) issues.push({ path: [path], message });
      }
      return issues.length === 0 ? { success: true, data } : { success: false, error: { issues } };
    },
  };
}

export const loginSchema = formSchema(
  { email: emailRule, password: passwordRule },
  { normalize: { email: normalizeEmail } },
);
export type LoginValues = Fields<'email' | 'password'>;

export const signUpSchema = formSchema(
  { name: nameRule, email: emailRule, password: passwordRule, confirmPassword: requiredRule },
  {
    normalize: { email: normalizeEmail },
    checks: [{ path: 'confirmPassword', check: confirmationMatches }],
  },
);
export type SignUpValues = Fields<'name' | 'email' | 'password' | 'confirmPassword'>;

export const forgotPasswordSchema = formSchema({ email: emailRule }, { normalize: { email: normalizeEmail } });
export type ForgotPasswordValues = Fields<'email'>;

export const newPasswordSchema = formSchema(
  { password: passwordRule, confirmPassword: requiredRule },
  { checks: [{ path: 'confirmPassword', check: confirmationMatches }] },
);
export type NewPasswordValues = Fields<'password' | 'confirmPassword'>;
