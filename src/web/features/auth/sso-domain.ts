import type { Words } from '@shared/i18n/words.ts';
import { isAuthError } from '@supabase/supabase-js';
import { authErrorMessage } from './auth-error-message';
import { redirectError } from './redirect-error';

/** The part of a work email address that picks the organisation's identity provider. */
export function ssoDomainOf(email: string): string {
  return email
    .trim()
    .slice(email.trim().lastIndexOf('@') + 1)
    .toLowerCase();
}

/** What to say under the field when single sign-on cannot start, in the reader's words. */
export function ssoErrorMessage(error: unknown, domain: string, words: Words): string {
  if (isAuthError(error) && error.code === 'sso_provider_not_found') {
    return words.formatMessage({ id: 'auth.ssoNotSetUp' }, { domain });
  }
  return authErrorMessage(error, words);
}

/**
 * The sentence for an error the server put in the address when single sign-on failed
 * (`#error_description=…`, or in the query for PKCE), or undefined when there is none.
 */
export function returnedSsoError(href: string, words: Words): string | undefined {
  const error = redirectError(href);
  if (error === undefined) return undefined;
  const reason = error.message.replace(/[.?!\s]+$/, '');
  return words.formatMessage({ id: 'auth.ssoFailed' }, { reason });
}
