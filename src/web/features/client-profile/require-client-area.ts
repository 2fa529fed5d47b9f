import type { ParsedLocation } from '@tanstack/react-router';
import type { RouterContext } from '@/router-context';
import { requireSession } from '../auth/require-session';
import { secondFactorDue } from '../auth/second-factor-due';
import { readLinkIds } from '../registration/register-search';
import { serviceBusinessQuery } from '../registration/queries';
import { rememberTenant, rememberedTenant } from '../tenancy/current-tenant';
import { businessByIdQuery, businessBySlugQuery, type Tenant } from '../tenancy/queries';
import { clientProfilesQuery, type ClientProfile } from './queries';
import { requireClientProfile } from './require-client-profile';

/** What the client area's screens know: who, their record at the business shown, and which. */
export interface ClientArea {
  userId: string | null;
  /**
   * The client record the area works with. Null only on the booking page, for a visitor or for
   * someone signed in who is not (yet) a client of the business shown.
   */
  profile: ClientProfile | null;
  /** The business shown; null only on the booking page when none is chosen or found. */
  business: Tenant | null;
  /** The address a link named (`?tenant=`) when no business has it. */
  unknownSlug: string | null;
}

/** The booking page and its option screens work without an account (issue 19). */
export const isPublicClientPath = (pathname: string) =>
  /^\/client-access\/register(\/|$)/.test(pathname);

/** Whose choice of business a visitor's device remembers, before they have an account. */
const visitor = 'visitor';

/**
 * For the client shell's beforeLoad. Everywhere but the booking page: a session and a client
 * record, as before. On the booking page: the business a link names (`?tenant=`, or the business
 * of its `service_id`), else the one chosen last on this device, else the client's own; the
 * client's record there if they have one. A business opened from a link is remembered for the
 * account (or the visitor), so the next visit and the next sign-in open it again.
 */
export async function requireClientArea(
  context: RouterContext,
  location: ParsedLocation,
): Promise<ClientArea> {
  if (!isPublicClientPath(location.pathname)) {
    requireSession(context.auth, location, '/client-access/login/');
    const { userId, profile } = await requireClientProfile(context);
    return { userId, profile, business: profile.tenant, unknownSlug: null };
  }
  // A session that still owes its second factor counts as signed out here: the booking page
  // asks for the second step inline rather than sending the person away.
  const state = context.auth.getSnapshot();
  const session = state.status === 'ready' ? state.session : null;
  const userId = session && !secondFactorDue(session) ? session.user.id : null;
  const profiles =
    userId === null
      ? []
      : await context.queryClient.ensureQueryData(clientProfilesQuery(context.supabase, userId));
  const asked = await askedBusiness(context, location.search as Record<string, unknown>);
  if (asked === 'unknown') {
    const slug = (location.search as Record<string, unknown>).tenant;
    return { userId, profile: null, business: null, unknownSlug: String(slug) };
  }
  if (asked !== null) {
    rememberTenant('client', userId ?? visitor, asked.id);
    const profile = profiles.find((candidate) => candidate.tenant.id === asked.id) ?? null;
    return { userId, profile, business: profile?.tenant ?? asked, unknownSlug: null };
  }
  if (profiles.length > 0) {
    // Someone with a client record never goes to onboarding from here.
    const { profile } = await requireClientProfile(context);
    return { userId, profile, business: profile.tenant, unknownSlug: null };
  }
  const remembered = rememberedTenant('client', userId ?? visitor);
  const business =
    remembered === null
      ? null
      : await context.queryClient.ensureQueryData(businessByIdQuery(context.supabase, remembered));
  return { userId, profile: null, business, unknownSlug: null };
}

/** The business a booking link names, null when it names none, 'unknown' for a wrong address. */
async function askedBusiness(
  context: RouterContext,
  search: Record<string, unknown>,
): Promise<Tenant | null | 'unknown'> {
  const { queryClient, supabase } = context;
  if (typeof search.tenant === 'string' && search.tenant.trim() !== '') {
    const found = await queryClient.ensureQueryData(
      businessBySlugQuery(supabase, search.tenant.trim()),
    );
    return found ?? 'unknown';
  }
  const link = readLinkIds({
    service: typeof search.service_id === 'string' ? search.service_id : undefined,
  });
  if (!link.ok) return null;
  const tenantId = await queryClient.ensureQueryData(
    serviceBusinessQuery(supabase, link.ids.service),
  );
  return tenantId === null
    ? null
    : await queryClient.ensureQueryData(businessByIdQuery(supabase, tenantId));
}
