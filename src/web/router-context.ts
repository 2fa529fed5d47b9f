import type { Supabase } from '@/supabase';
import type { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from './app-config';
import type { SessionStore } from './features/auth/session-store';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  supabase: Supabase;
  /** Who is signed in; a guard reads `auth.getSnapshot()` in beforeLoad. */
  auth: SessionStore;
  /** What /config.json said at boot. */
  config: AppConfig;
}
