import type { PasskeyRow } from './passkey-store.ts';

/**
 * A passkey as Supabase Auth answers it: id, created_at, and friendly_name and last_used_at
 * only when they have a value.
 */
export function toPasskeyJson(row: PasskeyRow): Record<string, string> {
  return {
    id: row.id,
    ...(row.friendly_name === '' ? {} : { friendly_name: row.friendly_name }),
    created_at: row.created_at.toISOString(),
    ...(row.last_used_at === null ? {} : { last_used_at: row.last_used_at.toISOString() }),
  };
}
