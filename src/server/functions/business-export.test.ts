import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../test-support/test-tenants.ts';

// The owner's export reads as the owner, so authenticated's statement timeout bounds each of
// its statements (docs/decisions/0049): one that runs out of time answers 500 in plain words.
describe.each(testDatabaseKinds)('a business export that runs out of time on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { AUTHENTICATED_STATEMENT_TIMEOUT_MS: '300' });
    a = await createTestTenant(server, 'slow-export');
    // Every read of businesses as a signed-in user now takes a second.
    await server.db.exec(`
      create policy slow_reads on public.tenants as restrictive for select to authenticated
        using ((select true from pg_sleep(1)))`);
  }, 60_000);
  afterAll(() => server.stop());

  it('answers 500 statement_timeout, not a bug', async () => {
    const started = performance.now();
    const { error } = await a.owner.client.functions.invoke('export-business', {
      body: { tenant_id: a.id },
    });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 500,
      body: {
        code: 'statement_timeout',
        message:
          'The database took longer than this request may take, and stopped it: try again, or ask for less at once.',
      },
    });
    if (kind === 'postgres') expect(performance.now() - started).toBeLessThan(900);
    expect(server.logs.some((line) => line.msg === 'unhandled error')).toBe(false);
  });
});
