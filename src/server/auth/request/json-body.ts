import type { Context } from 'hono';
import type { z } from 'zod';
import { AuthError, validationFailed } from '../errors/auth-error.ts';

/**
 * Reads the JSON body against a schema. An empty body reads as `{}`; unparseable JSON is 400
 * bad_json; a field of the wrong type is 400 validation_failed naming the field.
 */
export async function readJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new AuthError(
        400,
        'bad_json',
        `Could not parse request body as JSON: ${(error as Error).message}`,
      );
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
