import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from './app-config';

let created = false;

/**
 * Creates the app's one supabase-js client; boot passes it to every route through the router
 * context. A second client would keep its own copy of the session and race the first one on
 * refresh, so creating it twice is a bug we want to hear about at once.
 */
export function createSupabase(config: AppConfig): SupabaseClient {
  if (created) throw new Error('The supabase client is created once, at boot.');
  created = true;
  return createClient(config.supabaseUrl, config.anonKey);
}
