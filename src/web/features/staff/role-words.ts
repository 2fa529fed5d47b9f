import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Role } from '../tenancy/permissions';

/** Each role's name in the reader's words (messages/<locale>/staff.ts). */
export const roleWords = {
  owner: 'staff.roleOwner',
  admin: 'staff.roleAdmin',
  staff: 'staff.roleStaff',
} as const satisfies Record<Role, MessageId>;

/** What each role may do, in a sentence. */
export const roleDescriptionWords = {
  staff: 'staff.roleDescriptionStaff',
  admin: 'staff.roleDescriptionAdmin',
  owner: 'staff.roleDescriptionOwner',
} as const satisfies Record<Role, MessageId>;
