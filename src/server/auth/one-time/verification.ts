import type { Queryable } from '../../db/database.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import { keepAnonymousUser } from '../users/anonymous-user.ts';
import type { UserRow } from '../users/user-json.ts';
import { confirmEmail, confirmPhone, findUserById } from '../users/user-store.ts';
import {
  consumeOneTimeToken,
  type OneTimeTokenLookup,
  type OneTimeTokenRow,
  type OneTimeTokenType,
} from './one-time-tokens.ts';

/** Which stored tokens each verify `type` of the contract (§5.4) may use. */
const tokenTypesByVerifyType: Record<string, OneTimeTokenType[]> = {
  signup: ['confirmation'],
  invite: ['invite'],
  magiclink: ['magiclink'],
  recovery: ['recovery'],
  email_change: ['email_change_new'],
  email: ['confirmation', 'magiclink', 'recovery', 'invite'],
  sms: ['phone_confirmation'],
  phone_change: ['phone_change'],
};

export function tokenTypesFor(verifyType: string | undefined): OneTimeTokenType[] {
  if (!verifyType) throw validationFailed('Verify requires a verification type');
  const types = Object.hasOwn(tokenTypesByVerifyType, verifyType)
    ? tokenTypesByVerifyType[verifyType]
    : undefined;
  if (types === undefined) throw validationFailed('Unsupported verification type');
  return types;
}

async function applyToken(q: Queryable, token: OneTimeTokenRow, user: UserRow) {
  switch (token.token_type) {
    case 'email_change_new':
      // A link for an address the user has since replaced with another request is void.
      if (user.email_change !== token.relates_to) return false;
      await q.query(
        `update auth.users set email = email_change, email_change = null,
           email_change_sent_at = null, updated_at = now() where id = $1`,
        [user.id],
      );
      await q.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
           updated_at = now() where user_id = $1 and provider = 'email'`,
        [user.id, token.relates_to],
      );
      await confirmEmail(q, user.id);
      await keepAnonymousUser(q, user, 'email', token.relates_to);
      return true;
    case 'phone_change':
      if (user.phone_change !== token.relates_to) return false;
      await q.query(
        `update auth.users set phone = phone_change, phone_change = null,
           phone_change_sent_at = null, phone_confirmed_at = now(), updated_at = now()
         where id = $1`,
        [user.id],
      );
      await keepAnonymousUser(q, user, 'phone', token.relates_to);
      return true;
    case 'phone_confirmation':
      await confirmPhone(q, user.id);
      return true;
    default:
      // Following any emailed link proves the address.
      await confirmEmail(q, user.id);
      return true;
  }
}

/**
 * Uses a one-time token (by link or by address and code) and applies what it stands for.
 * Returns the token, or throws 403 otp_expired with the contract's two messages.
 */
export async function verifyOneTimeToken(
  q: Queryable,
  lookup: OneTimeTokenLookup,
  types: OneTimeTokenType[],
): Promise<OneTimeTokenRow> {
  const invalid = () =>
    new AuthError(
      403,
      'otp_expired',
      'tokenHash' in lookup
        ? 'Email link is invalid or has expired'
        : 'Token has expired or is invalid',
    );
  const token = await consumeOneTimeToken(q, lookup, types);
  if (token === undefined) throw invalid();
  const user = (await findUserById(q, token.user_id)) as UserRow;
  if (user.banned_until !== null && user.banned_until > new Date()) {
    throw new AuthError(403, 'user_banned', 'User is banned');
  }
  if (!(await applyToken(q, token, user))) throw invalid();
  return token;
}
