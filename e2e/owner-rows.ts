import type { Page } from '@playwright/test';
import type { newOwner } from './new-client.ts';

type Owner = Awaited<ReturnType<typeof newOwner>>;

/** Writes through the data API as the owner and answers the first row; throws the refusal. */
async function writeAs(
  page: Page,
  owner: Owner,
  method: 'POST' | 'PATCH',
  path: string,
  data: object,
) {
  const config = (await (await page.request.get('/config.json')).json()) as { anonKey: string };
  const answer = await page.request.fetch(`/rest/v1/${path}`, {
    method,
    headers: {
      apikey: config.anonKey,
      authorization: `Bearer ${owner.session.access_token}`,
      prefer: 'return=representation',
    },
    data,
  });
  if (!answer.ok()) throw new Error(`${method} ${path}: ${await answer.text()}`);
  return ((await answer.json()) as { id: string }[])[0] as { id: string };
}

/** Adds a row as the owner, through the data API, and answers it. */
export const insertAs = (page: Page, owner: Owner, table: string, row: object) =>
  writeAs(page, owner, 'POST', table, row);

/** Changes the rows `filter` picks (`id=eq.…`) as the owner, and answers the first. */
export const updateAs = (page: Page, owner: Owner, table: string, filter: string, values: object) =>
  writeAs(page, owner, 'PATCH', `${table}?${filter}`, values);

/** A free class of the owner's business (a drop-in at 0) of one hour for 5, at `startsAt`. */
export async function freeClassAs(page: Page, owner: Owner, name: string, startsAt: Date) {
  const tenant_id = owner.tenant.id;
  const service = await insertAs(page, owner, 'services', {
    tenant_id,
    kind: 'group',
    name,
    duration_minutes: 60,
    capacity: 5,
  });
  const option = await insertAs(page, owner, 'service_options', {
    tenant_id,
    service_id: service.id,
    kind: 'drop_in',
    name: 'Drop-in',
    price_minor: 0,
  });
  const session = await insertAs(page, owner, 'bookings', {
    tenant_id,
    service_id: service.id,
    starts_at: startsAt.toISOString(),
    ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    capacity: 5,
  });
  return { option: option.id, session: session.id };
}
