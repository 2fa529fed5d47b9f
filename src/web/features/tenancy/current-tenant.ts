import type { Membership } from './queries';

const storageKey = (userId: string) => `booking.current-tenant.${userId}`;

/** The business the user chose last on this device, if any. */
export function rememberedTenant(userId: string): string | null {
  try {
    return localStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

export function rememberTenant(userId: string, tenantId: string): void {
  try {
    localStorage.setItem(storageKey(userId), tenantId);
  } catch {
    // Private browsing without storage: the choice lasts until the page is reloaded.
  }
}

/** The membership to work in: the one chosen last if it still exists, else the first. */
export function chooseMembership(
  memberships: Membership[],
  remembered: string | null,
): Membership | undefined {
  return memberships.find((m) => m.tenant.id === remembered) ?? memberships[0];
}
