import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { keyClient } from '../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../test-support/test-tenants.ts';
import { exportedTables } from './business-export.ts';

// /functions/v1 (issue 21, point 4) through supabase-js's functions.invoke, the caller's token
// and all: an unknown name answers as Supabase does, a function runs only for a valid token,
// CORS as Supabase's, and the two server functions act as their caller.

/** The status and body of a refused invoke, as supabase-js hands them over. */
async function refusal(error: unknown) {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: (await response.json()) as unknown };
}

describe.each(testDatabaseKinds)('server functions on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'fn-a');
    b = await createTestTenant(server, 'fn-b');
  }, 60_000);
  afterAll(() => server.stop());

  it('answers a name no function has with 404 NOT_FOUND, as Supabase does', async () => {
    const { error } = await a.owner.client.functions.invoke('no-such-function');
    expect(await refusal(error)).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Requested function was not found' },
    });
  });

  it('answers preflights and every answer with CORS for any origin', async () => {
    const url = `${server.url}/functions/v1/export-business`;
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-client-info');
    const refused = await fetch(url, {
      method: 'POST',
      headers: { Origin: 'https://app.example' },
    });
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('runs a function only for a valid token, in the words of Supabase', async () => {
    const url = `${server.url}/functions/v1/export-business`;
    const missing = await fetch(url, { method: 'POST' });
    expect({ status: missing.status, body: await missing.json() }).toEqual({
      status: 401,
      body: { code: 401, message: 'Missing authorization header' },
    });
    const forged = await fetch(url, { method: 'POST', headers: { Authorization: 'Bearer x.y.z' } });
    expect({ status: forged.status, body: await forged.json() }).toEqual({
      status: 401,
      body: { code: 401, message: 'Invalid JWT' },
    });
  });

  it("exports the whole business for its owner, from one snapshot, and nothing else's", async () => {
    const { data, error } = await a.owner.client.functions.invoke<{
      tenant_id: string;
      tables: Record<string, Record<string, unknown>[]>;
    }>('export-business', { body: { tenant_id: a.id } });
    expect(error).toBeNull();
    expect(data?.tenant_id).toBe(a.id);
    expect(Object.keys(data?.tables ?? {})).toEqual([...exportedTables]);
    expect(data?.tables.tenants?.map((row) => row.slug)).toEqual(['fn-a']);
    expect(data?.tables.clients?.map((row) => row.id)).toEqual([a.client.clientId]);
    const rows = Object.values(data?.tables ?? {}).flat();
    expect(rows.every((row) => (row.tenant_id ?? row.id) === a.id)).toBe(true);
  });

  it('refuses the export to anyone but an owner of that business, and a body without one', async () => {
    const forbidden = { code: 'forbidden', message: 'Only an owner of the business exports it.' };
    for (const caller of [a.staff.client, a.client.client, b.owner.client, keyClient(server)]) {
      const { error } = await caller.functions.invoke('export-business', {
        body: { tenant_id: a.id },
      });
      expect(await refusal(error)).toEqual({ status: 403, body: forbidden });
    }
    const { error } = await a.owner.client.functions.invoke('export-business', { body: {} });
    expect((await refusal(error)).status).toBe(400);
  });

  it('opens a payment as its caller: the reasons are the payments API’s', async () => {
    const pay = (caller: TestTenant['owner']['client'], body: object) =>
      caller.functions.invoke('create-payment', { body });
    const invalid = await pay(a.client.client, { purpose: 'balance' });
    expect((await refusal(invalid.error)).status).toBe(400);
    const balance = { tenant_id: a.id, client_id: a.client.clientId, purpose: 'balance' };
    const otherBusiness = await pay(b.owner.client, balance);
    expect(await refusal(otherBusiness.error)).toEqual({
      status: 403,
      body: { code: 'forbidden', message: 'You cannot pay for this client.' },
    });
    const notConnected = await pay(a.client.client, balance);
    expect(await refusal(notConnected.error)).toMatchObject({
      status: 409,
      body: { code: 'payments_not_connected' },
    });
  });
});
