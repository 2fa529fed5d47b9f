import type { Hono } from 'hono';
import { serverVersion } from '../../version.ts';

/** GET /auth/v1/health, as Supabase Auth answers it. */
export function registerAuthHealthRoute(auth: Hono): void {
  auth.get('/health', (c) =>
    c.json({
      version: serverVersion,
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  );
}
