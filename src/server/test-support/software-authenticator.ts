// A software WebAuthn authenticator for tests, written for this project: it makes a P-256 key
// pair with node:crypto and answers navigator.credentials.create()/get() the way a real
// authenticator and browser would — authenticatorData, a "none" attestationObject in CBOR,
// clientDataJSON and an ECDSA signature — so that the server's real verification runs on it.
// It is no mock of the server: every byte it sends is checked by @simplewebauthn/server.
import crypto from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function cborHead(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length];
  if (length < 0x100) return [(major << 5) | 24, length];
  if (length < 0x10000) return [(major << 5) | 25, length >> 8, length & 0xff];
  throw new Error('CBOR item too long for this encoder');
}

/** A tiny CBOR encoder for the shapes WebAuthn needs: small integers, strings, bytes, maps. */
export function cbor(value: Cbor): Uint8Array {
  if (typeof value === 'number') {
    return Uint8Array.from(value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value));
  }
  if (typeof value === 'string') {
    const text = new TextEncoder().encode(value);
    return Buffer.concat([Uint8Array.from(cborHead(3, text.length)), text]);
  }
  if (value instanceof Uint8Array) {
    return Buffer.concat([Uint8Array.from(cborHead(2, value.length)), value]);
  }
  const parts: Uint8Array[] = [Uint8Array.from(cborHead(5, value.size))];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

function toBytes(value: ArrayBuffer | ArrayBufferView | string): Uint8Array {
  if (typeof value === 'string') return Buffer.from(value, 'base64url');
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
}

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest();

const flags = { userPresent: 0x01, userVerified: 0x04, attestedCredential: 0x40 };

/** What a test may bend, to play a page elsewhere or a cloned authenticator. */
export interface CeremonyOverrides {
  origin?: string;
  rpId?: string;
  challenge?: Uint8Array;
}

/** Options as supabase-js hands them over after `mfa.challenge` (binary fields as buffers). */
interface PublicKeyOptions {
  challenge: ArrayBuffer | ArrayBufferView | string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: ArrayBuffer | ArrayBufferView | string };
}

export class SoftwareAuthenticator {
  credentialId = crypto.randomBytes(16);
  readonly aaguid: Uint8Array;
  /** The signature counter; a test may set it back to play a cloned authenticator. */
  signCount = 0;
  /** The user id a registration named; a passkey gives it back with each assertion. */
  userHandle: Uint8Array | undefined;
  private readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });

  readonly origin: string;

  constructor(origin: string, aaguid = '00000000-0000-0000-0000-000000000000') {
    this.origin = origin;
    this.aaguid = Buffer.from(aaguid.replace(/-/g, ''), 'hex');
  }

  get id(): string {
    return base64url(this.credentialId);
  }

  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }

  private authenticatorData(rpId: string, attested: boolean): Uint8Array {
    this.signCount += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.signCount);
    const flagByte =
      flags.userPresent | flags.userVerified | (attested ? flags.attestedCredential : 0);
    const parts: Uint8Array[] = [sha256(Buffer.from(rpId)), Uint8Array.of(flagByte), counter];
    if (attested) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.credentialId.length);
      parts.push(this.aaguid, idLength, this.credentialId, this.coseKey());
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, options: PublicKeyOptions, overrides: CeremonyOverrides) {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: base64url(overrides.challenge ?? toBytes(options.challenge)),
        origin: overrides.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }

  /** navigator.credentials.create(): a credential whose toJSON() supabase-js sends. */
  create(options: PublicKeyOptions, overrides: CeremonyOverrides = {}) {
    const rpId = overrides.rpId ?? options.rp?.id ?? '';
    if (options.user !== undefined) this.userHandle = toBytes(options.user.id);
    const clientDataJSON = this.clientData('webauthn.create', options, overrides);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authenticatorData(rpId, true)],
      ]),
    );
    const json = {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: base64url(clientDataJSON),
        attestationObject: base64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
    return { ...json, toJSON: () => json } as unknown as PublicKeyCredential;
  }

  /** navigator.credentials.get(): an assertion signed with the credential's private key. */
  get(options: PublicKeyOptions, overrides: CeremonyOverrides = {}) {
    const rpId = overrides.rpId ?? options.rpId ?? '';
    const clientDataJSON = this.clientData('webauthn.get', options, overrides);
    const authenticatorData = this.authenticatorData(rpId, false);
    const signature = crypto.sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    );
    const json = {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: base64url(clientDataJSON),
        authenticatorData: base64url(authenticatorData),
        signature: base64url(signature),
        ...(this.userHandle === undefined ? {} : { userHandle: base64url(this.userHandle) }),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
    return { ...json, toJSON: () => json } as unknown as PublicKeyCredential;
  }
}
