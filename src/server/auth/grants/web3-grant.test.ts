import type { EthereumWallet, SolanaWallet, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
  deploymentSettings,
} from '../../test-support/start-test-server.ts';
import { testClient } from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { ethereumTestWallet, solanaTestWallet } from '../../test-support/web3-wallets.ts';

const siteUrl = 'https://app.example.com';
const url = `${siteUrl}/login`;
const minutesFromNow = (n: number) => new Date(Date.now() + n * 60_000);

// supabase-js builds the message and asks these test wallets to sign it, as in a browser.

describe.each(testDatabaseKinds)('web3 sign-in on %s', (kind) => {
  let server: TestServer;
  let client: SupabaseClient;
  beforeAll(async () => {
    server = await startTestServerOn(kind, {
      ...deploymentSettings,
      SITE_URL: siteUrl,
      RATE_LIMIT_PER_MINUTE: '1000',
      WEB3_CHAINS: 'ethereum,solana',
    });
    client = testClient(server);
  });
  afterAll(() => server.stop());

  const signInWithEthereum = (
    wallet: ReturnType<typeof ethereumTestWallet>,
    options: { url?: string; issuedAt?: Date; expirationTime?: Date; notBefore?: Date } = {},
  ) =>
    client.auth.signInWithWeb3({
      chain: 'ethereum',
      wallet: wallet as unknown as EthereumWallet,
      statement: 'Sign in to book your classes',
      options: {
        url: options.url ?? url,
        signInWithEthereum: {
          issuedAt: options.issuedAt,
          expirationTime: options.expirationTime,
          notBefore: options.notBefore,
        },
      },
    });

  const signInWithSolana = (wallet: ReturnType<typeof solanaTestWallet>, issuedAt?: Date) =>
    client.auth.signInWithWeb3({
      chain: 'solana',
      wallet: wallet as unknown as SolanaWallet,
      options: { url, signInWithSolana: { issuedAt: issuedAt?.toISOString() } },
    });

  it('signs up an Ethereum wallet with a web3 identity, and signs it in again', async () => {
    const wallet = ethereumTestWallet();
    const { data, error } = await signInWithEthereum(wallet);
    expect(error).toBeNull();
    const providerId = `web3:ethereum:${wallet.address}`;
    expect(data.user).toMatchObject({
      email: '',
      app_metadata: { provider: 'web3', providers: ['web3'] },
      user_metadata: { sub: providerId, custom_claims: { address: wallet.address, network: '1' } },
      identities: [
        {
          provider: 'web3',
          id: providerId,
          identity_data: {
            sub: providerId,
            custom_claims: {
              address: wallet.address,
              chain: 'ethereum',
              domain: 'app.example.com',
              statement: 'Sign in to book your classes',
            },
          },
        },
      ],
    });
    const claims = await client.auth.getClaims(data.session?.access_token);
    expect(claims.data?.claims.amr).toEqual([{ method: 'web3', timestamp: expect.any(Number) }]);

    const again = await signInWithEthereum(wallet);
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(data.user?.id);
    expect(again.data.user?.identities).toHaveLength(1);
    expect(again.data.session?.access_token).not.toBe(data.session?.access_token);
  });

  it('signs up a Solana wallet, and signs it in again', async () => {
    const wallet = solanaTestWallet();
    const { data, error } = await signInWithSolana(wallet);
    expect(error).toBeNull();
    expect(data.user?.identities).toMatchObject([
      { provider: 'web3', id: `web3:solana:${wallet.address}` },
    ]);
    const claims = await client.auth.getClaims(data.session?.access_token);
    expect(claims.data?.claims.amr).toEqual([{ method: 'web3', timestamp: expect.any(Number) }]);
    const again = await signInWithSolana(wallet);
    expect(again.data.user?.id).toBe(data.user?.id);
  });

  it('refuses a message for another site', async () => {
    const { error } = await signInWithEthereum(ethereumTestWallet(), {
      url: 'https://evil.example.net/login',
    });
    expect(error).toMatchObject({
      status: 400,
      message:
        'Signed Ethereum message is using URI which is not allowed on this server, message was signed for another app',
    });
  });

  it('refuses a domain other than the URI host', async () => {
    const wallet = ethereumTestWallet();
    await signInWithEthereum(wallet);
    const message = (wallet.signed[0] as string).replace(
      'app.example.com wants',
      'evil.example.net wants',
    );
    const { error } = await client.auth.signInWithWeb3({
      chain: 'ethereum',
      message,
      signature: wallet.sign(message),
    });
    expect(error).toMatchObject({
      status: 400,
      message: expect.stringMatching(/Domain that does not match/),
    });
  });

  it('refuses a message issued too long ago, expired or not yet valid', async () => {
    const wallet = ethereumTestWallet();
    const old = await signInWithEthereum(wallet, { issuedAt: minutesFromNow(-11) });
    expect(old.error).toMatchObject({
      status: 400,
      message: 'Ethereum message was issued too long ago',
    });
    const expired = await signInWithEthereum(wallet, {
      issuedAt: minutesFromNow(-2),
      expirationTime: minutesFromNow(-1),
    });
    expect(expired.error).toMatchObject({
      status: 400,
      message: 'Signed Ethereum message is expired',
    });
    const early = await signInWithEthereum(wallet, { notBefore: minutesFromNow(5) });
    expect(early.error).toMatchObject({
      status: 400,
      message: 'Signed Ethereum message becomes valid in the future',
    });
    const solana = await signInWithSolana(solanaTestWallet(), minutesFromNow(-11));
    expect(solana.error).toMatchObject({
      status: 400,
      message: 'Solana message was issued too long ago',
    });
  });

  it('refuses a message issued in the future', async () => {
    const { error } = await signInWithEthereum(ethereumTestWallet(), {
      issuedAt: minutesFromNow(5),
    });
    expect(error).toMatchObject({
      status: 400,
      message: 'Ethereum message was issued too far in the future',
    });
  });

  it('refuses a signature by another key', async () => {
    const wallet = ethereumTestWallet();
    await signInWithEthereum(wallet, { issuedAt: minutesFromNow(-11) });
    const message = wallet.signed[0] as string;
    const forged = await client.auth.signInWithWeb3({
      chain: 'ethereum',
      message,
      signature: ethereumTestWallet().sign(message),
    });
    expect(forged.error).toMatchObject({
      status: 400,
      message: 'Signature does not match address in message',
    });

    const solana = solanaTestWallet();
    await signInWithSolana(solana, minutesFromNow(-11));
    const solanaMessage = solana.signed[0] as string;
    const { error } = await client.auth.signInWithWeb3({
      chain: 'solana',
      message: solanaMessage,
      signature: solanaTestWallet().sign(solanaMessage),
    });
    expect(error).toMatchObject({
      status: 400,
      message: 'Signature does not match address in message',
    });
  });

  it('refuses a malformed message or signature with validation_failed', async () => {
    const wallet = ethereumTestWallet();
    const message = `${'not a sign-in message '.repeat(4)}\n`.repeat(6);
    const garbled = await client.auth.signInWithWeb3({
      chain: 'ethereum',
      message,
      signature: wallet.sign(message),
    });
    expect(garbled.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: expect.stringMatching(/Ethereum account/),
    });
    const short = await client.auth.signInWithWeb3({
      chain: 'ethereum',
      message: 'hello',
      signature: wallet.sign('hello'),
    });
    expect(short.error).toMatchObject({
      code: 'validation_failed',
      message: 'message is too short',
    });
    const badSignature = await client.auth.signInWithWeb3({
      chain: 'ethereum',
      message,
      signature: '0x1234',
    });
    expect(badSignature.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('refuses a chain it does not know', async () => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=web3`, {
      method: 'POST',
      headers: { apikey: server.apiKeys.anon, 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ chain: 'bitcoin', message: 'x', signature: 'y' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'web3_unsupported_chain',
      message: 'Unsupported chain',
    });
  });

  it('refuses a message used once already, on either chain', async () => {
    const wallet = ethereumTestWallet();
    expect((await signInWithEthereum(wallet)).error).toBeNull();
    const message = wallet.signed[0] as string;
    const signature = wallet.sign(message);
    const replay = await client.auth.signInWithWeb3({ chain: 'ethereum', message, signature });
    expect(replay.error).toMatchObject({
      status: 400,
      message: 'Signed Ethereum message has already been used',
    });

    const solana = solanaTestWallet();
    expect((await signInWithSolana(solana)).error).toBeNull();
    const solanaMessage = solana.signed[0] as string;
    const again = await client.auth.signInWithWeb3({
      chain: 'solana',
      message: solanaMessage,
      signature: solana.sign(solanaMessage),
    });
    expect(again.error).toMatchObject({
      status: 400,
      message: 'Signed Solana message has already been used',
    });
  });

  it('answers refusals OAuth-style, as Supabase Auth does', async () => {
    const wallet = ethereumTestWallet();
    await signInWithEthereum(wallet, { issuedAt: minutesFromNow(-11) });
    const message = wallet.signed[0] as string;
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=web3`, {
      method: 'POST',
      headers: { apikey: server.apiKeys.anon, 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ chain: 'ethereum', message, signature: wallet.sign(message) }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Ethereum message was issued too long ago',
    });
  });
});
