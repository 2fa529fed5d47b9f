// Every read and write of the team, roles, invitations, weekly hours and time off, through supabase-js:
// the query factories DESIGN.md section 8 asks for, and the few writes beside them. Longer than
// most files because it is the one place these screens' data comes from.
import { spaWords } from '@/i18n/spa-language';
import type { Supabase } from '@/supabase';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, pageOf } from '../data/data-error';
import type { RowOf } from '../data/query-data';
import type { Role } from '../tenancy/permissions';
import { parseTimeRange, type HoursSpan } from './weekly-hours';

export interface StaffListSearch {
  q?: string;
  status?: 'active' | 'inactive' | 'all';
  page?: number;
}

export const staffPageSize = 25;

export const staffKeys = {
  all: ['staff'] as const,
  team: (tenantId: string) => [...staffKeys.all, 'team', tenantId] as const,
  lists: (tenantId: string) => [...staffKeys.all, 'list', tenantId] as const,
  list: (tenantId: string, search: StaffListSearch) =>
    [...staffKeys.lists(tenantId), search] as const,
  roles: (tenantId: string) => [...staffKeys.all, 'roles', tenantId] as const,
  invitations: (tenantId: string) => [...staffKeys.all, 'invitations', tenantId] as const,
  detail: (staffId: string) => [...staffKeys.all, 'detail', staffId] as const,
  hours: (staffId: string) => [...staffKeys.detail(staffId), 'hours'] as const,
  timeOff: (staffId: string) => [...staffKeys.detail(staffId), 'time-off'] as const,
  services: (staffId: string) => [...staffKeys.detail(staffId), 'services'] as const,
  own: (tenantId: string, userId: string) => [...staffKeys.all, 'own', tenantId, userId] as const,
};

const staffColumns = 'id, tenant_id, user_id, display_name, email, phone, colour, bio, active';

/** Everyone on the team, by name: for pickers (who delivers a service, who teaches a session). */
export function teamQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: staffKeys.team(tenantId),
    queryFn: () =>
      dataOf(
        supabase.from('staff').select(staffColumns).eq('tenant_id', tenantId).order('display_name'),
      ),
  });
}

/** One page of the team, searched by name or email in the database. */
export function staffListQuery(supabase: Supabase, tenantId: string, search: StaffListSearch) {
  return queryOptions({
    queryKey: staffKeys.list(tenantId, search),
    queryFn: () => {
      const page = search.page ?? 1;
      let query = supabase
        .from('staff')
        .select(staffColumns, { count: 'exact' })
        .eq('tenant_id', tenantId);
      const status = search.status ?? 'active';
      if (status !== 'all') query = query.eq('active', status === 'active');
      const words = search.q?.trim().replace(/[%*,()\\]/g, '_');
      if (words) query = query.or(`display_name.ilike.%${words}%,email.ilike.%${words}%`);
      return pageOf(
        query
          .order('display_name')
          .order('id')
          .range((page - 1) * staffPageSize, page * staffPageSize - 1),
      );
    },
    placeholderData: keepPreviousData,
  });
}

/** The role of each member of the business who signs in, by user id. */
export function rolesQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: staffKeys.roles(tenantId),
    queryFn: async () => {
      const rows = await dataOf(
        supabase.from('memberships').select('user_id, role').eq('tenant_id', tenantId),
      );
      return Object.fromEntries(rows.map((row) => [row.user_id, row.role]));
    },
  });
}

/** Invitations not yet accepted, expired ones included (they can be sent again). */
export function invitationsQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: staffKeys.invitations(tenantId),
    queryFn: () =>
      dataOf(
        supabase
          .from('invitations')
          .select('id, email, role, expires_at, created_at')
          .eq('tenant_id', tenantId)
          .is('accepted_at', null)
          .order('created_at', { ascending: false }),
      ),
  });
}

export function staffMemberQuery(supabase: Supabase, staffId: string) {
  return queryOptions({
    queryKey: staffKeys.detail(staffId),
    queryFn: () =>
      dataOf(supabase.from('staff').select(staffColumns).eq('id', staffId).maybeSingle()),
  });
}

/** The signed-in user's own staff profile in a business (null when they have none). */
export function ownStaffProfileQuery(supabase: Supabase, tenantId: string, userId: string) {
  return queryOptions({
    queryKey: staffKeys.own(tenantId, userId),
    queryFn: () =>
      dataOf(
        supabase
          .from('staff')
          .select('id, display_name, appointment_emails')
          .eq('tenant_id', tenantId)
          .eq('user_id', userId)
          .maybeSingle(),
      ),
  });
}

