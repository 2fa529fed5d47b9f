import type { Page } from '@playwright/test';
import { storeSession } from './stored-session.ts';

/** An address no other test uses, so parallel journeys never share an account. */
export const newAddress = (who: string) =>
  `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** The password of every account `newAccount` makes. */
export const journeyPassword = 'correct horse';

/**
 * The code in the newest email or text message the embedded mailbox kept for this address: the
 * journey's server's, or another's at `origin`. A click that asks for a code answers before the
 * message is kept, so this looks again for up to 10 seconds.
 */
export async function latestCode(page: Page, to: string, origin = ''): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const mailbox = await (
      await page.request.get(`${origin}/mailbox?to=${encodeURIComponent(to)}`)
    ).text();
    const code = /class="code">(\d+)</.exec(mailbox)?.[1];
    if (code !== undefined) return code;
    await page.waitForTimeout(200);
  }
  throw new Error(`No code was sent to ${to}.`);
}

interface Session {
  access_token: string;
  user: { id: string; email: string };
}

/**
 * A new confirmed account through the real auth API: sign up, read the code the embedded mailbox
 * kept, verify it. For journeys that change a client's places, credits or documents, so that
 * they start from a known state and never disturb the demo client or each other.
 */
export async function newAccount(page: Page, who = 'client', fullName = 'Journey Client') {
  const config = (await (await page.request.get('/config.json')).json()) as { anonKey: string };
  const apikey = config.anonKey;
  const email = newAddress(who);
  const signUp = await page.request.post('/auth/v1/signup', {
    headers: { apikey },
    data: { email, password: journeyPassword, data: { full_name: fullName } },
  });
  if (!signUp.ok()) throw new Error(`Sign-up failed: ${await signUp.text()}`);
  const code = await latestCode(page, email);
  const verified = await page.request.post('/auth/v1/verify', {
    headers: { apikey },
    data: { type: 'signup', email, token: code },
  });
  if (!verified.ok()) throw new Error(`Confirmation failed: ${await verified.text()}`);
  const session = (await verified.json()) as Session;
  const headers = { apikey, authorization: `Bearer ${session.access_token}` };

  return {
    email,
    session,
    /** Calls a data API function as this account; throws with the server's answer if refused. */
    async rpc<Result>(name: string, args: object): Promise<Result> {
      const answer = await page.request.post(`/rest/v1/rpc/${name}`, { headers, data: args });
      if (!answer.ok()) throw new Error(`rpc ${name}: ${await answer.text()}`);
      return (await answer.json()) as Result;
    },
    /** Reads the data API as this account. */
    async rows<Row>(path: string): Promise<Row[]> {
      const answer = await page.request.get(`/rest/v1/${path}`, { headers });
      if (!answer.ok()) throw new Error(`GET ${path}: ${await answer.text()}`);
      return (await answer.json()) as Row[];
    },
    /** Hands this account's session to the app, as a sign-in would. */
    signInApp: () => storeSession(page, session),
  };
}

/** Signs in with the sign-in screen's form, as a person types it, on the screen that is open. */
export async function signInWithForm(page: Page, email: string, password = journeyPassword) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A new account that owns a new business of this name (with an address no other test uses). */
export async function newOwner(page: Page, businessName: string, fullName = 'Journey Owner') {
  const account = await newAccount(page, 'owner', fullName);
  const base = businessName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 14);
  const tenant = await account.rpc<{ id: string; slug: string }>('create_tenant', {
    name: businessName,
    slug: `${base}-${Date.now()}-${Math.floor(Math.random() * 1e4)}`,
    time_zone: 'Europe/London',
    currency: 'GBP',
  });
  return { ...account, tenant };
}

/**
 * A new client of the business at `slug` who has signed every document it asks for, ready to
 * book: the usual starting point of a booking journey.
 */
export async function newClient(page: Page, slug = 'sunrise-yoga') {
  const account = await newAccount(page);
  const client = await account.rpc<{ id: string; tenant_id: string }>('join_tenant', { slug });
  const unsigned = await account.rows<{ template_id: string }>(
    `documents_to_sign?select=template_id&client_id=eq.${client.id}`,
  );
  for (const { template_id } of unsigned) {
    await account.rpc('sign_document', {
      tenant_id: client.tenant_id,
      template_id,
      signed_name: 'Journey Client',
      consent: true,
    });
  }
  return { ...account, client };
}
