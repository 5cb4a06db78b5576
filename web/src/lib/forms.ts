/**
 * A small form hook over a zod schema. Validation is lazy (spec §5): errors show only after the
 * first submit attempt, then follow every change. Server-side field errors can be laid on top and
 * clear when their field changes.
 */
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The first message per field path ("" for form-level issues). */
export function firstErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: firstErrors(result.error) };
}

export function useZodForm<S extends z.ZodType>(schema: S, initial: z.input<S>) {
  type Values = z.input<S>;
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
    (onValid: (data: z.output<S>) => void, onInvalid?: (errors: FieldErrors) => void) =>
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