export function staffHoursQuery(supabase: Supabase, staffId: string) {
  return queryOptions({
    queryKey: staffKeys.hours(staffId),
    queryFn: () =>
      dataOf(
        supabase
          .from('staff_hours')
          .select('weekday, starts_at, ends_at')
          .eq('staff_id', staffId)
          .order('weekday')
          .order('starts_at'),
      ),
  });
}

/** A staff member's time off that has not ended when it is fetched, soonest first. */
export function timeOffQuery(supabase: Supabase, staffId: string) {
  return queryOptions({
    queryKey: staffKeys.timeOff(staffId),
    queryFn: async () => {
      const rows = await dataOf(
        supabase.from('staff_time_off').select('id, during, reason').eq('staff_id', staffId),
      );
      const now = Date.now();
      // A range column cannot be ordered or compared through the data API's filters here.
      return rows
        .flatMap((row) => {
          const range = parseTimeRange(row.during);
          return range && range.to.getTime() > now
            ? [{ id: row.id, reason: row.reason, ...range }]
            : [];
        })
        .sort((a, b) => a.from.getTime() - b.from.getTime());
    },
  });
}

/** The names of the services a staff member delivers. */
export function staffServicesQuery(supabase: Supabase, staffId: string) {
  return queryOptions({
    queryKey: staffKeys.services(staffId),
    queryFn: async () => {
      const rows = await dataOf(
        supabase.from('service_staff').select('service:services(id, name)').eq('staff_id', staffId),
      );
      return rows.flatMap((row) => (row.service ? [row.service] : []));
    },
  });
}

export type StaffMember = RowOf<typeof staffMemberQuery>;
export type Invitation = RowOf<typeof invitationsQuery>;
export type PlannedTimeOff = RowOf<typeof timeOffQuery>;
export type OwnStaffProfile = RowOf<typeof ownStaffProfileQuery>;

export function inviteStaff(
  supabase: Supabase,
  tenantId: string,
  email: string,
  role: 'admin' | 'staff',
) {
  return dataOf(supabase.rpc('invite_staff', { tenant_id: tenantId, email, role }));
}

export function revokeInvitation(supabase: Supabase, invitationId: string) {
  return dataOf(supabase.from('invitations').delete().eq('id', invitationId));
}

/** Owners only (memberships_manage); the database keeps at least one owner (last_owner). */
export async function changeRole(supabase: Supabase, tenantId: string, userId: string, role: Role) {
  const rows = await dataOf(
    supabase
      .from('memberships')
      .update({ role })
      .eq('tenant_id', tenantId)
      .eq('user_id', userId)
      .select('role'),
  );
  if (rows.length === 0)
    throw new Error(spaWords().formatMessage({ id: 'staff.onlyOwnerChangesRoles' }));
}

export type StaffChanges = Partial<
  Pick<StaffMember, 'display_name' | 'email' | 'phone' | 'colour' | 'bio' | 'active'>
>;

export async function updateStaffMember(
  supabase: Supabase,
  staffId: string,
  changes: StaffChanges,
) {
  const rows = await dataOf(supabase.from('staff').update(changes).eq('id', staffId).select('id'));
  // Row-level security hides the rows a role may not change instead of refusing.
  if (rows.length === 0) throw new Error(spaWords().formatMessage({ id: 'staff.roleNotAllowed' }));
}

export function createStaffProfile(
  supabase: Supabase,
  tenantId: string,
  values: { display_name: string; email: string | null },
) {
  return dataOf(
    supabase
      .from('staff')
      .insert({ tenant_id: tenantId, ...values })
      .select('id')
      .single(),
  );
}

/** Replaces the staff member's whole week at once (db/migrations/0050_catalogue_editing.sql). */
export function setStaffHours(supabase: Supabase, staffId: string, hours: HoursSpan[]) {
  return dataOf(supabase.rpc('set_staff_hours', { staff_id: staffId, hours }));
}

export function addTimeOff(
  supabase: Supabase,
  member: Pick<StaffMember, 'id' | 'tenant_id'>,
  from: Date,
  to: Date,
  reason: string,
) {
  return dataOf(
    supabase.from('staff_time_off').insert({
      tenant_id: member.tenant_id,
      staff_id: member.id,
      during: `[${from.toISOString()},${to.toISOString()})`,
      reason,
    }),
  );
}

export function removeTimeOff(supabase: Supabase, timeOffId: string) {
  return dataOf(supabase.from('staff_time_off').delete().eq('id', timeOffId));
}
