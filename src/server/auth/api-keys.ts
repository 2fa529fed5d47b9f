import type { Database } from '../db/database.ts';
import { signJwt } from './sign-jwt.ts';
import type { SigningKey } from './signing-key.ts';

export interface ApiKeys {
  anon: string;
  serviceRole: string;
}

const tenYearsInSeconds = 10 * 365 * 24 * 60 * 60;

/**
 * The anon and service_role keys: long-lived JWTs carrying only a role, as Supabase issues them.
 * They are signed once per signing key and kept, so the printed keys stay the same across
 * restarts. Any other valid JWT with the same role claim is accepted just as well.
 */
export async function loadApiKeys(db: Database, key: SigningKey): Promise<ApiKeys> {
  const issue = async (role: 'anon' | 'service_role') => {
    const iat = Math.floor(Date.now() / 1000);
    const token = await signJwt(key, { iss: 'supabase', role, iat, exp: iat + tenYearsInSeconds });
    await db.query(
      `insert into platform.api_keys (kid, role, token) values ($1, $2, $3)
       on conflict (kid, role) do nothing`,
      [key.kid, role, token],
    );
  };
  const read = async () => {
    const { rows } = await db.query<{ role: string; token: string }>(
      'select role, token from platform.api_keys where kid = $1',
      [key.kid],
    );
    return new Map(rows.map((row) => [row.role, row.token]));
  };

  let tokens = await read();
  if (tokens.size < 2) {
    await issue('anon');
    await issue('service_role');
    tokens = await read();
  }
  const anon = tokens.get('anon');
  const serviceRole = tokens.get('service_role');
  if (anon === undefined || serviceRole === undefined) throw new Error('API keys were not stored');
  return { anon, serviceRole };
}
