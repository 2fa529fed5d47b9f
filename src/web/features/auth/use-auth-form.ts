import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type * as z from 'zod/mini';
import { authErrorMessage } from './auth-error-message';
import { fieldErrors, type FieldErrors } from './auth-form-schemas';

/**
 * State of one auth form: its values, the message next to each invalid field after a submit,
 * `pending` while the supabase-js call runs, and the server's error as a clear sentence, all in
 * the reader's words.
 */
export function useAuthForm<Field extends string>(
  schema: z.ZodMiniType,
  initial: Record<Field, string>,
) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const inputProps = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  /** A submit handler: validates, then runs `send`; `onDone` follows a success. */
  const submit =
    (send: (values: Record<Field, string>) => Promise<{ error: unknown }>, onDone?: () => void) =>
    async (event: FormEvent) => {
      event.preventDefault();
      const found = fieldErrors(schema, values, intl);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      setPending(true);
      setError(undefined);
      try {
        const result = await send(values);
        if (result.error) setError(authErrorMessage(result.error, intl));
        else onDone?.();
      } catch (thrown) {
        setError(authErrorMessage(thrown, intl));
      } finally {
        setPending(false);
      }
    };

  return { values, inputProps, submit, pending, error };
}
