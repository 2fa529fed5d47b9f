import type { MessageId } from '@shared/i18n/message-ids.ts';

/**
 * What each role of a business may do, as DESIGN.md section 5 has it. The database enforces
 * this (row-level security and the RPCs); the screens use it only to leave out what a role
 * cannot do.
 */
export type Role = 'owner' | 'admin' | 'staff';

export type Action =
  | 'manage_bookings'
  | 'manage_clients'
  | 'manage_services'
  | 'manage_staff'
  | 'record_money'
  | 'manage_documents'
  | 'manage_settings'
  | 'manage_memberships'
  // Plans and the members' memberships (issue 35): owners and admins, as the database lets.
  | 'manage_plans'
  // The business's own Google and Microsoft app registrations for calendars (issue 37), and
  // disconnecting any staff member's calendar: owners and admins, as the calendar routes let.
  | 'manage_calendars'
  // The business's webhook endpoints and their delivery logs (issue 38): owners and admins, as
  // the webhook functions let.
  | 'manage_webhooks'
  // The business's audit trail (issue 38, point 3): owners and admins, as the view
  // public.audit_trail lets; staff read none of it.
  | 'read_audit_trail';

const staffActions: Action[] = ['manage_bookings', 'manage_clients'];
const adminActions: Action[] = [
  ...staffActions,
  'manage_services',
  'manage_staff',
  'record_money',
  'manage_documents',
  'manage_plans',
  'manage_calendars',
  'manage_webhooks',
  'read_audit_trail',
];
const ownerActions: Action[] = [...adminActions, 'manage_settings', 'manage_memberships'];

const actionsByRole: Record<Role, ReadonlySet<Action>> = {
  staff: new Set(staffActions),
  admin: new Set(adminActions),
  owner: new Set(ownerActions),
};

export function may(role: Role, action: Action): boolean {
  return actionsByRole[role].has(action);
}

/** Each role's name: `formatMessage({ id: roleWords[role] })`, "Owner", "Inhaber/in". */
export const roleWords = {
  owner: 'common.roleOwner',
  admin: 'common.roleAdmin',
  staff: 'common.roleStaff',
} as const satisfies Record<Role, MessageId>;
