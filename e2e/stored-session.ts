import type { Page } from '@playwright/test';

/** The key supabase-js keeps its session under: named after the first label of the API's host. */
async function storageKey(page: Page) {
  const response = await page.request.get('/config.json');
  const { supabaseUrl, anonKey } = (await response.json()) as {
    supabaseUrl: string;
    anonKey: string;
  };
  const host = new URL(supabaseUrl, response.url()).hostname;
  return { key: `sb-${host.split('.')[0]}-auth-token`, anonKey };
}

/** Puts a session in localStorage where supabase-js looks for it, as a previous sign-in would. */
export async function storeSession(page: Page, session: object): Promise<string> {
  const { key } = await storageKey(page);
  await page.addInitScript(([name, value]) => window.localStorage.setItem(name, value), [
    key,
    JSON.stringify(session),
  ] as const);
  return key;
}

/** The demo accounts every fresh embedded database has (README.md). */
export const demoOwner = 'owner@demo.test';
export const demoClient = 'client@demo.test';
export const demoPassword = 'demo-password';

/** A session from the real auth API's password grant, as supabase-js would store it. */
export async function passwordSession(
  page: Page,
  email = demoOwner,
  password = demoPassword,
): Promise<Record<string, unknown>> {
  const { anonKey } = await storageKey(page);
  const response = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: anonKey },
    data: { email, password },
  });
  if (!response.ok()) throw new Error(`Sign-in failed: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Signs in through the real auth API and hands the session to the app, without the form. */
export async function signIn(page: Page, email = demoOwner, password = demoPassword) {
  return storeSession(page, await passwordSession(page, email, password));
}
