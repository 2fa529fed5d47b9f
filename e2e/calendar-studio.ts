import type { Page } from '@playwright/test';
import { insertAs } from './owner-rows.ts';
import { pilatesStudio } from './pilates-studio.ts';

// The business of the calendar sync journey (issue 37), made through the data API as its owner.

/**
 * A business whose owner gives a private hour every day from 08:00 to 20:00, and teaches a
 * group class at 17:00 on `day`.
 */
export async function studio(page: Page, day: string) {
  const { owner, tenant_id, staffId, serviceId, optionId, matId } = await pilatesStudio(
    page,
    'Calendar Studio',
  );
  const session = await insertAs(page, owner, 'bookings', {
    tenant_id,
    service_id: matId,
    staff_id: staffId,
    starts_at: `${day}T17:00:00Z`,
    ends_at: `${day}T18:00:00Z`,
    capacity: 5,
  });
  return { owner, serviceId, optionId, staffId, sessionId: session.id };
}

/** The day three days from now in London, the studio's zone ('YYYY-MM-DD'). */
export const dayAhead = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + 3 * 86_400_000),
  );
