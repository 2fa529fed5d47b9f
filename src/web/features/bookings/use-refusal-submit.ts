import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { DataError } from '../data/data-error';
import { fieldOfRefusal } from './rpc-errors';

/** A form's write to the database, and what follows when the database takes it. */
export interface FormWrite<Values, Answer> {
  /** Refusal codes (app.raise_error) that belong beside a field, and that field. */
  fields: Partial<Record<string, string>>;
  send: (values: Values) => Promise<Answer>;
  done: (answer: Answer, values: Values) => unknown;
  onRefused?: (refused: DataError) => void;
}

/**
 * The submit of a form whose write the database may refuse: a refusal whose code names a field
 * is shown beside it, any other above the form (`error`). `done` runs outside the refusal
 * handling, so nothing it does is ever shown as the database's answer.
 */
export function useRefusalSubmit<Values, Answer>(
  form: UseFormReturnType<Values>,
  write: FormWrite<Values, Answer>,
) {
  const [error, setError] = useState<string>();
  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    let answer: Answer;
    try {
      answer = await write.send(values);
    } catch (refused) {
      if (!(refused instanceof DataError)) throw refused;
      const field = fieldOfRefusal(refused.code, write.fields);
      if (field) form.setFieldError(field, refused.message);
      else setError(refused.message);
      write.onRefused?.(refused);
      return;
    }
    await write.done(answer, values);
  });
  return { error, submit, submitting: form.submitting };
}
