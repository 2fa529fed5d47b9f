import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';

export type Provider = 'caldav' | 'google' | 'microsoft';
export type OAuthProvider = Exclude<Provider, 'caldav'>;

export const oauthProviders: readonly OAuthProvider[] = ['google', 'microsoft'];

/** Each provider's name: `formatMessage({ id: providerWords[provider] })`. */
export const providerWords = {
  caldav: 'calendars.providerCaldav',
  google: 'calendars.providerGoogle',
  microsoft: 'calendars.providerMicrosoft',
} as const satisfies Record<Provider, MessageId>;

/** A provider named by a view or a search parameter, or null for anything else. */
export function providerOf(name: unknown): Provider | null {
  return name === 'caldav' || name === 'google' || name === 'microsoft' ? name : null;
}

/**
 * What a stored code (a connection's, a sync's or a write's error) says, in the reader's words:
 * the errors catalogue's sentence for it, which the server answers with the same code, or a
 * sentence naming the code when this SPA is older than the server that stored it.
 */
export function codeWords(code: string, words: Words & { messages: Record<string, unknown> }) {
  const id = `errors.${code}`;
  return Object.hasOwn(words.messages, id)
    ? words.formatMessage({ id: id as MessageId })
    : words.formatMessage({ id: 'calendars.errorUnknown' }, { code });
}

/** The CalDAV form's fields. */
export type CaldavField = 'server_url' | 'username' | 'password';

/**
 * Which field of the CalDAV form a refusal of the connect route is about, so its words show
 * beside that field; null for one about none of them (not staff, a server fault).
 */
export function caldavFieldOf(code: string): CaldavField | null {
  if (code === 'invalid_calendar_address' || code === 'calendar_unreachable') return 'server_url';
  if (code === 'calendar_auth_failed') return 'password';
  return null;
}
