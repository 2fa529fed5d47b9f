/**
 * Sign-In with Ethereum (EIP-4361) and Sign-In with Solana messages share one layout: a header
 * naming the domain, the address, an optional statement, then `Key: value` lines in any order and
 * an optional `Resources:` list. Supabase Auth reads both the same lenient way (fields in any
 * order), and so do we, since supabase-js writes the Solana fields in a different order.
 */

export type Web3Chain = 'ethereum' | 'solana';

export interface SignInMessage {
  domain: string;
  /** Ethereum addresses lower-cased (their case is only a checksum); Solana's as written. */
  address: string;
  statement: string | undefined;
  uri: URL;
  version: string;
  chainId: string | undefined;
  nonce: string | undefined;
  issuedAt: Date;
  expirationTime: Date | undefined;
  notBefore: Date | undefined;
  requestId: string | undefined;
  resources: string[];
}

export class MessageFormatError extends Error {
  override name = 'MessageFormatError';
}

const accountNames: Record<Web3Chain, string> = { ethereum: 'Ethereum', solana: 'Solana' };

// A host name with an optional port, as `url.host` gives it; no scheme, path or user info.
const domainPattern = /^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

const addressPatterns: Record<Web3Chain, RegExp> = {
  ethereum: /^0x[0-9a-f]{40}$/i,
  // Base58 of a 32-byte ed25519 public key.
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
};

const chainIdPatterns: Record<Web3Chain, RegExp> = {
  // An EIP-155 chain id.
  ethereum: /^[1-9]\d{0,15}$/,
  // Solana's cluster names, bare or as CAIP-2 references.
  solana: /^(solana:)?(mainnet|testnet|devnet|localnet)$/,
};

// RFC 3339 with a zone, as both standards require; Date.parse alone accepts far more.
const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

function timestamp(field: string, value: string): Date {
  const date = new Date(value);
  if (!timestampPattern.test(value) || Number.isNaN(date.getTime())) {
    throw new MessageFormatError(`${field} is not an RFC 3339 timestamp`);
  }
  return date;
}

type Fields = Map<string, string>;

function readFields(lines: string[], start: number): { fields: Fields; resources: string[] } {
  const fields: Fields = new Map();
  const resources: string[] = [];
  let inResources = false;
  for (const [offset, raw] of lines.slice(start).entries()) {
    const line = raw.trim();
    if (inResources && line.startsWith('- ')) {
      resources.push(line.slice(2).trim());
      continue;
    }
    inResources = false;
    if (line === '') continue;
    if (line === 'Resources:' || line === 'Resources') {
      inResources = true;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon === -1) throw new MessageFormatError(`line ${start + offset + 1} is not a field`);
    const key = line.slice(0, colon);
    if (fields.has(key)) throw new MessageFormatError(`${key} appears twice`);
    fields.set(key, line.slice(colon + 1).trim());
  }
  return { fields, resources };
}

function parseUri(value: string | undefined): URL {
  if (value === undefined) throw new MessageFormatError('URI is missing');
  if (!URL.canParse(value)) throw new MessageFormatError('URI is not a valid URI');
  return new URL(value);
}

/** Parses the signed text of a sign-in message for `chain`, or throws MessageFormatError. */
export function parseSignInMessage(chain: Web3Chain, text: string): SignInMessage {
  const lines = text.split('\n');
  if (lines.length < 6) throw new MessageFormatError('message is too short');
  const suffix = ` wants you to sign in with your ${accountNames[chain]} account:`;
  const header = lines[0] as string;
  if (!header.endsWith(suffix)) {
    throw new MessageFormatError(`first line must end with "${suffix.trim()}"`);
  }
  const domain = header.slice(0, -suffix.length).trim();
  if (!domainPattern.test(domain)) throw new MessageFormatError('domain is not a valid host');
  const address = (lines[1] as string).trim();
  if (!addressPatterns[chain].test(address)) {
    throw new MessageFormatError(`address is not a valid ${accountNames[chain]} address`);
  }
  if (lines[2] !== '') throw new MessageFormatError('third line must be empty');
  const hasStatement = lines[3] !== '' && lines[4] === '';
  const { fields, resources } = readFields(lines, hasStatement ? 5 : 3);

  const version = fields.get('Version');
  if (version !== '1') throw new MessageFormatError(`unsupported version ${version ?? '(none)'}`);
  const chainId = fields.get('Chain ID') || undefined;
  if (chain === 'ethereum' && chainId === undefined) {
    throw new MessageFormatError('Chain ID is missing');
  }
  if (chainId !== undefined && !chainIdPatterns[chain].test(chainId)) {
    throw new MessageFormatError('Chain ID is not valid');
  }
  const issuedAtText = fields.get('Issued At');
  if (issuedAtText === undefined) throw new MessageFormatError('Issued At is missing');
  const issuedAt = timestamp('Issued At', issuedAtText);
  const expiration = fields.get('Expiration Time');
  const expirationTime = expiration ? timestamp('Expiration Time', expiration) : undefined;
  const notBeforeText = fields.get('Not Before');
  const notBefore = notBeforeText ? timestamp('Not Before', notBeforeText) : undefined;
  if (expirationTime !== undefined && issuedAt > expirationTime) {
    throw new MessageFormatError('Issued At is after Expiration Time');
  }
  if (expirationTime !== undefined && notBefore !== undefined && notBefore > expirationTime) {
    throw new MessageFormatError('Not Before is after Expiration Time');
  }
  return {
    domain,
    address: chain === 'ethereum' ? address.toLowerCase() : address,
    statement: hasStatement ? lines[3] : undefined,
    uri: parseUri(fields.get('URI')),
    version,
    chainId,
    nonce: fields.get('Nonce') || undefined,
    issuedAt,
    expirationTime,
    notBefore,
    requestId: fields.get('Request ID') || undefined,
    resources,
  };
}
