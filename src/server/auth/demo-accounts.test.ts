import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { startTestServerOn } from '../test-support/start-test-server.ts';
import { testClient } from '../test-support/supabase-client.ts';
import { demoAccounts, demoPassword } from './demo-accounts.ts';

describe('demo accounts', () => {
  // A first start migrates and makes both demo businesses: slow on a busy machine.
  it(
    'exist, confirmed, on the first start of an embedded database',
    { timeout: 120_000 },
    async () => {
      const server = await startTestServerOn('pglite', { DEMO: '1' });
      try {
        for (const { email } of demoAccounts) {
          const { data, error } = await testClient(server).auth.signInWithPassword({
            email,
            password: demoPassword,
          });
          expect(error).toBeNull();
          expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
        }
      } finally {
        await server.stop();
      }
    },
  );

  it('are on by default for the embedded database and off with DATABASE_URL unless DEMO=1', () => {
    const demo = (env: Record<string, string>) => readConfig(env).developerTools.demo;
    expect(demo({})).toBe(true);
    expect(demo({ DEMO: '0' })).toBe(false);
    expect(demo({ DATABASE_URL: 'postgres://u@db/app' })).toBe(false);
    expect(demo({ DATABASE_URL: 'postgres://u@db/app', DEMO: '1' })).toBe(true);
  });
});
