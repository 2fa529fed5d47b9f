import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRestTestServer,
  type RestTestServer,
} from '../test-support/start-rest-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

interface OpenApi {
  swagger: string;
  paths: Record<string, unknown>;
  definitions: Record<string, unknown>;
}

describe.each(testDatabaseKinds)('the OpenAPI document at /rest/v1/ on %s', (kind) => {
  let server: RestTestServer;
  const get = (headers: Record<string, string>, path = '/rest/v1/') =>
    fetch(`${server.url}${path}`, { headers: { apikey: server.apiKeys.anon, ...headers } });
  beforeAll(async () => {
    server = await startRestTestServer(kind);
  });
  afterAll(() => server.stop());

  it('serves Swagger 2.0 of what the anon role may use', async () => {
    const response = await get({ accept: 'application/openapi+json' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/openapi+json; charset=utf-8');
    const document = (await response.json()) as OpenApi;
    expect(document.swagger).toBe('2.0');
    expect(document.paths).toHaveProperty('/users');
    expect(document.paths).toHaveProperty('/active_users');
    expect(document.paths).toHaveProperty(['/rpc/add_them']);
    expect(document.definitions).toHaveProperty('messages');
    // notes is granted to signed-in users only.
    expect(document.paths).not.toHaveProperty('/notes');
  });

  it('carries the comments and enum values of the schema', async () => {
    const document = (await (await get({})).json()) as OpenApi & {
      info: { title: string; description: string };
    };
    // PostgreSQL comments the public schema itself.
    expect(document.info).toMatchObject({ title: 'standard public schema', description: '' });
    expect(document.definitions.users).toMatchObject({
      description: 'People\n\nWho chat.',
      properties: {
        status: {
          description: 'Seen lately',
          enum: ['ONLINE', 'OFFLINE'],
          format: 'public.user_status',
        },
      },
    });
    expect(document.paths['/users']).toMatchObject({
      get: { summary: 'People', description: 'Who chat.' },
    });
  });

  it('follows the caller’s privileges', async () => {
    const response = await fetch(`${server.url}/rest/v1/`, {
      headers: {
        apikey: server.apiKeys.anon,
        authorization: `Bearer ${server.apiKeys.serviceRole}`,
      },
    });
    const document = (await response.json()) as OpenApi;
    expect(document.paths).toHaveProperty('/notes');
  });

  it('also answers application/json and refuses other media types', async () => {
    expect((await get({}, '/rest/v1')).status).toBe(200);
    const csv = await get({ accept: 'text/csv' });
    expect(csv.status).toBe(406);
    expect(await csv.json()).toMatchObject({ code: 'PGRST107' });
  });
});
