/**
 * Which of several businesses a person works in (`staff`) or books with (`client`) on this
 * device. The two areas remember separately: someone can teach at one studio and book at another.
 */
export type TenantArea = 'staff' | 'client';

const storageKey = (area: TenantArea, userId: string) =>
  area === 'staff' ? `booking.current-tenant.${userId}` : `booking.client-tenant.${userId}`;

/** The business the user chose last on this device in that area, if any. */
export function rememberedTenant(area: TenantArea, userId: string): string | null {
  try {
    return localStorage.getItem(storageKey(area, userId));
  } catch {
    return null;
  }
}

export function rememberTenant(area: TenantArea, userId: string, tenantId: string): void {
  try {
    localStorage.setItem(storageKey(area, userId), tenantId);
  } catch {
    // Private browsing without storage: the choice lasts until the page is reloaded.
  }
}

/**
 * The entry to work with: the one whose business was chosen last if it still exists, else the
 * one of the preferred business (for a client, where their next booking is), else the first.
 */
export function chooseByTenant<Entry extends { tenant: { id: string } }>(
  entries: Entry[],
  remembered: string | null,
  preferred: string | null = null,
): Entry | undefined {
  const of = (tenantId: string | null) => entries.find((entry) => entry.tenant.id === tenantId);
  return of(remembered) ?? of(preferred) ?? entries[0];
}
