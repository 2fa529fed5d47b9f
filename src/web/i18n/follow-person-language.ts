import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { isLocale, type Locale } from '@shared/i18n/locales.ts';
import { preferLanguage } from './spa-language';

/** The language a person chose for themselves, kept with their account (user_metadata.locale). */
export function personLocale(session: Session | null): Locale | null {
  const chosen: unknown = session?.user.user_metadata['locale'];
  return isLocale(chosen) ? chosen : null;
}

/**
 * The SPA follows the signed-in person's own language: when they sign in, change it on another
 * device (a token refresh brings it) or here, and back to the browser's when they sign out.
 */
export function followPersonLanguage(auth: {
  onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): unknown;
}): void {
  auth.onAuthStateChange((_event, session) => {
    void preferLanguage({ person: personLocale(session) });
  });
}
