import type { Context } from 'hono';
import { apiVersion, authErrorBody, wantsVersionedErrors, type AuthError } from './auth-error.ts';

/** Answers an AuthError in the shape the client asked for (contract §2.1). */
export function authErrorResponse(c: Context, error: AuthError): Response {
  const versioned = wantsVersionedErrors(c.req.header('X-Supabase-Api-Version'));
  const headers: Record<string, string> = { 'x-sb-error-code': error.code };
  if (versioned) headers['X-Supabase-Api-Version'] = apiVersion;
  return Response.json(authErrorBody(error, versioned), { status: error.status, headers });
}
