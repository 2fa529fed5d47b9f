import { Text } from '@mantine/core';
import { activeColumn, SwatchName } from '@/components/list-cells';
import type { ListColumn } from '@/components/responsive-list';
import { TextLink } from '@/components/text-link';
import type { StaffMember } from '@/features/staff/queries';
import type { Role } from '@/features/tenancy/permissions';
import type { Words } from '@shared/i18n/words.ts';
import { roleWords } from '@/features/tenancy/permissions';

/** The team list's columns; `roles` maps each signed-in member's user id to their role. */
export function staffColumns(roles: Record<string, Role>, words: Words): ListColumn<StaffMember>[] {
  return [
    {
      header: words.formatMessage({ id: 'staff.name' }),
      cell: (member) => (
        <SwatchName colour={member.colour}>
          <TextLink to="/t/staff/$staffId/" params={{ staffId: member.id }} fw={600}>
            {member.display_name}
          </TextLink>
        </SwatchName>
      ),
    },
    {
      header: words.formatMessage({ id: 'staff.role' }),
      cell: (member) => {
        const role = member.user_id ? roles[member.user_id] : undefined;
        if (role) return words.formatMessage({ id: roleWords[role] });
        return (
          <Text size="sm" c="dimmed" component="span">
            {member.user_id
              ? words.formatMessage({ id: 'staff.leftTheTeam' })
              : words.formatMessage({ id: 'staff.doesNotSignIn' })}
          </Text>
        );
      },
    },
    { header: words.formatMessage({ id: 'staff.email' }), cell: (member) => member.email ?? '—' },
    activeColumn(),
  ];
}
