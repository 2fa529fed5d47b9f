import type { Context } from 'hono';
import { validationFailed } from '../errors/auth-error.ts';

/**
 * A form body (urlencoded or multipart), read by Hono into an object without a prototype. A
 * body its Content-Type calls a form but that is none (a broken multipart) is 400
 * validation_failed, not the parser's exception.
 */
export async function readFormBody(
  c: Context,
): Promise<Awaited<ReturnType<Context['req']['parseBody']>>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw validationFailed('Invalid request body: it is not the form its Content-Type says');
  }
}
