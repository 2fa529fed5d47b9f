import type { SupabaseClient } from '@supabase/supabase-js';
import type { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from './app-config';
import type { SessionStore } from './features/auth/session-store';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  supabase: SupabaseClient;
  /** Who is signed in; a guard reads `auth.getSnapshot()` in beforeLoad. */
  auth: SessionStore;
  /** What /config.json said at boot. */
  config: AppConfig;
}
