import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Role } from '../tenancy/permissions';

/** What each role may do, in a sentence. */
export const roleDescriptionWords = {
  staff: 'staff.roleDescriptionStaff',
  admin: 'staff.roleDescriptionAdmin',
  owner: 'staff.roleDescriptionOwner',
} as const satisfies Record<Role, MessageId>;
