import type { Page } from '@playwright/test';
import { newOwner } from './new-client.ts';
import { insertAs } from './owner-rows.ts';

// The business of the calendar sync journey (issue 37), made through the data API as its owner.

/**
 * A business whose owner gives a private hour every day from 08:00 to 20:00, and teaches a
 * group class at 17:00 on `day`.
 */
export async function studio(page: Page, day: string) {
  const owner = await newOwner(page, 'Calendar Studio');
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
  const session = await insertAs(page, owner, 'bookings', {
    tenant_id,
    service_id: mat.id,
    staff_id: staff?.id,
    starts_at: `${day}T17:00:00Z`,
    ends_at: `${day}T18:00:00Z`,
    capacity: 5,
  });
  const ids = { serviceId: service.id, optionId: option.id, staffId: staff?.id ?? '' };
  return { owner, ...ids, sessionId: session.id };
}

/** The day three days from now in London, the studio's zone ('YYYY-MM-DD'). */
export const dayAhead = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + 3 * 86_400_000),
  );
