import type { Page } from '@playwright/test';
import type { newOwner } from './new-client.ts';

type Owner = Awaited<ReturnType<typeof newOwner>>;

/** Adds a row as the owner, through the data API, and answers it; throws the server's refusal. */
export async function insertAs(page: Page, owner: Owner, table: string, row: object) {
  const config = (await (await page.request.get('/config.json')).json()) as { anonKey: string };
  const answer = await page.request.post(`/rest/v1/${table}`, {
    headers: {
      apikey: config.anonKey,
      authorization: `Bearer ${owner.session.access_token}`,
      prefer: 'return=representation',
      accept: 'application/vnd.pgrst.object+json',
    },
    data: row,
  });
  if (!answer.ok()) throw new Error(`POST ${table}: ${await answer.text()}`);
  return (await answer.json()) as { id: string };
}
