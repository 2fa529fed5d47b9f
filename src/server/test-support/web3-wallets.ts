import { generateKeyPairSync, sign } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import bs58 from 'bs58';
import { ethereumAddress, personalMessageDigest } from '../auth/web3/ethereum-signature.ts';

/**
 * Wallets with keys made in the test, answering the calls supabase-js makes of a browser wallet
 * (EIP-1193 `request` for Ethereum, `signMessage` + `publicKey` for Solana). Each keeps the
 * messages it signed, so a test can alter one and sign it again.
 */
export function ethereumTestWallet(chainId = 1) {
  const { secretKey, publicKey } = secp256k1.keygen();
  const address = ethereumAddress(secp256k1.Point.fromBytes(publicKey).toBytes(false));
  const signed: string[] = [];
  /** personal_sign: r‖s‖v in hex, v being 27 or 28 as wallets write it. */
  const signText = (message: string): `0x${string}` => {
    signed.push(message);
    const recovered = secp256k1.sign(personalMessageDigest(message), secretKey, {
      prehash: false,
      format: 'recovered',
    });
    const rsv = [...recovered.subarray(1), (recovered[0] as number) + 27];
    return `0x${Buffer.from(rsv).toString('hex')}`;
  };
  return {
    address,
    signed,
    sign: signText,
    async request({ method, params }: { method: string; params?: unknown[] }) {
      if (method === 'eth_requestAccounts') return [address];
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`;
      if (method === 'personal_sign') {
        const hex = String(params?.[0]).replace(/^0x/, '');
        return signText(Buffer.from(hex, 'hex').toString('utf8'));
      }
      throw new Error(`unexpected wallet call ${method}`);
    },
  };
}

export function solanaTestWallet() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url');
  const address = bs58.encode(raw);
  const signed: string[] = [];
  const signText = (message: string): Uint8Array => {
    signed.push(message);
    return new Uint8Array(sign(null, Buffer.from(message), privateKey));
  };
  return {
    address,
    signed,
    sign: signText,
    publicKey: { toBase58: () => address },
    async signMessage(message: Uint8Array) {
      return signText(new TextDecoder().decode(message));
    },
  };
}
