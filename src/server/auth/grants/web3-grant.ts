import type { Context } from 'hono';
import { z } from 'zod';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, OAuthGrantError, validationFailed } from '../errors/auth-error.ts';
import { apiUrlOf } from '../request/api-url.ts';
import { clientIp } from '../request/client-ip.ts';
import { readJsonBody } from '../request/json-body.ts';
import { startSession } from '../tokens/issue-session.ts';
import { findOrCreateWeb3User } from '../users/web3-user.ts';
import { recoverPersonalSigner } from '../web3/ethereum-signature.ts';
import { chainNames, checkSignInMessage, usableUntil } from '../web3/sign-in-checks.ts';
import {
  MessageFormatError,
  parseSignInMessage,
  type SignInMessage,
  type Web3Chain,
} from '../web3/sign-in-message.ts';
import { claimMessage } from '../web3/used-messages.ts';
import { decodeSolanaSignature, solanaSignatureMatches } from '../web3/solana-signature.ts';

const web3Body = z.object({
  chain: z.string().nullish(),
  message: z.string().nullish(),
  signature: z.string().nullish(),
});

type SignatureCheck = (text: string, address: string) => boolean;

/** Reads the signature in its chain's encoding (refusing a malformed one) for checking later. */
const signatureReaders: Record<Web3Chain, (signature: string) => SignatureCheck> = {
  ethereum: (signature) => {
    if (signature.replace(/^0x/, '').length !== 130) {
      throw validationFailed(
        'signature must be 65 bytes long, encoded as a 130 character-long hexadecimal string',
      );
    }
    return (text, address) => recoverPersonalSigner(text, signature) === address;
  },
  solana: (signature) => {
    const bytes = decodeSolanaSignature(signature);
    if (bytes === undefined) {
      throw validationFailed(
        'signature must be 64 bytes encoded as base64 with or without padding',
      );
    }
    return (text, address) => solanaSignatureMatches(text, bytes, address);
  },
};

function parse(chain: Web3Chain, text: string): SignInMessage {
  try {
    return parseSignInMessage(chain, text);
  } catch (error) {
    if (error instanceof MessageFormatError) throw validationFailed(error.message);
    throw error;
  }
}

/**
 * grant_type=web3: a wallet's signature of a Sign-In with Ethereum or Solana message signs in
 * (or up) the user with that wallet's `web3` identity. Checks and words follow Supabase Auth;
 * refusing a message already used is ours, as Supabase Auth keeps no record of them.
 */
export async function web3Grant(services: AuthServices, c: Context) {
  const enabled = services.config.auth.web3Chains;
  // As Supabase Auth: with no chain on, nothing of the request is read, however malformed.
  if (enabled.length === 0) {
    throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
  }
  const body = await readJsonBody(c, web3Body);
  const chain = body.chain;
  if (chain !== 'ethereum' && chain !== 'solana') {
    throw new AuthError(400, 'web3_unsupported_chain', 'Unsupported chain');
  }
  if (!enabled.includes(chain)) {
    throw new AuthError(
      422,
      'web3_provider_disabled',
      `${chainNames[chain]} Web3 provider is disabled`,
    );
  }
  const text = body.message ?? '';
  if (text.length < 64) throw validationFailed('message is too short');
  if (text.length > 20 * 1024) throw validationFailed('message must not exceed 20KB');
  const signedBy = signatureReaders[chain](body.signature ?? '');
  const message = parse(chain, text);
  if (!signedBy(text, message.address)) {
    throw new OAuthGrantError('Signature does not match address in message');
  }
  const { siteUrl, auth } = services.config;
  checkSignInMessage(
    chain,
    message,
    { siteUrl, allowList: auth.additionalRedirectUrls },
    new Date(),
  );
  return services.db.transaction(async (q) => {
    if (!(await claimMessage(q, text, usableUntil(message)))) {
      throw new OAuthGrantError(`Signed ${chainNames[chain]} message has already been used`);
    }
    const user = await findOrCreateWeb3User(q, {
      providerId: `web3:${chain}:${message.address}`,
      claims: {
        address: message.address,
        chain,
        network: message.chainId ?? '',
        domain: message.domain,
        statement: message.statement ?? '',
      },
      signupsOpen: !auth.disableSignup,
    });
    if (user.banned_until !== null && user.banned_until > new Date()) {
      throw new AuthError(400, 'user_banned', 'User is banned');
    }
    await recordAuditEvent(q, {
      action: 'login',
      actorId: user.id,
      ip: clientIp(c),
      traits: { provider: 'web3', chain, address: message.address, domain: message.domain },
    });
    return startSession(services, q, {
      userId: user.id,
      method: 'web3',
      apiUrl: apiUrlOf(services, c),
    });
  });
}
