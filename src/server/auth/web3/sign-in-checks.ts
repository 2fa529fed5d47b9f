import { OAuthGrantError } from '../errors/auth-error.ts';
import { redirectTarget } from '../request/redirect-target.ts';
import type { SignInMessage, Web3Chain } from './sign-in-message.ts';

/** How long after its Issued At a message may be used, as Supabase Auth's default. */
export const maximumValidityMs = 10 * 60 * 1000;

// Supabase Auth accepts an Issued At as far ahead as the whole window; a minute covers a
// wallet whose clock runs fast without letting a message be signed now for use much later.
const clockSkewMs = 60 * 1000;

export interface SignInSite {
  siteUrl: string;
  /** The globs of ADDITIONAL_REDIRECT_URLS. */
  allowList: string[];
}

/** A chain as Supabase Auth names it in its messages. */
export const chainNames: Record<Web3Chain, string> = { ethereum: 'Ethereum', solana: 'Solana' };

/**
 * Refuses a message signed for another site or outside its time window, in Supabase Auth's
 * order and words. Unlike Supabase Auth the domain must equal the URI's host on localhost too:
 * supabase-js always writes them so, and a mismatch means the message was not made for us.
 */
export function checkSignInMessage(
  chain: Web3Chain,
  message: SignInMessage,
  site: SignInSite,
  now: Date,
): void {
  const name = chainNames[chain];
  const refuse = (text: string) => new OAuthGrantError(text);
  const { uri } = message;
  if (uri.protocol !== 'https:' && uri.hostname !== 'localhost') {
    throw refuse(`Signed ${name} message is using URI which does not use HTTPS`);
  }
  if (redirectTarget(uri.href, site.siteUrl, site.allowList) !== uri.href) {
    throw refuse(
      `Signed ${name} message is using URI which is not allowed on this server, message was signed for another app`,
    );
  }
  if (uri.host !== message.domain) {
    throw refuse(
      `Signed ${name} message is using a Domain that does not match the one in URI which is not allowed on this server`,
    );
  }
  if (message.notBefore !== undefined && now < message.notBefore) {
    throw refuse(`Signed ${name} message becomes valid in the future`);
  }
  if (message.expirationTime !== undefined && now > message.expirationTime) {
    throw refuse(`Signed ${name} message is expired`);
  }
  if (now.getTime() > message.issuedAt.getTime() + maximumValidityMs) {
    throw refuse(`${name} message was issued too long ago`);
  }
  if (now.getTime() < message.issuedAt.getTime() - clockSkewMs) {
    throw refuse(`${name} message was issued too far in the future`);
  }
}

/** Until when a message passes the checks, so a record of its use can go after that. */
export function usableUntil(message: SignInMessage): Date {
  const windowEnd = new Date(message.issuedAt.getTime() + maximumValidityMs);
  return message.expirationTime !== undefined && message.expirationTime < windowEnd
    ? message.expirationTime
    : windowEnd;
}
