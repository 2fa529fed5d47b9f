import type { Page } from '@playwright/test';
import { newOwner } from './new-client.ts';
import { insertAs } from './owner-rows.ts';

/**
 * A new business, made through the data API as its owner, who gives a private hour of Pilates
 * every day from 08:00 to 20:00 and has a group service, Mat Class, with no sessions yet.
 */
export async function pilatesStudio(page: Page, name: string) {
  const owner = await newOwner(page, name);
  const tenant_id = owner.tenant.id;
  const [staff] = await owner.rows<{ id: string }>(`staff?select=id&tenant_id=eq.${tenant_id}`);
  const service = await insertAs(page, owner, 'services', {
    tenant_id,
    kind: 'private',
    name: 'Private Pilates',
    duration_minutes: 60,
    capacity: 1,
    min_notice_minutes: 0,
  });
  const option = await insertAs(page, owner, 'service_options', {
    tenant_id,
    service_id: service.id,
    kind: 'variant',
    name: '60 minutes',
    price_minor: 6000,
  });
  await insertAs(page, owner, 'service_staff', {
    tenant_id,
    service_id: service.id,
    staff_id: staff?.id,
  });
  for (const weekday of [1, 2, 3, 4, 5, 6, 7])
    await insertAs(page, owner, 'staff_hours', {
      tenant_id,
      staff_id: staff?.id,
      weekday,
      starts_at: '08:00',
      ends_at: '20:00',
    });
  const mat = await insertAs(page, owner, 'services', {
    tenant_id,
    kind: 'group',
    name: 'Mat Class',
    duration_minutes: 60,
    capacity: 5,
  });
  return {
    owner,
    tenant_id,
    staffId: staff?.id ?? '',
    serviceId: service.id,
    optionId: option.id,
    matId: mat.id,
  };
}
