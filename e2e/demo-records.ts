import type { Page } from '@playwright/test';
import { demoOwner, demoPassword } from './stored-session.ts';

/** A signed-in data API for a demo account, for tests that need the ids of demo records. */
export async function demoApi(page: Page, email = demoOwner) {
  const config = (await (await page.request.get('/config.json')).json()) as { anonKey: string };
  const token = await page.request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: config.anonKey },
    data: { email, password: demoPassword },
  });
  if (!token.ok()) throw new Error(`Sign-in failed: ${await token.text()}`);
  const { access_token } = (await token.json()) as { access_token: string };
  const headers = { apikey: config.anonKey, authorization: `Bearer ${access_token}` };
  return {
    async rows<Row>(path: string): Promise<Row[]> {
      const answer = await page.request.get(`/rest/v1/${path}`, { headers });
      if (!answer.ok()) throw new Error(`GET ${path}: ${await answer.text()}`);
      return (await answer.json()) as Row[];
    },
    /** Calls a data API function as this account; throws with the server's answer if refused. */
    async rpc<Result>(name: string, args: object): Promise<Result> {
      const answer = await page.request.post(`/rest/v1/rpc/${name}`, { headers, data: args });
      if (!answer.ok()) throw new Error(`rpc ${name}: ${await answer.text()}`);
      return (await answer.json()) as Result;
    },
    /** Changes rows as this account; throws with the server's answer if refused. */
    async patch(path: string, data: object): Promise<void> {
      const answer = await page.request.patch(`/rest/v1/${path}`, { headers, data });
      if (!answer.ok()) throw new Error(`PATCH ${path}: ${await answer.text()}`);
    },
    async insert<Row>(table: string, row: object): Promise<Row> {
      const answer = await page.request.post(`/rest/v1/${table}`, {
        headers: {
          ...headers,
          prefer: 'return=representation',
          accept: 'application/vnd.pgrst.object+json',
        },
        data: row,
      });
      if (!answer.ok()) throw new Error(`POST ${table}: ${await answer.text()}`);
      return (await answer.json()) as Row;
    },
  };
}

/** The id of one of Sunrise Yoga's demo records (db/seed/demo-businesses.sql), by a filter. */
export async function demoId(page: Page, table: string, filter: string): Promise<string> {
  const api = await demoApi(page);
  const [row] = await api.rows<{ id: string }>(`${table}?select=id&${filter}&limit=1`);
  if (!row) throw new Error(`The demo data has no ${table} with ${filter}.`);
  return row.id;
}

/** The id of Sunrise Yoga's demo client, Chris Client. */
export const demoClientId = (page: Page) => demoId(page, 'clients', 'full_name=eq.Chris%20Client');
