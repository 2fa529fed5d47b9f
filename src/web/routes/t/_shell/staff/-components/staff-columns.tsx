import { Text } from '@mantine/core';
import { activeColumn, SwatchName } from '@/components/list-cells';
import type { ListColumn } from '@/components/responsive-list';
import { TextLink } from '@/components/text-link';
import type { StaffMember } from '@/features/staff/queries';
import { FormattedMessage } from 'react-intl';
import { roleWords, type Role } from '@/features/tenancy/permissions';

/** The team list's columns; `roles` maps each signed-in member's user id to their role. */
export function staffColumns(roles: Record<string, Role>): ListColumn<StaffMember>[] {
  return [
    {
      header: 'Name',
      cell: (member) => (
        <SwatchName colour={member.colour}>
          <TextLink to="/t/staff/$staffId/" params={{ staffId: member.id }} fw={600}>
            {member.display_name}
          </TextLink>
        </SwatchName>
      ),
    },
    {
      header: 'Role',
      cell: (member) => {
        const role = member.user_id ? roles[member.user_id] : undefined;
        if (role) return <FormattedMessage id={roleWords[role]} />;
        return (
          <Text size="sm" c="dimmed" component="span">
            {member.user_id ? 'Left the team' : 'Does not sign in'}
          </Text>
        );
      },
    },
    { header: 'Email', cell: (member) => member.email ?? '—' },
    activeColumn(),
  ];
}
