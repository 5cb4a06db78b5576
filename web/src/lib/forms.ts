/**
 * A small form hook over a schema: a zod schema, or any object with zod's `safeParse` shape (the
 * auth forms use such a small one, so the public pages do not download zod). Validation is lazy
 * (spec §5): errors show only after the first submit attempt, then follow every change.
 * Server-side field errors can be laid on top and clear when their field changes.
 */
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

export interface FormIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What the form needs of a schema: zod's `safeParse` result shape. */
export interface FormSchema<Input = unknown, Output = Input> {
  safeParse(values: unknown):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly FormIssue[] } };
  /** Type-only: the form's values before parsing. */
  readonly '~formInput'?: Input;
}

/** A form schema's values before parsing and its data after. */
export type FormInput<S> = S extends z.ZodType ? z.input<S> : S extends FormSchema<infer I, unknown> ? I : never;
export type FormOutput<S> = S extends z.ZodType ? z.output<S> : S extends FormSchema<unknown, infer O> ? O : never;

/** The first message per field path ("" for form-level issues). */
export function firstErrors(error: { issues: readonly FormIssue[] }): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

export function validate<S extends FormSchema>(
  schema: S,
  values: unknown,
): { ok: true; data: FormOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data as FormOutput<S> }
    : { ok: false, errors: firstErrors(result.error) };
}

export function useZodForm<S extends FormSchema>(schema: S, initial: FormInput<S>) {
  type Values = FormInput<S>;
  const [values, setValues] = useState<Values>(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const liveErrors = useMemo<FieldErrors>(() => {
    if (!attempted) return {};
    const result = validate(schema, values);
    return result.ok ? {} : result.errors;
  }, [attempted, schema, values]);

  const errors = useMemo(() => ({ ...liveErrors, ...serverErrors }), [liveErrors, serverErrors]);

  const setValue = useCallback(<K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((prev) => ({ ...(prev as object), [key]: value }) as Values);
    setServerErrors((prev) => {
      if (!(key in prev)) return prev;
      const next = { ...prev };
      delete next[key as string];
      return next;
    });
  }, []);

  const handleSubmit = useCallback(
    (onValid: (data: FormOutput<S>) => void, onInvalid?: (errors: FieldErrors) => void) =>
      (event?: FormEvent) => {
        event?.preventDefault();
        setAttempted(true);
        const result = validate(schema, values);
        if (result.ok) {
          onValid(result.data);
          return;
        }
        onInvalid?.(result.errors);
        // Move focus to the first field in error, once React has rendered the messages.
        const form = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
        if (form) {
          window.setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
        }
      },
    [schema, values],
  );

  return { values, setValues, setValue, errors, setServerErrors, handleSubmit, attempted };
}
