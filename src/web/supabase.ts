import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from './app-config';
import type { Database } from './database.types';

/** The app's client, typed by the schema (`npm run gen:types`). */
export type Supabase = SupabaseClient<Database>;

let created = false;

/**
 * Creates the app's one supabase-js client; boot passes it to every route through the router
 * context. A second client would keep its own copy of the session and race the first one on
 * refresh, so creating it twice is a bug we want to hear about at once.
 */
export function createSupabase(config: AppConfig): Supabase {
  if (created) throw new Error('The supabase client is created once, at boot.');
  created = true;
  // supabase-js keeps its passkey API behind a flag; the server offers it (PASSKEYS_ENABLED).
  return createClient<Database>(config.supabaseUrl, config.anonKey, {
    auth: { experimental: { passkey: config.passkeys === true } },
  });
}
