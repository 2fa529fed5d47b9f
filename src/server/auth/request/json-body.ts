import type { Context } from 'hono';
import type { z } from 'zod';
import { parseJsonInput, type JsonInputError } from '../../http/json-input.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';

/**
 * Reads the JSON body against a schema. An empty body reads as `{}`; unparseable JSON is 400
 * bad_json; JSON too deep or holding a NUL character is 400 validation_failed; a field of the wrong type is 400 validation_failed naming the field.
 */
export async function readJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = parseJsonInput(text);
    } catch (error) {
      const { message, syntax } = error as JsonInputError;
      if (!syntax) throw validationFailed(`Invalid request body: ${message}`);
      throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${message}`);
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') ?? '';
    throw validationFailed(
      field === '' ? 'Invalid request body' : `Invalid ${field}: ${issue?.message}`,
    );
  }
  return parsed.data;
}
