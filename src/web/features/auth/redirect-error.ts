import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';

/**
 * The failure an external provider's sign-in (or connection) came back with: the auth server
 * puts `error_description` (and `error_code`) in the query and the fragment of the return address.
 */
export function redirectError(href: string): { code: string; message: string } | undefined {
  const url = new URL(href);
  for (const params of [url.searchParams, new URLSearchParams(url.hash.replace(/^#/, ''))]) {
    const description = params.get('error_description');
    if (description !== null && description !== '') {
      return { code: params.get('error_code') ?? params.get('error') ?? '', message: description };
    }
  }
  return undefined;
}

// What a person can do about the failures a provider's return carries.
const messages = {
  identity_already_exists: 'auth.redirectIdentityExists',
  user_banned: 'auth.errorUserBanned',
  bad_oauth_state: 'auth.redirectBadState',
} as const satisfies Record<string, MessageId>;

/**
 * A clear sentence for a failed return from a provider, in the reader's words; the provider's
 * own description stays as it wrote it.
 */
export function redirectErrorMessage(
  error: { code: string; message: string },
  words: Words,
): string {
  if (error.code === 'access_denied' || error.code === 'bad_oauth_callback') {
    return words.formatMessage({ id: 'auth.redirectIncomplete' }, { reason: error.message });
  }
  return Object.hasOwn(messages, error.code)
    ? words.formatMessage({ id: messages[error.code as keyof typeof messages] })
    : error.message;
}
