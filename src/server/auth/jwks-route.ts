import type { Hono } from 'hono';
import type { SigningKey } from './signing-key.ts';

/** GET /auth/v1/.well-known/jwks.json: the public keys clients verify our JWTs with. */
export function registerJwksRoute(app: Hono, keys: SigningKey[]): void {
  app.get('/auth/v1/.well-known/jwks.json', (c) => {
    // supabase-js caches the set for 10 minutes; let HTTP caches do the same.
    c.header('Cache-Control', 'public, max-age=600');
    return c.json({ keys: keys.map((key) => key.publicJwk) });
  });
}
